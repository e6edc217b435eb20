import { describe, expect, it } from 'vitest';
import { exchangeRecord, judgeLegacy, type LegacyContext, type LegacyExchange } from '../../../src/index';

const context: LegacyContext = { info: null, transport: 'streamable-http', previous: [] };
function exchange(
  request: { method?: string; body: string },
  response: { status?: number; body: string; headers?: Record<string, string> },
  answer?: LegacyExchange['answer'],
): LegacyExchange {
  const record = exchangeRecord({
    id: 'x',
    startedAt: '2026-07-28T00:00:00.000Z',
    source: 'direct',
    request: { url: 'http://127.0.0.1:3000/mcp', method: request.method ?? 'POST', headers: {}, body: request.body },
    response: { status: response.status ?? 200, statusText: '', headers: response.headers ?? {}, body: response.body },
    timing: { totalMs: 1 },
    findings: [],
  });
  return { record, ...(answer ? { answer } : {}) };
}
const rules = (e: LegacyExchange, c: LegacyContext = context) => judgeLegacy(e, c).map((f) => f.rule);
const req = (method: string, id = 1) => JSON.stringify({ jsonrpc: '2.0', id, method, params: {} });

describe('judgeLegacy: each 2025-era rule, right and wrong', () => {
  it('R-LEGACY-1: the result matches its method’s 2025-11-25 schema', () => {
    const good = { jsonrpc: '2.0', id: 1, result: { contents: [{ uri: 'a', text: 't' }] } };
    const bad = { jsonrpc: '2.0', id: 1, result: { contents: 'nope' } };
    expect(rules(exchange({ body: req('resources/read') }, { body: JSON.stringify(good) }, good))).toEqual([]);
    const found = judgeLegacy(exchange({ body: req('resources/read') }, { body: JSON.stringify(bad) }, bad), context);
    expect(found.map((f) => [f.rule, f.pointer, f.spec.url])).toEqual([
      ['R-LEGACY-1', '/result/contents', 'https://modelcontextprotocol.io/specification/2025-11-25/schema'],
    ]);
  });
  it('R-LEGACY-2: the answer echoes the request id', () => {
    const answer = { jsonrpc: '2.0', id: 2, result: {} };
    expect(rules(exchange({ body: req('ping', 1) }, { body: JSON.stringify(answer) }, answer))).toEqual(['R-LEGACY-2']);
  });
  it('R-LEGACY-3: a request gets a JSON-RPC answer', () => {
    expect(rules(exchange({ body: req('tools/list') }, { status: 500, body: 'oops' }))).toEqual(['R-LEGACY-3']);
  });
  it('R-LEGACY-4: a POSTed notification gets 202 and no body', () => {
    const note = '{"jsonrpc":"2.0","method":"notifications/initialized"}';
    expect(rules(exchange({ body: note }, { status: 202, body: '' }))).toEqual([]);
    expect(rules(exchange({ body: note }, { status: 200, body: '{}' }))).toEqual(['R-LEGACY-4']);
  });
  it('R-LEGACY-5: initialize answers a published 2025-era version', () => {
    const result = { protocolVersion: '2099-01-01', capabilities: {}, serverInfo: { name: 's', version: '1' } };
    const answer = { jsonrpc: '2.0', id: 1, result };
    expect(rules(exchange({ body: req('initialize') }, { body: JSON.stringify(answer) }, answer))).toEqual([
      'R-LEGACY-5',
    ]);
  });
  it('R-LEGACY-7: the GET stream is text/event-stream, or 405', () => {
    expect(rules(exchange({ method: 'GET', body: '' }, { status: 405, body: '' }))).toEqual([]);
    expect(
      rules(
        exchange(
          { method: 'GET', body: '' },
          { status: 200, body: '<html>', headers: { 'content-type': 'text/html' } },
        ),
      ),
    ).toEqual(['R-LEGACY-7']);
  });
  it('R-LEGACY-12: DELETE ends the session or is refused with 405', () => {
    expect(rules(exchange({ method: 'DELETE', body: '' }, { status: 405, body: '' }))).toEqual([]);
    expect(rules(exchange({ method: 'DELETE', body: '' }, { status: 500, body: '' }))).toEqual(['R-LEGACY-12']);
  });
  it('applies no 2026-07-28 rule: a legacy result without resultType or cache hints is fine', () => {
    const answer = { jsonrpc: '2.0', id: 1, result: { tools: [] } };
    expect(
      judgeLegacy(exchange({ body: req('tools/list') }, { body: JSON.stringify(answer) }, answer), context),
    ).toEqual([]);
  });
});
