import { useMemo } from 'react';
import { readDiscover } from '../model/discover-view';
import { noEndpointReason, revealInvisible, type ExchangeRecord, type LegacyServerInfo } from '../../../../src/index';
import { eraWords } from '../legacy/era-words';

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
        <dl className="facts">
          <dt>server</dt>
          <dd data-testid="server-info">
            {view.serverInfo !== null ? revealInvisible(view.serverInfo) : '(no serverInfo in result _meta)'}
          </dd>
          <dt>versions</dt>
          <dd data-testid="server-versions">{revealInvisible(view.versions.join(', ')) || '(none listed)'}</dd>
          <dt>capabilities</dt>
          <dd data-testid="server-capabilities">{revealInvisible(view.capabilities.join(', ')) || '(none)'}</dd>
          <dt>extensions</dt>
          <dd>{revealInvisible(view.extensions.join(', ')) || '(none)'}</dd>
          {view.instructions && (
            <>
              <dt>instructions</dt>
              <dd className="instructions">{revealInvisible(view.instructions)}</dd>
            </>
          )}
        </dl>
      ) : (
        !era &&
        !record.error &&
        !noEndpoint && <p className="muted">The server/discover answer holds no result to summarise.</p>
      )}
    </section>
  );
}

function LegacySummary({ info }: { info: LegacyServerInfo }) {
  return (
    <section className="server-summary" data-testid="server-summary" aria-label="Server">
      <p className="warn-text" data-testid="legacy-server">
        Connected in a 2025 era: this server does not speak 2026-07-28, so Live speaks its era ({eraWords(info)}). Each
        exchange below shows what 2026-07-28 would need instead.
      </p>
      <dl className="facts">
        <dt>era</dt>
        <dd data-testid="server-era">{eraWords(info)}</dd>
        <dt>server</dt>
        <dd data-testid="server-info">{revealInvisible(`${info.serverInfo.name} ${info.serverInfo.version}`)}</dd>
        <dt>session</dt>
        <dd>{info.sessionId ? revealInvisible(info.sessionId) : '(none)'}</dd>
        <dt>capabilities</dt>
        <dd data-testid="server-capabilities">
          {revealInvisible(Object.keys(info.capabilities).join(', ')) || '(none)'}
        </dd>
        {info.instructions && (
          <>
            <dt>instructions</dt>
            <dd className="instructions">{revealInvisible(info.instructions)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
