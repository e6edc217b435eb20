import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkExchange, type Exchange } from '../../../src/check/index';
import { ex, good, res, sse, SSE_HEADERS } from './helpers';

const deep = (depth: number, leaf: string): string => '['.repeat(depth) + leaf + ']'.repeat(depth);
const deepObject = (depth: number): string => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const CASES: [name: string, exchange: Exchange, rule: string][] = [
  ['empty body', ex('tools/list', ''), 'R-RPC-7'],
  [
    'HTML error page',
    ex('tools/list', '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>', {
      status: 502,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    }),
    'R-HTTP-1',
  ],
  ['HTML served as JSON', ex('tools/list', '<html>oops</html>'), 'R-RPC-7'],
  ['truncated JSON', ex('tools/list', JSON.stringify(res(good('tools/list'))).slice(0, 40)), 'R-RPC-7'],
  ['10,000-deep array body', ex('tools/list', deep(10_000, '1')), 'R-RPC-7'],
  [
    '10,000-deep structuredContent',
    ex(
      'tools/call',
      `{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","content":[],"structuredContent":${deepObject(10_000)}}}`,
    ),
    'R-META-1',
  ],
  [
    '10,000-deep inputSchema',
    ex(
      'tools/list',
      `{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","ttlMs":0,"cacheScope":"private","tools":[{"name":"t","inputSchema":{"type":"object","properties":{"x":${deepObject(10_000)}}}}]}}`,
    ),
    'R-META-1',
  ],
  [
    '10,000-deep _meta nesting',
    ex(
      'tools/call',
      `{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","content":[],"_meta":{"com.example/x":${deepObject(10_000)}}}}`,
    ),
    'R-META-1',
  ],
  [
    '10,000-deep experimental capability',
    ex(
      'server/discover',
      `{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","ttlMs":0,"cacheScope":"private","supportedVersions":["2026-07-28"],"capabilities":{"experimental":{"x":${deepObject(10_000)}}}}}`,
    ),
    'R-DISCOVER-7',
  ],
  [
    '100,000-deep task _meta',
    ex(
      'tools/call',
      `{"jsonrpc":"2.0","id":1,"result":{"resultType":"task","taskId":"t","status":"working","createdAt":"2026-08-01T00:00:00Z","lastUpdatedAt":"2026-08-01T00:00:00Z","ttlMs":null,"_meta":{"com.example/x":${deepObject(100_000)}}}}`,
    ),
    'R-TASK-1',
  ],
  [
    'SSE without a response frame',
    ex('tools/call', sse({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'x' } }), {
      headers: SSE_HEADERS,
    }),
    'R-HTTP-5',
  ],
  [
    'SSE with only comments',
    ex('tools/call', ': keep-alive\n\n: keep-alive\n\n', { headers: SSE_HEADERS }),
    'R-HTTP-5',
  ],
  [
    'SSE frame cut in the middle',
    ex('tools/call', 'data: {"jsonrpc":"2.0","id":1,"res', { headers: SSE_HEADERS }),
    'R-HTTP-5',
  ],
  ['binary garbage', ex('tools/list', '\u0000\u0001\u00ff\ufffd'), 'R-RPC-7'],
];

describe('bad input yields findings, never exceptions', () => {
  it.each(CASES)('%s', (_name, exchange, rule) => {
    const findings = checkExchange(exchange, { strict: true });
    expect(findings.map((f) => f.rule)).toContain(rule);
  });

  it('a 50 MB body', () => {
    const tools = Array.from({ length: 140_000 }, (_, i) => ({
      name: `tool_${i}`,
      description: 'x'.repeat(300),
      inputSchema: { type: 'object' },
    }));
    const body = JSON.stringify(res(good('tools/list', { tools })));
    expect(body.length).toBeGreaterThan(50_000_000);
    const findings = checkExchange(ex('tools/list', body), { strict: true });
    expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
    const broken = checkExchange(ex('tools/list', body.slice(0, -3)), { strict: true });
    expect(broken.map((f) => f.rule)).toEqual(['R-RPC-7']);
  }, 60_000);

  it('reports the byte offset of a syntax error (UTF-8 bytes, not characters)', () => {
    const [finding] = checkExchange(ex('tools/list', '{"é":tru}'));
    expect(finding?.message).toContain('byte 6');
  });

  it('malformed exchanges themselves (missing request, non-string body)', () => {
    const weird = [
      {},
      { request: null, response: null },
      { request: { method: 42 }, response: { body: 12 } },
      { request: { method: 'x', params: 'p', headers: 'h' }, response: { body: '{}', headers: 5, status: '200' } },
    ];
    for (const w of weird) expect(() => checkExchange(w as unknown as Exchange, { strict: true })).not.toThrow();
  });
});

describe('fuzz: no exception on arbitrary input (strict mode, so a thrown error is a checker bug)', () => {
  const methods = fc.constantFrom(
    'tools/list',
    'tools/call',
    'resources/read',
    'prompts/get',
    'server/discover',
    'subscriptions/listen',
    'tasks/get',
    'initialize',
    'x',
  );
  it('arbitrary text bodies and content types', () => {
    fc.assert(
      fc.property(
        methods,
        fc.string({ maxLength: 200 }),
        fc.constantFrom('application/json', 'text/event-stream', 'text/html', undefined),
        (method, body, type) => {
          const headers: Record<string, string> = type ? { 'content-type': type } : {};
          checkExchange(ex(method, body, { headers }), { strict: true });
        },
      ),
      { numRuns: 500 },
    );
  });
  it('arbitrary JSON in result, error and SSE frames', () => {
    const payload = fc.jsonValue({ maxDepth: 5 });
    fc.assert(
      fc.property(methods, payload, payload, fc.boolean(), (method, result, error, stream) => {
        const message = { jsonrpc: '2.0', id: 1, result, ...(stream ? {} : { error }) };
        const exchange = stream ? ex(method, sse(error, message), { headers: SSE_HEADERS }) : ex(method, message);
        checkExchange(exchange, { strict: true });
      }),
      { numRuns: 500 },
    );
  });
  it('arbitrary results with known keys of the wrong types', () => {
    const keys = fc.constantFrom(
      'resultType',
      'ttlMs',
      'cacheScope',
      '_meta',
      'content',
      'tools',
      'inputRequests',
      'requestState',
      'capabilities',
      'supportedVersions',
      'status',
      'task',
      'contents',
      'messages',
      'structuredContent',
      'nextCursor',
    );
    fc.assert(
      fc.property(methods, fc.dictionary(keys, fc.jsonValue({ maxDepth: 4 })), (method, result) => {
        checkExchange(ex(method, res(result)), { strict: true });
      }),
      { numRuns: 1000 },
    );
  });
});
