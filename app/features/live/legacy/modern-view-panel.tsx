import { useMemo } from 'react';
import { modernViewOf, revealInvisible, type ExchangeRecord } from '../../../../src/index';
import { eraWords } from './era-words';
import { useLegacyStore } from './legacy-store';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

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
          <p data-testid="modern-view-status">
            HTTP {view.sentStatus} sent; 2026-07-28: HTTP {view.modern.httpStatus}
            {view.modern.cache.hints
              ? ` · cache hints ttlMs ${view.modern.cache.hints.ttlMs}, ${view.modern.cache.hints.scope}`
              : ' · no cache hints'}
          </p>
          <table className="legacy-diff" data-testid="modern-view-diff">
            <thead>
              <tr>
                <th>where</th>
                <th>change</th>
                <th>the server sent</th>
                <th>2026-07-28</th>
                <th>why</th>
              </tr>
            </thead>
            <tbody>
              {view.differences.map((d) => (
                <tr key={`${d.pointer}-${d.change}`}>
                  <td>
                    <code>{d.pointer || '(HTTP status)'}</code>
                  </td>
                  <td>{d.change}</td>
                  <td>
                    <code>{d.legacy === undefined ? '' : revealInvisible(JSON.stringify(d.legacy).slice(0, 200))}</code>
                  </td>
                  <td>
                    <code>{d.modern === undefined ? '' : revealInvisible(JSON.stringify(d.modern).slice(0, 200))}</code>
                  </td>
                  <td>{d.why}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <details>
            <summary>The 2026-07-28 request and answer</summary>
            <pre className="mono" data-testid="modern-view-request">
              {revealInvisible(pretty(view.request))}
            </pre>
            <pre className="mono" data-testid="modern-view-response">
              {revealInvisible(pretty(view.modern.response))}
            </pre>
          </details>
        </>
      )}
    </section>
  );
}
