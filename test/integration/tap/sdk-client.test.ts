import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInspector } from '../../../app/server/standalone';
import { startSdkServer, type SdkServerHandle } from '../../fixtures/sdk-server/server';
import { outcome, recorded, rules, sdkClient, startTapped } from './support';

// The official SDK client in front of the official SDK server, once directly and once through the
// tap: every result must be the same, and every exchange must be in the tap's session, judged.

let sdk: SdkServerHandle;
let app: RunningInspector;

beforeAll(async () => {
  sdk = await startSdkServer({ legacy: 'reject' });
  app = await startTapped([sdk.url]);
});
afterAll(async () => {
  await app.close();
  await sdk.close();
});

/** The same client session against a URL: what each call gave, and the progress it heard. */
async function session(url: string) {
  const client = await sdkClient(url);
  const progress: unknown[] = [];
  const logs: unknown[] = [];
  client.setNotificationHandler('notifications/message', (n) => void logs.push(n.params));
  const results = {
    server: client.getServerVersion(),
    capabilities: client.getServerCapabilities(),
    tools: await outcome(() => client.listTools()),
    prompts: await outcome(() => client.listPrompts()),
    resources: await outcome(() => client.listResources()),
    read: await outcome(() => client.readResource({ uri: 'file:///readme.txt' })),
    prompt: await outcome(() => client.getPrompt({ name: 'greet', arguments: { name: 'Ada' } })),
    echo: await outcome(() => client.callTool({ name: 'echo', arguments: { message: 'through the tap' } })),
    fail: await outcome(() => client.callTool({ name: 'fail', arguments: {} })),
    unknown: await outcome(() => client.callTool({ name: 'no_such_tool', arguments: {} })),
    streamed: await outcome(() =>
      client.callTool({ name: 'progress', arguments: {} }, { onprogress: (p) => void progress.push(p) }),
    ),
  };
  await client.close();
  return { results, progress, logs };
}

describe('tap: the official SDK client and server', () => {
  it('gives the client the same results, progress and logs as talking to the server directly', async () => {
    const direct = await session(sdk.url);
    const before = (await recorded(app)).length;
    const tapped = await session(`${app.origin}/tap`);
    expect(tapped).toEqual(direct);
    expect(direct.results.echo).toMatchObject({ ok: { content: [{ type: 'text', text: 'through the tap' }] } });
    expect(direct.progress).toEqual([{ progress: 1, total: 2 }]);
    expect((await recorded(app)).length).toBeGreaterThan(before);
  });

  it('records every exchange of the session, in order, as the server saw it', async () => {
    await app.app.tap.reset();
    await session(`${app.origin}/tap`);
    const records = await recorded(app);
    const methods = records.map((r) => r.rpcMethod);
    expect(methods[0]).toBe('server/discover');
    for (const method of [
      'tools/list',
      'prompts/list',
      'resources/list',
      'resources/read',
      'prompts/get',
      'tools/call',
    ])
      expect(methods).toContain(method);
    expect(methods.filter((m) => m === 'tools/call').length).toBeGreaterThanOrEqual(4);
    for (const record of records) {
      expect(record).toMatchObject({ source: 'tapped', tap: '', request: { method: 'POST', url: sdk.url } });
      expect(record.request.headers['host']).toBe(new URL(sdk.url).host);
      expect(record.response?.status).toBeGreaterThanOrEqual(200);
      expect(record.timing.totalMs).toBeGreaterThanOrEqual(record.timing.firstByteMs ?? 0);
    }
    const echo = records.find((r) => r.request.body.includes('through the tap'));
    expect(JSON.parse(echo!.response!.body)).toMatchObject({ result: { content: [{ text: 'through the tap' }] } });
  });

  it('judges each exchange: the conforming server gets no error finding', async () => {
    await app.app.tap.reset();
    await session(`${app.origin}/tap`);
    const records = await recorded(app);
    const errors = records.flatMap((r) =>
      r.findings.filter((f) => f.severity === 'error').map((f) => `${r.rpcMethod} ${f.rule}`),
    );
    expect(errors).toEqual([]);
    expect(records.every((r) => r.verdict !== 'fail' && r.verdict !== 'transport')).toBe(true);
  });

  it('passes an SSE answer on frame by frame and records the whole stream', async () => {
    await app.app.tap.reset();
    const client = await sdkClient(`${app.origin}/tap`);
    const progress: unknown[] = [];
    await client.callTool({ name: 'progress', arguments: {} }, { onprogress: (p) => void progress.push(p) });
    await client.close();
    const call = (await recorded(app)).find((r) => r.rpcMethod === 'tools/call');
    expect(call?.response?.headers['content-type']).toContain('text/event-stream');
    expect(call?.response?.body).toContain('notifications/progress');
    expect(call?.response?.body).toContain('"text":"done"');
    expect(progress).toEqual([{ progress: 1, total: 2 }]);
    expect(rules(call).filter((r) => r.startsWith('R-SSE') || r.startsWith('R-HTTP'))).toEqual([]);
  });
});
