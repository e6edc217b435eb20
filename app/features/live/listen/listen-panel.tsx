import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { revealInvisible, type ExchangeRecord } from '../../../../src/index';
import { resultOf } from '../../../exchange/model/body';
import { useInflightStore } from '../../../exchange/state/inflight-store';
import type { Transport } from '../../../exchange/transport/choose-fetch';
import type { Catalog } from '../model/request-draft';
import { canListen, defaultChoice, filterOf, listenOptionsOf, type ListenChoice } from './listen-filter';
import { NOTE_WINDOW } from './listen-notes';
import { isListening, useListenStore } from './listen-store';
import { coalesced } from './coalesced';
import { NoteRow } from './note-row';
import { refetchLists } from './refetch-lists';
import { startListening } from './run-listen';
import './listen.css';

/** The most resources offered as suggestions for resource updates (any uri can be typed). */
const URI_SUGGESTIONS = 500;

/**
 * Notifications: opens `subscriptions/listen` with a filter from the server's capabilities, lists what
 * arrives (newest first, a bounded window with the count of all), and fetches the lists again when
 * one of them changes. Stop listening ends only this stream; Live's Stop and leaving Live end it too.
 */
export function ListenPanel({
  url,
  identity,
  transport,
  discover,
  catalog,
  connect,
}: {
  url: string;
  identity: string;
  transport: Transport;
  discover: ExchangeRecord | null;
  catalog: Catalog;
  connect: () => Promise<void>;
}) {
  const client = useQueryClient();
  const state = useListenStore();
  const { setChoice, refetched } = state.actions;
  const options = useMemo(() => listenOptionsOf(resultOf(discover?.response ?? null)?.['capabilities']), [discover]);
  const choice = state.choice ?? defaultChoice(options);
  const filter = filterOf(options, choice);
  const listening = isListening(state);
  const listenButton = useRef<HTMLButtonElement>(null);
  const listen = () => {
    if (!filter) return;
    // Bound to the server listened to: its lists are fetched again even if another URL is typed meanwhile.
    let runId = 0;
    const refetch = coalesced(async () => {
      await refetchLists(client, url, identity, connect);
      refetched(runId);
    });
    const onListChanged = (_list: unknown, run: number) => {
      runId = run;
      void refetch();
    };
    void startListening({ transport, url, filter, onListChanged });
  };
  const stop = () => {
    state.actions.stop();
    listenButton.current?.focus();
  };
  const patch = (next: Partial<ListenChoice>) => setChoice({ ...choice, ...next });
  const uris = (catalog.resources ?? []).slice(0, URI_SUGGESTIONS).map((r) => String(r.uri));
  const newestFirst = [...state.notes].reverse();
  return (
    <section className="listen-panel" aria-labelledby="listen-title" data-testid="listen-panel">
      <h3 id="listen-title">Notifications</h3>
      {!discover ? (
        <p className="muted">Connect first: what a listen stream can ask for comes from the server’s capabilities.</p>
      ) : !canListen(options) ? (
        <p className="muted" data-testid="listen-nothing">
          This server declares no list changes, resource subscriptions or tasks: there is nothing to listen to.
        </p>
      ) : (
        <fieldset className="listen-filter">
          <legend>Listen to</legend>
          {options.lists.map((l) => (
            <label key={l.flag} className="checkbox">
              <input
                type="checkbox"
                checked={choice.lists[l.flag] === true}
                onChange={(e) => patch({ lists: { ...choice.lists, [l.flag]: e.target.checked } })}
                data-testid={`listen-${l.flag}`}
              />
              {l.label}
            </label>
          ))}
          {options.resourceUpdates && (
            <label>
              <span>Updates of the resource</span>
              <input
                type="text"
                list="listen-uris"
                value={choice.resourceUri}
                placeholder="a resource uri (none)"
                onChange={(e) => patch({ resourceUri: e.target.value })}
                data-testid="listen-resource"
              />
              <datalist id="listen-uris">
                {uris.map((u) => (
                  <option key={u} value={u} />
                ))}
              </datalist>
            </label>
          )}
          {options.tasks && (
            <label>
              <span>Status of the tasks</span>
              <input
                type="text"
                value={choice.taskIds}
                placeholder="ids, comma separated"
                onChange={(e) => patch({ taskIds: e.target.value })}
                data-testid="listen-tasks"
              />
            </label>
          )}
        </fieldset>
      )}
      {discover && (
        <p className="muted listen-hint">
          Progress and log messages never come on a listen stream: they arrive on the request they belong to (a
          progressToken in its params, logLevel under Envelope).
        </p>
      )}
      <div className="listen-actions">
        <button
          type="button"
          ref={listenButton}
          onClick={listen}
          disabled={!filter}
          title={filter ? `subscriptions/listen ${JSON.stringify(filter)}` : 'Tick something to listen to'}
          data-testid="listen-start"
        >
          {listening ? 'Listen again' : 'Listen'}
        </button>
        {listening && (
          <button type="button" onClick={stop} data-testid="listen-stop">
            Stop listening
          </button>
        )}
        <span role="status" data-testid="listen-status" data-listening={listening}>
          {state.run &&
            (listening
              ? `Listening to ${revealInvisible(state.run.url)}`
              : `Stream to ${revealInvisible(state.run.url)}: ${state.ended?.reason ?? ''}`)}
        </span>
        {state.ended?.recordId && (
          <button
            type="button"
            className="link-button"
            onClick={() => useInflightStore.getState().actions.select(state.ended?.recordId ?? null)}
            data-testid="listen-show-exchange"
            data-verdict={state.ended.verdict ?? ''}
          >
            Show the exchange
          </button>
        )}
      </div>
      {state.run && (
        <p className="muted" data-testid="listen-count" data-received={state.received}>
          {state.received} received
          {state.received > state.notes.length ? ` (the newest ${NOTE_WINDOW} shown)` : ''}
          {state.refetches > 0 && (
            <span data-testid="listen-refetches" data-refetches={state.refetches}>
              {' '}
              · lists fetched again {state.refetches === 1 ? 'once' : `${state.refetches} times`} after a change
            </span>
          )}
        </p>
      )}
      {newestFirst.length > 0 && (
        <ol className="listen-notes" data-testid="listen-notes" aria-label="Notifications, newest first">
          {newestFirst.map((note) => (
            <NoteRow key={note.seq} note={note} />
          ))}
        </ol>
      )}
    </section>
  );
}
