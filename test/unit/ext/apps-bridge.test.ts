import { describe, expect, it } from 'vitest';
import { BRIDGE_LIMITS, BridgeJudge, boundedSize, FloodGate, sandboxFinding } from '../../../src/index';

// The bridge judge, one row per rule: each message, its direction, and the rule and pointer it breaks.
const host = () =>
  new BridgeJudge({
    hostCapabilities: { serverTools: {}, serverResources: {}, openLinks: {} },
    availableDisplayModes: ['inline', 'fullscreen'],
    tools: [{ name: 'model_only', _meta: { ui: { visibility: ['model'] } } }, { name: 'open' }],
  });
const INIT = {
  jsonrpc: '2.0',
  id: 1,
  method: 'ui/initialize',
  params: {
    protocolVersion: '2026-01-26',
    appInfo: { name: 'a', version: '1' },
    appCapabilities: { availableDisplayModes: ['inline'] },
  },
};
/** The host's answer to INIT. */
const INIT_ANSWER = {
  jsonrpc: '2.0',
  id: 1,
  result: {
    protocolVersion: '2026-01-26',
    hostInfo: { name: 'h', version: '1' },
    hostCapabilities: {},
    hostContext: {},
  },
};
const ready = () => {
  const judge = host();
  judge.judge('in', INIT);
  judge.judge('out', INIT_ANSWER);
  judge.judge('in', { jsonrpc: '2.0', method: 'ui/notifications/initialized', params: {} });
  return judge;
};
const found = (judge: BridgeJudge, direction: 'in' | 'out', message: unknown) =>
  judge.judge(direction, message).map((f) => `${f.rule} ${f.pointer}`);

describe('BridgeJudge', () => {
  it('finds nothing in a conforming handshake and its traffic', () => {
    const judge = host();
    expect(found(judge, 'in', INIT)).toEqual([]);
    expect(found(judge, 'out', INIT_ANSWER)).toEqual([]);
    expect(found(judge, 'in', { jsonrpc: '2.0', method: 'ui/notifications/initialized', params: {} })).toEqual([]);
    expect(
      found(judge, 'out', { jsonrpc: '2.0', method: 'ui/notifications/tool-result', params: { content: [] } }),
    ).toEqual([]);
    expect(found(judge, 'in', { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'open' } })).toEqual([]);
    expect(
      found(judge, 'in', { jsonrpc: '2.0', method: 'ui/notifications/size-changed', params: { height: 10 } }),
    ).toEqual([]);
  });

  it.each([
    ['R-APP-12: no jsonrpc', 'in', { method: 'ui/notifications/size-changed', params: {} }, 'R-APP-12 /jsonrpc'],
    ['R-APP-12: an answer to nothing', 'in', { jsonrpc: '2.0', id: 99, result: {} }, 'R-APP-12 /id'],
    [
      'R-APP-14: a height that is no number',
      'in',
      { jsonrpc: '2.0', method: 'ui/notifications/size-changed', params: { height: 'x' } },
      'R-APP-14 /params/height',
    ],
    [
      'R-APP-15: a mode the View did not declare',
      'in',
      { jsonrpc: '2.0', id: 3, method: 'ui/request-display-mode', params: { mode: 'fullscreen' } },
      'R-APP-15 /params/mode',
    ],
    [
      'R-APP-16: ui/message the host did not declare',
      'in',
      { jsonrpc: '2.0', id: 4, method: 'ui/message', params: { role: 'user', content: [] } },
      'R-APP-16 /method',
    ],
    [
      'R-APP-17: a model-only tool',
      'in',
      { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'model_only' } },
      'R-APP-17 /params/name',
    ],
    [
      'R-APP-22: a tool the server never listed',
      'in',
      { jsonrpc: '2.0', id: 6, method: 'tools/call', params: { name: 'never_listed' } },
      'R-APP-22 /params/name',
    ],
    [
      'R-APP-14: a cancel reason that is no string',
      'out',
      { jsonrpc: '2.0', method: 'ui/notifications/tool-cancelled', params: { reason: 3 } },
      'R-APP-14 /params/reason',
    ],
  ] as const)('%s', (_name, direction, message, expected) => {
    expect(found(ready(), direction, message)).toContain(expected);
  });

  it('R-APP-13: nothing but the handshake before initialized, either way', () => {
    const judge = host();
    expect(found(judge, 'in', { jsonrpc: '2.0', method: 'ui/notifications/size-changed', params: {} })).toEqual([
      'R-APP-13 /method',
    ]);
    expect(found(judge, 'out', { jsonrpc: '2.0', method: 'ui/notifications/tool-input', params: {} })).toEqual([
      'R-APP-13 /method',
    ]);
  });

  it('R-APP-22 only when it knows the listed tools, and never on a listed one', () => {
    const call = (name: string) => ({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name } });
    expect(found(ready(), 'in', call('open'))).toEqual([]);
    const blind = new BridgeJudge({ hostCapabilities: { serverTools: {} }, availableDisplayModes: ['inline'] });
    blind.judge('in', INIT);
    blind.judge('out', INIT_ANSWER);
    blind.judge('in', { jsonrpc: '2.0', method: 'ui/notifications/initialized', params: {} });
    expect(found(blind, 'in', call('never_listed'))).toEqual([]);
  });

  it('R-APP-22 reads the tools the host knows when it judges: a tool listed after the View opened is no finding', () => {
    const call = { jsonrpc: '2.0', id: 8, method: 'tools/call', params: { name: 'added_later' } };
    const facts = { hostCapabilities: { serverTools: {} }, availableDisplayModes: ['inline'], tools: [] as unknown[] };
    const judge = new BridgeJudge(facts);
    judge.judge('in', INIT);
    judge.judge('out', INIT_ANSWER);
    judge.judge('in', { jsonrpc: '2.0', method: 'ui/notifications/initialized', params: {} });
    expect(found(judge, 'in', call)).toEqual(['R-APP-22 /params/name']);
    facts.tools = [{ name: 'added_later', inputSchema: { type: 'object' } }];
    expect(found(judge, 'in', { ...call, id: 9 })).toEqual([]);
  });

  it('judges the result of a host request by its schema', () => {
    const judge = ready();
    judge.judge('out', { jsonrpc: '2.0', id: 'h1', method: 'ui/resource-teardown', params: {} });
    expect(found(judge, 'in', { jsonrpc: '2.0', id: 'h1', result: {} })).toEqual([]);
  });
});

describe('the bounds', () => {
  it('counts a 50 MB message only up to the cap', () => {
    expect(boundedSize({ data: 'x'.repeat(50 * 1024 * 1024) }, 4 * 1024 * 1024)).toBe(4 * 1024 * 1024 + 1);
  });
  it('admits 200 a second and counts the rest', () => {
    const gate = new FloodGate(200);
    const admitted = Array.from({ length: 5000 }, () => gate.admit(5)).filter(Boolean).length;
    expect([admitted, gate.dropped]).toEqual([200, 4800]);
  });
  it('says a call past the calls in flight was refused unsent, with the limit', () => {
    const finding = sandboxFinding({ kind: 'in-flight', method: 'resources/read', limit: BRIDGE_LIMITS.maxInFlight });
    expect([finding.rule, finding.severity, finding.pointer]).toEqual(['R-APP-19', 'warning', '/method']);
    expect(finding.message).toContain(`resources/read with ${BRIDGE_LIMITS.maxInFlight} of its calls still waiting`);
  });
  it('names the origin and directive of a CSP refusal', () => {
    expect(
      sandboxFinding({ kind: 'csp', blockedURI: 'https://cdn.example.com/a/b.png?x', directive: 'img-src' }).message,
    ).toContain('https://cdn.example.com (img-src)');
  });
  it('tells eval and inline code (no declaration allows them) from an undeclared origin', () => {
    const rules = ['eval', 'inline', 'data', 'https://cdn.example.com/a.js', 'wss://x.example.com'].map((blockedURI) =>
      sandboxFinding({ kind: 'csp', blockedURI, directive: 'script-src' }),
    );
    expect(rules.map((f) => `${f.rule} ${f.severity}`)).toEqual([
      'R-APP-21 info',
      'R-APP-21 info',
      'R-APP-21 info',
      'R-APP-18 error',
      'R-APP-18 error',
    ]);
  });
});
