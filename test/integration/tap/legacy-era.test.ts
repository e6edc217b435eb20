import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInspector } from '../../../app/server/standalone';
import { startBadLegacyServer, type BadLegacyServerHandle } from '../../fixtures/legacy-era/bad-servers';
import {
  startLegacyEraServer,
  startLegacySdkServer,
  type LegacySdkServerHandle,
} from '../../fixtures/legacy-era/server';
import { startSdkServer, type SdkServerHandle } from '../../fixtures/sdk-server/server';
import { outcome, recorded, rules, sdkClient, startTapped } from './support';

// The official SDK 1.x client (2025-11-25) through the tap to SDK 1.x servers: every exchange is
// judged by its own era (R-LEGACY-* only, never a 2026-07-28 rule) and carries that era; a
// 2026-07-28 client on the same inspector is still judged by the 2026-07-28 rules.

let legacy: LegacySdkServerHandle;
let stateless: LegacySdkServerHandle;
let changing: BadLegacyServerHandle;
let modern: SdkServerHandle;
let app: RunningInspector;

beforeAll(async () => {
  legacy = await startLegacySdkServer();
  stateless = await startLegacySdkServer({ mode: 'stateless' });
  changing = await startBadLegacyServer('changing-session');
  modern = await startSdkServer({ legacy: 'reject' });
  app = await startTapped([
    legacy.url,
    `stateless=${stateless.url}`,
    `changing=${changing.url}`,
    `modern=${modern.url}`,
  ]);
});
afterAll(async () => {
  await app.close();
  await Promise.all([legacy.close(), stateless.close(), changing.close(), modern.close()]);
});

/** A 2025-11-25 session of the official SDK 1.x client through `path`: lists, a call, a read, a prompt, then close. */
async function legacySession(path: string): Promise<void> {
  const client = new LegacyClient({ name: 'legacy-client', version: '0.1.0' });
  const transport = new LegacyTransport(new URL(`${app.origin}${path}`));
  await client.connect(transport);
  await client.listTools();
  await client.callTool({ name: 'echo', arguments: { message: 'in its era' } });
  await outcome(() => client.readResource({ uri: 'file:///readme.txt' }));
  await outcome(() => client.getPrompt({ name: 'greet', arguments: { name: 'Ada' } }));
  await outcome(() => transport.terminateSession());
  await client.close();
}

const modernRules = (records: { findings: { rule: string }[] }[]) =>
  records.flatMap((r) => r.findings.map((f) => f.rule)).filter((rule) => !rule.startsWith('R-LEGACY-'));

describe('tap: 2025-era traffic is judged by its own era', () => {
  it('judges an SDK 1.x session (Streamable HTTP, sessions) by R-LEGACY-* only, each exchange with its era', async () => {
    await app.app.tap.reset();
    await legacySession('/tap');
    const records = await recorded(app);
    const methods = records.map((r) => (r.request.method === 'POST' ? r.rpcMethod : r.request.method));
    expect(methods).toEqual(
      expect.arrayContaining(['initialize', 'notifications/initialized', 'tools/list', 'tools/call', 'DELETE']),
    );
    for (const record of records)
      expect(record.era, `${record.request.method} ${record.rpcMethod}`).toMatchObject({
        version: '2025-11-25',
        transport: 'streamable-http',
        session: expect.any(String),
        serverInfo: { name: 'legacy-fixture', version: '1.0.0' },
      });
    // The conforming SDK server: no 2026-07-28 rule (not even the era note R-ERA-2), no legacy error.
    expect(modernRules(records)).toEqual([]);
    expect(records.filter((r) => r.verdict === 'fail').map((r) => r.rpcMethod)).toEqual([]);
  });

  it('judges a session-less 2025 server by its era too (no Mcp-Session-Id, the version header)', async () => {
    await app.app.tap.reset();
    const client = new LegacyClient({ name: 'legacy-client', version: '0.1.0' });
    await client.connect(new LegacyTransport(new URL(`${app.origin}/tap/stateless`)));
    await client.listTools();
    await client.close();
    const records = await recorded(app);
    expect(records.map((r) => r.rpcMethod)).toEqual(
      expect.arrayContaining(['initialize', 'notifications/initialized', 'tools/list']),
    );
    for (const record of records.filter((r) => r.request.method === 'POST'))
      expect(record.era).toMatchObject({ version: '2025-11-25', session: null });
    expect(modernRules(records)).toEqual([]);
  });

  it('finds a 2025-era departure with its legacy rule: a server that changes its session id (R-LEGACY-6)', async () => {
    await app.app.tap.reset();
    const client = new LegacyClient({ name: 'legacy-client', version: '0.1.0' });
    await client.connect(new LegacyTransport(new URL(`${app.origin}/tap/changing`)));
    await outcome(() => client.listTools());
    await outcome(() => client.close());
    const records = await recorded(app);
    const list = records.find((r) => r.rpcMethod === 'tools/list');
    expect(rules(list)).toEqual(['R-LEGACY-6']);
    expect(list?.verdict).toBe('fail');
    expect(list?.era?.version).toBe('2025-11-25');
    expect(modernRules(records)).toEqual([]);
  });

  it('still judges a 2026-07-28 client by the 2026-07-28 rules, with no era on its exchanges', async () => {
    await app.app.tap.reset();
    await legacySession('/tap');
    const client = await sdkClient(`${app.origin}/tap/modern`);
    await client.listTools();
    await client.close();
    const records = await recorded(app);
    const modernOnes = records.filter((r) => r.tap === 'modern');
    expect(modernOnes.map((r) => r.rpcMethod)).toEqual(expect.arrayContaining(['server/discover', 'tools/list']));
    for (const record of modernOnes) expect(record.era).toBeUndefined();
    expect(records.filter((r) => r.tap === '').every((r) => r.era !== undefined)).toBe(true);
  });
});

describe('tap: the HTTP+SSE transport (2024-11-05)', () => {
  it('carries the client’s POSTs through the tap, each joined with its answer from the stream and judged by its era', async () => {
    const { SSEClientTransport } = await import('@modelcontextprotocol/sdk/client/sse.js');
    const { CreateMessageRequestSchema } = await import('@modelcontextprotocol/sdk/types.js');
    const server = await startLegacyEraServer();
    const tapped = await startTapped([`sse=${server.sseUrl}`]);
    try {
      const client = new LegacyClient({ name: 'sse-client', version: '0.2.0' }, { capabilities: { sampling: {} } });
      client.setRequestHandler(CreateMessageRequestSchema, async () => ({
        role: 'assistant',
        content: { type: 'text', text: 'blue' },
        model: 'by-hand',
      }));
      await client.connect(new SSEClientTransport(new URL(`${tapped.origin}/tap/sse`)));
      expect((await client.listTools()).tools.map((t) => t.name)).toContain('echo');
      const echoed = await client.callTool({ name: 'echo', arguments: { message: 'over SSE' } });
      expect(echoed.content).toEqual([{ type: 'text', text: 'over SSE' }]);
      const asked = await client.callTool({ name: 'ask', arguments: { question: 'colour?' } });
      expect(asked.content).toEqual([{ type: 'text', text: 'The model said: blue' }]);
      await client.readResource({ uri: 'file:///readme.txt' });
      await client.getPrompt({ name: 'greet', arguments: { name: 'Ada' } });
      // Every request's answer is joined before the client moves on, so all POSTs are published by now.
      await expect
        .poll(async () => (await recorded(tapped)).filter((r) => r.rpcMethod === 'prompts/get').length)
        .toBe(1);
      await client.close();
      await expect.poll(async () => (await recorded(tapped)).some((r) => r.request.method === 'GET')).toBe(true);
      const records = await recorded(tapped);
      const stream = records.find((r) => r.request.method === 'GET')!;
      const posts = records.filter((r) => r.request.method === 'POST');
      expect(posts.map((r) => r.rpcMethod)).toEqual(
        expect.arrayContaining([
          'initialize',
          'notifications/initialized',
          'tools/list',
          'tools/call',
          'resources/read',
          'prompts/get',
          '',
        ]),
      );
      // The POSTs went to the endpoint the server named, through the tap's own path for it.
      expect(stream.sse?.endpoint?.server).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/messages\?sessionId=/);
      expect(stream.sse?.endpoint?.tap).toMatch(/^\/tap\/sse\/~sse\/[0-9a-f-]+$/);
      expect(stream.response?.body).toContain('event: endpoint');
      for (const post of posts) {
        expect(post.request.url).toBe(stream.sse!.endpoint!.server);
        expect(post.sse?.stream).toBe(stream.id);
        expect(post.era, post.rpcMethod).toMatchObject({
          version: '2025-11-25',
          transport: 'http+sse',
          session: new URL(stream.sse!.endpoint!.server).searchParams.get('sessionId'),
          serverInfo: { name: 'legacy-era-fixture', version: '1.2.3' },
        });
      }
      // Each request: the POST's 202, and its answer from the stream joined by JSON-RPC id.
      for (const request of posts.filter((r) => r.rpcId !== undefined && r.rpcMethod !== '')) {
        expect(request.response?.status, request.rpcMethod).toBe(202);
        expect(request.sse?.answer, request.rpcMethod).toMatchObject({ jsonrpc: '2.0', id: request.rpcId });
      }
      const call = posts.find((r) => r.rpcMethod === 'tools/call' && r.request.body.includes('over SSE'));
      expect(call?.sse?.answer?.['result']).toEqual({ content: [{ type: 'text', text: 'over SSE' }] });
      // The conforming SDK server: judged by R-LEGACY-* only, and nothing fails.
      expect(modernRules(records)).toEqual([]);
      expect(posts.filter((r) => r.verdict === 'fail').map((r) => [r.rpcMethod, r.findings])).toEqual([]);
    } finally {
      await tapped.close();
      await server.close();
    }
  });

  it('refuses an endpoint event naming another origin, and says why', async () => {
    const { SSEClientTransport } = await import('@modelcontextprotocol/sdk/client/sse.js');
    const foreign = await startBadLegacyServer('foreign-endpoint');
    const tapped = await startTapped([foreign.url]);
    try {
      const client = new LegacyClient({ name: 'sse-client', version: '0.2.0' });
      const connected = await outcome(() => client.connect(new SSEClientTransport(new URL(`${tapped.origin}/tap`))));
      expect(connected).toHaveProperty('error');
      await outcome(() => client.close());
      await expect.poll(async () => (await recorded(tapped)).length).toBeGreaterThan(0);
      const [stream] = await recorded(tapped);
      expect(stream?.error?.code).toBe('endpoint_refused');
      expect(stream?.error?.message).toContain('another origin (http://attacker.example)');
      expect(stream?.sse).toBeUndefined();
    } finally {
      await tapped.close();
      await foreign.close();
    }
  });

  it('answers a POST to an endpoint it never handed out with 404 no_such_endpoint, forwarding nothing', async () => {
    const answer = await fetch(`${app.origin}/tap/~sse/00000000-0000-0000-0000-000000000000`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    });
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('no_such_endpoint');
  });
});
