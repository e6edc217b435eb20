import { afterEach, describe, expect, it } from 'vitest';
import { LegacySession, LegacySessionError, type ServerRequest } from '../../../src/index';
import { startBadLegacyServer, type BadLegacyServerHandle } from '../../fixtures/legacy-era/bad-servers';

let srv: BadLegacyServerHandle | null = null;
afterEach(async () => {
  await srv?.close();
  srv = null;
});

const sessionOn = (url: string, extra: Partial<ConstructorParameters<typeof LegacySession>[0]> = {}) =>
  new LegacySession({ url, fetch: (u, init) => fetch(u, init), ...extra });

describe('a legacy session facing bad input', () => {
  it('says initialize got no usable answer when the server answers it with garbage, and keeps the exchange', async () => {
    srv = await startBadLegacyServer('garbage-initialize');
    const session = sessionOn(srv.url);
    const failed = await session.connect().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(LegacySessionError);
    expect((failed as Error).message).toMatch(/initialize got no usable answer .*no 2025-era MCP server/);
    expect(session.exchanges.map((e) => [e.record.rpcMethod, e.record.response?.body])).toEqual([
      ['initialize', '<html>hello</html>'],
    ]);
    expect(session.exchanges[0]?.record.findings.map((f) => f.rule)).toEqual(['R-LEGACY-3']);
  });

  it('keeps the first session id when the server changes it, says so, and judges it R-LEGACY-6', async () => {
    srv = await startBadLegacyServer('changing-session');
    const session = sessionOn(srv.url);
    const info = await session.connect();
    expect(info.sessionId).toBe('s-1');
    const listed = await session.request('tools/list');
    expect(listed.record.request.headers['Mcp-Session-Id']).toBe('s-1');
    expect(listed.record.findings.map((f) => f.rule)).toEqual(['R-LEGACY-6']);
    expect(session.problems).toEqual([
      expect.stringMatching(/changed its Mcp-Session-Id from "s-1" to "s-2" on tools\/list/),
    ]);
    const again = await session.request('tools/list');
    expect(again.record.request.headers['Mcp-Session-Id']).toBe('s-1');
  });

  it('cuts an endless GET stream at its byte cap, and close() ends it either way', async () => {
    srv = await startBadLegacyServer('endless-get');
    const session = sessionOn(srv.url, { maxBytes: 64 * 1024 });
    await session.connect();
    const stream = await session.openStream();
    expect(stream.record.error?.code).toBe('over-cap');
    expect(stream.record.error?.message).toMatch(/passed 65536 bytes .*endless or flooding/);
    expect(stream.record.response?.body.length).toBe(64 * 1024);
    const second = session.openStream();
    await session.close();
    // Either cut at its cap, or ended by close() (closed, or aborted when close() came before the first byte).
    expect((await second).record.error?.code).toMatch(/closed|over-cap|aborted/);
  });

  it('refuses an HTTP+SSE endpoint on another origin, and says why', async () => {
    srv = await startBadLegacyServer('foreign-endpoint');
    const session = sessionOn(srv.url, { transport: 'http+sse' });
    const failed = await session.connect().catch((error: unknown) => error);
    expect((failed as Error).message).toMatch(
      /^Refused: the endpoint event points to another origin \(http:\/\/attacker\.example\)/,
    );
    expect(session.exchanges.map((e) => [e.record.request.method, e.record.request.url])).toEqual([['GET', srv.url]]);
    expect(session.exchanges[0]?.record.findings.map((f) => f.rule)).toEqual(['R-LEGACY-8']);
    // The stream stayed open: this client closed it, and its record says why (not Disconnect or Stop).
    expect(session.exchanges[0]?.record.error).toEqual({
      code: 'closed',
      message: `This client closed the stream: ${(failed as Error).message}`,
    });
  });

  it('refuses a server request with a hostile schema with -32602, never hands it to the form, and judges it R-LEGACY-11', async () => {
    srv = await startBadLegacyServer('hostile-elicitation');
    const asked: ServerRequest[] = [];
    const session = sessionOn(srv.url, {
      capabilities: { elicitation: {} },
      onServerRequest: async (request) => (asked.push(request), { result: { action: 'decline' } }),
    });
    await session.connect();
    const called = await session.request('tools/call', { name: 'x', arguments: {} });
    expect(called.record.findings.map((f) => [f.rule, f.frame])).toEqual([['R-LEGACY-11', 0]]);
    await expect.poll(() => session.exchanges.length).toBeGreaterThan(3);
    const answered = session.exchanges.at(-1)!;
    expect(JSON.parse(answered.record.request.body)).toMatchObject({ id: 'e1', error: { code: -32602 } });
    expect(asked).toEqual([]);
    expect(session.problems[0]).toMatch(/elicitation\/create request does not match the 2025-11-25 schema/);
  });
});
