import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInspector } from '../../../app/server/standalone';
import { FIXTURE_TITLE_PREFIX } from '../../../app/server/demo/conformance/fixture';
import { demoSession, errorOf, resultOf, startDemoApp, type DemoSession } from './support';

// The conformance suite's content, resource, prompt, completion and logging fixtures of /demo/mcp:
// each answers what its scenario needs, and the checker finds no error on any exchange.

let app: RunningInspector;
let demo: DemoSession;
beforeAll(async () => {
  app = await startDemoApp();
  demo = await demoSession(app);
});
afterAll(() => app.close());

type Block = { type: string; text?: string; data?: string; mimeType?: string; resource?: Record<string, unknown> };
const contentOf = async (name: string) => resultOf(await demo.conforming(demo.call(name, {})))['content'] as Block[];
const list = async (method: string, key: string) =>
  resultOf(await demo.conforming({ method }))[key] as { name: string; title?: string }[];

describe('fixture listing', () => {
  it('lists the showcase first, then every fixture titled as one', async () => {
    const tools = await list('tools/list', 'tools');
    const first = tools.findIndex((t) => t.title?.startsWith(FIXTURE_TITLE_PREFIX));
    expect(tools.slice(0, first).map((t) => t.name)).toEqual([
      'forecast',
      'book_table',
      'generate_report',
      'count_slowly',
      'always_fails',
      'content_gallery',
      'join_team',
      'weather_app',
      'weather_refresh',
    ]);
    expect(tools.slice(first).every((t) => t.title?.startsWith(FIXTURE_TITLE_PREFIX))).toBe(true);
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['test_simple_text', 'slow_compute', 'greet']));
    const prompts = await list('prompts/list', 'prompts');
    expect(prompts.slice(0, 2).map((p) => p.name)).toEqual(['summarize', 'explain_note']);
    expect(prompts.slice(2).every((p) => p.title?.startsWith(FIXTURE_TITLE_PREFIX))).toBe(true);
  });

  it('keeps the JSON Schema 2020-12 keywords of json_schema_2020_12_tool', async () => {
    const tools = (await list('tools/list', 'tools')) as { name: string; inputSchema: Record<string, unknown> }[];
    const schema = tools.find((t) => t.name === 'json_schema_2020_12_tool')!.inputSchema;
    expect(schema).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $defs: { address: { $anchor: expect.any(String) } },
      allOf: [{ anyOf: expect.any(Array) }],
      if: expect.any(Object),
      then: expect.any(Object),
      else: expect.any(Object),
      additionalProperties: false,
    });
    const planned = await demo.conforming(
      demo.call('json_schema_2020_12_tool', { recipient: 'Ada', delivery: 'locker', lockerId: 'L-7' }),
    );
    expect(resultOf(planned)['isError']).toBeUndefined();
    const refused = await demo.conforming(
      demo.call('json_schema_2020_12_tool', { recipient: 'Ada', delivery: 'courier' }),
    );
    expect(resultOf(refused)['isError']).toBe(true);
  });
});

describe('content fixtures', () => {
  it.each([
    ['test_simple_text', ['text']],
    ['test_image_content', ['image']],
    ['test_audio_content', ['audio']],
    ['test_embedded_resource', ['resource']],
    ['test_multiple_content_types', ['text', 'image', 'resource']],
  ])('%s answers %j blocks with their required fields', async (name, types) => {
    const content = await contentOf(name);
    expect(content.map((b) => b.type)).toEqual(types);
    for (const block of content) {
      if (block.type === 'text') expect(block.text).toBeTruthy();
      if (block.type === 'image' || block.type === 'audio') expect(block.data && block.mimeType).toBeTruthy();
      if (block.type === 'resource') expect(block.resource).toMatchObject({ uri: expect.stringMatching(/^test:/) });
    }
  });

  it('test_audio_content is a real WAV and test_image_content a real PNG', async () => {
    const [audio] = await contentOf('test_audio_content');
    expect(Buffer.from(audio!.data!, 'base64').subarray(0, 4).toString()).toBe('RIFF');
    expect(audio!.mimeType).toBe('audio/wav');
    const [image] = await contentOf('test_image_content');
    expect(Buffer.from(image!.data!, 'base64').subarray(1, 4).toString()).toBe('PNG');
  });

  it('test_error_handling is a tool error, not a JSON-RPC error', async () => {
    const r = resultOf(await demo.conforming(demo.call('test_error_handling', {})));
    expect(r).toMatchObject({ isError: true, content: [{ type: 'text' }] });
  });

  it('test_tool_with_progress streams 0, 50, 100 of 100 for the request token, then the result', async () => {
    const frames: { method?: string; params?: Record<string, unknown> }[] = [];
    const r = await demo.conforming({
      ...demo.call('test_tool_with_progress', {}),
      meta: { progressToken: 'fixture-progress' },
      onFrame: (f) => frames.push(f.message as never),
    });
    expect(r.response.headers['content-type']).toBe('text/event-stream');
    expect(frames.slice(0, 3).map((f) => [f.params?.['progressToken'], f.params?.['progress']])).toEqual([
      ['fixture-progress', 0],
      ['fixture-progress', 50],
      ['fixture-progress', 100],
    ]);
  });

  it('test_logging_tool logs nothing without a logLevel and only at or above the requested one', async () => {
    const quiet = await demo.conforming(demo.call('test_logging_tool', {}));
    expect(quiet.response.headers['content-type']).toBe('application/json');
    const frames: { method?: string; params?: { level?: string } }[] = [];
    await demo.conforming({
      ...demo.call('test_logging_tool', {}),
      logLevel: 'info',
      onFrame: (f) => frames.push(f.message as never),
    });
    const levels = frames.filter((f) => f.method === 'notifications/message').map((f) => f.params?.level);
    expect(levels).toEqual(['info', 'warning']);
  });
});

describe('resource and prompt fixtures', () => {
  it('reads test://static-text, test://static-binary and the template with its id', async () => {
    const read = async (uri: string) =>
      (
        resultOf(await demo.conforming({ method: 'resources/read', params: { uri } }))['contents'] as Record<
          string,
          unknown
        >[]
      )[0];
    expect(await read('test://static-text')).toMatchObject({ mimeType: 'text/plain', text: expect.any(String) });
    expect(await read('test://static-binary')).toMatchObject({ mimeType: 'image/png', blob: expect.any(String) });
    const data = await read('test://template/123/data');
    expect(data).toMatchObject({ uri: 'test://template/123/data', mimeType: 'application/json' });
    expect(JSON.parse(String(data!['text']))).toMatchObject({ id: '123' });
    const templates = resultOf(await demo.conforming({ method: 'resources/templates/list' }))['resourceTemplates'];
    expect(templates).toEqual(
      expect.arrayContaining([expect.objectContaining({ uriTemplate: 'test://template/{id}/data' })]),
    );
  });

  it('gets the simple, argument, embedded-resource and image prompts', async () => {
    const get = async (name: string, args?: Record<string, string>) =>
      JSON.stringify(
        resultOf(
          await demo.conforming({ method: 'prompts/get', params: { name, ...(args ? { arguments: args } : {}) } }),
        )['messages'],
      );
    expect(await get('test_simple_prompt')).toContain('"role":"user"');
    const withArgs = await get('test_prompt_with_arguments', { arg1: 'testValue1', arg2: 'testValue2' });
    expect(withArgs).toContain('testValue1');
    expect(withArgs).toContain('testValue2');
    expect(await get('test_prompt_with_embedded_resource', { resourceUri: 'test://example' })).toContain(
      '"uri":"test://example"',
    );
    expect(await get('test_prompt_with_image')).toContain('"type":"image"');
    const missing = await demo.conforming({ method: 'prompts/get', params: { name: 'test_prompt_with_arguments' } });
    expect(errorOf(missing).code).toBe(-32602);
  });

  it('completes the arguments of test_prompt_with_arguments', async () => {
    const r = resultOf(
      await demo.conforming({
        method: 'completion/complete',
        params: {
          ref: { type: 'ref/prompt', name: 'test_prompt_with_arguments' },
          argument: { name: 'arg1', value: 'test' },
        },
      }),
    );
    expect(r['completion']).toMatchObject({ values: ['test', 'testing', 'tested'] });
  });
});
