import { describe, expect, it } from 'vitest';
import { checkSession, type ProbeTag, type SessionExchange } from '../../../src';

let nextId = 1;
// A recorded exchange whose answer is `answer` (a result or an error object), as JSON on `status`.
function ex(
  tag: ProbeTag,
  method: string,
  answer: { result?: unknown; error?: unknown },
  status = 200,
  params: Record<string, unknown> = {},
): SessionExchange {
  const id = nextId++;
  return {
    tag,
    exchange: {
      request: { method, id, params },
      response: {
        status,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id, ...answer }),
      },
    },
  };
}
const list = (run: number, page: number, result: unknown, method = 'tools/list' as const) =>
  ex({ kind: 'list', method, run, page }, method, { result });
const tools = (...names: string[]) => ({
  resultType: 'complete',
  tools: names.map((name) => ({ name, inputSchema: { type: 'object' } })),
  ttlMs: 0,
  cacheScope: 'private',
});
const rules = (session: SessionExchange[]) => checkSession(session).map((f) => [f.rule, f.exchange, f.severity]);

describe('checkSession', () => {
  it('R-TOOLS-4: the same tools in another order on the second listing', () => {
    expect(rules([list(1, 1, tools('a', 'b')), list(2, 1, tools('b', 'a'))])).toEqual([['R-TOOLS-4', 1, 'warning']]);
  });

  it('R-TOOLS-5: a different tool set on the second listing; same order and set pass', () => {
    expect(rules([list(1, 1, tools('a', 'b')), list(2, 1, tools('a', 'c'))])).toEqual([['R-TOOLS-5', 1, 'error']]);
    expect(rules([list(1, 1, tools('a', 'b')), list(2, 1, tools('a', 'b'))])).toEqual([]);
  });

  it('R-CACHE-5: page 2 with another cacheScope than page 1', () => {
    const page = (scope: string) => ({ resultType: 'complete', resources: [], ttlMs: 0, cacheScope: scope });
    expect(
      rules([
        list(1, 1, page('public'), 'resources/list' as never),
        list(1, 2, page('public'), 'resources/list' as never),
        list(1, 3, page('private'), 'resources/list' as never),
      ]),
    ).toEqual([['R-CACHE-5', 2, 'error']]);
  });

  it('R-DISCOVER-4: an advertised capability refused with -32601, and a served one not advertised', () => {
    const discover = ex({ kind: 'discover' }, 'server/discover', {
      result: { resultType: 'complete', supportedVersions: ['2026-07-28'], capabilities: { tools: {} } },
    });
    const refused = ex(
      { kind: 'list', method: 'tools/list', run: 1, page: 1 },
      'tools/list',
      {
        error: { code: -32601, message: 'nope' },
      },
      404,
    );
    const served = list(1, 1, { resultType: 'complete', prompts: [] }, 'prompts/list' as never);
    const completion = ex(
      { kind: 'completion' },
      'completion/complete',
      { error: { code: -32601, message: 'no' } },
      404,
    );
    expect(rules([discover, refused, served, completion])).toEqual([
      ['R-DISCOVER-4', 1, 'error'],
      ['R-DISCOVER-4', 2, 'error'],
    ]);
  });

  it('R-ORIGIN-1: 403 passes, another 4xx is a warning, a 2xx an error', () => {
    const origin = (status: number) =>
      ex({ kind: 'foreign-origin', origin: 'https://attacker.example' }, 'server/discover', { result: {} }, status);
    expect(rules([origin(403), origin(400), origin(200)])).toEqual([
      ['R-ORIGIN-1', 1, 'warning'],
      ['R-ORIGIN-1', 2, 'error'],
    ]);
  });

  it('R-RES-5 and R-RES-4: empty contents, or an error code other than -32602, for a missing resource', () => {
    const tag = { kind: 'missing-resource', uri: 'x://nope' } as const;
    expect(
      rules([
        ex(tag, 'resources/read', { result: { resultType: 'complete', contents: [] } }),
        ex(tag, 'resources/read', { error: { code: -32603, message: 'boom' } }),
        ex(tag, 'resources/read', { error: { code: -32602, message: 'not found', data: { uri: 'x://nope' } } }),
      ]),
    ).toEqual([
      ['R-RES-5', 0, 'error'],
      ['R-RES-4', 1, 'error'],
    ]);
  });

  it('unknown tool, prompt and task: -32602 passes; an isError tool result is only noted', () => {
    expect(
      rules([
        ex({ kind: 'unknown-tool', name: 'x' }, 'tools/call', { error: { code: -32602, message: 'unknown' } }),
        ex({ kind: 'unknown-tool', name: 'x' }, 'tools/call', { result: { content: [], isError: true } }),
        ex({ kind: 'unknown-prompt', name: 'x' }, 'prompts/get', { error: { code: -32601, message: 'no' } }),
        ex({ kind: 'unknown-task', taskId: 't' }, 'tasks/get', { result: { status: 'working' } }),
      ]),
    ).toEqual([
      ['R-TOOLS-11', 1, 'info'],
      ['R-PROMPT-3', 2, 'warning'],
      ['R-TASK-6', 3, 'error'],
    ]);
  });

  it('R-HDR-9: a call without its Mcp-Param header must get 400 + -32020', () => {
    const tag = { kind: 'missing-param-header', tool: 'lookup', header: 'Mcp-Param-Region' } as const;
    expect(
      rules([
        ex(tag, 'tools/call', { error: { code: -32020, message: 'header' } }, 400),
        ex(tag, 'tools/call', { result: { resultType: 'complete', content: [] } }),
      ]),
    ).toEqual([['R-HDR-9', 1, 'error']]);
  });

  it('R-TOOLS-9: a tool with an outputSchema and no structuredContent; whether it fits is R-TOOLS-12 alone', () => {
    const listing = list(1, 1, {
      ...tools(),
      tools: [{ name: 't', inputSchema: { type: 'object' }, outputSchema: { type: 'object', required: ['id'] } }],
    });
    const call = (result: unknown) => ex({ kind: 'call', tool: 't' }, 'tools/call', { result });
    expect(
      rules([
        listing,
        call({ resultType: 'complete', content: [] }),
        call({ resultType: 'complete', content: [], structuredContent: { other: 1 } }),
        call({ resultType: 'complete', content: [], structuredContent: { id: 'a' } }),
        call({ resultType: 'complete', content: [], isError: true }),
      ]),
    ).toEqual([
      ['R-TOOLS-9', 1, 'error'],
      // One rule per fact: the missing required id is R-TOOLS-12's (JSON Schema 2020-12), not R-TOOLS-9's too.
      ['R-TOOLS-12', 2, 'error'],
    ]);
  });

  it('R-MRTR-11 and R-MRTR-7: a valid retry refused, a tampered retry served', () => {
    expect(
      rules([
        ex({ kind: 'call', tool: 'ask' }, 'tools/call', {
          result: { resultType: 'input_required', requestState: 's' },
        }),
        ex({ kind: 'retry', of: 0 }, 'tools/call', { error: { code: -32603, message: 'internal' } }),
        ex({ kind: 'retry', of: 0, tampered: true }, 'tools/call', { result: { resultType: 'complete', content: [] } }),
        ex({ kind: 'retry', of: 0, tampered: true }, 'tools/call', { error: { code: -32602, message: 'tampered' } }),
      ]),
    ).toEqual([
      ['R-MRTR-11', 1, 'error'],
      ['R-MRTR-7', 2, 'error'],
    ]);
  });

  it('R-TASK-8: the immediate tasks/get of a created task refused; later polls are not judged here', () => {
    const refused = { error: { code: -32602, message: 'unknown task' } };
    expect(
      rules([
        ex({ kind: 'task-poll', created: 0, immediate: true }, 'tasks/get', refused),
        ex({ kind: 'task-poll', created: 0, immediate: false }, 'tasks/get', refused),
      ]),
    ).toEqual([['R-TASK-8', 0, 'error']]);
  });

  it('skips exchanges without an answer and never throws on garbage', () => {
    expect(checkSession([{ tag: { kind: 'discover' }, exchange: null }, list(1, 1, 'not an object')])).toEqual([]);
    const garbage = { tag: { kind: 'list' }, exchange: { request: {}, response: { body: '<html>' } } };
    // checkSession catches what a rule throws and reports it as R-INTERNAL: garbage must give no finding at all.
    expect(checkSession([garbage as unknown as SessionExchange])).toEqual([]);
  });

  it('places a finding inside an SSE answer on its frame', () => {
    const session = [list(1, 1, tools('a', 'b'))];
    const sse = list(2, 1, tools('b', 'a'));
    const body = sse.exchange!.response.body;
    sse.exchange!.response = {
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
      body: `data: {"jsonrpc":"2.0","method":"notifications/progress","params":{}}\n\ndata: ${body}\n\n`,
    };
    expect(checkSession([...session, sse])[0]).toMatchObject({ rule: 'R-TOOLS-4', frame: 1, pointer: '/result/tools' });
  });

  it('a -32022 to the not-found probes is a version refusal, judged by no not-found rule (R-RES-4, R-TOOLS-11, R-PROMPT-3, R-HDR-9)', () => {
    const refused = {
      error: { code: -32022, message: 'Unsupported protocol version', data: { supported: ['2025-11-25'] } },
    };
    const session = [
      ex({ kind: 'missing-resource', uri: 'x://nope' }, 'resources/read', refused, 400),
      ex({ kind: 'unknown-tool', name: 'nope' }, 'tools/call', refused, 400),
      ex({ kind: 'unknown-prompt', name: 'nope' }, 'prompts/get', refused, 400),
      ex({ kind: 'missing-param-header', tool: 't', header: 'Mcp-Param-Region' }, 'tools/call', refused, 400),
    ];
    expect(checkSession(session).map((f) => f.rule)).toEqual([]);
    // The same probes answered -32601 are still judged.
    const other = { error: { code: -32601, message: 'nope' } };
    const judged = [
      ex({ kind: 'missing-resource', uri: 'x://nope' }, 'resources/read', other, 404),
      ex({ kind: 'unknown-prompt', name: 'nope' }, 'prompts/get', other, 404),
    ];
    expect(checkSession(judged).map((f) => f.rule)).toEqual(['R-RES-4', 'R-PROMPT-3']);
  });

  it('R-ERA-3: after an era verdict an unsupported version gets 400, whatever the body', () => {
    const tag = { kind: 'legacy-version', version: '2099-01-01' } as const;
    const at = (status: number) => ({
      tag,
      exchange: { request: { method: 'server/discover', id: 1 }, response: { status, body: 'Bad Request' } },
    });
    expect(checkSession([at(400)])).toEqual([]);
    expect(checkSession([at(404), at(422)]).map((f) => [f.rule, f.exchange, f.actual])).toEqual([
      ['R-ERA-3', 0, 'HTTP 404'],
      ['R-ERA-3', 1, 'HTTP 422'],
    ]);
  });

  it('R-RPC-4 after an era verdict: a JSON-RPC error with "id": null to the readable id is an error', () => {
    const tag = { kind: 'legacy-version', version: '2099-01-01' } as const;
    const body = (id: unknown) =>
      JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32000, message: 'Bad Request' } });
    const at = (id: unknown) => ({
      tag,
      exchange: { request: { method: 'server/discover', id: 7 }, response: { status: 400, body: body(id) } },
    });
    expect(checkSession([at(7)])).toEqual([]);
    expect(checkSession([at(null)]).map((f) => [f.rule, f.severity, f.pointer, f.expected])).toEqual([
      ['R-RPC-4', 'error', '/id', '7'],
    ]);
  });

  describe('R-REQMETA-3: -32022 data.supported agrees with the rest of the session', () => {
    const PV = 'io.modelcontextprotocol/protocolVersion';
    const asking = (version: string) => ({ _meta: { [PV]: version } });
    const refused = (version: string, supported: string[], tag: ProbeTag = { kind: 'other' }) =>
      ex(
        tag,
        'server/discover',
        { error: { code: -32022, message: 'no', data: { supported, requested: version } } },
        400,
        asking(version),
      );
    const discover = (supportedVersions: string[]) =>
      ex(
        { kind: 'discover' },
        'server/discover',
        { result: { resultType: 'complete', supportedVersions } },
        200,
        asking('2026-07-28'),
      );

    it('names a version server/discover does not list', () => {
      const session = [discover(['2026-07-28']), refused('2099-01-01', ['2026-07-28', '2025-11-25'])];
      expect(rules(session)).toEqual([['R-REQMETA-3', 1, 'error']]);
      expect(checkSession(session)[0]!.message).toContain('lists 2025-11-25, which server/discover');
    });

    it('names a version the server refused with -32022 on another request', () => {
      const session = [
        refused('2026-07-28', ['2025-11-25'], { kind: 'discover' }),
        refused('2099-01-01', ['2026-07-28', '2025-11-25']),
      ];
      expect(rules(session)).toEqual([['R-REQMETA-3', 1, 'error']]);
      expect(checkSession(session)[0]!.message).toContain('refused 2026-07-28 with -32022 to a server/discover');
    });

    it('agreeing answers give nothing', () => {
      expect(
        rules([discover(['2026-07-28', '2025-11-25']), refused('2099-01-01', ['2025-11-25', '2026-07-28'])]),
      ).toEqual([]);
      expect(
        rules([refused('2026-07-28', ['2025-11-25'], { kind: 'discover' }), refused('2099-01-01', ['2025-11-25'])]),
      ).toEqual([]);
    });
  });
});
