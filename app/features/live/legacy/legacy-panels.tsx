import type { ExchangeRecord } from '../../../../src/index';
import { MigrationPanel } from './migration-panel';
import { ModernViewPanel } from './modern-view-panel';
import { ServerAsks } from './server-asks';

/** What Live adds under the response for a 2025-era server: the server's requests, the 2026-07-28 view, the migration. */
export function LegacyPanels({ record }: { record: ExchangeRecord | null }) {
  return (
    <>
      <ServerAsks />
      <ModernViewPanel record={record} />
      <MigrationPanel />
    </>
  );
}
