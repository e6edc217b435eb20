import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInspector } from '../../../app/server/standalone';
import { demoSession, errorOf, resultOf, startDemoApp, type DemoSession, type Input } from './support';
import { pollUntil } from '../../support/poll-until';

// The conformance suite's tasks-extension fixtures of /demo/mcp (one "second" is 20 ms here):
// when a task is made, how it ends, input_required inside a task, and MRTR before a task.

let app: RunningInspector;
let demo: DemoSession;
beforeAll(async () => {
  app = await startDemoApp();
  demo = await demoSession(app);
});
afterAll(() => app.close());

const TASKS = { elicitation: {}, extensions: { 'io.modelcontextprotocol/tasks': {} } };
const withTasks = (input: Input): Input => ({ ...input, clientCapabilities: TASKS });
const answer = async (input: Input, status?: number) => resultOf(await demo.conforming(input, status));
const task = (method: string, taskId: string, params: Record<string, unknown> = {}): Input =>
  withTasks({ method, params: { taskId, ...params } });

async function until(taskId: string, status: string): Promise<Record<string, unknown>> {
  const r = await pollUntil(
    () => answer(task('tasks/get', taskId)),
    (r) => r['status'] === status,
  );
  if (r['status'] !== status) throw new Error(`task ${taskId} never reached ${status}`);
  return r;
}

const created = async (name: string, args: Record<string, unknown> = {}, params: Record<string, unknown> = {}) => {
  const r = await answer(withTasks(demo.call(name, args, { params })));
  expect(r).toMatchObject({ resultType: 'task', status: 'working', ttlMs: expect.any(Number) });
  expect(r).not.toHaveProperty('requestState');
  return String(r['taskId']);
};

describe('task creation', () => {
  it('greet never becomes a task, even with the extension and a legacy task hint', async () => {
    const r = await answer(withTasks(demo.call('greet', { name: 'World' }, { params: { task: { ttl: 1000 } } })));
    expect(r).toMatchObject({ resultType: 'complete', content: [{ text: 'Hello, World!' }] });
  });

  it('slow_compute is a task with the extension (completed with its result) and synchronous without', async () => {
    const taskId = await created('slow_compute', { seconds: 1, label: 'sum' });
    expect((await answer(task('tasks/get', taskId)))['taskId']).toBe(taskId);
    const done = await until(taskId, 'completed');
    expect(done).toMatchObject({ resultType: 'complete', result: { content: [{ text: 'Computed sum in 1 s.' }] } });
    const sync = await answer(demo.call('slow_compute', { seconds: 0 }));
    expect(sync).toMatchObject({ resultType: 'complete', content: [{ type: 'text' }] });
  });

  it('failing_job needs the extension (-32021 naming it) and completes with isError as a task', async () => {
    const refused = await demo.conforming(demo.call('failing_job', {}), 400);
    expect(errorOf(refused)).toMatchObject({
      code: -32021,
      data: { requiredCapabilities: { extensions: { 'io.modelcontextprotocol/tasks': {} } } },
    });
    const done = await until(await created('failing_job'), 'completed');
    expect(done['result']).toMatchObject({ isError: true });
  });

  it('protocol_error_job fails with the JSON-RPC error and no result (in-band -32603 without tasks)', async () => {
    const failed = await until(await created('protocol_error_job'), 'failed');
    expect(failed).toMatchObject({ error: { code: -32603, message: expect.any(String) } });
    expect(failed).not.toHaveProperty('result');
    expect(errorOf(await demo.conforming(demo.call('protocol_error_job', {}))).code).toBe(-32603);
  });

  it('tasks/cancel acknowledges with an empty complete result, also on a finished task', async () => {
    const taskId = await created('slow_compute', { seconds: 60 });
    for (let i = 0; i < 2; i++) {
      const ack = await answer(task('tasks/cancel', taskId));
      expect(Object.keys(ack).filter((k) => k !== '_meta')).toEqual(['resultType']);
    }
    expect((await answer(task('tasks/get', taskId)))['status']).toBe('cancelled');
  });
});

describe('input inside a task', () => {
  it('confirm_delete waits in input_required until tasks/update, then completes', async () => {
    const taskId = await created('confirm_delete', { filename: 'a.txt' });
    const waiting = await until(taskId, 'input_required');
    expect(waiting['inputRequests']).toMatchObject({ confirm: { method: 'elicitation/create' } });
    const update = { inputResponses: { confirm: { action: 'accept', content: { confirm: true } } } };
    expect(Object.keys(await answer(task('tasks/update', taskId, update))).filter((k) => k !== '_meta')).toEqual([
      'resultType',
    ]);
    const done = await until(taskId, 'completed');
    expect(done['result']).toMatchObject({ content: [{ text: 'Deleted a.txt (pretend).' }] });
  });

  it('multi_input keeps the unanswered key pending after a partial tasks/update', async () => {
    const taskId = await created('multi_input');
    const waiting = await until(taskId, 'input_required');
    expect(Object.keys(waiting['inputRequests'] as object)).toEqual(['name', 'confirm']);
    await answer(
      task('tasks/update', taskId, { inputResponses: { name: { action: 'accept', content: { name: 'A' } } } }),
    );
    const still = await answer(task('tasks/get', taskId));
    expect(still).toMatchObject({ status: 'input_required' });
    expect(Object.keys(still['inputRequests'] as object)).toEqual(['confirm']);
    await answer(
      task('tasks/update', taskId, { inputResponses: { confirm: { action: 'accept', content: { confirm: true } } } }),
    );
    await until(taskId, 'completed');
  });

  it('without the extension confirm_delete and multi_input ask over MRTR instead', async () => {
    const elicit = { clientCapabilities: { elicitation: {} } };
    const one = await answer({ ...demo.call('confirm_delete', { filename: 'b.txt' }), ...elicit });
    expect(one).toMatchObject({ resultType: 'input_required', inputRequests: { confirm: {} } });
    const kept = await answer({
      ...demo.call(
        'confirm_delete',
        { filename: 'b.txt' },
        { params: { inputResponses: { confirm: { action: 'decline' } } } },
      ),
      ...elicit,
    });
    expect(kept).toMatchObject({ content: [{ text: 'Kept b.txt.' }] });
    const pair = await answer({ ...demo.call('multi_input', {}), ...elicit });
    expect(Object.keys(pair['inputRequests'] as object)).toEqual(['name', 'confirm']);
  });
});

describe('MRTR before a task (test_tool_with_task)', () => {
  it('asks for a name with a sealed state, then answers a task whose result greets that name', async () => {
    const first = await answer(withTasks(demo.call('test_tool_with_task', {})));
    expect(first).toMatchObject({ resultType: 'input_required', inputRequests: { user_name: {} } });
    expect(first).not.toHaveProperty('taskId');
    const taskId = await created(
      'test_tool_with_task',
      {},
      {
        inputResponses: { user_name: { action: 'accept', content: { name: 'Alice' } } },
        requestState: first['requestState'],
      },
    );
    const done = await until(taskId, 'completed');
    expect(done['result']).toMatchObject({ content: [{ text: expect.stringContaining('Alice') }] });
  });

  it('needs both the tasks extension and elicitation', async () => {
    const r = await demo.conforming(demo.call('test_tool_with_task', {}), 400);
    expect(errorOf(r).data).toEqual({
      requiredCapabilities: { extensions: { 'io.modelcontextprotocol/tasks': {} }, elicitation: { form: {} } },
    });
  });
});
