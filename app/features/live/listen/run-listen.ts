import { revealInvisible, type ExchangeRecord } from '../../../../src/index';
import { answerText } from '../../../exchange/model/body';
import { useHistoryStore } from '../../../exchange/history/history-store';
import { savePartial } from '../../../exchange/history/history-db';
import type { Transport } from '../../../exchange/transport/choose-fetch';
import { sendLive } from '../../../exchange/transport/send-live';
import { noteAnswer } from '../auth/auth-flow';
import { withTokenHeader, withTokens } from '../auth/token-fetch';
import { buildDraft } from '../model/request-draft';
import { liveOwner } from '../state/live-owner';
import { useLiveStore } from '../state/live-store';
import { headersFor } from '../state/saved-live';
import { frameBatcher } from './frame-batcher';
import { changedListOf, type ListOption } from './listen-filter';
import { NOTE_WINDOW } from './listen-notes';
import { useListenStore, type RawFrame } from './listen-store';
import { takeRequestId } from '../state/request-ids';

/** What one listen needs: where, how, what to ask for, and what to do when a list changes. */
export interface ListenStart {
  transport: Transport;
  url: string;
  filter: Record<string, unknown>;
  onListChanged: (list: ListOption['list'], runId: number) => void;
}

/**
 * Opens `subscriptions/listen` in Live's `listen` lane (a new listen lets the previous go; Stop and
 * leaving Live end it), lands frames in the panel's store once per animation frame, saves what
 * arrived as it goes, and puts the judged exchange in the history when the stream ends or is stopped.
 */
export async function startListening({ transport, url, filter, onListChanged }: ListenStart): Promise<void> {
  const settings = useLiveStore.getState();
  const store = useListenStore.getState().actions;
  const runId = store.begin({ url, asked: filter, startedAt: new Date().toISOString() });
  const draft = buildDraft({
    // Log messages never come on a listen stream (R-SUB-5): the envelope's logLevel is not asked for here.
    settings: {
      method: 'subscriptions/listen',
      envelope: { ...settings.envelope, logLevel: '' },
      headers: headersFor(settings.headers, url),
    },
    paramsText: JSON.stringify({ notifications: filter }),
    id: takeRequestId(),
  });
  if (!draft.ok) {
    store.end(runId, { reason: draft.message, recordId: null, verdict: null });
    return;
  }
  const mine = new AbortController();
  store.own(runId, () => mine.abort());
  const lease = liveOwner.begin('listen', { follow: mine.signal });
  const batcher = frameBatcher<RawFrame>((frames, skipped) => store.add(runId, frames, skipped), NOTE_WINDOW);
  try {
    const record = await sendLive(
      withTokens(transport),
      { url, message: draft.message, headers: withTokenHeader(url, draft.headers), rpcMethod: 'subscriptions/listen' },
      {
        onFrame: (data) => {
          batcher.push({ data, at: new Date().toISOString() });
          const list = data.includes('list_changed') ? changedListOf(methodOf(data)) : null;
          if (list) onListChanged(list, runId);
        },
        onPartial: (partial) => void savePartial(partial, useLiveStore.getState().keepSecrets),
        signal: lease.signal,
      },
    );
    batcher.flushNow();
    await useHistoryStore.getState().actions.add([record], useLiveStore.getState().keepSecrets);
    noteAnswer(url, record);
    store.end(runId, { reason: reasonOf(record, mine.signal.aborted), recordId: record.id, verdict: record.verdict });
  } finally {
    lease.end();
    store.own(runId, null);
  }
}

function methodOf(data: string): string {
  try {
    const method = (JSON.parse(data) as { method?: unknown } | null)?.method;
    return typeof method === 'string' ? method : '';
  } catch {
    return '';
  }
}

/** The message of a JSON-RPC error answer (server text, invisible characters shown), else null. */
function rpcErrorOf(record: ExchangeRecord): string | null {
  try {
    const error = (JSON.parse(answerText(record.response)) as { error?: { message?: unknown } } | null)?.error;
    if (!error) return null;
    return typeof error.message === 'string'
      ? revealInvisible(error.message).slice(0, 300)
      : 'an error without a message';
  } catch {
    return null;
  }
}

function reasonOf(record: ExchangeRecord, stoppedHere: boolean): string {
  if (stoppedHere) return 'You stopped listening; what arrived is kept.';
  if (record.error?.code === 'aborted') return 'Stopped (Live’s Stop, or you left Live); what arrived is kept.';
  if (record.error) return record.error.message;
  const refusal = rpcErrorOf(record);
  if (refusal !== null) return `The server refused to listen: ${refusal}`;
  if (record.response && record.response.status >= 400)
    return `The server refused to listen (HTTP ${record.response.status}).`;
  return 'The server closed the stream.';
}
