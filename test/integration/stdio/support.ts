import { TOKEN_HEADER } from '../../../app/server/relay/protocol';
import type { RunningInspector } from '../../../app/server/standalone';

/** The hostile stdio server (test/fixtures/hostile-mcp/stdio-server.ts) as a launch command. */
export const HOSTILE_STDIO = `"${process.execPath}" --import tsx test/fixtures/hostile-mcp/stdio-server.ts`;

/** POSTs one JSON-RPC request to /stdio/mcp with the launch token. */
export function stdioPost(
  app: RunningInspector,
  id: unknown,
  method: string,
  params: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<Response> {
  return fetch(`${app.origin}/stdio/mcp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: app.app.token },
    body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
    ...(signal ? { signal } : {}),
  });
}

/** Waits (bounded) until `read` returns a value `done` accepts, polling every 20 ms. */
export async function until<T>(read: () => T, done: (value: T) => boolean, what: string, maxMs = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (done(value)) return value;
    if (Date.now() - started > maxMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
