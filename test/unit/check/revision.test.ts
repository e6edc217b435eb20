import { describe, expect, it } from 'vitest';
import { checkExchange } from '../../../src/check/index';
import { severityOf } from '../../../src/check/finding';
import { FAMILIES } from './cases';
import { err, ex, good, modernHeaders, res } from './helpers';

const check = (e: Parameters<typeof checkExchange>[0]) => checkExchange(e, { strict: true });
const refusal = (supported: unknown, status = 400, method = 'server/discover', params = {}) =>
  ex(method, err(-32022, 'Unsupported protocol version', { supported, requested: '2026-07-28' }), {
    status,
    params,
    reqHeaders: modernHeaders(method, params),
  });

describe('-32022 to a well-formed 2026-07-28 request: the server does not serve the revision', () => {
  it('is one R-ERA-1 verdict naming the versions the server supports', () => {
    const findings = check(refusal(['2025-11-25', '2025-06-18']));
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['R-ERA-1', 'error']]);
    expect(findings[0]!.message).toContain('the versions it supports: 2025-11-25, 2025-06-18');
    expect(findings[0]!.related).toEqual(['R-REQMETA-3']);
  });

  it('skips the rules that presuppose the revision (resources, routing headers) but keeps the transport ones', () => {
    const read = refusal(['2025-11-25'], 200, 'resources/read', { uri: 'file:///nope' });
    expect(check(read).map((f) => f.rule)).toEqual(['R-ERA-1', 'R-REQMETA-3']);
    expect(check(read)[1]!.message).toContain('HTTP 200');
  });

  it('a -32022 that lists the very version it refused contradicts itself (R-REQMETA-3, error), no era verdict', () => {
    const findings = check(refusal(['2026-07-28', '2025-11-25']));
    expect(findings.map((f) => [f.rule, f.severity, f.pointer])).toEqual([
      ['R-REQMETA-3', 'error', '/error/data/supported'],
    ]);
  });

  // A server without the revision refuses every 2026-07-28 request alike, before any header is read.
  it('a -32022 without 2026-07-28 to a probe with a broken routing header is the era verdict, not R-HDR-3/4/5', () => {
    const e = refusal(['2025-11-25']);
    delete e.request.headers!['Mcp-Method'];
    expect(check(e).map((f) => f.rule)).toEqual(['R-ERA-1']);
    const mismatch = refusal(['2025-11-25'], 400, 'resources/read', { uri: 'file:///nope' });
    mismatch.request.headers!['Mcp-Name'] = 'file:///other';
    expect(check(mismatch).map((f) => f.rule)).toEqual(['R-ERA-1']);
  });

  it('a -32022 that lists 2026-07-28 to a probe with a broken header is judged by the header rule', () => {
    const e = refusal(['2026-07-28', '2025-11-25']);
    delete e.request.headers!['Mcp-Method'];
    expect(check(e).map((f) => f.rule)).toContain('R-HDR-3');
  });
});

describe('a 4xx without JSON-RPC to a 2026-07-28 request', () => {
  const text = (status: number, body: string, headers: Record<string, string> = {}) =>
    ex('tools/list', body, { status, headers, reqHeaders: modernHeaders('tools/list', {}) });
  it('400 text/plain naming versions: the era verdict with them, no R-HTTP-1 or R-RPC-7', () => {
    const body = 'Bad Request: Unsupported protocol version (supported versions: 2025-11-25, 2025-06-18)\n';
    const findings = check(text(400, body, { 'content-type': 'text/plain; charset=utf-8' }));
    expect(findings.map((f) => f.rule)).toEqual(['R-ERA-1']);
    expect(findings[0]!.message).toContain('The body names the versions it speaks: 2025-11-25, 2025-06-18.');
  });
  it('422 with no Content-Type asking for initialize: the era verdict', () => {
    const findings = check(text(422, 'Unexpected message, expect initialize request', {}));
    expect(findings.map((f) => [f.rule, f.actual])).toEqual([
      ['R-ERA-1', 'HTTP 422 with no Content-Type "Unexpected message, expect initialize request"'],
    ]);
  });
  it('a 4xx text that says nothing of versions or sessions is judged as before', () => {
    const rules = check(text(400, 'Bad Request', { 'content-type': 'text/plain' })).map((f) => f.rule);
    expect(rules).not.toContain('R-ERA-1');
    expect(rules).toContain('R-HTTP-1');
  });
});

describe('the MAY of a dual-era server: no MCP-Protocol-Version read as 2025-03-26', () => {
  const _meta = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientCapabilities': {},
  };
  const request = { method: 'server/discover', id: 1, params: { _meta }, headers: { 'Mcp-Method': 'server/discover' } };
  it('its session demand is R-ERA-2 (info), not R-HDR-1 or R-HTTP-7', () => {
    const response = {
      status: 400,
      headers: { 'content-type': 'application/json', 'mcp-session-id': 's1' },
      body: '{"jsonrpc":"2.0","id":1,"error":{"code":-32600,"message":"Bad Request: Missing session ID"}}',
    };
    expect(check({ request, response }).map((f) => [f.rule, f.severity])).toEqual([['R-ERA-2', 'info']]);
  });
  it('a server that serves such a request as 2026-07-28 is still R-HDR-1', () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, result: good('server/discover') });
    const response = { status: 200, headers: { 'content-type': 'application/json' }, body };
    expect(check({ request, response }).map((f) => f.rule)).toContain('R-HDR-1');
  });
});

describe('R-RPC-4: "id": null to a readable id', () => {
  it('is an error (the MUST broken), a warning only on a transport refusal', () => {
    const error = (status: number) => ex('tools/call', err(-32602, 'bad', undefined, null), { status });
    expect(checkExchange(error(400)).find((f) => f.rule === 'R-RPC-4')?.severity).toBe('error');
    expect(checkExchange(error(403)).find((f) => f.rule === 'R-RPC-4')?.severity).toBe('warning');
  });
});

describe('R-DISCOVER-3 is an error', () => {
  it('a discover answered for 2026-07-28 whose supportedVersions omits it', () => {
    const e = ex('server/discover', res(good('server/discover', { supportedVersions: ['2025-11-25'] })));
    expect(check(e).map((f) => [f.rule, f.severity])).toEqual([['R-DISCOVER-3', 'error']]);
  });
});

describe('a MUST-level finding shown below error says why', () => {
  const all = Object.values(FAMILIES).flatMap((cases) => cases.flatMap((c) => [c.bad, c.ok]));
  const lowered = all
    .flatMap((e) => checkExchange(e))
    .filter((f) => (f.level === 'MUST' || f.level === 'MUST NOT') && f.severity !== severityOf(f.level));
  it('on every rule table case (R-RPC-4, R-HTTP-5, R-MRTR-3, … among them)', () => {
    expect(lowered.map((f) => f.rule)).toEqual(expect.arrayContaining(['R-RPC-4', 'R-HTTP-5', 'R-MRTR-3']));
    expect(lowered.filter((f) => !f.because).map((f) => `${f.rule}: ${f.message}`)).toEqual([]);
  });
  it('and a finding at its level carries no reason', () => {
    expect(check(refusal(['x']))[0]).not.toHaveProperty('because');
  });
});
