import { MigrationList } from '../../../exchange/legacy/migration-list';
import { useLegacyStore } from './legacy-store';
import { useInflightStore } from '../../../exchange/state/inflight-store';

/** What this 2025-era server must change to speak 2026-07-28, each change shown on its own exchange. */
export function MigrationPanel() {
  const migration = useLegacyStore((s) => s.migration);
  const problems = useLegacyStore((s) => s.problems);
  const connected = useLegacyStore((s) => s.connection !== null);
  const select = useInflightStore((s) => s.actions.select);
  if (!connected && problems.length === 0) return null;
  return (
    <section className="legacy-migration" data-testid="migration-panel" aria-label="Migration to 2026-07-28">
      {connected && <h3>Migrating this server to 2026-07-28</h3>}
      {problems.length > 0 && (
        <ul className="warn-text" data-testid="legacy-problems">
          {problems.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
      )}
      <MigrationList entries={migration} onOpen={select} />
    </section>
  );
}
