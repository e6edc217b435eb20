/** The `data` payloads of an SSE body (display only: the checker parses the stream itself). */
export function sseFrames(body: string): string[] {
  const frames: string[] = [];
  for (const event of body.replace(/\r\n?/g, '\n').split('\n\n')) {
    const data = event
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5));
    if (data.length > 0 && data.join('') !== '') frames.push(data.join('\n'));
  }
  return frames;
}

/** Whether a recorded answer is an SSE stream. */
export function isSse(headers: Readonly<Record<string, string>>): boolean {
  return headers['content-type']?.includes('text/event-stream') ?? false;
}

/** The JSON-RPC message that answers: the body, or an SSE stream's last frame. */
export function answerText(response: { headers: Readonly<Record<string, string>>; body: string } | null): string {
  if (!response) return '';
  return isSse(response.headers) ? (sseFrames(response.body).at(-1) ?? '') : response.body;
}

type Answer = { headers: Readonly<Record<string, string>>; body: string };

// Every view of one answer reads the same parse: a 10 MB body is parsed once, not once per reader.
const parsed = new WeakMap<Answer, { value: unknown } | null>();

/**
 * The answer's JSON-RPC message, parsed once per response object (null when it is not JSON). Shared
 * between readers: read it, never change it.
 */
export function answerValue(response: Answer | null): unknown {
  return response ? (parseOnce(response)?.value ?? null) : null;
}

function parseOnce(response: Answer): { value: unknown } | null {
  const held = parsed.get(response);
  if (held !== undefined) return held;
  let value: { value: unknown } | null;
  try {
    value = { value: JSON.parse(answerText(response)) as unknown };
  } catch {
    value = null;
  }
  parsed.set(response, value);
  return value;
}

/** The answer's `result` object, or null. */
export function resultOf(response: Answer | null): Record<string, unknown> | null {
  return resultIn(answerValue(response));
}

/**
 * The `result` object of a parsed JSON-RPC answer, or null (an error, no answer, a result that is no object).
 *
 * @example
 * resultIn({ jsonrpc: '2.0', id: 1, result: { tools: [] } }) // => { tools: [] }
 */
export function resultIn(answer: unknown): Record<string, unknown> | null {
  const result = (answer as { result?: unknown } | null)?.result;
  return typeof result === 'object' && result !== null && !Array.isArray(result)
    ? (result as Record<string, unknown>)
    : null;
}

/** Past this many characters a body is shown as sent: indenting it would cost more than reading it helps. */
const READABLE_MAX_CHARS = 5_000_000;
const indented = new WeakMap<Answer, string>();

/** A JSON body indented for reading (pointers name members, not offsets, so markers still land); other text as sent. */
export function readable(body: string): string {
  if (body.length > READABLE_MAX_CHARS) return body;
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** `readable` of a response's body, worked out once per response object. */
export function readableBody(response: Answer): string {
  const held = indented.get(response);
  if (held !== undefined) return held;
  // A JSON body is the answer itself: indent the parse every reader shares.
  const answer = isSse(response.headers) || response.body.length > READABLE_MAX_CHARS ? null : parseOnce(response);
  const text = answer ? JSON.stringify(answer.value, null, 2) : response.body;
  indented.set(response, text);
  return text;
}
