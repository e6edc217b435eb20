import { useMemo } from 'react';
import { modernViewOf, revealInvisible, type ExchangeRecord } from '../../../../src/index';
import { ModernViewDetails } from '../../../exchange/legacy/modern-view-details';
import { eraWords } from './era-words';
import { useLegacyStore } from './legacy-store';

/**
 * Beside a legacy exchange: its era, and the 2026-07-28 view (the request a modern client sends, the
 * answer the shaping library makes from the server's own result, status and cache hints, and each
 * difference from what the server sent).
 */
export function ModernViewPanel({ record }: { record: ExchangeRecord | null }) {
  const exchange = useLegacyStore((s) => (record ? s.exchanges[record.id] : undefined));
  const info = useLegacyStore((s) => s.connection?.info ?? null);
  const view = useMemo(() => (exchange ? modernViewOf(exchange, info?.serverInfo ?? null) : null), [exchange, info]);
  if (!exchange || !view) return null;
  return (
    <section className="legacy-view" data-testid="modern-view" aria-label="The 2026-07-28 view">
      <p className="legacy-era" data-testid="exchange-era">
        Era: {info ? eraWords(info) : 'a 2025 era'}
        {info?.sessionId ? ` · session ${revealInvisible(info.sessionId.slice(0, 40))}` : ''} · judged by the 2025-era
        rules (R-LEGACY-*) only
      </p>
      {exchange.problem && <p className="warn-text">{exchange.problem}</p>}
      {view.kind === 'none' ? (
        <p className="muted" data-testid="modern-view-none">
          2026-07-28 view: {view.why}
        </p>
      ) : (
        <>
          <h3>What 2026-07-28 needs here</h3>
          <ModernViewDetails view={view} />
        </>
      )}
    </section>
  );
}
