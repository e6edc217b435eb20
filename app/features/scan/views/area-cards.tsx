import type { AreaSummary, ScanExchange, ScanFinding, ScanReport } from '../../../../src/index';
import { Card } from '../../../ui/card';

const TONE: Record<AreaSummary['status'], 'good' | 'warn' | 'bad' | 'neutral'> = {
  pass: 'good',
  warn: 'warn',
  fail: 'bad',
  incomplete: 'warn',
  empty: 'neutral',
};

const SEVERITY_ORDER = ['error', 'warning', 'info'];

/** A card per area (status and counts), each finding and each probe a button that opens its exchange. */
export function AreaCards({
  report,
  selected,
  onOpen,
}: {
  report: ScanReport;
  selected: number | null;
  onOpen: (exchange: number, finding?: ScanFinding) => void;
}) {
  return (
    <div className="scan-cards" data-testid="scan-cards">
      {report.areas
        .filter((a) => a.probes > 0)
        .map((area) => (
          <Card
            key={area.area}
            title={area.title}
            tone={TONE[area.status]}
            badge={<span data-testid={`scan-area-status-${area.area}`}>{area.status}</span>}
            testId={`scan-area-${area.area}`}
          >
            <p className="scan-counts">
              {area.errors} error{area.errors === 1 ? '' : 's'}, {area.warnings} warning
              {area.warnings === 1 ? '' : 's'}, {area.infos} info · {area.probes} probe{area.probes === 1 ? '' : 's'}
              {area.unanswered > 0 && ` (${area.unanswered} without an answer)`}
            </p>
            <ul className="scan-findings">
              {report.findings
                .filter((f) => report.exchanges[f.exchange]?.area === area.area)
                .sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity))
                .map((f, i) => (
                  <li key={i}>
                    <button
                      type="button"
                      className={`scan-finding finding--${f.severity}${selected === f.exchange ? ' is-selected' : ''}`}
                      data-testid="scan-finding"
                      data-rule={f.rule}
                      data-severity={f.severity}
                      data-exchange={f.exchange}
                      onClick={() => onOpen(f.exchange, f)}
                    >
                      <strong>{f.rule}</strong> <span className="muted">{report.exchanges[f.exchange]?.label}</span>
                      <span className="scan-finding-message">{f.message}</span>
                    </button>
                  </li>
                ))}
            </ul>
            <details className="scan-probes">
              <summary>Probes</summary>
              <ul>
                {report.exchanges
                  .filter((e) => e.area === area.area)
                  .map((e) => (
                    <li key={e.index}>
                      <button
                        type="button"
                        className={`scan-probe-link${selected === e.index ? ' is-selected' : ''}`}
                        data-testid="scan-probe"
                        data-exchange={e.index}
                        onClick={() => onOpen(e.index)}
                      >
                        {e.label}
                      </button>{' '}
                      <span className="muted">{outcomeText(e)}</span>
                    </li>
                  ))}
              </ul>
            </details>
          </Card>
        ))}
    </div>
  );
}

function outcomeText(e: ScanExchange): string {
  if (e.outcome !== 'answered') return e.outcome;
  const errors = e.findings.filter((f) => f.severity === 'error').length;
  return `${e.response?.status ?? ''}${errors > 0 ? `, ${errors} error${errors === 1 ? '' : 's'}` : ''}`;
}
