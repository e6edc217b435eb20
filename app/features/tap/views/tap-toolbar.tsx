import { useShallow } from 'zustand/react/shallow';
import type { ExchangeRecord } from '../../../../src/index';
import { ExchangeFilters } from '../../../exchange/views/exchange-filters';
import { ExportButtons } from '../../../exchange/views/export-buttons';
import { useTapStore } from '../state/tap-store';

/** Filters, pause, clear, exports and the secrets switch of the traffic list. */
export function TapToolbar({
  methods,
  waiting,
  onClear,
  records,
}: {
  methods: readonly string[];
  /** Exchanges that arrived while paused. */
  waiting: number;
  onClear: () => void;
  /** What the exports hold: every exchange of the session, whatever the filters show. */
  records: readonly ExchangeRecord[];
}) {
  const { method, verdict, frozen, revealSecrets } = useTapStore(
    useShallow((s) => ({ method: s.method, verdict: s.verdict, frozen: s.frozen, revealSecrets: s.revealSecrets })),
  );
  const { setMethod, setVerdict, togglePause, setRevealSecrets } = useTapStore((s) => s.actions);
  return (
    <div className="tap-toolbar" role="toolbar" aria-label="Traffic">
      <ExchangeFilters
        methods={methods}
        method={method}
        verdict={verdict}
        onMethod={setMethod}
        onVerdict={setVerdict}
        testIdPrefix="tap"
      />
      <button
        type="button"
        className="button-small"
        onClick={togglePause}
        aria-pressed={frozen !== null}
        data-testid="tap-pause"
      >
        {frozen ? `Resume${waiting > 0 ? ` (${waiting} new)` : ''}` : 'Pause'}
      </button>
      <button type="button" className="button-small" onClick={onClear} data-testid="tap-clear">
        Clear
      </button>
      <ExportButtons
        records={records}
        name="mcp-tap-session"
        testIds={{ json: 'tap-export-json', har: 'tap-export-har' }}
      />
      <label className="checkbox">
        <input type="checkbox" checked={revealSecrets} onChange={(e) => setRevealSecrets(e.target.checked)} /> Show
        secret header values
      </label>
    </div>
  );
}
