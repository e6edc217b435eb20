import { MigrationList } from '../../../exchange/legacy/migration-list';
import { revealInvisible, type ScanReport } from '../../../../src/index';

/**
 * A 2025-era server's scan, below the one era verdict: the era and transport it speaks, how its
 * sessions were closed, and the migration report (each change one click from the exchange that shows
 * it, with its spec link and Learn step). Nothing for a 2026-07-28 server.
 */
export function ScanLegacy({ report, onOpen }: { report: ScanReport; onOpen: (index: number) => void }) {
  const legacy = report.legacy;
  if (!legacy) return null;
  const over = legacy.transport === 'http+sse' ? 'the HTTP+SSE transport (2024-11-05)' : 'Streamable HTTP';
  const migration = report.migration ?? [];
  return (
    <section className="legacy-migration" data-testid="scan-legacy" aria-label="The 2025-era server and its migration">
      <p data-testid="scan-legacy-era">
        {legacy.protocolVersion
          ? `It speaks ${legacy.protocolVersion} over ${over}${legacy.serverInfo ? ` (${revealInvisible(legacy.serverInfo.name)} ${revealInvisible(legacy.serverInfo.version)})` : ''}: its own session is judged by that era's rules in the card “The 2025-era session”. ${legacy.closed}`
          : `Its 2025-era session over ${over} could not start: ${revealInvisible(legacy.problem ?? 'no answer')}`}
      </p>
      {migration.length > 0 && (
        <>
          <h3>What 2026-07-28 needs from this server</h3>
          <MigrationList
            entries={migration}
            onOpen={onOpen}
            exchangeLabel={(index) => report.exchanges[index]?.label ?? `exchange ${index}`}
            testId="scan-migration-entry"
          />
        </>
      )}
    </section>
  );
}
