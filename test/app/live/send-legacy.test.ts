// @vitest-environment node
// sendLegacy against the official SDK 1.x (the legacy-era fixture): a request's conversation stays on its record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LegacySession, type ExchangeRecord } from '../../../src/index';
import { sendLegacy } from '../../../app/features/live/legacy/legacy-connection';
import { startLegacyEraServer, type LegacyEraServerHandle } from '../../fixtures/legacy-era/server';

let srv: LegacyEraServerHandle;
beforeAll(async () => {
  srv = await startLegacyEraServer();
});
afterAll(async () => srv.close());

describe('sendLegacy', () => {
  it('keeps the conversation a request belongs to (an app’s call) on the record it returns and records', async () => {
    const recorded: ExchangeRecord[] = [];
    const session = new LegacySession({
      url: srv.mcpUrl,
      transport: 'streamable-http',
      fetch: (u, init) => fetch(u, init),
      onExchange: (exchange) => recorded.push(exchange.record),
    });
    await session.connect();
    const message = {
      jsonrpc: '2.0',
      id: 5,
      method: 'tools/call',
      params: { name: 'echo', arguments: { message: 'hi' } },
    };
    const record = await sendLegacy(session, {
      url: srv.mcpUrl,
      message,
      headers: {},
      rpcMethod: 'tools/call',
      conversationId: 'app-call-1',
    });
    expect(record.conversationId).toBe('app-call-1');
    expect(record.server).toBe(srv.mcpUrl);
    expect(recorded.at(-1)?.conversationId).toBe('app-call-1');
    // A request of no conversation stays without one.
    const plain = await sendLegacy(session, { url: srv.mcpUrl, message, headers: {}, rpcMethod: 'tools/call' });
    expect(plain.conversationId).toBeUndefined();
    await session.close();
  });

  it("records the server Live speaks to, not the HTTP+SSE transport's session endpoint it posts to", async () => {
    const session = new LegacySession({ url: srv.sseUrl, transport: 'http+sse', fetch: (u, init) => fetch(u, init) });
    await session.connect();
    const message = { jsonrpc: '2.0', id: 6, method: 'tools/list', params: {} };
    const record = await sendLegacy(session, { url: srv.sseUrl, message, headers: {}, rpcMethod: 'tools/list' });
    expect(record.request.url).not.toBe(srv.sseUrl);
    expect(new URL(record.request.url).searchParams.get('sessionId')).toBeTruthy();
    expect(record.server).toBe(srv.sseUrl);
    await session.close();
  });
});
