import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedExchange } from '../../../src';
import type { RunningInspector } from '../../../app/server/standalone';
import { rawRequest } from './raw-http';
import { answerOf, demoSession, errorOf, resultOf, startDemoApp, type DemoSession, type Input } from './support';
import { pollUntil } from '../../support/poll-until';

// Every method of /demo/mcp over real HTTP: the status and answer it must give, and no error
// finding from the checker on the exchange.

let app: RunningInspector;
let url: string;
let demo: DemoSession;

beforeAll(async () => {
  app = await startDemoApp();
  demo = await demoSession(app);
  url = demo.url;
});
afterAll(() => app.close());

const call = (...args: Parameters<DemoSession['call']>): Input => demo.call(...args);
const conforming = (input: Input, status?: number): Promise<RecordedExchange> => demo.conforming(input, status);
const result = resultOf;
const error = errorOf;

const ELICIT = { elicitation: {} };
const TASKS = { extensions: { 'io.modelcontextprotocol/tasks': {} }, elicitation: {} };

describe('/demo/mcp results', () => {
  it.each([
    ['server/discover', {}],
    ['tools/list', {}],
    ['prompts/list', {}],
    ['resources/list', {}],
    ['resources/templates/list', {}],
  ])('%s is complete, cacheable and judged conforming', async (method, params) => {
    const r = result(await conforming({ method, params, clientInfo: { name: 'test', version: '1' } }));
    expect(r['resultType']).toBe('complete');
    expect(Number.isInteger(r['ttlMs'])).toBe(true);
  });

  it('server/discover names versions, capabilities with the tasks extension, and serverInfo in _meta', async () => {
    const r = result(await conforming({ method: 'server/discover' }));
    expect(r['supportedVersions']).toEqual(['2026-07-28']);
    expect(r['capabilities']).toMatchObject({
      tools: {},
      prompts: {},
      extensions: { 'io.modelcontextprotocol/tasks': {} },
    });
    expect(r['_meta']).toMatchObject({ 'io.modelcontextprotocol/serverInfo': { name: 'mcp-shape-inspector-demo' } });
  });

  it('resources/list pages with nextCursor (4 a page) until the last page, and a bad cursor is -32602', async () => {
    const pages = [result(await conforming({ method: 'resources/list' }))];
    while (pages.at(-1)!['nextCursor'] !== undefined && pages.length < 10)
      pages.push(
        result(await conforming({ method: 'resources/list', params: { cursor: pages.at(-1)!['nextCursor'] } })),
      );
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)!['nextCursor']).toBeUndefined();
    for (const page of pages.slice(0, -1)) expect(page['resources']).toHaveLength(4);
    const uris = pages.flatMap((p) => (p['resources'] as { uri: string }[]).map((r) => r.uri));
    expect(new Set(uris).size).toBe(uris.length);
    expect(new Set(pages.map((p) => p['cacheScope']))).toEqual(new Set([pages[0]!['cacheScope']]));
    expect(error(await conforming({ method: 'resources/list', params: { cursor: 'bogus' } })).code).toBe(-32602);
  });

  it('forecast mirrors its x-mcp-header parameters, Base64 included, and answers structured content', async () => {
    const r = await conforming(call('forecast', { region: 'us-west1', days: 2, detailed: true }));
    expect(r.request.headers).toMatchObject({
      'Mcp-Param-Region': 'us-west1',
      'Mcp-Param-Days': '2',
      'Mcp-Param-Detailed': 'true',
    });
    expect(result(r)['structuredContent']).toMatchObject({ region: 'us-west1' });
    const zurich = await conforming(call('forecast', { region: 'Zürich' }));
    expect(zurich.request.headers['Mcp-Param-Region']).toMatch(/^=\?base64\?/);
  });

  it('always_fails is a tool error (isError), and an unknown tool is -32602 in-band', async () => {
    expect(result(await conforming(call('always_fails', {})))['isError']).toBe(true);
    expect(error(await conforming({ method: 'tools/call', params: { name: 'nope', arguments: {} } })).code).toBe(
      -32602,
    );
  });

  it('count_slowly streams progress and log frames over SSE before its result', async () => {
    const frames: unknown[] = [];
    const r = await conforming({
      ...call('count_slowly', { to: 3, delayMs: 5 }),
      meta: { progressToken: 'p-1' },
      logLevel: 'info',
      onFrame: (f) => frames.push(f.message),
    });
    expect(r.response.headers['content-type']).toBe('text/event-stream');
    expect(frames.map((f) => (f as { method?: string }).method ?? 'response')).toEqual([
      ...Array(3).fill(['notifications/progress', 'notifications/message']).flat(),
      'response',
    ]);
    const quiet = await conforming(call('count_slowly', { to: 2, delayMs: 0 }));
    expect(quiet.response.headers['content-type']).toBe('application/json');
  });

  it('resources/read: own cache hints, binary, template, and not found as -32602 with data.uri', async () => {
    const readme = result(await conforming({ method: 'resources/read', params: { uri: 'demo://readme' } }));
    expect(readme).toMatchObject({ ttlMs: 30_000, cacheScope: 'public' });
    const logo = result(await conforming({ method: 'resources/read', params: { uri: 'demo://logo.png' } }));
    expect((logo['contents'] as { blob?: string }[])[0]?.blob).toBeTruthy();
    await conforming({ method: 'resources/read', params: { uri: 'demo://clock' } });
    await conforming({ method: 'resources/read', params: { uri: 'demo://notes/3' } });
    const missing = error(await conforming({ method: 'resources/read', params: { uri: 'demo://notes/9' } }));
    expect(missing).toMatchObject({ code: -32602, data: { uri: 'demo://notes/9' } });
  });

  it('prompts/get with arguments, an embedded resource, and -32602 for a missing argument', async () => {
    await conforming({
      method: 'prompts/get',
      params: { name: 'summarize', arguments: { topic: 'tasks', style: 'haiku' } },
    });
    await conforming({ method: 'prompts/get', params: { name: 'explain_note', arguments: { id: '2' } } });
    expect(error(await conforming({ method: 'prompts/get', params: { name: 'summarize', arguments: {} } })).code).toBe(
      -32602,
    );
  });

  it('completion/complete completes prompt arguments and template variables', async () => {
    const prompt = result(
      await conforming({
        method: 'completion/complete',
        params: { ref: { type: 'ref/prompt', name: 'summarize' }, argument: { name: 'style', value: 'h' } },
      }),
    );
    expect(prompt['completion']).toMatchObject({ values: ['haiku'] });
    const template = result(
      await conforming({
        method: 'completion/complete',
        params: { ref: { type: 'ref/resource', uri: 'demo://notes/{id}' }, argument: { name: 'id', value: '' } },
      }),
    );
    expect(template['completion']).toMatchObject({ values: ['1', '2', '3'] });
  });

  it('subscriptions/listen acknowledges first, tags every frame, and closes gracefully', async () => {
    const frames: { method?: string; params?: { _meta?: Record<string, unknown> } }[] = [];
    const r = await conforming({
      method: 'subscriptions/listen',
      params: { notifications: { resourceSubscriptions: ['demo://clock', 'demo://nowhere'], toolsListChanged: true } },
      onFrame: (f) => frames.push(f.message as never),
    });
    expect(frames[0]).toMatchObject({
      method: 'notifications/subscriptions/acknowledged',
      params: { notifications: { resourceSubscriptions: ['demo://clock'] } },
    });
    expect(frames.some((f) => f.method === 'notifications/resources/updated')).toBe(true);
    const id = r.request.id;
    for (const f of frames)
      expect(
        f.params?._meta?.['io.modelcontextprotocol/subscriptionId'] ??
          (f as never as { result: { _meta: Record<string, unknown> } }).result._meta[
            'io.modelcontextprotocol/subscriptionId'
          ],
      ).toBe(id);
    expect(answerOf(r)).toMatchObject({ id, result: { resultType: 'complete' } });
  });
});

describe('/demo/mcp demo://clock', () => {
  it('a new subscriber hears of a change a second after the acknowledgment, not a whole interval later', async () => {
    // The interval is ten minutes and the stream closes at 1.5 s, so any update came from the first tick.
    const slow = await startDemoApp({ clockIntervalMs: 600_000, listenMaxMs: 1500 });
    try {
      const frames: { method?: string }[] = [];
      await (
        await demoSession(slow)
      ).conforming({
        method: 'subscriptions/listen',
        params: { notifications: { resourceSubscriptions: ['demo://clock'] } },
        onFrame: (f) => frames.push(f.message as never),
      });
      expect(frames.map((f) => f.method)).toEqual([
        'notifications/subscriptions/acknowledged',
        'notifications/resources/updated',
        undefined,
      ]);
    } finally {
      await slow.close();
    }
  });
});

describe('/demo/mcp input_required (book_table, two rounds)', () => {
  const party = { action: 'accept', content: { name: 'Ada', guests: 2 } };

  it('asks twice, round-tripping a sealed requestState, then completes', async () => {
    const one = result(await conforming({ ...call('book_table', {}), clientCapabilities: ELICIT }));
    expect(one).toMatchObject({
      resultType: 'input_required',
      inputRequests: { party: { method: 'elicitation/create' } },
    });
    const two = result(
      await conforming({
        ...call('book_table', {}, { params: { inputResponses: { party }, requestState: one['requestState'] } }),
        clientCapabilities: ELICIT,
      }),
    );
    expect(two).toMatchObject({
      resultType: 'input_required',
      inputRequests: { time: { method: 'elicitation/create' } },
    });
    const done = result(
      await conforming({
        ...call(
          'book_table',
          {},
          {
            params: {
              inputResponses: { time: { action: 'accept', content: { time: '19:30' } } },
              requestState: two['requestState'],
            },
          },
        ),
        clientCapabilities: ELICIT,
      }),
    );
    expect(done).toMatchObject({
      resultType: 'complete',
      content: [{ text: expect.stringContaining('Ada at 19:30') }],
    });
  });

  it('refuses a tampered or foreign requestState, and asks again when a response is missing', async () => {
    const one = result(await conforming({ ...call('book_table', {}), clientCapabilities: ELICIT }));
    const state = String(one['requestState']);
    // One character changed for certain (the one before the last, whose bits all count).
    const tampered = `${state.slice(0, -2)}${state.at(-2) === 'A' ? 'B' : 'A'}${state.slice(-1)}`;
    expect(tampered).not.toBe(state);
    const retry = (requestState: string, args = {}) =>
      conforming({
        ...call('book_table', args, { params: { inputResponses: { party }, requestState } }),
        clientCapabilities: ELICIT,
      });
    expect(error(await retry(tampered)).code).toBe(-32602);
    expect(error(await retry(`${state}-TAMPERED`)).code).toBe(-32602);
    expect(error(await retry(state, { restaurant: 'Elsewhere' })).message).toMatch(/different request/);
    const again = await conforming({
      ...call('book_table', {}, { params: { inputResponses: { unrelated: {} }, requestState: state } }),
      clientCapabilities: ELICIT,
    });
    expect(result(again)['resultType']).toBe('input_required');
  });

  it('needs the elicitation capability: -32021 on HTTP 400 without it', async () => {
    const r = await conforming(call('book_table', {}), 400);
    expect(error(r)).toMatchObject({ code: -32021, data: { requiredCapabilities: { elicitation: { form: {} } } } });
  });
});

describe('/demo/mcp tasks extension (generate_report)', () => {
  const taskCall = (args: Record<string, unknown>) => ({ ...call('generate_report', args), clientCapabilities: TASKS });
  const taskRequest = (method: string, taskId: string, params: Record<string, unknown> = {}): Input => ({
    method,
    params: { taskId, ...params },
    clientCapabilities: TASKS,
  });
  const poll = async (taskId: string, status: string) => {
    const r = await pollUntil(
      async () => result(await conforming(taskRequest('tasks/get', taskId))),
      (r) => r['status'] === status,
    );
    if (r['status'] !== status) throw new Error(`task ${taskId} never reached ${status}`);
    return r;
  };

  it('answers synchronously without the extension, and with a task when it is declared', async () => {
    expect(result(await conforming(call('generate_report', { topic: 'caching', steps: 1 })))['resultType']).toBe(
      'complete',
    );
    const task = result(await conforming(taskCall({ topic: 'caching', steps: 2 })));
    expect(task).toMatchObject({ resultType: 'task', status: 'working' });
    const taskId = String(task['taskId']);
    expect(result(await conforming(taskRequest('tasks/get', taskId)))['taskId']).toBe(taskId);
    const done = await poll(taskId, 'completed');
    expect(done).toMatchObject({ resultType: 'complete', result: { content: [{ type: 'text' }] } });
  });

  it('pauses in input_required until tasks/update approves, fails on purpose, and cancels idempotently', async () => {
    const approval = String(result(await conforming(taskCall({ topic: 'tasks', needsApproval: true })))['taskId']);
    const waiting = await poll(approval, 'input_required');
    expect(waiting['inputRequests']).toMatchObject({ approve: { method: 'elicitation/create' } });
    const update = { inputResponses: { approve: { action: 'accept', content: { approve: true } } } };
    expect(result(await conforming(taskRequest('tasks/update', approval, update)))).toMatchObject({
      resultType: 'complete',
    });
    await poll(approval, 'completed');

    const failing = String(
      result(await conforming(taskCall({ topic: 'x', steps: 1, simulateFailure: true })))['taskId'],
    );
    expect((await poll(failing, 'failed'))['error']).toMatchObject({ code: -32603 });

    const slow = String(result(await conforming(taskCall({ topic: 'slow', steps: 10 })))['taskId']);
    await conforming(taskRequest('tasks/cancel', slow));
    await conforming(taskRequest('tasks/cancel', slow));
    expect(result(await conforming(taskRequest('tasks/get', slow)))['status']).toBe('cancelled');
  });

  it('refuses an unknown task with -32602 and undeclared tasks/* with -32021 on 400', async () => {
    expect(error(await conforming(taskRequest('tasks/get', 'no-such-task'))).code).toBe(-32602);
    const undeclared = await conforming({ method: 'tasks/get', params: { taskId: 'x' } }, 400);
    expect(error(undeclared)).toMatchObject({
      code: -32021,
      data: { requiredCapabilities: { extensions: { 'io.modelcontextprotocol/tasks': {} } } },
    });
  });
});

describe('/demo/mcp refusals', () => {
  it.each<[string, Input, number, number]>([
    ['a missing _meta', { method: 'tools/list', envelope: false }, 400, -32602],
    [
      'a missing MCP-Protocol-Version header',
      { method: 'tools/list', headers: { 'MCP-Protocol-Version': null } },
      400,
      -32020,
    ],
    [
      'a header version that differs from the body',
      { method: 'tools/list', protocolVersion: 'v999.0.0', headers: { 'MCP-Protocol-Version': '2026-07-28' } },
      400,
      -32020,
    ],
    ['a missing Mcp-Method', { method: 'tools/list', headers: { 'Mcp-Method': null } }, 400, -32020],
    ['an Mcp-Method in another case', { method: 'tools/list', headers: { 'Mcp-Method': 'TOOLS/LIST' } }, 400, -32020],
    [
      'a wrong Mcp-Name',
      {
        method: 'prompts/get',
        params: { name: 'summarize', arguments: { topic: 't' } },
        headers: { 'Mcp-Name': 'other' },
      },
      400,
      -32020,
    ],
    [
      'a missing Mcp-Name',
      { method: 'resources/read', params: { uri: 'demo://readme' }, headers: { 'Mcp-Name': null } },
      400,
      -32020,
    ],
    [
      'invalid Base64 in Mcp-Name',
      { method: 'resources/read', params: { uri: 'demo://readme' }, headers: { 'Mcp-Name': '=?base64?***?=' } },
      400,
      -32020,
    ],
    ['an unsupported version', { method: 'server/discover', protocolVersion: '2099-01-01' }, 400, -32022],
    ['an unknown logLevel', { method: 'tools/list', logLevel: 'verbose' }, 400, -32602],
    ['initialize (removed)', { method: 'initialize', params: {} }, 404, -32601],
    ['ping (removed)', { method: 'ping' }, 404, -32601],
    ['logging/setLevel (removed)', { method: 'logging/setLevel', params: { level: 'info' } }, 404, -32601],
    ['resources/subscribe (removed)', { method: 'resources/subscribe', params: { uri: 'demo://clock' } }, 404, -32601],
    [
      'resources/unsubscribe (removed)',
      { method: 'resources/unsubscribe', params: { uri: 'demo://clock' } },
      404,
      -32601,
    ],
    ['tasks/list (removed)', { method: 'tasks/list', clientCapabilities: TASKS }, 404, -32601],
    [
      'tasks/result (removed)',
      { method: 'tasks/result', params: { taskId: 'x' }, clientCapabilities: TASKS },
      404,
      -32601,
    ],
    ['an unknown method', { method: 'unknown/method' }, 404, -32601],
  ])('%s', async (_name, input, status, code) => {
    const r = await conforming(input, status);
    expect(error(r).code).toBe(code);
    expect(answerOf(r)['id']).toBe(r.request.id);
  });

  it('x-mcp-header: a missing, different or badly encoded Mcp-Param is -32020; numbers compare as numbers', async () => {
    const forecast = (headers: Record<string, string | null>) => ({
      ...call('forecast', { region: 'eu', days: 2 }),
      headers,
    });
    for (const headers of <Record<string, string | null>[]>[
      { 'Mcp-Param-Region': null },
      { 'Mcp-Param-Region': 'us' },
      { 'Mcp-Param-Region': '=?base64?%%?=' },
      { 'Mcp-Param-Days': '3' },
    ])
      expect(error(await conforming(forecast(headers), 400)).code).toBe(-32020);
    await conforming(forecast({ 'Mcp-Param-Days': '2.0' }));
    await conforming(forecast({ 'mcp-param-region': '  eu ' }));
  });

  it('the unsupported-version refusal names what is supported and what was requested', async () => {
    const r = await conforming({ method: 'server/discover', protocolVersion: '2099-01-01' }, 400);
    expect(error(r).data).toEqual({ supported: ['2026-07-28'], requested: '2099-01-01' });
  });
});

describe('/demo/mcp transport', () => {
  const discover = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'server/discover',
    params: {
      _meta: {
        'io.modelcontextprotocol/protocolVersion': '2026-07-28',
        'io.modelcontextprotocol/clientCapabilities': {},
      },
    },
  });
  const modern = {
    'Content-Type': 'application/json',
    'MCP-Protocol-Version': '2026-07-28',
    'Mcp-Method': 'server/discover',
  };

  it.each([
    ['a foreign Origin', { Origin: 'http://evil.example' }],
    ['Origin null', { Origin: 'null' }],
    ['a foreign Host (DNS rebinding)', { Host: 'evil.example' }],
    ['its own Host on another port', { Host: '127.0.0.1:1' }],
  ])('refuses %s with 403 and a JSON-RPC error without id', async (_name, headers) => {
    const r = await rawRequest(url, { headers: { ...modern, ...headers }, body: discover });
    expect(r.status).toBe(403);
    expect(JSON.parse(r.body)).toMatchObject({ jsonrpc: '2.0', error: { code: -32600 } });
    expect(JSON.parse(r.body)).not.toHaveProperty('id');
  });

  it('accepts its own origin and localhost as Host', async () => {
    const port = new URL(url).port;
    expect((await rawRequest(url, { headers: { ...modern, Origin: app.origin }, body: discover })).status).toBe(200);
    expect((await rawRequest(url, { headers: { ...modern, Host: `localhost:${port}` }, body: discover })).status).toBe(
      200,
    );
  });

  it('answers GET and DELETE with 405 and Allow: POST', async () => {
    for (const method of ['GET', 'DELETE']) {
      const r = await rawRequest(url, { method, headers: { Accept: 'text/event-stream' } });
      expect([r.status, r.headers['allow']]).toEqual([405, 'POST']);
    }
  });

  it.each([
    ['a non-JSON Content-Type', { 'Content-Type': 'text/plain' }, discover, 415, -32600],
    ['invalid JSON', modern, '{"jsonrpc":', 400, -32700],
    ['a batch', modern, `[${discover}]`, 400, -32600],
    ['a wrong jsonrpc', modern, discover.replace('"2.0"', '"1.0"'), 400, -32600],
  ])('refuses %s', async (_name, headers, body, status, code) => {
    const r = await rawRequest(url, { headers, body });
    expect(r.status).toBe(status);
    expect(JSON.parse(r.body).error.code).toBe(code);
  });

  it('accepts a notification with 202 and an empty body', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } });
    const r = await rawRequest(url, { headers: { 'Content-Type': 'application/json' }, body });
    expect([r.status, r.body]).toEqual([202, '']);
  });

  it('answers a 2025-era initialize with -32022 naming the supported version', async () => {
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'old', version: '1' } },
    });
    const r = await rawRequest(url, {
      headers: { 'Content-Type': 'application/json', 'MCP-Protocol-Version': '2025-11-25' },
      body,
    });
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body).error).toMatchObject({
      code: -32022,
      data: { supported: ['2026-07-28'], requested: '2025-11-25' },
    });
  });
});
