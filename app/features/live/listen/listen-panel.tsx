import { revealInvisible, type ExchangeRecord } from '../../../../src/index';
import { useInflightStore } from '../../../exchange/state/inflight-store';
import type { Transport } from '../../../exchange/transport/choose-fetch';
import type { Catalog } from '../model/request-draft';
import { canListen } from './listen-filter';
import { ListenFilterFields } from './listen-filter-fields';
import { NOTE_WINDOW } from './listen-notes';
import { useListenStore } from './listen-store';
import { NoteRow } from './note-row';
import { useListen } from './use-listen';
import './listen.css';

/**
 * Notifications: opens `subscriptions/listen` with a filter from the server's capabilities, lists what
 * arrives (newest first, a bounded window with the count of all), and fetches the lists again when
 * one of them changes. Stop listening ends only this stream; Live's Stop and leaving Live end it too.
 */
export function ListenPanel(props: {
  url: string;
  identity: string;
  transport: Transport;
  discover: ExchangeRecord | null;
  catalog: Catalog;
  connect: () => Promise<void>;
}) {
  const { discover, catalog } = props;
  const { options, choice, filter, listening, listenButton, start, stop, patch } = useListen(props);
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
        <ListenFilterFields options={options} choice={choice} catalog={catalog} onChange={patch} />
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
          onClick={start}
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
        <ListenStatus listening={listening} />
      </div>
      <ListenNotes />
    </section>
  );
}

/** Where the stream stands, and its exchange in the history once it ended. */
function ListenStatus({ listening }: { listening: boolean }) {
  const run = useListenStore((s) => s.run);
  const ended = useListenStore((s) => s.ended);
  return (
    <>
      <span role="status" data-testid="listen-status" data-listening={listening}>
        {run &&
          (listening
            ? `Listening to ${revealInvisible(run.url)}`
            : `Stream to ${revealInvisible(run.url)}: ${ended?.reason ?? ''}`)}
      </span>
      {ended?.recordId && (
        <button
          type="button"
          className="link-button"
          onClick={() => useInflightStore.getState().actions.select(ended.recordId)}
          data-testid="listen-show-exchange"
          data-verdict={ended.verdict ?? ''}
        >
          Show the exchange
        </button>
      )}
    </>
  );
}

/** What arrived, newest first, with the count of all and of the lists fetched again. */
function ListenNotes() {
  const hasRun = useListenStore((s) => s.run !== null);
  const received = useListenStore((s) => s.received);
  const notes = useListenStore((s) => s.notes);
  const refetches = useListenStore((s) => s.refetches);
  const newestFirst = [...notes].reverse();
  return (
    <>
      {hasRun && (
        <p className="muted" data-testid="listen-count" data-received={received}>
          {received} received
          {received > notes.length ? ` (the newest ${NOTE_WINDOW} shown)` : ''}
          {refetches > 0 && (
            <span data-testid="listen-refetches" data-refetches={refetches}>
              {' '}
              · lists fetched again {refetches === 1 ? 'once' : `${refetches} times`} after a change
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
    </>
  );
}
