import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExchangeRecord, JsonObject } from '../../../../src/index';
import { liveAnswerOf, liveResultOf } from '../legacy/live-answer';
import { useHistoryStore } from '../../../exchange/history/history-store';
import { useInflightStore } from '../../../exchange/state/inflight-store';
import { requestParts } from '../mrtr/model/rounds';
import type { Send } from '../mrtr/send-type';
import { buildDraft } from '../model/request-draft';
import { useLiveStore } from '../state/live-store';
import { headersFor } from '../state/saved-live';
import { appResourceOf } from './app-call';
import { takeRequestId } from '../state/request-ids';
import type { ServerAnswer, ServerMethod } from './app-session';

/** The View's HTML and its declared sandbox. */
export interface Loaded {
  html: string;
  csp: unknown;
  permissions: unknown;
}

/**
 * Sends a request the host makes for the app (its resource, the View's tools/call and resource requests) through
 * Live's send to `serverUrl` (the call's server, not its request's URL: see `viewServerUrl`), in the tool call's
 * conversation, and keeps the tool result in view.
 */
export function useServerCall(anchor: ExchangeRecord, serverUrl: string, send: Send) {
  // The latest send, so the View's calls (and its one resource read) do not restart when Live re-renders.
  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
  }, [send]);
  return useCallback(
    (method: ServerMethod, params: JsonObject): Promise<ServerAnswer> =>
      sendFor(anchor, serverUrl, latestSend.current, method, params),
    [anchor, serverUrl],
  );
}

async function sendFor(
  anchor: ExchangeRecord,
  url: string,
  send: Send,
  method: ServerMethod,
  params: JsonObject,
): Promise<ServerAnswer> {
  const draft = buildDraft({
    settings: {
      method,
      envelope: requestParts(anchor).envelope,
      headers: headersFor(useLiveStore.getState().headers, url),
    },
    paramsText: JSON.stringify(params),
    id: takeRequestId(),
  });
  if (!draft.ok) return { error: { code: -32602, message: draft.message } };
  const { record } = await send(
    {
      url,
      message: draft.message,
      headers: draft.headers,
      rpcMethod: method,
      conversationId: anchor.id,
    },
    { bypassCache: true, lane: `apps:${crypto.randomUUID()}` },
  );
  useInflightStore.getState().actions.select(anchor.id);
  const result = liveResultOf(record) as JsonObject | null;
  if (result) return { result, recordId: record.id };
  const error = (liveAnswerOf(record) as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return {
    error: {
      code: typeof error?.code === 'number' ? error.code : -32603,
      message: typeof error?.message === 'string' ? error.message : (record.error?.message ?? 'No answer.'),
    },
    recordId: record.id,
  };
}

// The read of each tool call's View, kept for the View's next mount: a remount (the panes restack at
// 800 px, a pane closes and opens) shows the same View again without asking the server again.
const READS_KEPT = 16;
const reads = new Map<string, Promise<ServerAnswer>>();

function readOnce(key: string, read: () => Promise<ServerAnswer>): Promise<ServerAnswer> {
  const kept = reads.get(key);
  if (kept) return kept;
  const started = read();
  reads.set(key, started);
  if (reads.size > READS_KEPT) reads.delete(reads.keys().next().value!);
  return started;
}

/**
 * Reads the app's ui:// resource once per tool call (recorded like any read; a remount of the same
 * View reuses it) and takes its HTML and declared sandbox.
 */
export function useAppResource(
  anchorId: string,
  uri: string,
  callServer: ReturnType<typeof useServerCall>,
): { loaded: Loaded | { problem: string } | null; readRecord: ExchangeRecord | null } {
  const [state, setState] = useState<{
    loaded: Loaded | { problem: string } | null;
    readRecord: ExchangeRecord | null;
  }>({
    loaded: null,
    readRecord: null,
  });
  useEffect(() => {
    let live = true;
    void readOnce(`${anchorId} ${uri}`, () => callServer('resources/read', { uri })).then((answer) => {
      if (!live) return;
      const readRecord = useHistoryStore.getState().records.find((r) => r.id === answer.recordId) ?? null;
      const loaded = answer.result
        ? appResourceOf(answer.result, uri)
        : { problem: `resources/read of ${uri} failed: ${answer.error?.message ?? 'no answer'}` };
      setState({ loaded, readRecord });
    });
    return () => {
      live = false;
    };
  }, [anchorId, uri, callServer]);
  return state;
}
