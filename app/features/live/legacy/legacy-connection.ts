import {
  LegacySession,
  META_KEYS,
  migrationOf,
  offeredMethods,
  type ExchangeRecord,
  type JsonObject,
  type LegacyExchange,
  type LegacyTransport,
  type ServerRequestAnswer,
} from '../../../../src/index';
import { useHistoryStore } from '../../../exchange/history/history-store';
import { useInflightStore } from '../../../exchange/state/inflight-store';
import type { Transport } from '../../../exchange/transport/choose-fetch';
import type { LiveRequest } from '../../../exchange/transport/send-live';
import type { Catalog } from '../model/request-draft';
import { useLiveStore } from '../state/live-store';
import { headersFor } from '../state/saved-live';
import { withTokenHeader } from '../auth/token-fetch';
import { useLegacyStore } from './legacy-store';

// The capabilities a legacy session declares: Live answers each of these by hand.
const CAPABILITIES = { sampling: {}, elicitation: {}, roots: {} };
const MAX_PAGES = 20;
const ENVELOPE_KEYS = new Set(Object.values(META_KEYS).map((fact) => fact.key));

let current: { url: string; session: LegacySession; discover: ExchangeRecord | null } | null = null;
let asks = 0;

/** The legacy session Live holds for `url`, if it connected to that server in a 2025 era. */
export function legacySessionFor(url: string): LegacySession | null {
  return current?.url === url ? current.session : null;
}

/** Ends the legacy session (DELETE, streams closed) and forgets what it showed. */
export async function disconnectLegacy(): Promise<void> {
  const ending = current;
  current = null;
  for (const ask of useLegacyStore.getState().asks) ask.answer({ error: { code: -32603, message: 'Disconnected' } });
  useLegacyStore.getState().actions.reset();
  await ending?.session.close();
}

/**
 * Connects to a 2025-era server: the handshake, then every list its capabilities declare (page by
 * page), each exchange a record in the history. `discover` is Auto's refused server/discover.
 */
export async function connectLegacy(options: {
  url: string;
  transport: LegacyTransport;
  wire: Transport;
  discover: ExchangeRecord | null;
  signal: AbortSignal;
}): Promise<{ record: ExchangeRecord; catalog: Catalog; declared: string[] }> {
  await disconnectLegacy();
  const { url, wire } = options;
  const settings = useLiveStore.getState();
  const userHeaders = Object.fromEntries(
    headersFor(settings.headers, url)
      .filter((h) => h.enabled && h.name)
      .map((h) => [h.name, h.value]),
  );
  const session: LegacySession = new LegacySession({
    url,
    transport: options.transport,
    fetch: (u, init) => wire.fetch(u, init),
    headers: withTokenHeader(url, userHeaders),
    capabilities: CAPABILITIES,
    source: wire.kind,
    newId: () => crypto.randomUUID(),
    onExchange: (exchange) => record(session, exchange, options.discover),
    onServerRequest: (request) =>
      new Promise<ServerRequestAnswer>((resolve) => {
        const key = `ask-${++asks}`;
        useLegacyStore.getState().actions.asked({
          key,
          request,
          answer: (answer) => {
            useLegacyStore.getState().actions.answered(key);
            resolve(answer);
          },
        });
      }),
  });
  current = { url, session, discover: options.discover };
  const info = await session.connect(options.signal);
  useLegacyStore.getState().actions.connected({ url, info, discoverId: options.discover?.id ?? null });
  const initRecord = session.exchanges.find((e) => e.record.rpcMethod === 'initialize')!.record;
  const catalog = await listAll(session, info.capabilities, options.signal);
  if (options.transport === 'streamable-http') void session.openStream();
  useInflightStore.getState().actions.select(initRecord.id);
  return { record: initRecord, catalog, declared: offeredMethods(Object.keys(info.capabilities), []) };
}

/**
 * Sends one of Live's requests inside the legacy session: the envelope and the 2026-07-28 headers are left
 * out; the conversation it belongs to (an app's call) stays on its record.
 */
export async function sendLegacy(
  session: LegacySession,
  request: LiveRequest,
  signal?: AbortSignal,
): Promise<ExchangeRecord> {
  const params = { ...((request.message['params'] as JsonObject | undefined) ?? {}) };
  const meta = params['_meta'];
  if (typeof meta === 'object' && meta !== null && !Array.isArray(meta)) {
    const rest = Object.fromEntries(Object.entries(meta).filter(([key]) => !ENVELOPE_KEYS.has(key)));
    if (Object.keys(rest).length > 0) params['_meta'] = rest;
    else delete params['_meta'];
  }
  const method = String(request.message['method'] ?? request.rpcMethod);
  const exchange =
    'id' in request.message
      ? await session.request(method, params, {
          signal,
          ...(request.conversationId ? { conversationId: request.conversationId } : {}),
        })
      : await session.notify(method, params, signal);
  useInflightStore.getState().actions.select(exchange.record.id);
  return exchange.record;
}

function record(session: LegacySession, exchange: LegacyExchange, discover: ExchangeRecord | null): void {
  void useHistoryStore.getState().actions.add([exchange.record], useLiveStore.getState().keepSecrets);
  const transport = session.info?.transport ?? 'streamable-http';
  const migration = migrationOf(session.exchanges, { transport, ...(discover ? { discover } : {}) });
  useLegacyStore.getState().actions.added(exchange, migration);
  const problems = useLegacyStore.getState().problems;
  for (const problem of session.problems.slice(problems.length)) useLegacyStore.getState().actions.problem(problem);
}

const LISTS = [
  ['tools', 'tools/list', 'tools', 'tools'],
  ['prompts', 'prompts/list', 'prompts', 'prompts'],
  ['resources', 'resources/list', 'resources', 'resources'],
  ['resources', 'resources/templates/list', 'resourceTemplates', 'templates'],
] as const;

async function listAll(session: LegacySession, capabilities: JsonObject, signal: AbortSignal): Promise<Catalog> {
  const catalog: Catalog = {};
  for (const [capability, method, member, field] of LISTS) {
    if (!(capability in capabilities)) continue;
    const items: unknown[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const listed = await session.request(method, cursor === undefined ? {} : { cursor }, { signal });
      if (signal.aborted) throw new DOMException('The connect was let go.', 'AbortError');
      const result = listed.answer?.result;
      const list = result?.[member];
      if (Array.isArray(list))
        for (const x of list as unknown[]) if (typeof x === 'object' && x !== null) items.push(x);
      const next = result?.['nextCursor'];
      if (typeof next !== 'string' || next === '') break;
      cursor = next;
    }
    (catalog as Record<string, unknown>)[field] = items;
  }
  return catalog;
}
