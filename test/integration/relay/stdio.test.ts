import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRequest, checkExchange, sendExchange } from '../../../src';
import { TOKEN_HEADER } from '../../../app/server/relay/protocol';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';
import { records, relay } from './support';
import { bodyBytes } from './support';
import { pollUntil } from '../../support/poll-until';

// `--stdio "<command>"`: the launch-time process answers through /stdio/mcp (and so through the
// relay); nothing a request carries can start or choose a process.

const FIXTURE = `"${process.execPath}" --import tsx test/fixtures/upstreams/stdio-server.ts`;
let app: RunningInspector;
let url: string;
/** A fetch that carries the launch token, as scripts calling /stdio/mcp directly must. */
let withToken: typeof fetch;
beforeAll(async () => {
  app = await startInspector({ stdioCommand: FIXTURE });
  url = `${app.origin}/stdio/mcp`;
  withToken = (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), [TOKEN_HEADER]: app.app.token } });
});
afterAll(() => app.close());

describe('stdio bridge', () => {
  it('answers server/discover from the process, through the relay too', async () => {
    const direct = await sendExchange(withToken, { url, method: 'server/discover', id: 1 });
    expect(direct.response.status).toBe(200);
    expect(JSON.parse(direct.response.body)).toMatchObject({
      id: 1,
      result: { _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'stdio-fixture' } } },
    });
    expect(checkExchange(direct).filter((f) => f.severity === 'error')).toEqual([]);
    const req = buildRequest({ method: 'tools/list', id: 2 });
    const list = await records(await relay(app, { url, headers: req.headers, body: req.body }));
    expect(JSON.parse(bodyBytes(list).toString())).toMatchObject({ id: 2, result: { tools: expect.any(Array) } });
  });

  it('streams notifications that come before the response as SSE frames', async () => {
    const frames: unknown[] = [];
    const r = await sendExchange(withToken, {
      url,
      method: 'tools/call',
      id: 3,
      params: { name: 'count_slowly', arguments: { to: 2, delayMs: 5 } },
      meta: { progressToken: 'p' },
      onFrame: (f) => frames.push(f.message),
    });
    expect(r.response.headers['content-type']).toBe('text/event-stream');
    expect(frames).toHaveLength(3);
    expect(frames[2]).toMatchObject({ id: 3, result: { resultType: 'complete' } });
  });

  it('accepts notifications with 202 and refuses an id already in flight with 409', async () => {
    const note = await withToken(url, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 99 } }),
    });
    expect(note.status).toBe(202);
    const abort = new AbortController();
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    const slow = sendExchange(withToken, {
      url,
      method: 'tools/call',
      id: 'dup',
      params: { name: 'count_slowly', arguments: { to: 20, delayMs: 100 } },
      meta: { progressToken: 'dup' },
      signal: abort.signal,
      onFrame: () => started(),
    });
    await inFlight;
    const again = await withToken(url, {
      method: 'POST',
      body: buildRequest({ method: 'tools/list', id: 'dup' }).body,
    });
    expect([again.status, again.headers.get('x-inspector-stdio-error')]).toEqual([409, 'duplicate_id']);
    abort.abort();
    expect((await slow).aborted).toBe(true);
    // The bridge forgets the id once the relay side of the abort has arrived; poll for it.
    const free = await pollUntil(
      () => withToken(url, { method: 'POST', body: buildRequest({ method: 'tools/list', id: 'dup' }).body }),
      (r) => r.status === 200,
    );
    expect(free.status).toBe(200);
  });

  it('refuses foreign origins like the other endpoints', async () => {
    const r = await fetch(url, { method: 'POST', headers: { Origin: 'http://evil.example' }, body: '{}' });
    expect(r.status).toBe(403);
  });

  it('says when the process has exited instead of hanging', async () => {
    const dead = await startInspector({ stdioCommand: `"${process.execPath}" -e "process.exit(3)"` });
    try {
      const r = await pollUntil(
        () =>
          fetch(`${dead.origin}/stdio/mcp`, {
            method: 'POST',
            headers: { [TOKEN_HEADER]: dead.app.token },
            body: buildRequest({ method: 'tools/list', id: 1 }).body,
          }),
        (r) => r.status === 502,
        { intervalMs: 20 },
      );
      expect([r.status, r.headers.get('x-inspector-stdio-error')]).toEqual([502, 'stdio_exited']);
    } finally {
      await dead.close();
    }
  });

  it('has no /stdio/mcp when no command was given at launch', async () => {
    const plain = await startInspector();
    expect((await fetch(`${plain.origin}/stdio/mcp`, { method: 'POST', body: '{}' })).status).toBe(404);
    await plain.close();
  });

  it('starts processes only from the launch options: the stdio bridge, and the browser for --open', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) =>
        statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)],
      );
    const spawning = files('app/server').filter(
      (f) =>
        f.endsWith('.ts') && /node:child_process|(?<![.\w])(spawn|exec|execFile|fork)\(/.test(readFileSync(f, 'utf8')),
    );
    expect(spawning).toEqual(['app/server/serve/main.ts', 'app/server/stdio/bridge.ts']);
    expect(readFileSync('app/server/serve/main.ts', 'utf8')).toMatch(/if \(parsed\.open\) openBrowser\(/);
  });
});
