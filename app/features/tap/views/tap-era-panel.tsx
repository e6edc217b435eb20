import { MigrationList } from '../../../exchange/legacy/migration-list';
import { useMemo } from 'react';
import { MODERN_PROTOCOL_VERSION, revealInvisible } from '../../../../src/index';
import { ModernViewDetails } from '../../../exchange/legacy/modern-view-details';
import type { TapRecord } from '../../../server/tap/protocol';
import { eraWords, migrationOfSession, modernViewOfTapped } from '../model/era';
import { TapSsePanel } from './tap-sse-panel';

/**
 * Under a tapped exchange: its era and what judged it; for a 2025-era exchange also its 2026-07-28
 * view and what its session's server must change to speak 2026-07-28, each change one click from
 * the exchange that shows it.
 */
export function TapEraPanel({
  record,
  records,
  onSelect,
}: {
  record: TapRecord;
  records: readonly TapRecord[];
  onSelect: (id: string) => void;
}) {
  const era = record.era;
  const view = useMemo(() => (era ? modernViewOfTapped(record) : null), [era, record]);
  const migration = useMemo(
    () => (era ? migrationOfSession(records, era, record.tap, record.sse?.stream) : []),
    [era, records, record.tap, record.sse?.stream],
  );
  if (!era)
    return (
      <p className="tap-era-line muted" data-testid="tap-exchange-era" data-era={MODERN_PROTOCOL_VERSION}>
        Era: 2026-07-28 · judged by the 2026-07-28 rules
      </p>
    );
  const server = era.serverInfo
    ? ` · server ${revealInvisible(`${era.serverInfo.name} ${era.serverInfo.version}`)}`
    : '';
  const session = era.session ? ` · session ${revealInvisible(era.session.slice(0, 40))}` : ' · no session id';
  return (
    <section className="tap-era-panel" aria-label="Era and the 2026-07-28 view">
      <p className="tap-era-line" data-testid="tap-exchange-era" data-era={era.version}>
        Era: {eraWords(era)}
        {session}
        {server} · judged by the 2025-era rules (R-LEGACY-*) only
      </p>
      <TapSsePanel record={record} onSelect={onSelect} />
      <section data-testid="modern-view" aria-label="The 2026-07-28 view">
        {view?.kind === 'view' ? (
          <>
            <h3>What 2026-07-28 needs here</h3>
            <ModernViewDetails view={view} />
          </>
        ) : (
          <p className="muted" data-testid="modern-view-none">
            2026-07-28 view: {view?.why}
          </p>
        )}
      </section>
      {migration.length > 0 && (
        <section data-testid="migration-panel" aria-label="Migration to 2026-07-28">
          <h3>Migrating this server to 2026-07-28 (from this session’s traffic)</h3>
          <MigrationList entries={migration} onOpen={onSelect} />
        </section>
      )}
    </section>
  );
}
