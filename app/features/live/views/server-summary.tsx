import { useMemo } from 'react';
import { readDiscover } from '../model/discover-view';
import { noEndpointReason, revealInvisible, type ExchangeRecord, type LegacyServerInfo } from '../../../../src/index';
import { eraWords } from '../legacy/era-words';
import { disconnectLegacy } from '../legacy/legacy-connection';
import { useLegacyStore } from '../legacy/legacy-store';
import { CapabilityGridView } from './capability-grid';
import { ServerIdentityView } from './server-identity';

/**
 * What `server/discover` said, that the server speaks only 2025-11-25 (R-ERA-1) and what to change,
 * or that the URL serves no MCP endpoint at all (the same sentence as the scan's). A server Live
 * speaks to in a 2025 era shows what its initialize said and the era in use.
 */
export function ServerSummary({ record, legacy }: { record: ExchangeRecord | null; legacy?: LegacyServerInfo | null }) {
  // Parsed once per answer, not on every keystroke of the screen.
  const noEndpoint = useMemo(
    () => (record && !record.error && !legacy ? noEndpointReason(record) : null),
    [record, legacy],
  );
  if (!record) return null;
  if (legacy) return <LegacySummary info={legacy} />;
  const era = record.findings.find((f) => String(f.rule) === 'R-ERA-1');
  const view = readDiscover(record);
  return (
    <section className="server-summary" data-testid="server-summary" aria-label="Server">
      {era && (
        <p className="warn-text" data-testid="legacy-server">
          This server answers like a 2025-11-25 server: {era.message}
        </p>
      )}
      {record.error && <p className="warn-text">Could not connect: {record.error.message}</p>}
      {noEndpoint && (
        <p className="warn-text" data-testid="no-endpoint">
          {revealInvisible(noEndpoint)}
        </p>
      )}
      {view ? (
        <>
          <ServerIdentityView info={view.serverInfoObject} />
          <dl className="facts">
            <dt>versions</dt>
            <dd data-testid="server-versions">{revealInvisible(view.versions.join(', ')) || '(none listed)'}</dd>
          </dl>
          <CapabilityGridView capabilities={view.capabilitiesObject} />
          {view.instructions && <Instructions text={view.instructions} />}
        </>
      ) : (
        !era && !record.error && !noEndpoint && <NoSummary record={record} />
      )}
    </section>
  );
}

/**
 * Why there is nothing to show, without a claim about a server Live has not seen: before authorization
 * (401, 403) the server has said nothing about itself; only a successful answer without a result is one.
 */
function NoSummary({ record }: { record: ExchangeRecord }) {
  const status = record.response?.status ?? 0;
  if (status === 401 || status === 403)
    return (
      <p className="muted" data-testid="server-unseen">
        Not seen yet: the server answered {status} and says nothing about itself before authorization.
      </p>
    );
  if (status < 200 || status >= 300) return null;
  return <p className="muted">The server/discover answer holds no result to summarise.</p>;
}

/** The server's instructions: folded to a few lines in the narrow pane, open on demand. */
function Instructions({ text }: { text: string }) {
  return (
    <details className="instructions-box" data-testid="server-instructions">
      <summary>
        Instructions <span className="muted">{revealInvisible(text.length > 80 ? `${text.slice(0, 80)}…` : text)}</span>
      </summary>
      <p className="instructions">{revealInvisible(text)}</p>
    </details>
  );
}

function LegacySummary({ info }: { info: LegacyServerInfo }) {
  const open = useLegacyStore((s) => s.connection !== null);
  return (
    <section className="server-summary" data-testid="server-summary" aria-label="Server">
      <p className="warn-text" data-testid="legacy-server">
        {open ? 'Connected' : 'Disconnected (the session was ended with DELETE; Connect starts a new one). It was'} in a
        2025 era: this server does not speak 2026-07-28, so Live speaks its era ({eraWords(info)}). Each exchange below
        shows what 2026-07-28 would need instead.{' '}
        {open && (
          <button
            type="button"
            className="button-small"
            onClick={() => void disconnectLegacy()}
            data-testid="legacy-disconnect"
          >
            Disconnect
          </button>
        )}
      </p>
      <ServerIdentityView info={info.serverInfo} />
      <dl className="facts">
        <dt>era</dt>
        <dd data-testid="server-era">{eraWords(info)}</dd>
        <dt>session</dt>
        <dd>{info.sessionId ? revealInvisible(info.sessionId) : '(none)'}</dd>
      </dl>
      <CapabilityGridView capabilities={info.capabilities} />
      {info.instructions && <Instructions text={info.instructions} />}
    </section>
  );
}
