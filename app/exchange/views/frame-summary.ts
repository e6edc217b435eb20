/**
 * One SSE frame read as the JSON-RPC message it carries, in a few words: a notification or request by
 * its method, an answer by its id (and a tool error or error code), else why it is not one.
 */
export function frameSummary(frame: string): string {
  let message: unknown;
  try {
    message = JSON.parse(frame);
  } catch {
    return 'not JSON';
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return 'not a JSON-RPC message';
  const m = message as { id?: unknown; method?: unknown; result?: unknown; error?: { code?: unknown } };
  const id = m.id === undefined ? '' : ` id ${JSON.stringify(m.id)}`;
  if (typeof m.method === 'string') return `${m.id === undefined ? 'notification' : 'request'} ${m.method}${id}`;
  if (m.error !== undefined) return `error${typeof m.error?.code === 'number' ? ` ${m.error.code}` : ''}${id}`;
  if (m.result !== undefined) {
    const isError = (m.result as { isError?: unknown } | null)?.isError === true;
    return `${isError ? 'tool error' : 'result'}${id}`;
  }
  return 'not a JSON-RPC message';
}
