import {
  groupFindings,
  revealInvisible,
  verdictOf,
  type AreaSummary,
  type FindingGroup,
  type ScanFinding,
  type ScanReport,
} from '../../../../src/index';
import { Card } from '../../../ui/card';
import { VerdictChip } from '../../../ui/verdict-chip';
import { OutcomeMark } from '../../../exchange/views/outcome-mark';
import { outcomeOfResponse } from '../../../exchange/views/outcome';
import { counted } from '../model/counted';

const SEVERITY_ORDER: readonly ScanFinding['severity'][] = ['error', 'warning', 'info'];

const TONE: Record<AreaSummary['status'], 'good' | 'warn' | 'bad' | 'neutral'> = {
  pass: 'good',
  warn: 'warn',
  fail: 'bad',
  incomplete: 'warn',
  empty: 'neutral',
};

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
        .filter((a) => a.probes + a.skipped > 0)
        .map((area) => (
          <Card
            key={area.area}
            title={area.title}
            tone={TONE[area.status]}
            badge={<span data-testid={`scan-area-status-${area.area}`}>{area.status}</span>}
            testId={`scan-area-${area.area}`}
          >
            <p className="scan-counts">
              {counted(area.errors, 'error')}, {counted(area.warnings, 'warning')}, {area.infos} info ·{' '}
              {counted(area.probes, 'probe')}
              {area.unanswered > 0 && ` (${area.unanswered} without an answer)`}
              {area.skipped > 0 && ` · ${area.skipped} not sent`}
            </p>
            <ul className="scan-findings">
              {areaGroups(report, area.area).map((group, i) => (
                <FindingItem key={i} group={group} report={report} selected={selected} onOpen={onOpen} />
              ))}
            </ul>
            <details className="scan-probes">
              {/* Nine cards each have one: the short visible word is named after its area for a screen reader. */}
              <summary aria-label={`Probes of ${area.title}`}>Probes</summary>
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
                        {revealInvisible(e.label)}
                      </button>{' '}
                      <span className="muted">{e.outcome === 'answered' ? e.response?.status : e.outcome}</span>{' '}
                      {e.outcome === 'answered' && (
                        <VerdictChip
                          verdict={verdictOf(e.findings)}
                          findings={e.findings}
                          testId="scan-probe-verdict"
                        />
                      )}{' '}
                      <OutcomeMark outcome={outcomeOfResponse(e.response)} testId="scan-probe-outcome" />
                    </li>
                  ))}
              </ul>
            </details>
          </Card>
        ))}
    </div>
  );
}

// The library's grouping, as the CLI's text report shows it: worst first, then in report order.
function areaGroups(report: ScanReport, area: AreaSummary['area']): FindingGroup[] {
  const mine = report.findings
    .filter((f) => report.exchanges[f.exchange]?.area === area)
    .sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity));
  return groupFindings(report, mine);
}

/** One finding, or one rule with one message on several exchanges: the first opens, the others are listed. */
function FindingItem({
  group,
  report,
  selected,
  onOpen,
}: {
  group: FindingGroup;
  report: ScanReport;
  selected: number | null;
  onOpen: (exchange: number, finding?: ScanFinding) => void;
}) {
  const f = group.finding;
  const many = group.exchanges.length > 1;
  const labelOf = (index: number) => revealInvisible(report.exchanges[index]?.label ?? `exchange ${index}`);
  const findingOn = (index: number) =>
    report.findings.find(
      (g) => g.exchange === index && g.rule === f.rule && g.pointer === f.pointer && g.message === f.message,
    ) ?? f;
  return (
    <li>
      <button
        type="button"
        className={`scan-finding finding--${f.severity}${group.exchanges.includes(selected ?? -1) ? ' is-selected' : ''}`}
        data-testid="scan-finding"
        data-rule={f.rule}
        data-severity={f.severity}
        data-exchange={f.exchange}
        data-count={group.exchanges.length}
        onClick={() => onOpen(f.exchange, f)}
      >
        <strong>{f.rule}</strong>{' '}
        <span className="muted">
          {many ? `on ${counted(group.exchanges.length, 'exchange')}` : labelOf(f.exchange)}
        </span>
        <span className="scan-finding-message">{revealInvisible(f.message)}</span>
        {f.because && (
          <span className="scan-finding-because muted" data-testid="scan-finding-because">
            {f.level} shown as {f.severity}: {revealInvisible(f.because)}.
          </span>
        )}
      </button>
      {many && (
        <details className="scan-finding-group" data-testid="scan-finding-group">
          <summary>The {counted(group.exchanges.length, 'exchange')}</summary>
          <ul>
            {group.exchanges.map((index) => (
              <li key={index}>
                <button
                  type="button"
                  className={`scan-probe-link${selected === index ? ' is-selected' : ''}`}
                  data-testid="scan-finding-exchange"
                  data-exchange={index}
                  onClick={() => onOpen(index, findingOn(index))}
                >
                  {labelOf(index)}
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
