import { useCallback, useState } from 'react';
import type { Catalog } from './model/request-draft';
import { buildDraft } from './model/request-draft';
import { useInflightStore } from '../../exchange/state/inflight-store';
import { useLiveStore } from './state/live-store';
import { headersFor, type HeaderRow } from './state/saved-live';
import { resultOf } from '../../exchange/model/body';
import { readDiscover } from './model/discover-view';
import type { Send } from './mrtr/send-type';
import { liveOwner } from './state/live-owner';
import { takeRequestId } from './state/request-ids';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { identityOf } from '../../queries/live-cache';
import { demoServerUrl } from '../../exchange/transport/choose-fetch';
import { connectionOptions } from '../../queries/live-connection';
import {
  eraOfDiscover,
  isSecretHeaderName,
  listMethods,
  METHODS,
  offeredMethods,
  probeSseEndpoint,
  type ExchangeRecord,
  type LegacyServerInfo,
  type ListMethod,
} from '../../../src/index';
import type { Transport } from '../../exchange/transport/choose-fetch';
import { useHistoryStore } from '../../exchange/history/history-store';
import { eraPinOf } from './legacy/era-pins';
import { connectLegacy, disconnectLegacy } from './legacy/legacy-connection';
import { useLegacyStore } from './legacy/legacy-store';
import type { LiveRequest } from '../../exchange/transport/send-live';

// Where connecting files each list's items; the capability and the result member come from the table.
const CATALOG_FIELD: Readonly<Record<ListMethod, keyof Catalog>> = {
  'tools/list': 'tools',
  'prompts/list': 'prompts',
  'resources/list': 'resources',
  'resources/templates/list': 'templates',
};

/** The most pages of one list that connecting follows. */
const MAX_PAGES = 20;

/** What connecting found: the discover exchange, the catalog of every list, the declared methods. */
export interface Connection {
  /** server/discover's exchange; for a 2025-era server, its initialize. */
  discover: ExchangeRecord;
  /** Set when the server speaks a 2025 era: what its initialize established. */
  legacy?: LegacyServerInfo;
  catalog: Catalog;
  declared: string[] | null;
  /** The smallest `ttlMs` of the answers says how long all of it stays fresh. */
  freshUntil: number;
  /** The headers it was listed with (`headersFingerprint`); other headers may list something else. */
  listedWith?: string;
}

/**
 * One string for the header rows a server gets (names, values, on or off), so a listing can tell it was
 * made with other headers than today's.
 */
export function headersFingerprint(rows: readonly HeaderRow[]): string {
  return identityOf(Object.fromEntries(rows.filter((r) => r.enabled && r.name).map((r) => [r.name, r.value])));
}

/**
 * What Live shows for a server: the connection made with today's credentials, else the newest one made with
 * others (an import that adds a token must not empty the catalog); `stale` when today's headers differ from
 * the ones it was listed with.
 */
function shownConnection(
  client: QueryClient,
  url: string,
  own: Connection | undefined,
  fingerprint: string,
): { shown: Connection | undefined; stale: boolean } {
  const shown =
    own ??
    (client
      .getQueryCache()
      .findAll({ queryKey: ['live', 'connection', url] })
      .filter((q) => q.state.data !== undefined)
      .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)[0]?.state.data as Connection | undefined);
  return {
    shown,
    stale: shown !== undefined && (own === undefined || (shown.listedWith ?? fingerprint) !== fingerprint),
  };
}

/** Whether the catalog shown was listed with other headers than the current server gets now (Connect lists again). */
export function useCatalogStale(): boolean {
  const client = useQueryClient();
  const url = useLiveStore((s) => s.url).trim() || demoServerUrl();
  const rows = headersFor(
    useLiveStore((s) => s.headers),
    url,
  );
  const { data } = useQuery({
    ...connectionOptions<Connection>(url, connectionIdentity(rows), () => Promise.reject(new Error('not run'))),
    enabled: false,
  });
  return shownConnection(client, url, data, headersFingerprint(rows)).stale;
}

/** The credentials among the rows that go to a server: they key its cached connection. */
export function connectionIdentity(rows: readonly HeaderRow[]): string {
  return identityOf(
    Object.fromEntries(rows.filter((r) => r.enabled && isSecretHeaderName(r.name)).map((r) => [r.name, r.value])),
  );
}

/**
 * Connecting: `server/discover`, then every list the server declared, to fill the catalog. It is a
 * query (see `connectionOptions`): its result survives navigation and stays fresh for the server's
 * `ttlMs`. A new Connect, Stop or leaving the screen lets a connect still running go.
 */
export function useConnect(send: Send, url: string, identity: string, wire: Transport) {
  const client = useQueryClient();
  const fingerprint = headersFingerprint(
    headersFor(
      useLiveStore((s) => s.headers),
      url,
    ),
  );
  const run = useCallback(
    async (signal: AbortSignal): Promise<Connection> => ({
      ...(await connectTo(send, url, signal, wire)),
      listedWith: fingerprint,
    }),
    [send, url, wire, fingerprint],
  );
  const options = connectionOptions(url, identity, run);
  const { data: own } = useQuery({ ...options, enabled: false });
  const { shown: data, stale } = shownConnection(client, url, own, fingerprint);
  const [busy, setBusy] = useState(false);
  const connect = useCallback(async () => {
    const lease = liveOwner.begin('connect');
    setBusy(true);
    try {
      // A listing made with other headers is not reused, however fresh the server said it was.
      const found = await client.fetchQuery({
        ...options,
        queryFn: () => run(lease.signal),
        ...(stale ? { staleTime: 0 } : {}),
      });
      // The summary above shows discover's facts; its exchange is the one to read first.
      useInflightStore.getState().actions.select(found.discover.id);
    } catch {
      // Stopped or let go: the previous result (if any) stays, each exchange sent is in the history.
    } finally {
      lease.end();
      setBusy(false);
    }
  }, [client, options, run, stale]);
  return {
    connect,
    stale,
    discover: data?.discover ?? null,
    catalog: data?.catalog ?? {},
    declared: data?.declared ?? null,
    legacy: data?.legacy ?? null,
    busy,
  };
}

/**
 * Connecting's work (see `useConnect`): discover, then every declared list, each followed page by page.
 * The era follows the server's pin: Auto falls back to the 2025-era handshake when discover is refused
 * as a legacy server refuses it (R-ERA-1), or to HTTP+SSE when the URL is such a stream.
 */
export async function connectTo(send: Send, url: string, signal: AbortSignal, wire?: Transport): Promise<Connection> {
  await disconnectLegacy();
  const pin = eraPinOf(url);
  const legacy = async (transport: 'streamable-http' | 'http+sse', discover: ExchangeRecord | null) => {
    if (!wire) throw new Error('A 2025-era connection needs the transport.');
    const found = await connectLegacy({ url, transport, wire, discover, signal }).catch((error: unknown) => {
      // Said where the user looks (the exchanges that show it are in the history), then let go.
      useLegacyStore.getState().actions.problem(error instanceof Error ? error.message : String(error));
      throw error;
    });
    const info = useLegacyStore.getState().connection?.info;
    return {
      discover: found.record,
      catalog: found.catalog,
      declared: found.declared,
      freshUntil: Date.now(),
      ...(info ? { legacy: info } : {}),
    };
  };
  if (pin === 'legacy' || pin === 'http+sse') return legacy(pin === 'legacy' ? 'streamable-http' : 'http+sse', null);
  const modern = await connectModern(send, url, signal);
  if (pin !== 'auto' || !wire) return modern;
  const era = eraOfDiscover(modern.discover);
  if (era === 'legacy') return legacy('streamable-http', modern.discover);
  if (era === 'unknown' && modern.discover.response) {
    const probe = await probeSseEndpoint((u, init) => wire.fetch(u, init), {
      url,
      source: wire.kind,
      id: crypto.randomUUID(),
    });
    await useHistoryStore.getState().actions.add([probe.record], false);
    if (probe.endpoint !== null) return legacy('http+sse', modern.discover);
  }
  return modern;
}

async function connectModern(send: Send, url: string, signal: AbortSignal): Promise<Connection> {
  const settings = useLiveStore.getState();
  const request = (method: string, id: number, paramsText = '{}'): LiveRequest | null => {
    const draft = buildDraft({
      settings: { ...settings, method, headers: headersFor(settings.headers, url) },
      paramsText,
      id,
    });
    return draft.ok ? { url, message: draft.message, headers: draft.headers, rpcMethod: method } : null;
  };
  const letGo = () => new DOMException('The connect was let go.', 'AbortError');
  const first = request('server/discover', takeRequestId());
  if (!first) throw new Error('The request could not be built.');
  const { record } = await send(first, { signal, connecting: true });
  if (signal.aborted) throw letGo();
  let freshUntil = freshnessOf(record, Date.now());
  const view = readDiscover(record);
  const declared = view ? offeredMethods(view.capabilities, view.extensions) : null;
  const catalog: Catalog = {};
  if (!view) return { discover: record, catalog, declared, freshUntil };
  for (const method of listMethods) {
    const { capability, list: item } = METHODS[method];
    const field = CATALOG_FIELD[method];
    if (!view.capabilities.includes(capability)) continue;
    const items: unknown[] = [];
    // Follow nextCursor, a bounded number of pages (a server that loops must not hang the screen).
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const req = request(method, takeRequestId(), cursor === undefined ? '{}' : JSON.stringify({ cursor }));
      if (!req) break;
      const listed = (await send(req, { signal, connecting: true })).record;
      if (signal.aborted) throw letGo();
      freshUntil = Math.min(freshUntil, freshnessOf(listed, Date.now()));
      const result = resultOf(listed.response);
      const list = result?.[item];
      // One at a time: spreading a page of 150,000 entries into push() overflows the call stack.
      if (Array.isArray(list))
        for (const x of list as unknown[]) if (typeof x === 'object' && x !== null) items.push(x);
      const next = result?.['nextCursor'];
      if (typeof next !== 'string' || next === '') break;
      cursor = next;
    }
    (catalog as Record<string, unknown>)[field] = items;
  }
  return { discover: record, catalog, declared, freshUntil };
}

/** Until when an answer is fresh: its `ttlMs` from now, or now (stale at once) without one. */
function freshnessOf(record: ExchangeRecord, now: number): number {
  const ttl = resultOf(record.response)?.['ttlMs'];
  return typeof ttl === 'number' && Number.isFinite(ttl) && ttl > 0 && !record.error ? now + ttl : now;
}
