import { randomUUID } from 'node:crypto';
import {
  ENVELOPE,
  isJsonObject,
  MCP_HEADERS,
  META_KEYS,
  TASKS_EXTENSION,
  UNSUPPORTED_PROTOCOL_VERSION,
  type JsonObject,
} from '../../../../src';
import type { AnswerView, EndpointHooks } from '../http/hooks';
import type { OutgoingMessage } from '../mcp/types';

/** The request that shows a departure (built with the library's buildRequest, then adjusted). */
export interface Probe {
  method: string;
  params?: JsonObject;
  clientCapabilities?: JsonObject;
  protocolVersion?: string;
  progressToken?: string;
  /** Header changes after buildRequest; null removes a header. */
  headers?: Record<string, string | null>;
  /** Send params without the _meta envelope. */
  withoutEnvelope?: boolean;
  /** Derive Mcp-Param-* headers from this tool's inputSchema. */
  tool?: string;
  /** Create a generate_report task first and put its id in params.taskId. */
  needsTask?: boolean;
}

/** One deliberate departure from 2026-07-28: what it does, the rules it breaks, how to see it. */
export interface Departure {
  id: string;
  what: string;
  /** Rule ids the checker reports on the probe's exchange. */
  rules: string[];
  probe: Probe;
  hooks: EndpointHooks;
}

type Edit = (message: OutgoingMessage, view: AnswerView) => OutgoingMessage[] | undefined;

const result = (m: OutgoingMessage): JsonObject | undefined => (isJsonObject(m['result']) ? m['result'] : undefined);
const error = (m: OutgoingMessage): JsonObject | undefined => (isJsonObject(m['error']) ? m['error'] : undefined);

// A message hook that edits the results of one method in place.
const onResult = (
  method: string,
  edit: (r: JsonObject, m: OutgoingMessage, view: AnswerView) => void,
): EndpointHooks => ({
  message: (m, view) => {
    const r = result(m);
    if (view.method === method && r) edit(r, m, view);
    return [m];
  },
});
const messages = (edit: Edit): EndpointHooks => ({ message: (m, view) => edit(m, view) ?? [m] });

const SERVER_INFO = META_KEYS.serverInfo.key;
const TASKS_PROBE = { extensions: { [TASKS_EXTENSION]: {} }, elicitation: {} };

/** Every departure of /demo/divergent, in the order of the README table. */
export const DEPARTURES: Departure[] = [
  {
    id: 'discover-no-result-type',
    what: 'server/discover leaves out resultType',
    rules: ['R-RESULT-TYPE-1'],
    probe: { method: 'server/discover' },
    hooks: onResult('server/discover', (r) => delete r['resultType']),
  },
  {
    id: 'discover-server-info-in-body',
    what: 'server/discover puts serverInfo in the result body instead of _meta (the pre-#3002 shape)',
    rules: ['R-META-3', 'R-DISCOVER-7'],
    probe: { method: 'server/discover' },
    hooks: onResult('server/discover', (r) => {
      const meta = r['_meta'] as JsonObject;
      r['serverInfo'] = meta[SERVER_INFO];
      delete meta[SERVER_INFO];
      if (Object.keys(meta).length === 0) delete r['_meta'];
    }),
  },
  {
    id: 'discover-no-cache-hints',
    what: 'server/discover has no ttlMs or cacheScope',
    rules: ['R-DISCOVER-2'],
    probe: { method: 'server/discover' },
    hooks: onResult('server/discover', (r) => (delete r['ttlMs'], delete r['cacheScope'])),
  },
  {
    id: 'discover-v1-tasks-capability',
    what: 'server/discover also advertises tasks the 2025 way, as capabilities.tasks',
    rules: ['R-DISCOVER-6'],
    probe: { method: 'server/discover' },
    hooks: onResult('server/discover', (r) => {
      (r['capabilities'] as JsonObject)['tasks'] = { list: {}, cancel: {}, requests: { tools: { call: {} } } };
    }),
  },
  {
    id: 'session-id',
    what: 'every answer sets an Mcp-Session-Id header',
    rules: ['R-HTTP-7'],
    probe: { method: 'server/discover' },
    hooks: { headers: (h) => h.set(MCP_HEADERS.sessionId, randomUUID()) },
  },
  {
    id: 'tools-list-bad-cache-hints',
    what: 'tools/list sends ttlMs as a string and cacheScope "shared"',
    rules: ['R-CACHE-2', 'R-CACHE-3'],
    probe: { method: 'tools/list' },
    hooks: onResult('tools/list', (r) => ((r['ttlMs'] = String(r['ttlMs'])), (r['cacheScope'] = 'shared'))),
  },
  {
    id: 'prompts-list-no-cache-hints',
    what: 'prompts/list has no ttlMs or cacheScope',
    rules: ['R-CACHE-1'],
    probe: { method: 'prompts/list' },
    hooks: onResult('prompts/list', (r) => (delete r['ttlMs'], delete r['cacheScope'])),
  },
  {
    id: 'not-found-32002',
    what: 'an unknown resource gets the 2025 code -32002 instead of -32602, without data.uri',
    rules: ['R-RES-4', 'R-ERR-1'],
    probe: { method: 'resources/read', params: { uri: 'demo://notes/9' } },
    hooks: messages((m, view) => {
      const e = error(m);
      if (view.method !== 'resources/read' || e?.['code'] !== -32602 || !isJsonObject(e['data'])) return undefined;
      e['code'] = -32002;
      delete e['data'];
      return [m];
    }),
  },
  {
    id: 'unknown-method-200',
    what: 'an unknown method gets -32601 on HTTP 200 instead of 404',
    rules: ['R-ERR-8'],
    probe: { method: 'demo/unknown' },
    hooks: { status: (status, m) => (error(m)?.['code'] === -32601 ? 200 : status) },
  },
  {
    id: 'ping-served',
    what: 'the removed ping is still answered with a result',
    rules: ['R-REMOVED-1'],
    probe: { method: 'ping' },
    hooks: {
      message: (m, view) =>
        view.method === 'ping' && error(m)
          ? [{ jsonrpc: '2.0', id: m['id'], result: { resultType: 'complete' } }]
          : [m],
      status: (status, m, view) => (view.method === 'ping' && result(m) ? 200 : status),
    },
  },
  {
    id: 'echoed-request-meta',
    what: "resources/read echoes the request's _meta envelope into the result's _meta",
    rules: ['R-META-6'],
    probe: { method: 'resources/read', params: { uri: 'demo://readme' } },
    hooks: onResult('resources/read', (r, _m, view) => {
      const echoed = Object.fromEntries(
        Object.entries(view.request?.meta ?? {}).filter(([k]) => Object.values(ENVELOPE).includes(k as never)),
      );
      r['_meta'] = { ...echoed, ...(r['_meta'] as JsonObject) };
    }),
  },
  {
    id: 'missing-meta-accepted',
    what: 'a request without the _meta envelope is served instead of refused with 400 and -32602',
    rules: ['R-REQMETA-1'],
    probe: { method: 'tools/list', withoutEnvelope: true },
    hooks: { skip: { envelope: true } },
  },
  {
    id: 'name-header-ignored',
    what: 'a wrong Mcp-Name header is accepted instead of refused with 400 and -32020',
    rules: ['R-HDR-5'],
    probe: {
      method: 'prompts/get',
      params: { name: 'summarize', arguments: { topic: 'tasks' } },
      headers: { [MCP_HEADERS.name]: 'not-summarize' },
    },
    hooks: { skip: { name: true } },
  },
  {
    id: 'unsupported-version-no-requested',
    what: 'the -32022 refusal of an unknown version leaves out data.requested',
    rules: ['R-REQMETA-3'],
    probe: { method: 'server/discover', protocolVersion: UNSUPPORTED_PROTOCOL_VERSION },
    hooks: messages((m) => {
      const e = error(m);
      if (e?.['code'] !== -32022 || !isJsonObject(e['data'])) return undefined;
      delete e['data']['requested'];
      return [m];
    }),
  },
  {
    id: 'input-required-cache-hints',
    what: "book_table's input_required result carries ttlMs and cacheScope",
    rules: ['R-CACHE-4'],
    probe: {
      method: 'tools/call',
      params: { name: 'book_table', arguments: {} },
      clientCapabilities: { elicitation: {} },
    },
    hooks: onResult('tools/call', (r) => {
      if (r['resultType'] === 'input_required') Object.assign(r, { ttlMs: 0, cacheScope: 'private' });
    }),
  },
  {
    id: 'tasks-get-result-type-task',
    what: 'tasks/get answers with resultType "task" instead of "complete"',
    rules: ['R-RESULT-TYPE-3'],
    probe: { method: 'tasks/get', clientCapabilities: TASKS_PROBE, needsTask: true },
    hooks: onResult('tasks/get', (r) => (r['resultType'] = 'task')),
  },
  {
    id: 'list-changed-in-call-stream',
    what: "count_slowly's SSE stream carries a notifications/tools/list_changed, which belongs on listen streams only",
    rules: ['R-HTTP-6'],
    probe: {
      method: 'tools/call',
      params: { name: 'count_slowly', arguments: { to: 2, delayMs: 0 } },
      progressToken: 'p1',
    },
    hooks: messages((m, view) =>
      view.method === 'tools/call' && m['method'] === 'notifications/progress'
        ? [m, { jsonrpc: '2.0', method: 'notifications/tools/list_changed', params: {} }]
        : undefined,
    ),
  },
  {
    id: 'listen-no-ack',
    what: 'subscriptions/listen never sends notifications/subscriptions/acknowledged: the first frame is a resources/updated',
    rules: ['R-SUB-1'],
    probe: { method: 'subscriptions/listen', params: { notifications: { resourceSubscriptions: ['demo://clock'] } } },
    hooks: messages((m) => (m['method'] === 'notifications/subscriptions/acknowledged' ? [] : undefined)),
  },
  {
    id: 'completion-id-as-string',
    what: 'completion/complete answers with the request id turned into a string',
    rules: ['R-RPC-3'],
    probe: {
      method: 'completion/complete',
      params: { ref: { type: 'ref/prompt', name: 'summarize' }, argument: { name: 'style', value: 'b' } },
    },
    hooks: messages((m, view) =>
      view.method === 'completion/complete' && 'id' in m ? [{ ...m, id: String(m['id']) }] : undefined,
    ),
  },
];

/** All departures' hooks as one set: message edits chained in table order, skips combined. */
export function divergentHooks(departures: readonly Departure[] = DEPARTURES): EndpointHooks {
  const hooks = departures.map((d) => d.hooks);
  return {
    skip: Object.assign({}, ...hooks.map((h) => h.skip ?? {})),
    message: (m, view) =>
      hooks.reduce<OutgoingMessage[]>((list, h) => (h.message ? list.flatMap((x) => h.message!(x, view)) : list), [m]),
    status: (status, m, view) => hooks.reduce((s, h) => (h.status ? h.status(s, m, view) : s), status),
    headers: (headers, view) => hooks.forEach((h) => h.headers?.(headers, view)),
  };
}
