import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInspector } from '../../../app/server/standalone';
import { demoSession, errorOf, resultOf, startDemoApp, type DemoSession, type Input } from './support';

// The conformance suite's input_required (MRTR) fixtures of /demo/mcp, round by round: what each
// round asks, how requestState round-trips, and that the checker finds no error on any exchange.

let app: RunningInspector;
let demo: DemoSession;
beforeAll(async () => {
  app = await startDemoApp();
  demo = await demoSession(app);
});
afterAll(() => app.close());

const ALL = { elicitation: {}, sampling: {}, roots: { listChanged: true } };
const name = (n: string) => ({ action: 'accept', content: { name: n } });
const sample = (text: string) => ({
  role: 'assistant',
  content: { type: 'text', text },
  model: 'm',
  stopReason: 'endTurn',
});
const roots = { roots: [{ uri: 'file:///work', name: 'work' }] };

/** One round of tools/call `tool` with these params (inputResponses, requestState) and capabilities. */
const round = (tool: string, params: Record<string, unknown> = {}, clientCapabilities: object = ALL): Input => ({
  ...demo.call(tool, {}, { params }),
  clientCapabilities: clientCapabilities as Input['clientCapabilities'],
});
const answer = async (input: Input, status?: number) => resultOf(await demo.conforming(input, status));
const methods = (irr: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(irr['inputRequests'] as object).map(([k, v]) => [k, (v as { method: string }).method]),
  );

describe('single-input fixtures', () => {
  it.each([
    ['test_input_required_result_elicitation', 'user_name', 'elicitation/create', name('Alice'), 'Hello, Alice!'],
    ['test_input_required_result_sampling', 'capital_question', 'sampling/createMessage', sample('Paris'), 'Paris'],
    ['test_input_required_result_list_roots', 'client_roots', 'roots/list', roots, 'file:///work'],
  ])('%s asks for %s (%s) without requestState, then completes', async (tool, key, method, response, text) => {
    const first = await answer(round(tool));
    expect(first).toMatchObject({ resultType: 'input_required' });
    expect(methods(first)).toEqual({ [key]: method });
    expect(first['requestState']).toBeUndefined();
    const done = await answer(round(tool, { inputResponses: { [key]: response, unrelated: { ignored: true } } }));
    expect(done).toMatchObject({ resultType: 'complete', content: [{ text: expect.stringContaining(text) }] });
  });

  it('asks again for a missing response, and refuses malformed ones with -32602', async () => {
    const tool = 'test_input_required_result_elicitation';
    expect(methods(await answer(round(tool, { inputResponses: { wrong_key: name('x') } })))).toEqual({
      user_name: 'elicitation/create',
    });
    expect(errorOf(await demo.conforming(round(tool, { inputResponses: { user_name: 12345 } }))).code).toBe(-32602);
    expect(errorOf(await demo.conforming(round(tool, { inputResponses: null }))).code).toBe(-32602);
  });

  it('needs the capability its input uses: -32021 on HTTP 400, naming it', async () => {
    const r = await demo.conforming(round('test_missing_capability', {}, {}), 400);
    expect(errorOf(r)).toMatchObject({ code: -32021, data: { requiredCapabilities: { sampling: {} } } });
    expect(methods(await answer(round('test_missing_capability', {}, { sampling: {} })))).toEqual({
      capital_question: 'sampling/createMessage',
    });
    const noElicitation = await demo.conforming(
      round('test_input_required_result_elicitation', {}, { sampling: {} }),
      400,
    );
    expect(errorOf(noElicitation).data).toEqual({ requiredCapabilities: { elicitation: { form: {} } } });
  });

  it('test_input_required_result_capabilities asks only for what the request declares', async () => {
    const tool = 'test_input_required_result_capabilities';
    expect(methods(await answer(round(tool, {}, { sampling: {} })))).toEqual({
      capital_question: 'sampling/createMessage',
    });
    expect(Object.values(methods(await answer(round(tool))))).toEqual([
      'elicitation/create',
      'sampling/createMessage',
      'roots/list',
    ]);
    expect(errorOf(await demo.conforming(round(tool, {}, {}), 400)).code).toBe(-32021);
  });

  it('test_streaming_elicitation answers the question as an InputRequiredResult, never a request on the stream', async () => {
    const frames: { method?: string; id?: unknown }[] = [];
    await demo.conforming({ ...round('test_streaming_elicitation'), onFrame: (f) => frames.push(f.message as never) });
    expect(frames.filter((f) => f.method !== undefined && f.id !== undefined)).toEqual([]);
    const done = await answer({
      ...round('test_streaming_elicitation', { inputResponses: { user_name: name('Bo') } }),
    });
    expect(done['resultType']).toBe('complete');
  });
});

describe('sealed requestState fixtures', () => {
  it.each(['test_input_required_result_request_state', 'test_input_required_result_tampered_state'])(
    '%s completes with its own state (state-ok) and refuses a tampered one',
    async (tool) => {
      const first = await answer(round(tool));
      const state = String(first['requestState']);
      expect(methods(first)).toEqual({ confirm: 'elicitation/create' });
      const confirm = { confirm: { action: 'accept', content: { ok: true } } };
      const done = await answer(round(tool, { inputResponses: confirm, requestState: state }));
      expect(done).toMatchObject({ content: [{ text: expect.stringContaining('state-ok') }] });
      const tampered = await demo.conforming(
        round(tool, { inputResponses: confirm, requestState: `${state}-TAMPERED` }),
      );
      expect(errorOf(tampered).code).toBe(-32602);
      // An answer without the state that asked for it is not taken: the question comes again.
      expect((await answer(round(tool, { inputResponses: confirm })))['resultType']).toBe('input_required');
    },
  );

  it('test_input_required_result_multiple_inputs asks three things at once and keeps partial answers', async () => {
    const tool = 'test_input_required_result_multiple_inputs';
    const first = await answer(round(tool));
    expect(methods(first)).toEqual({
      user_name: 'elicitation/create',
      greeting: 'sampling/createMessage',
      client_roots: 'roots/list',
    });
    const partial = await answer(
      round(tool, { inputResponses: { user_name: name('Ada') }, requestState: first['requestState'] }),
    );
    expect(Object.keys(methods(partial))).toEqual(['greeting', 'client_roots']);
    const done = await answer(
      round(tool, {
        inputResponses: { greeting: sample('Good morning'), client_roots: roots },
        requestState: partial['requestState'],
      }),
    );
    expect(done).toMatchObject({ content: [{ text: 'Good morning Ada (roots: file:///work).' }] });
  });

  it('test_input_required_result_multi_round chains two questions with a new requestState each', async () => {
    const tool = 'test_input_required_result_multi_round';
    const one = await answer(round(tool));
    expect(Object.keys(methods(one))).toEqual(['step1']);
    const two = await answer(
      round(tool, { inputResponses: { step1: name('Ada') }, requestState: one['requestState'] }),
    );
    expect(Object.keys(methods(two))).toEqual(['step2']);
    expect(two['requestState']).not.toBe(one['requestState']);
    const three = await answer(
      round(tool, {
        inputResponses: { step2: { action: 'accept', content: { color: 'blue' } } },
        requestState: two['requestState'],
      }),
    );
    expect(three).toMatchObject({ resultType: 'complete', content: [{ text: 'Ada likes blue.' }] });
    // A state is bound to its call: another tool's state is refused.
    const foreign = await demo.conforming(
      round('test_input_required_result_request_state', { requestState: one['requestState'] }),
    );
    expect(errorOf(foreign).code).toBe(-32602);
  });
});

describe('MRTR on prompts/get', () => {
  const get = (params: Record<string, unknown> = {}, clientCapabilities: object = ALL): Input => ({
    method: 'prompts/get',
    params: { name: 'test_input_required_result_prompt', ...params },
    clientCapabilities: clientCapabilities as Input['clientCapabilities'],
  });

  it('asks for context, then returns the prompt built from it', async () => {
    expect(methods(await answer(get()))).toEqual({ user_context: 'elicitation/create' });
    const done = await answer(
      get({ inputResponses: { user_context: { action: 'accept', content: { context: 'billing' } } } }),
    );
    expect(JSON.stringify(done['messages'])).toContain('billing');
    expect(errorOf(await demo.conforming(get({}, {}), 400)).code).toBe(-32021);
  });
});
