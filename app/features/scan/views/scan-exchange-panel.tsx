import type { Ref } from 'react';
import { revealInvisible, type ScanExchange } from '../../../../src/index';
import { ExchangeView } from '../../../exchange/views/exchange-view';

/** The exchange picked in the report (its probe, why it failed), or how to pick one. */
export function ScanExchangePanel({
  exchange,
  selected,
  theme,
  ref,
}: {
  exchange: ScanExchange | undefined;
  selected: number | null;
  theme: 'light' | 'dark';
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      className="scan-exchange"
      data-testid="scan-exchange"
      data-exchange-index={selected ?? ''}
      tabIndex={-1}
      aria-label="The picked exchange"
    >
      {exchange && (
        <p className="scan-exchange-title">
          <strong>{revealInvisible(exchange.label)}</strong> <span className="muted">({exchange.probe})</span>
          {exchange.error && <span className="muted"> · {revealInvisible(exchange.error.message)}</span>}
        </p>
      )}
      {exchange ? (
        <ExchangeView key={exchange.id} record={exchange} inflight={null} theme={theme} revealSecrets={false} />
      ) : (
        <p className="muted">Pick a finding or a probe to see its exchange, with each finding at its place.</p>
      )}
    </div>
  );
}
