import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAY_PATH, TOKEN_HEADER } from '../../../app/server/relay/protocol';
import { lookupPolicy } from '../../../app/server/relay/self-target';
import { UpstreamPool } from '../../../app/server/relay/upstream-pool';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';
import { records, refusal, relay } from './support';

// The relay keeps upstream connections alive like a browser does, without letting a kept
// connection carry a request its lookup would have refused, and without failing a request
// because an idle connection died just as it was reused.

let app: RunningInspector;
beforeAll(async () => {
  app = await startInspector();
});
afterAll(() => app.close());

/** A raw HTTP/1.1 upstream: answers the first request of each connection; `second` decides the rest. */
async function rawUpstream(
  second: 'answer' | 'reset',
): Promise<{ url: string; connections: () => number; close: () => void }> {
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections++;
    let requests = 0;
    let seen = '';
    socket.on('data', (data) => {
      seen += data.toString('latin1');
      while (seen.includes('\r\n\r\n{}')) {
        seen = seen.slice(seen.indexOf('\r\n\r\n{}') + 6);
        requests++;
        if (requests > 1 && second === 'reset') return void socket.resetAndDestroy();
        socket.write('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 8\r\n\r\n{"ok":1}');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`,
    connections: () => connections,
    close: () => server.close(),
  };
}

const answered = async (url: string): Promise<string | undefined> => {
  const list = await records(await relay(app, { url, body: '{}' }));
  return list.at(-1)?.t;
};

describe('relay: upstream connections', () => {
  it('sends one request after another over one kept-alive connection', async () => {
    const up = await rawUpstream('answer');
    for (let i = 0; i < 5; i++) expect(await answered(up.url)).toBe('end');
    expect(up.connections()).toBe(1);
    up.close();
  });

  it('sends again on a fresh connection when a kept connection dies as it is reused', async () => {
    const up = await rawUpstream('reset');
    expect(await answered(up.url)).toBe('end');
    expect(await answered(up.url)).toBe('end');
    expect(up.connections()).toBe(2);
    up.close();
  });

  it('still refuses an oversized relay body sent without a length, and stays up', async () => {
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`{"url":"http://127.0.0.1:1/","body":"`));
        controller.enqueue(new Uint8Array(17 * 1024 * 1024).fill(0x78));
        controller.close();
      },
    });
    const response = await fetch(`${app.origin}${RELAY_PATH}`, {
      method: 'POST',
      headers: { [TOKEN_HEADER]: app.app.token },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(await refusal(response)).toMatchObject({ status: 413, header: 'body_too_large' });
    const up = await rawUpstream('answer');
    expect(await answered(up.url)).toBe('end');
    up.close();
  });
});

describe('relay: which requests may share a connection', () => {
  const self = { port: 4321, address: '127.0.0.1' };
  it.each([
    ['a name on the app port, a page path', 'http://vm:4321/', 'guarded'],
    ['a name on the app port, an MCP endpoint', 'http://vm:4321/demo/mcp', 'open'],
    ['another port', 'http://vm:3000/', 'open'],
    ['the stdio endpoint', 'http://127.0.0.1:4321/stdio/mcp', 'pinned'],
  ])('%s: %s is %s', (_name, url, policy) => {
    expect(lookupPolicy(new URL(url), self)).toBe(policy);
  });

  it('keeps guarded and open connections in separate pools (a kept connection skips the lookup)', () => {
    const pool = new UpstreamPool();
    const url = new URL('http://vm:4321/');
    expect(pool.agentFor(url, 'guarded')).not.toBe(pool.agentFor(url, 'open'));
    expect(pool.agentFor(url, 'guarded')).toBe(pool.agentFor(new URL('http://other:1/'), 'guarded'));
    expect(pool.agentFor(new URL('https://vm:4321/'), 'guarded')).not.toBe(pool.agentFor(url, 'guarded'));
    pool.close();
  });
});
