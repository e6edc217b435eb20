import type { TapVerdict } from '../../../server/tap/protocol';
import { useTapStore } from '../state/tap-store';

const VERDICTS: readonly (TapVerdict | '')[] = ['', 'fail', 'warn', 'info', 'pass', 'transport'];

/** Filters, pause, clear, exports and the secrets switch of the traffic list. */
export function TapToolbar({
  methods,
  waiting,
  onClear,
  onExport,
}: {
  methods: readonly string[];
  /** Exchanges that arrived while paused. */
  waiting: number;
  onClear: () => void;
  onExport: (format: 'json' | 'har') => void;
}) {
  const { method, verdict, frozen, revealSecrets } = useTapStore();
  const { setMethod, setVerdict, togglePause, setRevealSecrets } = useTapStore((s) => s.actions);
  return (
    <div className="tap-toolbar" role="toolbar" aria-label="Traffic">
      <select
        value={method}
        onChange={(e) => setMethod(e.target.value)}
        aria-label="Filter by method"
        data-testid="tap-method"
      >
        <option value="">all methods</option>
        {methods.map((m) => (
          <option key={m}>{m}</option>
        ))}
      </select>
      <select
        value={verdict}
        onChange={(e) => setVerdict(e.target.value as TapVerdict | '')}
        aria-label="Filter by verdict"
        data-testid="tap-verdict"
      >
        {VERDICTS.map((v) => (
          <option key={v} value={v}>
            {v || 'all verdicts'}
          </option>
        ))}
      </select>
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
      <button type="button" className="button-small" onClick={() => onExport('json')} data-testid="tap-export-json">
        Export JSON
      </button>
      <button type="button" className="button-small" onClick={() => onExport('har')} data-testid="tap-export-har">
        Export HAR
      </button>
      <label className="checkbox">
        <input type="checkbox" checked={revealSecrets} onChange={(e) => setRevealSecrets(e.target.checked)} /> Show
        secret header values
      </label>
    </div>
  );
}
