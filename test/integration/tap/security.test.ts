import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_HEADER } from '../../../app/server/relay/protocol';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';
import { parseTapSpecs } from '../../../app/server/tap';
import { refuseTapCaller } from '../../../app/server/tap/caller';
import { TAP_CLEAR_PATH, TAP_ERROR_HEADER, TAP_EVENTS_PATH } from '../../../app/server/tap/protocol';
import {
  fixed,
  gatedSse,
  neverAnswers,
  oversized,
  stallsAfterHead,
  startUpstream,
  type Upstream,
  type UpstreamHandler,
} from '../../fixtures/upstreams/server';
import { rawRequest } from '../demo/raw-http';
import { rawExchange, recorded, startTapped } from './support';

// The tap forwards only to its launch-time target, only for callers on loopback that are not
// another site's page, within the relay's caps; its page endpoints are locked like the relay.

const upstreams: Upstream[] = [];
const apps: RunningInspector[] = [];
afterAll(async () => {
  await Promise.all([...apps.map((a) => a.close()), ...upstreams.map((u) => u.close())]);
});

async function upstream(handler: UpstreamHandler = fixed(200, { 'Content-Type': 'application/json' }, '{}')) {
  const up = await startUpstream(handler);
  upstreams.push(up);
  return up;
}
async function tapTo(specs: string[], limits = {}) {
  const app = await startTapped(specs, limits);
  apps.push(app);
  return app;
}
const port = (origin: string) => Number(new URL(origin).port);

describe('tap: who may use it', () => {
  let up: Upstream;
  let app: RunningInspector;
  beforeAll(async () => {
    up = await upstream();
    app = await tapTo([up.url]);
  });

  it.each([
    ['a foreign Origin', { Origin: 'http://evil.example' }, 'bad_origin'],
    ['Origin: null', { Origin: 'null' }, 'bad_origin'],
    ['another site’s page (Sec-Fetch-Site)', { 'Sec-Fetch-Site': 'cross-site' }, 'bad_origin'],
    ['a foreign Host (DNS rebinding)', { Host: 'evil.example:80' }, 'bad_host'],
  ])('refuses %s with 403 before forwarding anything', async (_name, headers, code) => {
    const before = up.received.length;
    const answer = await rawRequest(`${app.origin}/tap`, {
      headers: { 'Content-Type': 'application/json', ...headers },
      body: '{}',
    });
    expect(answer.status).toBe(403);
    expect(answer.headers[TAP_ERROR_HEADER.toLowerCase()]).toBe(code);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code } });
    expect(up.received.length).toBe(before);
  });

  it('refuses another name on the right port, and the right name on another port', async () => {
    for (const host of [`attacker.test:${port(app.origin)}`, `127.0.0.1:${port(app.origin) + 1}`]) {
      const answer = await rawRequest(`${app.origin}/tap`, { headers: { Host: host }, body: '{}' });
      expect(answer.headers[TAP_ERROR_HEADER.toLowerCase()]).toBe('bad_host');
    }
  });

  it('serves an MCP client (no Origin) and the inspector’s own page', async () => {
    const before = up.received.length;
    expect((await rawRequest(`${app.origin}/tap`, { body: '{}' })).status).toBe(200);
    expect((await rawRequest(`${app.origin}/tap`, { headers: { Origin: app.origin }, body: '{}' })).status).toBe(200);
    expect(
      (await rawRequest(`${app.origin}/tap`, { headers: { Host: `localhost:${port(app.origin)}` }, body: '{}' }))
        .status,
    ).toBe(200);
    expect(up.received.length).toBe(before + 3);
  });

  it('refuses connections that did not arrive on loopback, even when the app listens elsewhere', () => {
    const from = (localAddress: string) =>
      ({ socket: { localAddress }, headers: { host: `127.0.0.1:4173` } }) as unknown as IncomingMessage;
    expect(refuseTapCaller(from('192.0.2.2'), 4173, '')?.code).toBe('not_loopback');
    expect(refuseTapCaller(from('::ffff:192.0.2.2'), 4173, '')?.code).toBe('not_loopback');
    expect(refuseTapCaller(from('127.0.0.1'), 4173, '')).toBeNull();
    expect(refuseTapCaller(from('::1'), 4173, '')).toBeNull();
    expect(refuseTapCaller(from('::ffff:127.0.0.1'), 4173, '')).toBeNull();
  });
});

describe('tap: where it forwards', () => {
  it('forwards only to the launch-time target, whatever the request says', async () => {
    const target = await upstream();
    const other = await upstream();
    const app = await tapTo([target.url]);
    const otherHost = new URL(other.url).host;
    const p = port(app.origin);
    await rawExchange(p, [`POST /tap?url=${encodeURIComponent(other.url)} HTTP/1.1`, `Host: 127.0.0.1:${p}`], '{}');
    await rawExchange(p, ['POST /tap HTTP/1.1', `Host: 127.0.0.1:${p}`, `X-Forwarded-Host: ${otherHost}`], '{}');
    await rawExchange(p, [`POST ${other.url} HTTP/1.1`, `Host: 127.0.0.1:${p}`], '{}');
    await rawExchange(p, ['POST /tap/../demo/mcp HTTP/1.1', `Host: 127.0.0.1:${p}`], '{}');
    expect(other.received).toHaveLength(0);
    expect(target.received.map((r) => r.url)).toEqual([`/mcp?url=${encodeURIComponent(other.url)}`, '/mcp']);
    // The page has no way to name a target: there is no such endpoint.
    const retarget = await rawRequest(`${app.origin}/api/tap/target`, {
      headers: { [TOKEN_HEADER]: app.app.token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: other.url }),
    });
    expect(retarget.status).toBe(404);
  });

  it('answers 404 for a tap name that was not configured, and names the configured ones', async () => {
    const target = await upstream();
    const app = await tapTo([`one=${target.url}`]);
    const answer = await rawRequest(`${app.origin}/tap/two`, { body: '{}' });
    expect(answer.status).toBe(404);
    expect(answer.headers[TAP_ERROR_HEADER.toLowerCase()]).toBe('no_such_tap');
    expect(answer.body).toContain('/tap/one');
    expect((await rawRequest(`${app.origin}/tap`, { body: '{}' })).status).toBe(404);
    expect((await rawRequest(`${app.origin}/tap/one`, { body: '{}' })).status).toBe(200);
    expect(target.received).toHaveLength(1);
  });

  it('says how to configure a tap when none was given', async () => {
    const app = await startInspector();
    apps.push(app);
    const answer = await rawRequest(`${app.origin}/tap`, { body: '{}' });
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('--tap');
  });

  it('refuses to forward to itself (508) instead of looping', async () => {
    const free = await freePort();
    const app = await startInspector({ port: free, taps: parseTapSpecs([`http://127.0.0.1:${free}/tap`]) });
    apps.push(app);
    const answer = await rawRequest(`${app.origin}/tap`, { body: '{}' });
    expect(answer.status).toBe(508);
    expect(answer.headers[TAP_ERROR_HEADER.toLowerCase()]).toBe('loop');
  });
});

describe('tap: caps and failures', () => {
  it('refuses a request body over the cap (413) without forwarding it, and records the refusal', async () => {
    const target = await upstream();
    const app = await tapTo([target.url], { maxRequestBytes: 1000 });
    const answer = await rawRequest(`${app.origin}/tap`, { body: 'x'.repeat(5000) });
    expect(answer.status).toBe(413);
    expect(answer.headers[TAP_ERROR_HEADER.toLowerCase()]).toBe('request_too_large');
    expect(target.received).toHaveLength(0);
    expect((await recorded(app)).at(-1)).toMatchObject({ error: { code: 'request_too_large' }, verdict: 'transport' });
  });

  it('cuts an answer off at the cap and says so in the record', async () => {
    const app = await tapTo([(await upstream(oversized(300_000))).url], { maxResponseBytes: 100_000 });
    const got = await rawExchange(
      port(app.origin),
      ['POST /tap HTTP/1.1', `Host: 127.0.0.1:${port(app.origin)}`],
      '{}',
    ).catch((error: Error) => error);
    expect(got instanceof Buffer ? got.length : 0).toBeLessThan(300_000);
    expect((await recorded(app)).at(-1)).toMatchObject({ error: { code: 'too_large' }, verdict: 'transport' });
  });

  it('answers 504 when the target sends no head in time, and ends a stream that goes silent', async () => {
    const silent = await tapTo([(await upstream(neverAnswers())).url], { timeoutMs: 200 });
    const answer = await rawRequest(`${silent.origin}/tap`, { body: '{}' });
    expect(answer.status).toBe(504);
    expect(answer.headers[TAP_ERROR_HEADER.toLowerCase()]).toBe('upstream_timeout');
    // Room for the head and the first frame to cross a loaded machine; only the silence after them is timed.
    const stalled = await tapTo([(await upstream(stallsAfterHead())).url], { timeoutMs: 2000 });
    const partial = await rawExchange(
      port(stalled.origin),
      ['POST /tap HTTP/1.1', `Host: 127.0.0.1:${port(stalled.origin)}`],
      '{}',
    ).catch(() => Buffer.alloc(0));
    expect(partial.toString()).toContain('notifications/progress');
    expect((await recorded(stalled)).at(-1)).toMatchObject({ error: { code: 'upstream_timeout' } });
    expect((await recorded(stalled)).at(-1)?.response?.body).toContain('notifications/progress');
  });

  it('answers 502 when the target is down, and records the attempt', async () => {
    const app = await tapTo([`http://127.0.0.1:${await freePort()}/mcp`]);
    const answer = await rawRequest(`${app.origin}/tap`, { body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' });
    expect(answer.status).toBe(502);
    expect(answer.headers[TAP_ERROR_HEADER.toLowerCase()]).toBe('upstream_unreachable');
    expect((await recorded(app)).at(-1)).toMatchObject({
      rpcMethod: 'tools/list',
      response: null,
      verdict: 'transport',
    });
  });

  it('closes the target connection when the client hangs up mid-stream', async () => {
    const gate = gatedSse();
    const target = await upstream(gate.handler);
    const app = await tapTo([target.url]);
    const controller = new AbortController();
    const response = await fetch(`${app.origin}/tap`, { method: 'POST', body: '{}', signal: controller.signal });
    await response.body!.getReader().read();
    controller.abort();
    await target.closed;
    await expect.poll(async () => (await recorded(app)).at(-1)?.error?.code).toBe('client_closed');
    gate.release();
  });
});

describe('tap: the page endpoints are locked like the relay', () => {
  let app: RunningInspector;
  beforeAll(async () => {
    app = await tapTo([(await upstream()).url]);
  });

  const cases: [string, Record<string, string>, boolean, number, string][] = [
    ['no token', {}, false, 401, 'missing_token'],
    ['a wrong token', { [TOKEN_HEADER]: 'guess' }, false, 401, 'bad_token'],
    ['a foreign Origin, even with the token', { Origin: 'http://evil.example' }, true, 403, 'bad_origin'],
    ['a foreign Host, even with the token', { Host: 'evil.example' }, true, 403, 'bad_host'],
    ['POST', {}, true, 405, 'method_not_allowed'],
  ];
  it.each(cases)('the events feed refuses %s', async (name, headers, withToken, status, code) => {
    const answer = await rawRequest(`${app.origin}${TAP_EVENTS_PATH}`, {
      method: name === 'POST' ? 'POST' : 'GET',
      headers: { ...(withToken ? { [TOKEN_HEADER]: app.app.token } : {}), ...headers },
    });
    expect(answer.status).toBe(status);
    expect(answer.headers[TAP_ERROR_HEADER.toLowerCase()]).toBe(code);
  });

  it('clear needs POST and the token, and empties the session', async () => {
    await rawRequest(`${app.origin}/tap`, { body: '{}' });
    expect((await recorded(app)).length).toBeGreaterThan(0);
    expect((await rawRequest(`${app.origin}${TAP_CLEAR_PATH}`, { method: 'POST' })).status).toBe(401);
    expect(
      (
        await rawRequest(`${app.origin}${TAP_CLEAR_PATH}`, {
          method: 'GET',
          headers: { [TOKEN_HEADER]: app.app.token },
        })
      ).status,
    ).toBe(405);
    expect((await recorded(app)).length).toBeGreaterThan(0);
    expect(
      (
        await rawRequest(`${app.origin}${TAP_CLEAR_PATH}`, {
          method: 'POST',
          headers: { [TOKEN_HEADER]: app.app.token },
        })
      ).status,
    ).toBe(204);
    expect(await recorded(app)).toHaveLength(0);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
