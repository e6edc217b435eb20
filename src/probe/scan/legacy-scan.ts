import { sseServedVerdict } from '../../check/legacy/era';
import { toFinding, type Finding } from '../../check/finding';
import { LegacySession, LegacySessionError } from '../../legacy/session/legacy-session';
import type {
  LegacyAuthorize,
  LegacyExchange,
  LegacyProbe,
  LegacyServerInfo,
  LegacyTransport,
  ServerRequest,
  ServerRequestAnswer,
} from '../../legacy/session/types';
import { isJsonObject, type JsonObject } from '../../json/types';
import { MCP_HEADERS, sendsVersionHeader } from '../../spec';
import { headerValue } from '../../wire/headers';
import { parseResponseBody } from '../../wire/parse';
import { exampleArguments } from '../arguments';
import type { HttpFetchLike } from '../send-exchange';
import type { LegacyScanSummary } from './types';

/**
 * How a 2025-era session is driven: where, over what, and what it may do. `opened` lists the
 * sessions other requests opened (a bare initialize of the scan's era probes), closed here too.
 *
 * @example
 * const input: LegacyRun = { url: 'http://127.0.0.1:3000/mcp', fetch: (url, init) => fetch(url, init), transport: 'streamable-http', headers: {}, includeCalls: false, probes: ['bad-version'] };
 * input.transport // => 'streamable-http'
 */
export interface LegacyRun {
  url: string;
  fetch: HttpFetchLike;
  transport: LegacyTransport;
  headers: Record<string, string>;
  /** Call every listed tool once with arguments built from its inputSchema. */
  includeCalls: boolean;
  /** Instead, these named calls in order (arguments built from the schema when not given). */
  calls?: readonly { tool: string; args?: JsonObject }[];
  /** The most listed tools called (default `LEGACY_MAX_CALLS`). */
  maxCalls?: number;
  /** The transport probes to send inside the session (each only where it applies: see `LegacyProbe`). */
  probes: readonly LegacyProbe[];
  clientInfo?: { name: string; version: string };
  /** The client capabilities `initialize` declares; answering the server's requests is `onServerRequest`'s job. */
  capabilities?: JsonObject;
  onServerRequest?: (request: ServerRequest) => Promise<ServerRequestAnswer>;
  /** Authorization (the client command's Authorizer): token headers, and 401/403 answered then sent again. */
  authorize?: LegacyAuthorize;
  /**
   * The arguments of a call, from those built from its schema and every listed tool's inputSchema by
   * name (the client command fills free-form arguments as a host's model would); the built ones without it.
   */
  argumentsFor?: (tool: string, built: JsonObject, schemas: ReadonlyMap<string, JsonObject>) => JsonObject;
  /** Over stdio no HTTP travels: no GET stream, no header probes, no DELETE. */
  stdio?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  source?: 'relay' | 'direct';
  opened?: readonly { sessionId: string; protocolVersion?: string }[];
  /** Each exchange as it settles. */
  onExchange?: (exchange: LegacyExchange, label: string) => void;
}

/**
 * What a legacy run gives: every exchange (judged by its era), a label for each record id, the
 * summary of the session, and notes in words.
 *
 * @example
 * const result: LegacyRunResult = { exchanges: [], labels: new Map(), summary: { transport: 'http+sse', closed: 'No session was open.' }, notes: [] };
 * result.summary.transport // => 'http+sse'
 */
export interface LegacyRunResult {
  exchanges: LegacyExchange[];
  labels: Map<string, string>;
  summary: LegacyScanSummary;
  notes: string[];
}

/**
 * The tools a legacy run calls at most (a server with 100,000 tools gets a note).
 *
 * @example
 * LEGACY_MAX_CALLS // => 50
 */
export const LEGACY_MAX_CALLS = 50;

/**
 * Drives one 2025-era session with `LegacySession`, as the scan and the `client` command do: the
 * handshake, the GET stream (Streamable HTTP), every list its capabilities offer, a prompt and a
 * resource, each tool once (`includeCalls`), `ping`, the transport probes of R-LEGACY-6/9/10, and
 * the end: DELETE of this session and of the `opened` ones (Streamable HTTP), the stream closed.
 * Never rejects: what went wrong is in the summary and the notes.
 *
 * @example
 * // A stand-in 2025-11-25 server without sessions; in real use pass the global fetch.
 * const fetch: HttpFetchLike = async (url, init) => {
 *   const message = init.body ? JSON.parse(init.body) : {};
 *   if (message.method === 'initialize') return Response.json({ jsonrpc: '2.0', id: message.id, result: { protocolVersion: '2025-11-25', capabilities: { tools: {} }, serverInfo: { name: 's', version: '1' } } });
 *   if (message.method === 'tools/list') return Response.json({ jsonrpc: '2.0', id: message.id, result: { tools: [] } });
 *   if (message.method === 'ping') return Response.json({ jsonrpc: '2.0', id: message.id, result: {} });
 *   return new Response(null, { status: init.method === 'GET' ? 405 : 202 });
 * };
 * const run = await runLegacySession({ url: 'http://127.0.0.1:3000/mcp', fetch, transport: 'streamable-http', headers: {}, includeCalls: false, probes: ['bad-version'] });
 * run.exchanges.map((e) => run.labels.get(e.record.id))
 * // => ['initialize', 'notifications/initialized', 'the GET stream', 'tools/list', 'ping', 'ping with MCP-Protocol-Version 2099-01-01 (400 expected)']
 * run.summary.closed // => 'The session had no Mcp-Session-Id, so there was nothing to DELETE.'
 */
export async function runLegacySession(run: LegacyRun): Promise<LegacyRunResult> {
  const labels = new Map<string, string>();
  const notes: string[] = [];
  let count = 0;
  let next = 'initialize';
  const session = new LegacySession({
    url: run.url,
    fetch: run.fetch,
    transport: run.transport,
    headers: run.headers,
    newId: () => `legacy-${++count}`,
    ...(run.clientInfo ? { clientInfo: run.clientInfo } : {}),
    ...(run.capabilities ? { capabilities: run.capabilities } : {}),
    ...(run.onServerRequest ? { onServerRequest: run.onServerRequest } : {}),
    ...(run.authorize ? { authorize: run.authorize } : {}),
    ...(run.timeoutMs !== undefined ? { timeoutMs: run.timeoutMs } : {}),
    ...(run.maxBytes !== undefined ? { maxBytes: run.maxBytes } : {}),
    ...(run.source ? { source: run.source } : {}),
    onExchange: (exchange) => {
      const label = labelOf(exchange, next, run.transport);
      labels.set(exchange.record.id, label);
      run.onExchange?.(exchange, label);
    },
  });
  const as = async (label: string, send: () => Promise<LegacyExchange>): Promise<LegacyExchange> => {
    next = label;
    return send();
  };
  let problem: string | undefined;
  try {
    await session.connect();
  } catch (error) {
    problem = error instanceof LegacySessionError ? error.message : String(error);
  }
  const info = session.info;
  if (info) await converse(session, info, run, as, notes);
  else await session.close();
  const closed = await closeOpened(session, run, () => `legacy-${++count}`, labels);
  notes.push(...session.problems);
  return {
    exchanges: session.exchanges,
    labels,
    summary: {
      transport: run.transport,
      ...(info
        ? {
            protocolVersion: info.protocolVersion,
            serverInfo: { name: info.serverInfo.name, version: info.serverInfo.version },
          }
        : {}),
      ...(problem ? { problem } : {}),
      closed,
    },
    notes,
  };
}

type As = (label: string, send: () => Promise<LegacyExchange>) => Promise<LegacyExchange>;

// What the run sends once the handshake is done, in order, ending with the session's close.
async function converse(
  session: LegacySession,
  info: LegacyServerInfo,
  run: LegacyRun,
  as: As,
  notes: string[],
): Promise<void> {
  const stream = info.transport === 'streamable-http' && !run.stdio ? session.openStream() : null;
  const caps = info.capabilities;
  const list = async (method: string, key: string): Promise<JsonObject[]> => {
    const listed = await as(method, () => session.request(method));
    const items = listed.answer?.result?.[key];
    return Array.isArray(items) ? items.filter(isJsonObject) : [];
  };
  const tools = isJsonObject(caps['tools']) ? await list('tools/list', 'tools') : [];
  if (isJsonObject(caps['prompts'])) {
    const prompt = (await list('prompts/list', 'prompts')).find((p) => typeof p['name'] === 'string');
    if (prompt) await getPrompt(session, prompt, as);
  }
  if (isJsonObject(caps['resources'])) {
    const resource = (await list('resources/list', 'resources')).find((r) => typeof r['uri'] === 'string');
    await list('resources/templates/list', 'resourceTemplates');
    if (resource)
      await as(`resources/read ${String(resource['uri'])}`, () =>
        session.request('resources/read', { uri: resource['uri'] as string }),
      );
  }
  const fill = argumentsOf(tools, run.argumentsFor);
  if (run.calls && run.calls.length > 0) await callNamed(session, tools, run.calls, as, notes, fill);
  else if (run.includeCalls) await callEach(session, tools, as, notes, run.maxCalls ?? LEGACY_MAX_CALLS, fill);
  await as('ping', () => session.ping());
  if (!run.stdio) await sendProbes(session, run, info.sessionId !== null, as);
  // The close's DELETE and the stream it ends are labelled by what they are (labelOf).
  await session.close();
  if (stream) await stream;
}

async function getPrompt(session: LegacySession, prompt: JsonObject, as: As): Promise<void> {
  const args = Array.isArray(prompt['arguments']) ? prompt['arguments'].filter(isJsonObject) : [];
  const filled = Object.fromEntries(
    args
      .filter((a) => a['required'] === true && typeof a['name'] === 'string')
      .map((a) => [a['name'] as string, 'example']),
  );
  await as(`prompts/get ${String(prompt['name'])}`, () =>
    session.request('prompts/get', { name: prompt['name'] as string, arguments: filled }),
  );
}

type Fill = (tool: string, built: JsonObject) => JsonObject;

// The run's argumentsFor over the listed tools' schemas by name (the built arguments without it).
function argumentsOf(tools: readonly JsonObject[], argumentsFor: LegacyRun['argumentsFor']): Fill {
  if (!argumentsFor) return (_tool, built) => built;
  const schemas = new Map<string, JsonObject>();
  for (const t of tools)
    if (typeof t['name'] === 'string') schemas.set(t['name'], isJsonObject(t['inputSchema']) ? t['inputSchema'] : {});
  return (tool, built) => argumentsFor(tool, built, schemas);
}

async function callNamed(
  session: LegacySession,
  tools: readonly JsonObject[],
  calls: readonly { tool: string; args?: JsonObject }[],
  as: As,
  notes: string[],
  fill: Fill,
): Promise<void> {
  for (const call of calls) {
    const schema = tools.find((t) => t['name'] === call.tool)?.['inputSchema'];
    const built = call.args ? { value: call.args, cut: null } : exampleArguments(schema);
    if (built.cut !== null) {
      notes.push(`${call.tool} was not called: its arguments could not be built within the bound (${built.cut}).`);
      continue;
    }
    const args = call.args ? built.value : fill(call.tool, built.value);
    await as(`tools/call ${call.tool}`, () => session.request('tools/call', { name: call.tool, arguments: args }));
  }
}

async function callEach(
  session: LegacySession,
  tools: readonly JsonObject[],
  as: As,
  notes: string[],
  max: number,
  fill: Fill,
): Promise<void> {
  const named = tools.filter((t) => typeof t['name'] === 'string');
  if (named.length > max) notes.push(`${named.length} tools are listed; the first ${max} were called.`);
  for (const tool of named.slice(0, max)) {
    const name = tool['name'] as string;
    const { value, cut } = exampleArguments(tool['inputSchema']);
    if (cut !== null) {
      notes.push(`${name} was not called: its arguments could not be built within the bound (${cut}).`);
      continue;
    }
    const args = fill(name, value);
    await as(`tools/call ${name}`, () => session.request('tools/call', { name, arguments: args }));
  }
}

async function sendProbes(session: LegacySession, run: LegacyRun, hasSession: boolean, as: As): Promise<void> {
  const streamable = run.transport === 'streamable-http';
  const applies = (kind: LegacyProbe) =>
    kind === 'foreign-origin' || (streamable && (kind === 'bad-version' || hasSession));
  for (const kind of run.probes.filter(applies)) await as(PROBE_LABELS[kind], () => session.probe(kind));
}

const PROBE_LABELS: Readonly<Record<LegacyProbe, string>> = {
  'foreign-origin': 'ping with a foreign Origin (403 expected)',
  'bad-version': 'ping with MCP-Protocol-Version 2099-01-01 (400 expected)',
  'no-session': 'ping without the Mcp-Session-Id (400 expected)',
};

// The label of a settled exchange: what the run was sending, unless the record is the stream, the
// DELETE, the initialized notification or the answer to a server request. A resumed stream is its request's.
function labelOf(exchange: LegacyExchange, sending: string, transport: LegacyTransport): string {
  const { record } = exchange;
  if (record.request.method === 'DELETE') return 'DELETE of the session';
  if (record.request.method === 'GET' && headerValue(record.request.headers, 'last-event-id') !== undefined)
    return `${sending}: its stream resumed (GET with Last-Event-ID)`;
  if (record.request.method === 'GET') return transport === 'http+sse' ? 'the HTTP+SSE stream (GET)' : 'the GET stream';
  if (record.rpcMethod === 'notifications/initialized') return record.rpcMethod;
  if (record.rpcMethod === '') return 'the answer to a server request';
  return sending;
}

// The sessions the scan's own era probes opened (a bare initialize) are closed too: each adopted by
// a LegacySession of its own and ended with its DELETE, recorded and judged (R-LEGACY-12).
async function closeOpened(
  session: LegacySession,
  run: LegacyRun,
  newId: () => string,
  labels: Map<string, string>,
): Promise<string> {
  const statusOf = (e: LegacyExchange) => (e.record.response ? `HTTP ${e.record.response.status}` : 'no answer');
  const statuses = session.exchanges.filter((e) => e.record.request.method === 'DELETE').map(statusOf);
  const own = session.info?.sessionId ?? null;
  for (const opened of run.opened ?? []) {
    if (opened.sessionId === own) continue;
    const other = new LegacySession({
      url: run.url,
      fetch: run.fetch,
      headers: run.headers,
      newId,
      ...(run.timeoutMs !== undefined ? { timeoutMs: run.timeoutMs } : {}),
      ...(run.source ? { source: run.source } : {}),
    });
    other.adopt(opened.sessionId, opened.protocolVersion);
    await other.close();
    for (const e of other.exchanges) {
      labels.set(e.record.id, 'DELETE of a session an era probe opened');
      session.exchanges.push(e);
      statuses.push(statusOf(e));
    }
  }
  if (run.transport === 'http+sse')
    return 'The HTTP+SSE stream this session opened was closed (that transport has no DELETE).';
  if (run.stdio) return "Over stdio the session ends when the client closes the server's stdin (no DELETE).";
  if (statuses.length === 0) return 'The session had no Mcp-Session-Id, so there was nothing to DELETE.';
  const n = statuses.length;
  return `The ${n} ${n === 1 ? 'session' : 'sessions'} opened here ${n === 1 ? 'was' : 'were'} closed with DELETE (${statuses.join(', ')}).`;
}

/**
 * The era verdict (R-ERA-1) a refused POST server/discover gets once the URL proved to be the
 * HTTP+SSE transport whose `initialize` was served with `served`: it replaces that answer's modern
 * findings, as the scan places it.
 *
 * @example
 * sseEraFinding({ status: 404, body: 'Not found' }, '2025-11-25').rule // => 'R-ERA-1'
 */
export function sseEraFinding(response: { status?: number; body: string }, served: string): Finding {
  return toFinding(sseServedVerdict(response, served));
}

/**
 * The sessions a list of answered `initialize` requests opened: each Mcp-Session-Id handed out,
 * with the version the server chose (so its DELETE carries the right MCP-Protocol-Version).
 *
 * @example
 * sessionsOpenedBy([{ request: { body: '{"jsonrpc":"2.0","id":1,"method":"initialize"}' }, response: { status: 200, headers: { 'mcp-session-id': 'a1' }, body: '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18"}}' } }])
 * // => [{ sessionId: 'a1', protocolVersion: '2025-06-18' }]
 */
export function sessionsOpenedBy(
  exchanges: readonly {
    request: { body: string };
    response: { status: number; headers: Record<string, string>; body: string } | null;
  }[],
): { sessionId: string; protocolVersion?: string }[] {
  const out: { sessionId: string; protocolVersion?: string }[] = [];
  for (const e of exchanges) {
    if (!e.response || !/"method"\s*:\s*"initialize"/.test(e.request.body)) continue;
    const sessionId = headerValue(e.response.headers, MCP_HEADERS.sessionId);
    if (sessionId === undefined || !/^[\x21-\x7e]+$/.test(sessionId)) continue;
    const answer = parseResponseBody(e.response).messages[0]?.value;
    const result = isJsonObject(answer) && isJsonObject(answer['result']) ? answer['result'] : undefined;
    const version = result?.['protocolVersion'];
    out.push({
      sessionId,
      ...(typeof version === 'string' && sendsVersionHeader(version) ? { protocolVersion: version } : {}),
    });
  }
  return out;
}
