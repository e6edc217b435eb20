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
  return (
    <div className="scan-verdict" data-testid="scan-verdict" data-verdict={report.verdict}>
      <VerdictChip verdict={chipOf(report.verdict)} words={report.verdict} />
      <span>
        {counted(count('error'), 'error')}, {counted(count('warning'), 'warning')}, {count('info')} info in{' '}
        {counted(report.exchanges.length, 'exchange')} ({(report.durationMs / 1000).toFixed(1)} s)
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
