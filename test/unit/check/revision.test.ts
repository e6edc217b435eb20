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

  it('a -32022 to a probe the server had to refuse for another reason is no era verdict', () => {
    const e = refusal(['2025-11-25']);
    delete e.request.headers!['Mcp-Method'];
    expect(check(e).map((f) => f.rule)).not.toContain('R-ERA-1');
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
