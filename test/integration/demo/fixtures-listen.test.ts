import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedExchange } from '../../../src';
import type { RunningInspector } from '../../../app/server/standalone';
import { demoSession, resultOf, startDemoApp, type DemoSession } from './support';

// The list-change triggers of /demo/mcp: a listen stream that asked for a list's changes gets its
// list_changed notification (tagged), one that did not ask gets nothing, and the list changes.

let app: RunningInspector;
let demo: DemoSession;
beforeAll(async () => {
  // Streams stay open until the test closes them (a toggle lasts while one is open).
  app = await startDemoApp({ listenMaxMs: 600_000 });
  demo = await demoSession(app);
});
afterAll(() => app.close());

type Frame = { method?: string; params?: { _meta?: Record<string, unknown>; notifications?: unknown } };

/** Opens a listen stream and resolves `ack` on its first frame; `close()` ends it and gives its exchange. */
function listen(notifications: Record<string, unknown>) {
  const frames: Frame[] = [];
  let acked!: () => void;
  const ack = new Promise<void>((resolve) => (acked = resolve));
  const stop = new AbortController();
  const done: Promise<RecordedExchange> = demo.exchange({
    method: 'subscriptions/listen',
    params: { notifications },
    signal: stop.signal,
    onFrame: (f) => (frames.push(f.message as Frame), acked()),
  });
  const close = async () => (stop.abort(), done);
  return { frames, ack, close };
}

const names = async (method: string, key: string) =>
  (resultOf(await demo.conforming({ method }))[key] as { name: string }[]).map((t) => t.name);

describe('list changes', () => {
  it('server/discover declares listChanged for tools and prompts', async () => {
    const r = resultOf(await demo.conforming({ method: 'server/discover' }));
    expect(r['capabilities']).toMatchObject({ tools: { listChanged: true }, prompts: { listChanged: true } });
  });

  it('test_trigger_tool_change notifies the streams that asked for tool changes, and only them', async () => {
    const tools = listen({ toolsListChanged: true, resourcesListChanged: true });
    const prompts = listen({ promptsListChanged: true });
    await Promise.all([tools.ack, prompts.ack]);
    expect(tools.frames[0]?.params?.notifications).toEqual({ toolsListChanged: true });
    const before = await names('tools/list', 'tools');
    await demo.conforming(demo.call('test_trigger_tool_change', {}));
    const after = await names('tools/list', 'tools');
    expect(after.includes('test_toggled_tool')).toBe(!before.includes('test_toggled_tool'));
    await expect.poll(() => tools.frames.some((f) => f.method === 'notifications/tools/list_changed')).toBe(true);
    const [toolStream] = await Promise.all([tools.close(), prompts.close()]);
    const changed = tools.frames.filter((f) => f.method === 'notifications/tools/list_changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]?.params?._meta?.['io.modelcontextprotocol/subscriptionId']).toBe(toolStream.request.id);
    expect(prompts.frames.map((f) => f.method)).not.toContain('notifications/tools/list_changed');
  });

  it('test_trigger_prompt_change flips test_toggled_prompt and notifies prompt listeners', async () => {
    const prompts = listen({ promptsListChanged: true });
    await prompts.ack;
    const before = await names('prompts/list', 'prompts');
    await demo.conforming(demo.call('test_trigger_prompt_change', {}));
    expect((await names('prompts/list', 'prompts')).includes('test_toggled_prompt')).toBe(
      !before.includes('test_toggled_prompt'),
    );
    await expect.poll(() => prompts.frames.map((f) => f.method)).toContain('notifications/prompts/list_changed');
    await prompts.close();
  });

  it('a trigger with no listen stream open changes nothing, and what a stream saw changed is undone when it closes', async () => {
    // The server sees the earlier tests' streams close when their connections end.
    await expect.poll(() => names('tools/list', 'tools')).not.toContain('test_toggled_tool');
    const before = await names('tools/list', 'tools');
    await demo.conforming(demo.call('test_trigger_tool_change', {}));
    expect(await names('tools/list', 'tools')).toEqual(before);
    const stream = listen({ toolsListChanged: true });
    await stream.ack;
    await demo.conforming(demo.call('test_trigger_tool_change', {}));
    expect(await names('tools/list', 'tools')).toEqual([...before, 'test_toggled_tool']);
    await stream.close();
    await expect.poll(() => names('tools/list', 'tools')).toEqual(before);
  });
});
