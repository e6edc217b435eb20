import { describe, expect, it } from 'vitest';
import {
  checkExchange,
  expectedShape,
  exchangeRules,
  RULES,
  sessionRules,
  specLink,
  toFinding,
} from '../../../src/check/index';
import { resolvePointerRange } from '../../../src/json/resolve-pointer';
import { FAMILIES } from './cases/index';
import { err, ex, good, INFO, res, SERVER_INFO, sse, SSE_HEADERS } from './helpers';

describe('resolvePointerRange places findings', () => {
  it('places every finding of a broken response on its member', () => {
    const body = JSON.stringify(
      res(
        good('tools/list', {
          ttlMs: -1,
          cacheScope: 'Public',
          tools: [{ name: 'a b', inputSchema: { type: 'array' } }],
        }),
      ),
    );
    const findings = checkExchange(ex('tools/list', body));
    expect(findings.length).toBeGreaterThan(3);
    for (const f of findings) expect(resolvePointerRange(body, f.pointer), f.rule).toMatchObject({ exact: true });
  });
  it('places a finding inside an SSE frame, counted as the checker counts frames', () => {
    const body = `id: 0\ndata: \n\n${sse({ jsonrpc: '2.0', id: 9, method: 'roots/list' }, res(good('tools/call')))}`;
    const f = checkExchange(ex('tools/call', body, { headers: SSE_HEADERS })).find((x) => x.rule === 'R-REMOVED-3');
    expect(f).toMatchObject({ rule: 'R-REMOVED-3', frame: 0 });
    const range = resolvePointerRange(body, f!.pointer, { frame: f!.frame! });
    expect(range && body.slice(range.start, range.end)).toBe('"roots/list"');
  });
});

describe('findings', () => {
  it('carry level, severity by §2 and a spec link on every rule', () => {
    for (const rule of Object.values(RULES)) {
      const f = toFinding({ rule: rule.id, pointer: '', message: 'm' });
      expect(f.spec.url).toMatch(
        /^https:\/\/(modelcontextprotocol\.io\/specification\/(2026-07-28|2025-11-25)\/|github\.com\/modelcontextprotocol\/modelcontextprotocol\/blob\/main\/seps\/|github\.com\/modelcontextprotocol\/ext-apps\/blob\/main\/specification\/)/,
      );
      expect(f.severity).toBe(
        rule.severity ??
          (rule.level.startsWith('MUST') || rule.level === 'VERDICT'
            ? 'error'
            : rule.level.startsWith('SHOULD')
              ? 'warning'
              : 'info'),
      );
    }
    expect(specLink('R-CACHE-1').url).toBe(
      'https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching',
    );
    expect(specLink('R-TASK-2').url).toBe(
      'https://github.com/modelcontextprotocol/modelcontextprotocol/blob/main/seps/2663-tasks-extension.md',
    );
  });
  it('name the SSE frame they are about', () => {
    const [f] = checkExchange(
      ex('tools/call', sse({ jsonrpc: '2.0', id: 9, method: 'roots/list' }, res(good('tools/call'))), {
        headers: SSE_HEADERS,
      }),
    );
    expect(f).toMatchObject({ rule: 'R-REMOVED-3', frame: 0, pointer: '/method' });
    // The frame is a field for each renderer to format, not part of the sentence.
    expect(f?.message).not.toMatch(/frame/i);
  });
  it('report nothing on a conforming response', () => {
    expect(checkExchange(ex('tools/list', res(good('tools/list'))))).toEqual([]);
  });
  it('accept a refused notification answered with an error without id', () => {
    const refused = ex(
      'notifications/cancelled',
      { jsonrpc: '2.0', error: { code: -32600, message: 'Invalid Request' } },
      { notification: true, status: 400 },
    );
    expect(checkExchange(refused)).toEqual([]);
  });
  it('judge an initialize without envelope as legacy traffic', () => {
    const legacy = ex('initialize', res({ protocolVersion: '2025-11-25', capabilities: {}, serverInfo: INFO }), {
      meta: null,
    });
    expect(checkExchange(legacy).map((f) => [f.rule, f.related])).toEqual([['R-ERA-2', ['R-REMOVED-4']]]);
  });
  it('emit only catalogue rules judged from one exchange (every family, every table case)', () => {
    const exchanges = Object.values(FAMILIES)
      .flat()
      .flatMap((c) => [c.ok, c.bad]);
    const emitted = new Set(exchanges.flatMap((e) => checkExchange(e, { strict: true }).map((f) => f.rule as string)));
    const judged = new Set<string>(exchangeRules().map((r) => r.id));
    expect(emitted.size).toBeGreaterThan(50);
    expect([...emitted].filter((id) => !judged.has(id))).toEqual([]);
  });
  it('list the session rules apart', () => {
    expect(sessionRules().map((r) => r.id)).toEqual(
      expect.arrayContaining([
        'R-CACHE-5',
        'R-MRTR-7',
        'R-MRTR-11',
        'R-TASK-8',
        'R-TASK-9',
        'R-DISCOVER-4',
        'R-TOOLS-4',
      ]),
    );
  });
  it('turn an exception inside a check into R-INTERNAL unless strict', () => {
    const hostile = ex('tools/list', res(good('tools/list')));
    Object.defineProperty(hostile.request, 'params', {
      get: () => {
        throw new Error('boom');
      },
      enumerable: true,
    });
    expect(checkExchange(hostile).map((f) => f.rule)).toEqual(['R-INTERNAL']);
    expect(() => checkExchange(hostile, { strict: true })).toThrow('boom');
  });
});

describe('catalogue fixes', () => {
  it('links SEP-only rules to their family page (How to use this document)', () => {
    expect(specLink('R-RESULT-TYPE-5').url).toMatch(/2026-07-28\/basic$/);
    expect(specLink('R-META-3').url).toMatch(/2026-07-28\/basic$/);
    expect(specLink('R-REMOVED-2').url).toMatch(/2026-07-28\/changelog$/);
  });
  it('reports a listen stream without its closing result as a warning', () => {
    const ack = {
      jsonrpc: '2.0',
      method: 'notifications/subscriptions/acknowledged',
      params: { notifications: {}, _meta: { 'io.modelcontextprotocol/subscriptionId': 1 } },
    };
    const f = checkExchange(
      ex('subscriptions/listen', sse(ack), { headers: SSE_HEADERS, params: { notifications: {} } }),
    ).find((x) => x.rule === 'R-SUB-6');
    expect(f?.severity).toBe('warning');
  });
  it('a notification acknowledged 202 with a body gets R-HTTP-2 and no envelope findings', () => {
    const rules = checkExchange(
      ex('notifications/cancelled', '{}', { notification: true, status: 202, headers: {} }),
    ).map((x) => x.rule);
    expect(rules).toEqual(['R-HTTP-2']);
  });
});

describe('expectedShape', () => {
  it('re-shapes a result with the request id and method', () => {
    const sent = res(
      { tools: [], ttlMs: -1, _meta: { [SERVER_INFO]: INFO, 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } },
      '1',
    );
    expect(expectedShape(ex('tools/list', sent))).toEqual({
      status: 200,
      response: {
        jsonrpc: '2.0',
        id: 1,
        result: {
          tools: [],
          resultType: 'complete',
          ttlMs: 60000,
          cacheScope: 'private',
          _meta: { [SERVER_INFO]: INFO },
        },
      },
    });
  });
  it('keeps valid hints, turns errors back into errors, and gives the status', () => {
    expect(expectedShape(ex('resources/read', err(-32002, 'nf'), { status: 200 }))).toEqual({
      status: 200,
      response: { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'nf' } },
    });
    expect(expectedShape(ex('x/y', err(-32601, 'Method not found')))?.status).toBe(404);
    expect(
      expectedShape(ex('resources/read', res(good('resources/read', { ttlMs: 5, cacheScope: 'public' }))))?.response,
    ).toEqual(res(good('resources/read', { ttlMs: 5, cacheScope: 'public' })));
  });
  it('handles input_required and task results, and SSE bodies', () => {
    const irr = { resultType: 'input_required', requestState: 's', ttlMs: 0 };
    expect(expectedShape(ex('tools/call', res(irr)))?.response).toEqual(
      res({ resultType: 'input_required', requestState: 's' }),
    );
    const task = {
      resultType: 'task',
      taskId: 't',
      status: 'working',
      createdAt: 'x',
      lastUpdatedAt: 'y',
      ttlMs: null,
    };
    const declared = { extensions: { 'io.modelcontextprotocol/tasks': {} } };
    expect(expectedShape(ex('tools/call', sse(res(task)), { headers: SSE_HEADERS, caps: declared }))?.response).toEqual(
      res(task),
    );
    expect(expectedShape(ex('tools/call', res(task)))).toEqual({
      status: 400,
      response: err(-32021, 'This tool runs only as a task, which needs the tasks extension.', {
        requiredCapabilities: { extensions: { 'io.modelcontextprotocol/tasks': {} } },
      }),
    });
  });
  it('refuses before the method runs, with the prescribed code and status', () => {
    const H = { 'MCP-Protocol-Version': '2026-07-28', 'Mcp-Method': 'tools/list' };
    expect(expectedShape(ex('tools/list', res(good('tools/list')), { meta: null, reqHeaders: H }))).toMatchObject({
      status: 400,
      response: { error: { code: -32602 } },
    });
    expect(
      expectedShape(ex('tools/list', res(good('tools/list')), { reqHeaders: { 'Mcp-Method': 'tools/list' } })),
    ).toMatchObject({
      status: 400,
      response: { error: { code: -32020 } },
    });
    expect(expectedShape(ex('ping', res({ resultType: 'complete' })))).toMatchObject({
      status: 404,
      response: { id: 1, error: { code: -32601 } },
    });
    const v = { 'io.modelcontextprotocol/protocolVersion': '2099-01-01' };
    expect(expectedShape(ex('tools/list', err(-32022, 'x'), { meta: v, status: 400 }))).toMatchObject({
      status: 400,
      response: { error: { code: -32022, data: { supported: ['2026-07-28'], requested: '2099-01-01' } } },
    });
  });
  it('renumbers pre-final codes, completes -32021 data and replaces undefined reserved codes', () => {
    expect(expectedShape(ex('tools/call', err(-32003, 'm', { requiredCapabilities: ['sampling'] })))).toEqual({
      status: 400,
      response: err(-32021, 'm', { requiredCapabilities: { sampling: {} } }),
    });
    expect(expectedShape(ex('tools/call', err(-32001, 'm')))).toEqual({ status: 400, response: err(-32020, 'm') });
    // The refused version is never listed as supported (R-REQMETA-3).
    expect(expectedShape(ex('tools/call', err(-32004, 'm')))?.response).toEqual(
      err(-32022, 'm', { supported: ['2025-11-25'], requested: '2026-07-28' }),
    );
    expect(expectedShape(ex('tools/call', err(-32050, 'm')))).toEqual({ status: 200, response: err(-32603, 'm') });
  });
  it('is null where it does not apply', () => {
    expect(expectedShape(ex('tools/list', '<html>'))).toBeNull();
    expect(expectedShape(ex('notifications/initialized', '', { notification: true }))).toBeNull();
    expect(expectedShape(ex('tools/list', { jsonrpc: '2.0', id: 1, error: { code: 'x', message: 'm' } }))).toBeNull();
  });
  it('the expected shape of any response passes the checker without errors', () => {
    const sent = [
      res({ tools: [{ name: 'x', inputSchema: { type: 'object' } }] }),
      res(good('tools/list', { cacheScope: 'shared' })),
      err(-32002, 'nf'),
    ];
    for (const s of sent) {
      const exchange = ex('tools/list', s);
      const expected = expectedShape(exchange);
      const again = {
        ...exchange,
        response: { ...exchange.response, status: expected!.status, body: JSON.stringify(expected!.response) },
      };
      expect(checkExchange(again).filter((f) => f.severity === 'error')).toEqual([]);
    }
  });
});

describe('answers to notifications', () => {
  const note = (status: number, body: string, contentType?: string) =>
    checkExchange({
      request: { method: 'notifications/cancelled', params: { requestId: 1 } },
      response: { status, body, headers: contentType ? { 'content-type': contentType } : {} },
    }).map((f) => f.rule);
  it.each<[string, number, string, string | undefined, string[]]>([
    ['accepted with an empty body', 202, '', undefined, []],
    ['202 with null', 202, 'null', 'application/json', ['R-HTTP-2']],
    ['202 with {}', 202, '{}', 'application/json', ['R-HTTP-2']],
    ['refused with an HTML page (an HTTP error status is allowed)', 500, '<html>boom</html>', 'text/html', []],
  ])('%s', (_name, status, body, contentType, rules) => {
    expect([...new Set(note(status, body, contentType))]).toEqual(rules);
  });
});
