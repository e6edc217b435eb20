import { describe, expect, it } from 'vitest';
import {
  checkExchange,
  checkSession,
  exchangeRecord,
  judgeLegacy,
  type LegacyContext,
  type LegacyExchange,
} from '../../../src/index';

// "id": null answering a readable id breaks the MUST of every revision (R-RPC-4): the exchanges the
// modern rules do not judge (the era verdict on server/discover, a legacy session's transport probes) say so too.

const MODERN = '2026-07-28';
const _meta = { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': {} };
const discoverRequest = {
  method: 'server/discover',
  id: 1,
  params: { _meta },
  headers: { 'MCP-Protocol-Version': MODERN, 'Mcp-Method': 'server/discover' },
};
const sdk1Refusal = (id: unknown, message = 'Bad Request: Server not initialized') =>
  JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id });

describe('server/discover refused with the era verdict (R-ERA-1)', () => {
  const discover = (body: string, status = 400) => ({
    tag: { kind: 'discover' } as const,
    exchange: { request: discoverRequest, response: { status, body } },
  });

  it('keeps the one era verdict on the exchange itself', () => {
    const own = checkExchange(discover(sdk1Refusal(null)).exchange);
    expect(own.map((f) => f.rule)).toEqual(['R-ERA-1']);
  });

  it('gets R-RPC-4 (an error) from the session when the error says "id": null to the readable id 1', () => {
    const [f, ...rest] = checkSession([discover(sdk1Refusal(null))]);
    expect(rest).toEqual([]);
    expect([f?.rule, f?.severity, f?.exchange, f?.pointer, f?.expected, f?.actual]).toEqual([
      'R-RPC-4',
      'error',
      0,
      '/id',
      '1',
      'null',
    ]);
    expect(f?.message).toContain("the request's id 1 was readable, so it must be echoed");
  });

  it('nothing when the refusal echoes the id, or the server speaks 2026-07-28', () => {
    expect(checkSession([discover(sdk1Refusal(1))])).toEqual([]);
    const served = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      result: { resultType: 'complete', supportedVersions: [MODERN], capabilities: {} },
    });
    expect(checkSession([discover(served, 200)])).toEqual([]);
  });

  it('not twice where the exchange rules judge the id already (a -32022 refusal)', () => {
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32022, message: 'unsupported', data: { supported: ['2025-11-25'], requested: MODERN } },
    });
    expect(checkExchange(discover(body).exchange).map((f) => f.rule)).toEqual(['R-ERA-1', 'R-RPC-4']);
    expect(checkSession([discover(body)]).filter((f) => f.rule === 'R-RPC-4')).toEqual([]);
  });

  it('a modern server answering "id": null is judged by the exchange rules, not the session', () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32602, message: 'bad' } });
    expect(checkExchange(discover(body).exchange).map((f) => f.rule)).toContain('R-RPC-4');
    expect(checkSession([discover(body)])).toEqual([]);
  });
});

describe('after the era verdict: the foreign-Origin probe (a 2025-11-25 initialize, judged by the session)', () => {
  const initialize = {
    method: 'initialize',
    id: 3,
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } },
    headers: { Origin: 'https://attacker.example' },
  };
  const origin = (status: number, body: string) => ({
    tag: { kind: 'foreign-origin', origin: 'https://attacker.example' } as const,
    exchange: { request: initialize, response: { status, body } },
  });

  it('a 403 saying "id": null gets R-RPC-4, the warning of a transport refusal, and no R-ORIGIN-1', () => {
    const body = sdk1Refusal(null, 'Invalid Origin header: https://attacker.example');
    expect(checkSession([origin(403, body)]).map((f) => [f.rule, f.severity, f.expected])).toEqual([
      ['R-RPC-4', 'warning', '3'],
    ]);
    expect(checkSession([origin(403, sdk1Refusal(3))])).toEqual([]);
  });
});

describe("a legacy session's transport probes (judgeLegacy)", () => {
  const context: LegacyContext = { info: null, transport: 'streamable-http', previous: [] };
  const probe = (kind: LegacyExchange['probe'], status: number, body: string): LegacyExchange => ({
    record: exchangeRecord({
      id: 'p',
      startedAt: '2026-07-28T00:00:00.000Z',
      source: 'direct',
      request: {
        url: 'http://127.0.0.1:3000/mcp',
        method: 'POST',
        headers: {},
        body: JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'ping', params: {} }),
      },
      response: { status, statusText: '', headers: { 'content-type': 'application/json' }, body },
      timing: { totalMs: 1 },
      findings: [],
    }),
    ...(kind ? { probe: kind } : {}),
  });
  const judged = (e: LegacyExchange) => judgeLegacy(e, context).map((f) => [f.rule, f.severity, f.expected]);

  it('the session-less ping refused with "id": null gets R-RPC-4, its 400 keeps R-LEGACY-6', () => {
    const body = sdk1Refusal(null, 'Bad Request: Mcp-Session-Id header is required');
    expect(judged(probe('no-session', 400, body))).toEqual([['R-RPC-4', 'error', '4']]);
    expect(judged(probe('no-session', 400, sdk1Refusal(4)))).toEqual([]);
  });

  it('beside the status rule when the status is wrong too; a warning on a transport refusal', () => {
    expect(judged(probe('bad-version', 404, sdk1Refusal(null)))).toEqual([
      ['R-LEGACY-10', 'error', 'HTTP 400'],
      ['R-RPC-4', 'error', '4'],
    ]);
    expect(judged(probe('foreign-origin', 403, sdk1Refusal(null)))).toEqual([['R-RPC-4', 'warning', '4']]);
  });

  it('a refusal without JSON-RPC has no id to judge', () => {
    expect(judged(probe('no-session', 400, 'Bad Request'))).toEqual([]);
  });
});
