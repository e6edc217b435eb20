import { describe, expect, it } from 'vitest';
import { checkExchange, type Finding } from '../../../../src/check/index';
import { loadCaptured, type CapturedExchange } from '../../../fixtures/captured/load';

// Where two rules restate one requirement, one finding under the narrower
// Rule names the general one in `related`, so a filter by either finds it.
const sdk = loadCaptured('sdk-server-2.4.0.json');
const edit = (e: CapturedExchange, change: (message: Record<string, unknown>) => void, status?: number) => {
  const message = JSON.parse(e.response.body) as Record<string, unknown>;
  change(message);
  return { ...e, response: { ...e.response, status: status ?? e.response.status, body: JSON.stringify(message) } };
};
const about = (findings: Finding[], rule: string) =>
  findings.filter((f) => f.rule === rule || f.related?.includes(rule as never));
const result = (m: Record<string, unknown>) => m['result'] as Record<string, unknown>;

describe('overlapping rules on captured exchanges give one finding', () => {
  it('discover without serverInfo: R-DISCOVER-7, related R-META-1', () => {
    const e = edit(sdk.get('server/discover'), (m) => delete result(m)['_meta']);
    const findings = checkExchange(e, { strict: true });
    expect(findings.map((f) => [f.rule, f.related])).toEqual([['R-DISCOVER-7', ['R-META-1']]]);
    expect(about(findings, 'R-META-1')).toHaveLength(1);
  });

  it('discover without cache hints: R-DISCOVER-2, related R-CACHE-1', () => {
    const e = edit(sdk.get('server/discover'), (m) => delete result(m)['ttlMs']);
    const findings = checkExchange(e, { strict: true });
    expect(findings.map((f) => [f.rule, f.related])).toEqual([['R-DISCOVER-2', ['R-CACHE-1']]]);
  });

  it.each<[string, number, string]>([
    ['unknown method', 200, 'R-ERR-8'],
    ['unsupported protocol version', 200, 'R-REQMETA-3'],
    ['missing Mcp-Method header', 200, 'R-ERR-5'],
    ['tools/call missing capability (-32021)', 200, 'R-REQMETA-4'],
  ])('%s on HTTP %i: %s, related R-HTTP-3', (name, status, rule) => {
    const e = sdk.get(name);
    const findings = checkExchange({ ...e, response: { ...e.response, status } }, { strict: true });
    const status3 = about(findings, 'R-HTTP-3');
    expect(status3.map((f) => [f.rule, f.related])).toEqual([[rule, ['R-HTTP-3']]]);
  });

  it('the status row and the code row are not both reported', () => {
    const e = sdk.get('unknown method');
    const rules = checkExchange({ ...e, response: { ...e.response, status: 200 } }).map((f) => f.rule);
    expect(rules.filter((r) => r === 'R-HTTP-3')).toEqual([]);
  });
});
