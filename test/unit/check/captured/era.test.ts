import { describe, expect, it } from 'vitest';
import { checkExchange } from '../../../../src/check/index';
import { loadCaptured } from '../../../fixtures/captured/load';

// A 2025-only server gets one R-ERA-1 verdict per refused 2026-07-28 request,
// Legacy traffic gets R-ERA-2 and nothing else, and modern transport refusals are not R-ERA-1.
const dualEra = loadCaptured('sdk-server-2.4.0.json');
const legacyFiles = ['legacy-sdk-1.32.2-stateful.json', 'legacy-sdk-1.32.2-stateless.json'].map(loadCaptured);
const check = (e: Parameters<typeof checkExchange>[0]) => checkExchange(e, { strict: true });

describe('a server that only speaks 2025-11-25 (@modelcontextprotocol/sdk 1.32.2, captured)', () => {
  it('comes from the 2025-era SDK', () => {
    for (const file of legacyFiles)
      expect(file.source).toMatchObject({ package: '@modelcontextprotocol/sdk', version: '1.32.2' });
  });
  for (const file of legacyFiles) {
    const modern = file.exchanges.filter((e) => !e.name.startsWith('legacy '));
    const legacy = file.exchanges.filter((e) => e.name.startsWith('legacy '));

    it.each(modern.map((e) => [e.name, e] as const))(`${file.source.setup}: %s gets exactly one R-ERA-1`, (_n, e) => {
      const findings = check(e);
      expect(findings.map((f) => [f.rule, f.severity])).toEqual([['R-ERA-1', 'error']]);
      expect(findings[0]?.message).toMatch(/server\/discover/);
      expect(findings[0]?.message).toMatch(/_meta envelope/);
      expect(findings[0]?.message).toMatch(/sessions/);
      // Nothing that presupposes a modern server, and no untrue sentence about the method.
      expect(findings[0]?.message).not.toMatch(/was removed/);
    });

    it.each(legacy.map((e) => [e.name, e] as const))(
      `${file.source.setup}: %s is R-ERA-2 and nothing else`,
      (_n, e) => {
        expect(check(e).map((f) => [f.rule, f.severity])).toEqual([['R-ERA-2', 'info']]);
      },
    );
  }

  it('names the rule a 2026-07-28 server would have followed on a probe (related)', () => {
    const [stateful] = legacyFiles;
    const [f] = check(stateful!.get('missing Mcp-Method header'));
    expect(f).toMatchObject({ rule: 'R-ERA-1', related: ['R-HDR-3'] });
    expect(f?.message).toContain('HTTP 400 and -32020');
    expect(check(stateful!.get('server/discover'))[0]?.message).toContain(
      '-32000 "Bad Request: Server not initialized"',
    );
  });
});

describe('a dual-era server (@modelcontextprotocol/server 2.4.0, legacy: stateless, captured)', () => {
  const legacy = dualEra.exchanges.filter((e) => e.name.startsWith('legacy '));
  const modern = dualEra.exchanges.filter((e) => !e.name.startsWith('legacy '));

  it.each(legacy.map((e) => [e.name, e] as const))('%s: R-ERA-2 only (no R-HTTP-7, no SSE frame errors)', (_n, e) => {
    expect(check(e).map((f) => f.rule)).toEqual(['R-ERA-2']);
  });

  it.each(modern.map((e) => [e.name, e] as const))('%s: no error finding and no era verdict', (_n, e) => {
    const findings = check(e);
    expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(findings.map((f) => f.rule)).not.toContain('R-ERA-1');
  });

  it('the SDK 415 transport refusal (-32000) is not R-ERA-1: only the SDK departures R-ERR-3 and R-RPC-4 (warnings)', () => {
    const findings = check(dualEra.get('Content-Type text/plain (415)'));
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([
      ['R-RPC-4', 'warning'],
      ['R-ERR-3', 'warning'],
    ]);
  });

  it('a modern-only endpoint refusing 2025 traffic is judged, not waved through (R-REQMETA-3)', () => {
    const reject = loadCaptured('sdk-server-2.4.0-reject.json');
    expect(check(reject.get('legacy initialize'))).toEqual([]);
    expect(check(reject.get('legacy tools/list')).map((f) => [f.rule, f.pointer])).toEqual([
      ['R-REQMETA-3', '/error/data'],
    ]);
  });
});
