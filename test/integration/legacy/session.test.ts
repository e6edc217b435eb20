import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LegacySession, type ServerRequest } from '../../../src/index';
import { startLegacyEraServer, type LegacyEraServerHandle } from '../../fixtures/legacy-era/server';

let srv: LegacyEraServerHandle;
beforeAll(async () => {
  srv = await startLegacyEraServer();
});
afterAll(async () => srv.close());

const CAPABILITIES = { sampling: {}, elicitation: {}, roots: {} };
const text = (result: unknown) => (result as { content: { text: string }[] }).content[0]?.text;

function sessionOn(url: string, transport: 'streamable-http' | 'http+sse', asked: ServerRequest[] = []) {
  return new LegacySession({
    url,
    transport,
    fetch: (u, init) => fetch(u, init),
    capabilities: CAPABILITIES,
    onServerRequest: async (request) => {
      asked.push(request);
      if (request.method === 'sampling/createMessage')
        return { result: { role: 'assistant', content: { type: 'text', text: 'blue' }, model: 'by-hand' } };
      if (request.method === 'elicitation/create') return { result: { action: 'accept', content: { colour: 'red' } } };
      return { result: { roots: [{ uri: 'file:///work' }] } };
    },
  });
}

describe.each([
  ['streamable-http', () => srv.mcpUrl],
  ['http+sse', () => srv.sseUrl],
] as const)('a legacy session over %s against the official SDK 1.x', (transport, url) => {
  it('connects, lists, calls, reads, gets, and answers server requests by hand; every exchange is one judged record', async () => {
    const asked: ServerRequest[] = [];
    const session = sessionOn(url(), transport, asked);
    const info = await session.connect();
    expect(info.serverInfo).toEqual({ name: 'legacy-era-fixture', version: '1.2.3' });
    expect(info.protocolVersion).toBe(transport === 'http+sse' ? info.protocolVersion : '2025-11-25');
    if (transport === 'streamable-http') expect(info.sessionId).toMatch(/^[\x21-\x7e]+$/);
    const tools = await session.request('tools/list');
    expect((tools.answer?.result?.['tools'] as { name: string }[]).map((t) => t.name)).toEqual([
      'echo',
      'ask',
      'pick',
      'roots',
    ]);
    expect(
      text((await session.request('tools/call', { name: 'echo', arguments: { message: 'hi' } })).answer?.result),
    ).toBe('hi');
    expect(
      text((await session.request('tools/call', { name: 'ask', arguments: { question: 'sky?' } })).answer?.result),
    ).toBe('The model said: blue');
    expect(text((await session.request('tools/call', { name: 'pick', arguments: {} })).answer?.result)).toBe(
      'accept: {"colour":"red"}',
    );
    expect(text((await session.request('tools/call', { name: 'roots', arguments: {} })).answer?.result)).toBe(
      'file:///work',
    );
    expect(asked.map((r) => [r.method, r.valid])).toEqual([
      ['sampling/createMessage', true],
      ['elicitation/create', true],
      ['roots/list', true],
    ]);
    const read = await session.request('resources/read', { uri: 'file:///readme.txt' });
    expect(read.answer?.result).toEqual({
      contents: [{ uri: 'file:///readme.txt', mimeType: 'text/plain', text: 'read me' }],
    });
    const prompt = await session.request('prompts/get', { name: 'greet', arguments: { name: 'Ada' } });
    expect(prompt.answer?.result?.['messages']).toEqual([
      { role: 'user', content: { type: 'text', text: 'Hello Ada' } },
    ]);
    expect((await session.request('resources/templates/list')).answer?.result?.['resourceTemplates']).toHaveLength(1);
    expect((await session.ping()).answer?.result).toEqual({});
    expect((await session.setLogLevel('debug')).answer?.result).toEqual({});
    // The SDK 1.x McpServer has no resources/subscribe handler: it answers -32601, in its own era.
    expect((await session.subscribe('file:///readme.txt')).answer?.['error']).toMatchObject({ code: -32601 });
    await session.close();
    const records = session.exchanges.map((e) => e.record);
    expect(records.every((r) => r.findings.every((f) => f.rule.startsWith('R-LEGACY-')))).toBe(true);
    expect(records.flatMap((r) => r.findings.map((f) => `${r.rpcMethod} ${f.rule}: ${f.message}`))).toEqual([]);
    expect(session.problems).toEqual([]);
    const methods = records.map((r) => `${r.request.method} ${r.rpcMethod}`);
    expect(methods[0]).toBe(transport === 'http+sse' ? 'POST initialize' : 'POST initialize');
    if (transport === 'streamable-http') expect(methods).toContain('DELETE ');
    else {
      expect(methods.at(-1)).toBe('GET ');
      // The HTTP+SSE stream stays open until close(): cut by this client, which says it ended the session.
      expect(records.at(-1)?.error).toEqual({
        code: 'closed',
        message: 'This client closed the stream when it ended the session.',
      });
    }
  });
});

describe('the transport probes of a legacy session', () => {
  it('judges the 2025 transport MUSTs on the SDK 1.x server: its version header and session checks hold (refused with "id": null), its Origin check is off by default', async () => {
    const session = sessionOn(srv.mcpUrl, 'streamable-http');
    await session.connect();
    const probes = [];
    for (const kind of ['foreign-origin', 'bad-version', 'no-session'] as const) probes.push(await session.probe(kind));
    await session.close();
    // Its two refusals have the right status, but say "id": null to the ping's readable id (R-RPC-4).
    expect(probes.map((p) => [p.probe, p.record.response?.status, p.record.findings.map((f) => f.rule)])).toEqual([
      ['foreign-origin', 200, ['R-LEGACY-9']],
      ['bad-version', 400, ['R-RPC-4']],
      ['no-session', 400, ['R-RPC-4']],
    ]);
  });
});
