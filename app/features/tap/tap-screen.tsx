import { useShallow } from 'zustand/react/shallow';
import { useEffect, useMemo } from 'react';
import { registerCommands, type Command } from '../../shell/commands';
import type { ScreenProps } from '../../shell/screens';
import { showNotice } from '../../state/ui-store';
import { ExchangeView } from '../../exchange/views/exchange-view';
import { filterRecords, methodsOf } from './model/filter';
import { sessionClients, spokeLegacy } from './model/client-name';
import { pendingRow, rowOf } from './model/row';
import { useTapStore } from './state/tap-store';
import { tapOwner } from './state/tap-owner';
import { clearTapSession } from './transport/clear-session';
import { useTapFeed } from './use-tap-feed';
import { TapEndpoints } from './views/tap-endpoints';
import { TapEraPanel } from './views/tap-era-panel';
import { TapTable } from './views/tap-table';
import { TapToolbar } from './views/tap-toolbar';
import './tap.css';

const STATUS_TEXT = {
  connecting: 'connecting…',
  live: 'live',
  reconnecting: 'reconnecting…',
  unavailable: 'unavailable',
} as const;

/** The Tap screen: a real client's traffic through the command's `--tap`, live, each exchange judged. */
export default function TapScreen({ theme }: ScreenProps) {
  const token = useTapFeed();
  const { status, problem, session, frozen, selectedId, method, verdict, revealSecrets } = useTapStore(
    useShallow((s) => ({
      status: s.status,
      problem: s.problem,
      session: s.session,
      frozen: s.frozen,
      selectedId: s.selectedId,
      method: s.method,
      verdict: s.verdict,
      revealSecrets: s.revealSecrets,
    })),
  );
  const { select, togglePause } = useTapStore((s) => s.actions);
  const shown = frozen ?? session;
  const records = useMemo(() => filterRecords(shown.records, { method, verdict }), [shown, method, verdict]);
  const sessions = useMemo(() => sessionClients(shown.records), [shown]);
  const rows = useMemo(
    () => [
      ...shown.pending.filter((p) => !method || (p.rpcMethod || p.httpMethod) === method).map(pendingRow),
      ...records.map((r) => rowOf(r, sessions)),
    ],
    [shown, records, method, sessions],
  );
  const waiting = frozen ? session.records.filter((r) => !frozen.records.some((f) => f.id === r.id)).length : 0;
  const selected = session.records.find((r) => r.id === selectedId) ?? null;
  // Connected to the feed with no endpoint to tap is not "live": nothing can arrive.
  const feedState = status === 'live' && session.taps.length === 0 ? 'no-tap' : status;
  const legacy = useMemo(() => session.records.some(spokeLegacy), [session.records]);
  const clear = () => {
    if (!token) return;
    void tapOwner
      .run('clear', (signal) => clearTapSession(token, { signal }))
      .then((failure) => failure && showNotice(failure));
  };
  const commands = useMemo<Command[]>(
    () => [
      {
        id: 'tap.pause',
        label: 'Pause or resume the traffic list',
        keys: ['Alt+Shift+KeyP'],
        run: togglePause,
        group: 'Tap',
      },
    ],
    [togglePause],
  );
  useEffect(() => registerCommands(commands), [commands]);
  return (
    <div className="tap" data-testid="tap-screen" data-feed={status}>
      <header className="tap-head">
        <h2>Tap</h2>
        <span className={`tap-feed tap-feed-${feedState}`} data-testid="tap-feed-status" data-state={feedState}>
          {feedState === 'no-tap' ? 'no tap configured' : STATUS_TEXT[status]}
        </span>
        {problem && (
          <span className="muted" role="status">
            {problem}
          </span>
        )}
      </header>
      {status !== 'unavailable' && <TapEndpoints taps={session.taps} origin={window.location.origin} />}
      {session.taps.length > 0 && (
        <>
          {legacy && (
            <p className="tap-era-note" role="note" data-testid="tap-legacy-note">
              A client here speaks MCP 2025 (an <code>initialize</code>, an <code>Mcp-Session-Id</code>, a 2025{' '}
              <code>MCP-Protocol-Version</code>, or the HTTP+SSE transport). Its exchanges are marked with their era and
              judged by that era’s rules only (R-LEGACY-*: the 2025-11-25 schemas and transport); open one to see what
              2026-07-28 needs of the server. To have a client judged by 2026-07-28 instead, pin it (with the official
              SDK: <code>{"versionNegotiation: { mode: { pin: '2026-07-28' } }"}</code> in the Client options).
            </p>
          )}
          <TapToolbar
            methods={methodsOf(session.records)}
            waiting={waiting}
            onClear={clear}
            records={session.records}
          />
          <TapTable
            rows={rows}
            selectedId={selectedId}
            showTap={session.taps.length > 1}
            nothingYet={session.records.length === 0}
            onSelect={select}
          />
        </>
      )}
      {selected && (
        <section className="tap-detail" aria-label="Selected exchange">
          <ExchangeView record={selected} inflight={null} theme={theme} revealSecrets={revealSecrets} />
          <TapEraPanel record={selected} records={session.records} onSelect={select} />
        </section>
      )}
    </div>
  );
}
