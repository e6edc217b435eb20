import { revealInvisible, type ScanProgress, type ScanReport, type Verdict } from '../../../../src/index';
import { counted } from '../model/counted';
import { VerdictChip } from '../../../ui/verdict-chip';

/** The progress bar while a scan runs. */
export function ScanProgressBar({ progress }: { progress: ScanProgress | null }) {
  return (
    <div className="scan-progress" role="status" data-testid="scan-progress">
      <progress value={progress?.done ?? 0} max={Math.max(progress?.total ?? 1, 1)} />
      <span>
        {progress
          ? `${progress.done} of ${progress.total}: ${revealInvisible(progress.label)}`
          : 'Asking server/discover…'}
      </span>
    </div>
  );
}

/** The verdict line of a finished scan, with the export button. */
export function ScanVerdictLine({ report, onExport }: { report: ScanReport; onExport: () => void }) {
  const count = (s: string) => report.findings.filter((f) => f.severity === s).length;
  // Exchanges are the requests sent; the probes a stop left unsent are counted apart.
  const sent = report.exchanges.filter((e) => e.outcome !== 'skipped').length;
  const unsent = report.exchanges.length - sent;
  return (
    <div className="scan-verdict" data-testid="scan-verdict" data-verdict={report.verdict}>
      <VerdictChip verdict={chipOf(report.verdict)} words={report.verdict} />
      <span>
        {counted(count('error'), 'error')}, {counted(count('warning'), 'warning')}, {count('info')} info in{' '}
        {counted(sent, 'exchange')}
        {unsent > 0 ? `, ${unsent} other ${unsent === 1 ? 'probe' : 'probes'} not sent` : ''} (
        {(report.durationMs / 1000).toFixed(1)} s)
      </span>
      <button type="button" className="button-small" onClick={onExport} data-testid="scan-export">
        Export JSON
      </button>
      {report.notes.length > 0 && (
        <ul className="scan-notes muted" data-testid="scan-notes">
          {report.notes.map((note, i) => (
            <li key={i}>{revealInvisible(note)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function chipOf(verdict: ScanReport['verdict']): Verdict {
  return verdict === 'pass' ? 'pass' : verdict === 'warn' || verdict === 'incomplete' ? 'warn' : 'fail';
}
