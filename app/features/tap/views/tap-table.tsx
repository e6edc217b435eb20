import { OutcomeMark } from '../../../exchange/views/outcome-mark';
import type { TapRow } from '../model/row';
import { VerdictChip } from '../../../ui/verdict-chip';

/** The traffic, newest first: one row per exchange (in flight ones too); a click opens it below. */
export function TapTable({
  rows,
  selectedId,
  showTap,
  onSelect,
}: {
  rows: readonly TapRow[];
  selectedId: string | null;
  showTap: boolean;
  onSelect: (id: string) => void;
}) {
  return (
    <table className="tap-table" data-testid="tap-table">
      <thead>
        <tr>
          <th scope="col">Time</th>
          {showTap && <th scope="col">Tap</th>}
          <th scope="col">Method</th>
          <th scope="col">Client</th>
          <th scope="col">Status</th>
          <th scope="col">Time taken</th>
          <th scope="col">Verdict</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.id}
            className={row.id === selectedId ? 'selected' : undefined}
            data-testid="tap-row"
            data-verdict={row.verdict}
            data-method={row.method}
            data-outcome={row.outcome}
            data-era={row.era || undefined}
            aria-selected={row.id === selectedId}
          >
            <td className="muted">{new Date(row.startedAt).toLocaleTimeString()}</td>
            {showTap && <td>{row.tap || '/tap'}</td>}
            <td>
              <button
                type="button"
                className="link-button tap-open"
                onClick={() => onSelect(row.id)}
                disabled={row.verdict === 'pending'}
              >
                {row.label}
              </button>
              {row.era && (
                <span
                  className="tap-era"
                  data-testid="tap-row-era"
                  title={`A ${row.era} exchange, judged by the 2025-era rules only`}
                >
                  {row.era}
                </span>
              )}
            </td>
            <td className="tap-client" data-testid="tap-client">
              {row.client}
            </td>
            <td data-testid="tap-status">{row.status}</td>
            <td className="muted">{row.ms}</td>
            <td>
              {row.verdict === 'pending' ? (
                <span className="verdict-chip" data-testid="tap-row-verdict" data-verdict="pending">
                  {row.verdictText}
                </span>
              ) : (
                <VerdictChip verdict={row.verdict} words={row.verdictText} testId="tap-row-verdict" />
              )}{' '}
              <OutcomeMark outcome={row.outcome} testId="tap-row-outcome" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
