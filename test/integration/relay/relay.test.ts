import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildRequest } from '../../../src';
import { decodeRelayFrames } from '../../../app/exchange/transport/relay-frames';
import { RELAY_LIMITS, RELAY_STREAM_TYPE, TOKEN_HEADER } from '../../../app/server/relay/protocol';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';
import { startSdkServer, type SdkServerHandle } from '../../fixtures/sdk-server/server';
import {
  closesMidStream,
  fixed,
  gatedSse,
  hostile,
  neverAnswers,
  oversized,
  stallsAfterHead,
  startUpstream,
  type Upstream,
  type UpstreamHandler,
} from '../../fixtures/upstreams/server';
import { rawRequest, rawSocket } from '../demo/raw-http';
import { bodyBytes, kinds, records, refusal, relay } from './support';

// Every point of the relay contract against real upstreams; after each test the relay must still
// forward a request to the official-SDK server.

let app: RunningInspector;
let sdk: SdkServerHandle;
const upstreams: Upstream[] = [];
const tools = buildRequest({ method: 'tools/list', id: 1 });
const toSdk = () => ({ url: sdk.url, headers: tools.headers, body: tools.body });

beforeAll(async () => {
  [app, sdk] = await Promise.all([startInspector(), startSdkServer()]);
});
afterAll(async () => {
  await Promise.all([app.close(), sdk.close(), ...upstreams.map((u) => u.close())]);
});
afterEach(async () => {
  const list = await records(await relay(app, toSdk()));
  expect(list.at(-1)).toMatchObject({ t: 'end' });
});

async function upstream(handler: UpstreamHandler): Promise<Upstream> {
  const up = await startUpstream(handler);
  upstreams.push(up);
  return up;
}

describe('relay: forwarding', () => {
  it('streams the SDK server answer: head, chunks, end; the body is the one sent directly', async () => {
    const response = await relay(app, toSdk());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(RELAY_STREAM_TYPE);
    expect(response.headers.get('x-upstream-status')).toBe('200');
    const list = await records(response);
    expect(list[0]).toMatchObject({ t: 'head', status: 200 });
    expect(list.at(-1)).toMatchObject({ t: 'end', bytes: bodyBytes(list).length });
    const direct = await (await fetch(sdk.url, { method: 'POST', headers: tools.headers, body: tools.body })).json();
    expect(JSON.parse(bodyBytes(list).toString('utf8'))).toEqual(direct);
  });

  it('reads a relay body that starts with a byte order mark, as a UTF-8 decoder does', async () => {
    const response = await relay(app, `\uFEFF${JSON.stringify(toSdk())}`);
    expect(response.status).toBe(200);
    expect((await records(response)).at(-1)).toMatchObject({ t: 'end' });
  });

  it('sends an answer that arrived whole with its head as one sized write, not chunked', async () => {
    const up = await upstream(fixed(200, { 'Content-Type': 'application/json' }, Buffer.from('{"ok":true}')));
    const response = await relay(app, { url: up.url, body: '{}' });
    expect(response.headers.get('transfer-encoding')).toBeNull();
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    const list = await records(new Response(bytes));
    expect(kinds(list)).toEqual(['head', 'body', 'end']);
    expect(bodyBytes(list).toString('utf8')).toBe('{"ok":true}');
    expect(list.at(-1)).toMatchObject({ t: 'end', bytes: 11 });
  });

  it('passes SSE frames on as they arrive, before the upstream stream ends', async () => {
    const gated = gatedSse();
    const up = await upstream(gated.handler);
    const response = await relay(app, { url: up.url, body: '{}' });
    const reader = decodeRelayFrames(response.body!);
    expect((await reader.next()).value).toMatchObject({
      t: 'head',
      headers: expect.arrayContaining([['content-type', 'text/event-stream']]),
    });
    const first = (await reader.next()).value;
    expect(first?.t).toBe('body');
    expect(Buffer.from(first?.t === 'body' ? first.bytes : []).toString()).toContain('notifications/progress');
    gated.release();
    const rest = [];
    for await (const r of reader) rest.push(r);
    expect(kinds(rest)).toEqual(['body', 'end']);
  });

  it('keeps Cookie, hop-by-hop and X-Inspector-* headers from the upstream, and says so', async () => {
    const up = await upstream(fixed(204, {}));
    const response = await relay(app, {
      url: up.url,
      headers: {
        Cookie: 'a=b',
        Connection: 'x-custom',
        'Keep-Alive': 'timeout=1',
        TE: 'trailers',
        Upgrade: 'websocket',
        'Proxy-Authorization': 'Basic eA==',
        [TOKEN_HEADER]: app.app.token,
        'X-Inspector-Other': '1',
        Authorization: 'Bearer kept',
        'Mcp-Method': 'tools/list',
      },
      body: '{}',
    });
    const [head] = await records(response);
    const got = up.received[0]!.headers;
    for (const name of [
      'cookie',
      'keep-alive',
      'te',
      'upgrade',
      'proxy-authorization',
      'x-inspector-token',
      'x-inspector-other',
    ])
      expect(got).not.toHaveProperty(name);
    expect(got['connection']).not.toBe('x-custom');
    expect(got).toMatchObject({ authorization: 'Bearer kept', 'mcp-method': 'tools/list', 'content-length': '2' });
    expect(head).toMatchObject({ t: 'head', status: 204 });
    expect(head?.t === 'head' && head.withheld.request).toEqual(
      expect.arrayContaining([
        'cookie',
        'connection',
        'keep-alive',
        'te',
        'upgrade',
        'proxy-authorization',
        'x-inspector-token',
      ]),
    );
  });

  it('keeps Set-Cookie and hop-by-hop response headers from the page; HTML stays data', async () => {
    const up = await upstream(hostile());
    const response = await relay(app, { url: up.url, body: '{}' });
    expect(response.headers.get('content-type')).not.toMatch(/html/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe('attachment');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-inspector-relay-error')).toBeNull();
    const list = await records(response);
    const head = list[0]!;
    if (head.t !== 'head') throw new Error('no head');
    const names = head.headers.map(([n]) => n);
    expect(names).not.toContain('set-cookie');
    expect(names).not.toContain('connection');
    expect(names).not.toContain('keep-alive');
    expect(head.withheld.response).toEqual(expect.arrayContaining(['set-cookie', 'connection', 'keep-alive']));
    expect(bodyBytes(list).toString()).toContain('<script>');
  });

  it('carries binary bodies byte for byte', async () => {
    const png = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 256));
    const up = await upstream(fixed(200, { 'Content-Type': 'image/png' }, png));
    const list = await records(await relay(app, { url: up.url, method: 'GET' }));
    expect(bodyBytes(list).equals(png)).toBe(true);
  });

  it('passes bytes that are not UTF-8 under a textual media type as they are', async () => {
    const bytes = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]);
    const up = await upstream(fixed(200, { 'Content-Type': 'application/json' }, bytes));
    const list = await records(await relay(app, { url: up.url, body: '{}' }));
    expect(bodyBytes(list).equals(bytes)).toBe(true);
  });

  it('keeps a UTF-8 character whole when the upstream splits it across two writes', async () => {
    // The second write waits until the first has come through, so the two can never merge into one chunk.
    let sendRest!: () => void;
    const firstArrived = new Promise<void>((resolve) => (sendRest = resolve));
    const up = await upstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write(Buffer.from([0x22, 0x63, 0x61, 0x66, 0xc3]));
      void firstArrived.then(() => res.end(Buffer.from([0xa9, 0x22])));
    });
    const reader = decodeRelayFrames((await relay(app, { url: up.url, body: '{}' })).body!);
    const list = [(await reader.next()).value!, (await reader.next()).value!];
    expect(kinds(list)).toEqual(['head', 'body']);
    sendRest();
    for await (const r of reader) list.push(r);
    expect(list.filter((r) => r.t === 'body').length).toBeGreaterThanOrEqual(2);
    expect(bodyBytes(list).toString('utf8')).toBe('"café"');
  });

  it('does not follow redirects: the 3xx itself comes back', async () => {
    const up = await upstream(fixed(302, { Location: 'http://127.0.0.1:1/elsewhere' }));
    const [head] = await records(await relay(app, { url: up.url, body: '{}' }));
    expect(head).toMatchObject({
      t: 'head',
      status: 302,
      headers: expect.arrayContaining([['location', 'http://127.0.0.1:1/elsewhere']]),
    });
    expect(up.received).toHaveLength(1);
  });
});

describe('relay: refusals of the caller', () => {
  it.each([
    ['no token', null, 401, 'missing_token'],
    ['an empty token', '', 401, 'missing_token'],
    ['a wrong token', 'x'.repeat(43), 401, 'bad_token'],
  ])('%s is refused', async (_name, token, status, code) => {
    const r = await refusal(await relay(app, toSdk(), { token }));
    expect(r).toMatchObject({
      status,
      header: code,
      body: { error: { code, message: expect.stringContaining('X-Inspector-Token') } },
    });
  });

  it('does not take the token from the URL', async () => {
    const r = await fetch(`${app.origin}/api/relay?token=${app.app.token}`, {
      method: 'POST',
      body: JSON.stringify(toSdk()),
    });
    expect(r.status).toBe(401);
  });

  it.each([
    ['a foreign Origin', { Origin: 'http://evil.example' }],
    ['Origin null', { Origin: 'null' }],
    ['the own host on http over another port', { Origin: 'http://127.0.0.1:1' }],
    ['the own host over https', { Origin: `https://127.0.0.1:${new URL('http://127.0.0.1').port}` }],
  ])('refuses %s with 403 bad_origin, even with the right token', async (_name, headers) => {
    const r = await refusal(await relay(app, toSdk(), { headers }));
    expect(r).toMatchObject({ status: 403, header: 'bad_origin' });
  });

  it('accepts its own origin, and no Origin at all (scripts)', async () => {
    expect((await relay(app, toSdk(), { headers: { Origin: app.origin } })).status).toBe(200);
    expect((await relay(app, toSdk(), { headers: { Origin: `http://localhost:${app.port}` } })).status).toBe(200);
  });

  it.each([['evil.example'], ['evil.example:80'], [`127.0.0.1.nip.io:PORT`], ['127.0.0.1:1'], ['LOCALHOST.:PORT']])(
    'refuses Host %j with 403 bad_host (DNS rebinding)',
    async (host) => {
      const r = await rawRequest(`${app.origin}/api/relay`, {
        headers: {
          Host: host.replace('PORT', String(app.port)),
          [TOKEN_HEADER]: app.app.token,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(toSdk()),
      });
      expect([r.status, r.headers['x-inspector-relay-error']]).toEqual([403, 'bad_host']);
    },
  );

  it('refuses a request without Host, or with an empty one', async () => {
    const body = JSON.stringify(toSdk());
    for (const host of [[], ['Host: ']]) {
      const head = [
        'POST /api/relay HTTP/1.0',
        ...host,
        `${TOKEN_HEADER}: ${app.app.token}`,
        'Content-Type: application/json',
      ];
      const answer = await rawSocket(app.port, head, body);
      expect(answer).toMatch(/^HTTP\/1\.1 (400|403) /);
      expect(answer).not.toContain('"t":"head"');
    }
  });

  it('refuses a second Host header that names another host, whichever comes first', async () => {
    const body = JSON.stringify(toSdk());
    for (const hosts of [
      [`127.0.0.1:${app.port}`, 'evil.example'],
      ['evil.example', `127.0.0.1:${app.port}`],
    ]) {
      const head = [
        'POST /api/relay HTTP/1.1',
        ...hosts.map((host) => `Host: ${host}`),
        `${TOKEN_HEADER}: ${app.app.token}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
      ];
      const answer = await rawSocket(app.port, head, body);
      expect(answer).toMatch(/^HTTP\/1\.1 (400|403) /);
      expect(answer).not.toContain('"t":"head"');
    }
  });

  it('answers GET with 405 and unknown API paths with 404, both with the relay error header', async () => {
    const get = await fetch(`${app.origin}/api/relay`, { headers: { [TOKEN_HEADER]: app.app.token } });
    expect([get.status, get.headers.get('allow'), get.headers.get('x-inspector-relay-error')]).toEqual([
      405,
      'POST',
      'method_not_allowed',
    ]);
    const other = await fetch(`${app.origin}/api/other`, { method: 'POST' });
    expect([other.status, other.headers.get('x-inspector-relay-error')]).toEqual([404, 'not_found']);
  });
});

describe('relay: refusals of the request', () => {
  it.each<[string, unknown, string]>([
    ['not JSON', '{"url":', 'bad_body'],
    ['an array', '[]', 'bad_body'],
    ['no url', {}, 'bad_body'],
    ['an unknown field', { url: 'http://127.0.0.1:1/', command: 'rm -rf /' }, 'bad_body'],
    ['a bad method', { url: 'http://127.0.0.1:1/', method: 'CONNECT' }, 'bad_body'],
    ['headers as a list', { url: 'http://127.0.0.1:1/', headers: [['a', 'b']] }, 'bad_body'],
    ['a header value that is not a string', { url: 'http://127.0.0.1:1/', headers: { a: 1 } }, 'bad_body'],
    ['a GET with a body', { url: 'http://127.0.0.1:1/', method: 'GET', body: 'x' }, 'bad_body'],
    [
      'timeoutMs over the maximum',
      { url: 'http://127.0.0.1:1/', timeoutMs: RELAY_LIMITS.maxTimeoutMs + 1 },
      'bad_body',
    ],
    ['a fractional maxBytes', { url: 'http://127.0.0.1:1/', maxBytes: 1.5 }, 'bad_body'],
    ['a relative URL', { url: '/demo/mcp' }, 'bad_url'],
    ['a file: URL', { url: 'file:///etc/passwd' }, 'bad_scheme'],
    ['a javascript: URL', { url: 'javascript:alert(1)' }, 'bad_scheme'],
    ['a data: URL', { url: 'data:text/plain,hi' }, 'bad_scheme'],
    ['an ftp: URL', { url: 'ftp://127.0.0.1/' }, 'bad_scheme'],
    ['a header name with a space', { url: 'http://127.0.0.1:1/', headers: { 'Bad Name': 'x' } }, 'bad_header'],
    ['a header value with CRLF', { url: 'http://127.0.0.1:1/', headers: { 'X-A': 'a\r\nInjected: 1' } }, 'bad_header'],
  ])('refuses %s with 400', async (_name, body, code) => {
    const r = await refusal(await relay(app, body));
    expect(r).toMatchObject({ status: 400, header: code, body: { error: { code, message: expect.any(String) } } });
  });

  it('refuses a relay body over its limit with 413', async () => {
    const big = JSON.stringify({ url: sdk.url, body: 'x'.repeat(RELAY_LIMITS.maxRequestBytes) });
    expect(await refusal(await relay(app, big))).toMatchObject({ status: 413, header: 'body_too_large' });
  });

  it('closes the connection on 413: a declared 17 MB body is never waited for', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(app.port, '127.0.0.1', () =>
        socket.write(
          [
            'POST /api/relay HTTP/1.1',
            `Host: 127.0.0.1:${app.port}`,
            `${TOKEN_HEADER}: ${app.app.token}`,
            'Content-Type: application/json',
            'Content-Length: 17000000',
            '',
            '',
          ].join('\r\n'),
        ),
      );
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => chunks.push(c));
      // Only the server can end this: the client never sends the body it declared.
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  });

  it('cancels the upstream request when the page hangs up before the upstream answers', async () => {
    let arrived!: () => void;
    let closed!: () => void;
    const request = new Promise<void>((resolve) => (arrived = resolve));
    const gone = new Promise<void>((resolve) => (closed = resolve));
    const silent = createServer((req) => {
      req.socket.once('close', closed);
      arrived();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/mcp`;
      const page = new AbortController();
      const answer = relay(app, { url, body: '{}', timeoutMs: 600_000 }, { signal: page.signal }).catch(() => null);
      await request;
      page.abort();
      // Without the cancel, the upstream connection would wait for the 10-minute timeout.
      await gone;
      await answer;
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('answers 502 for an upstream that cannot be reached', async () => {
    const closed = await upstream(neverAnswers());
    await closed.close();
    const r = await refusal(await relay(app, { url: closed.url, body: '{}' }));
    expect(r).toMatchObject({
      status: 502,
      header: 'upstream_unreachable',
      body: { error: { message: expect.stringContaining('ECONNREFUSED') } },
    });
  });
});

describe('relay: upstreams that misbehave', () => {
  it('ends a request the upstream never answers with 504 upstream_timeout', async () => {
    const up = await upstream(neverAnswers());
    const r = await refusal(await relay(app, { url: up.url, body: '{}', timeoutMs: 150 }));
    expect(r).toMatchObject({
      status: 504,
      header: 'upstream_timeout',
      body: { error: { message: expect.stringContaining('timeoutMs') } },
    });
    await up.closed;
  });

  it('ends a stream that goes silent with an upstream_timeout record after what arrived', async () => {
    const up = await upstream(stallsAfterHead());
    // Long enough for the head and the first frame to cross a loaded machine; only the silence after them is timed.
    const list = await records(await relay(app, { url: up.url, body: '{}', timeoutMs: 2000 }));
    expect(kinds(list)).toEqual(['head', 'body', 'error']);
    expect(list.at(-1)).toMatchObject({ code: 'upstream_timeout' });
    await up.closed;
  });

  it.each(['content-length', 'sse'] as const)(
    'ends the stream promptly with upstream_closed when a %s answer drops',
    async (mode) => {
      const up = await upstream(closesMidStream(mode));
      const list = await records(await relay(app, { url: up.url, body: '{}' }));
      expect(list[0]).toMatchObject({ t: 'head', status: 200 });
      expect(list.at(-1)).toMatchObject({
        t: 'error',
        code: 'upstream_closed',
        message: expect.stringContaining('incomplete'),
      });
    },
  );

  it('cuts an answer at maxBytes with a too_large record, delivering exactly maxBytes', async () => {
    const up = await upstream(oversized(300_000));
    const list = await records(await relay(app, { url: up.url, body: '{}', maxBytes: 100_000 }));
    expect(bodyBytes(list).length).toBe(100_000);
    expect(list.at(-1)).toMatchObject({ t: 'error', code: 'too_large', bytes: 100_000 });
    await up.closed;
  });

  it('refuses to read an answer whose Content-Length is over maxBytes', async () => {
    const up = await upstream(oversized(300_000, true));
    const list = await records(await relay(app, { url: up.url, body: '{}', maxBytes: 1000 }));
    expect(kinds(list)).toEqual(['head', 'error']);
  });

  it('applies the 50 MB default to an endless-looking answer', async () => {
    const up = await upstream(oversized(RELAY_LIMITS.defaultMaxBytes + 1_000_000));
    const list = await records(await relay(app, { url: up.url, body: '{}' }));
    expect(list.at(-1)).toMatchObject({ t: 'error', code: 'too_large', bytes: RELAY_LIMITS.defaultMaxBytes });
  });

  it('closes the upstream connection when the page abandons the relay answer', async () => {
    const up = await upstream(stallsAfterHead());
    const abort = new AbortController();
    const response = await relay(app, { url: up.url, body: '{}' }, { signal: abort.signal });
    const reader = response.body!.getReader();
    await reader.read();
    abort.abort();
    await up.closed;
  });
});

describe('relay: what it refuses to forward, and how headers cross it', () => {
  it.each(['http://user:secret@127.0.0.1:1/mcp', 'http://:secret@127.0.0.1:1/mcp', 'http://user@127.0.0.1:1/mcp'])(
    'refuses credentials in the URL (%s) without echoing them',
    async (url) => {
      const r = await refusal(await relay(app, { url, body: '{}' }));
      expect(r).toMatchObject({ status: 400, header: 'bad_url' });
      expect(JSON.stringify(r.body)).not.toContain('secret');
    },
  );

  it.each(['/', '/index.html', '/api/relay', '/api/tap/events', '/assets/x.js'])(
    'refuses the app itself as a target (%s): the page would carry the token',
    async (path) => {
      for (const host of ['127.0.0.1', 'localhost', '0.0.0.0'])
        expect(
          await refusal(await relay(app, { url: `http://${host}:${app.port}${path}`, method: 'GET' })),
        ).toMatchObject({
          status: 403,
          header: 'self_target',
        });
    },
  );

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://[fe80::1]:8080/mcp',
    'http://[::ffff:169.254.169.254]/',
  ])('refuses a link-local target (%s): cloud metadata, never an MCP server (#39 Low 14)', async (url) => {
    const r = await refusal(await relay(app, { url, method: 'GET' }));
    expect(r).toMatchObject({ status: 400, header: 'bad_url' });
    expect(JSON.stringify(r.body)).toContain('is a link-local address');
  });

  it('still reaches its own demo endpoint', async () => {
    const req = buildRequest({ method: 'server/discover', id: 1 });
    const list = await records(
      await relay(app, { url: `${app.origin}/demo/mcp`, headers: req.headers, body: req.body }),
    );
    expect(list[0]).toMatchObject({ t: 'head', status: 200 });
  });

  it.each([
    '/.well-known/oauth-protected-resource/demo/protected',
    '/.well-known/oauth-authorization-server/demo/auth',
  ])("still reaches its protected demo's authorization document %s (Live authorizes through it)", async (path) => {
    const list = await records(await relay(app, { url: `${app.origin}${path}`, method: 'GET' }));
    expect(list[0]).toMatchObject({ t: 'head', status: 200 });
  });

  it('sends headers named __proto__ and constructor as headers, repeats joined by the page stay as sent', async () => {
    const up = await upstream(fixed(204, {}));
    await records(
      await relay(app, { url: up.url, headers: { ['__proto__']: 'p', constructor: 'c', toString: 't' }, body: '{}' }),
    );
    const raw = up.received[0]!.rawHeaders;
    const pairs = Object.fromEntries(raw.flatMap((v, i) => (i % 2 === 0 ? [[v.toLowerCase(), raw[i + 1]]] : [])));
    expect([pairs['__proto__'], pairs['constructor'], pairs['tostring']]).toEqual(['p', 'c', 't']);
  });

  it('withholds the headers a Connection header names, both ways', async () => {
    const up = await upstream((_req, res) => {
      res.writeHead(200, { Connection: 'keep-alive, X-Hop', 'X-Hop': 'secret-of-the-hop', 'X-End': 'kept' });
      res.end('{}');
    });
    const list = await records(
      await relay(app, {
        url: up.url,
        headers: { Connection: 'X-Private', 'X-Private': 'hop', 'X-Public': 'kept' },
        body: '{}',
      }),
    );
    const got = up.received[0]!.headers;
    expect(got).not.toHaveProperty('x-private');
    expect(got['x-public']).toBe('kept');
    const head = list[0]!;
    if (head.t !== 'head') throw new Error('no head');
    expect(head.withheld.request).toEqual(expect.arrayContaining(['connection', 'x-private']));
    expect(head.headers.map(([n]) => n)).not.toContain('x-hop');
    expect(head.headers).toContainEqual(['x-end', 'kept']);
    expect(head.withheld.response).toContain('x-hop');
  });
});
