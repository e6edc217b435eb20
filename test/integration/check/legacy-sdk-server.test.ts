import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkExchange } from '../../../src/check/index';
import { sendExchange, sendMessage } from '../../../src/probe/index';
import { startLegacySdkServer, type LegacySdkServerHandle } from '../../fixtures/legacy-era/server';

// Live twin of test/unit/check/captured/era.test.ts: a 2025-era @modelcontextprotocol/sdk 1.32.2 server.
const servers: Record<string, LegacySdkServerHandle> = {};
beforeAll(async () => {
  servers['stateful'] = await startLegacySdkServer({ mode: 'stateful' });
  servers['stateless'] = await startLegacySdkServer({ mode: 'stateless' });
});
afterAll(async () => {
  for (const s of Object.values(servers)) await s.close();
});

const verdicts = (e: Parameters<typeof checkExchange>[0]) => checkExchange(e, { strict: true }).map((f) => f.rule);
const headers = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };

describe.each(['stateful', 'stateless'])('the %s 1.32.2 server', (mode) => {
  it.each(['server/discover', 'tools/list', 'ping'])('%s with a 2026-07-28 envelope: R-ERA-1 only', async (method) => {
    expect(verdicts(await sendExchange(fetch, { url: servers[mode]!.url, method, id: 1 }))).toEqual(['R-ERA-1']);
  });

  it('its own 2025-11-25 handshake and calls: R-ERA-2 only', async () => {
    const url = servers[mode]!.url;
    const init = await sendMessage(fetch, {
      url,
      headers,
      message: {
        jsonrpc: '2.0',
        id: 0,
        method: 'initialize',
        params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '0' } },
      },
    });
    const sid = init.response.headers['mcp-session-id'];
    const session = { ...headers, 'MCP-Protocol-Version': '2025-11-25', ...(sid ? { 'Mcp-Session-Id': sid } : {}) };
    const call = await sendMessage(fetch, {
      url,
      headers: session,
      message: {
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'progress', arguments: {}, _meta: { progressToken: 'p' } },
      },
    });
    expect(sid === undefined).toBe(mode === 'stateless');
    expect([verdicts(init), verdicts(call)]).toEqual([['R-ERA-2'], ['R-ERA-2']]);
  });
});
