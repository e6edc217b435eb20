import type { Transport } from '../../../exchange/transport/choose-fetch';
import { useScanStore } from '../state/scan-store';
import { SchemeHint } from '../../../ui/scheme-hint';

/** What to scan: the URL, whether to call tools, how requests travel and which extra headers they carry. */
export function ScanForm({
  placeholder,
  transport,
  running,
  onStart,
  onStop,
}: {
  placeholder: string;
  transport: Transport;
  running: boolean;
  onStart: () => void;
  onStop: () => void;
}) {
  const url = useScanStore((s) => s.url);
  const includeCalls = useScanStore((s) => s.includeCalls);
  const mode = useScanStore((s) => s.mode);
  const headers = useScanStore((s) => s.headers);
  const { setUrl, setIncludeCalls, setMode, setHeaders } = useScanStore((s) => s.actions);
  return (
    <form
      className="scan-form"
      onSubmit={(e) => {
        e.preventDefault();
        onStart();
      }}
    >
      <label className="grow">
        <span>Server URL</span>
        <input
          type="url"
          value={url}
          placeholder={placeholder}
          onChange={(e) => setUrl(e.target.value)}
          data-testid="scan-url"
          spellCheck={false}
        />
      </label>
      <label className="scan-calls" title="Calls every listed tool once: only for servers where that is harmless">
        <input
          type="checkbox"
          checked={includeCalls}
          onChange={(e) => setIncludeCalls(e.target.checked)}
          data-testid="scan-include-calls"
        />
        Call every tool once (runs them)
      </label>
      {running ? (
        <button type="button" onClick={onStop} data-testid="scan-stop">
          Stop
        </button>
      ) : (
        <button type="submit" data-testid="scan-start">
          Scan
        </button>
      )}
      <label>
        <span>Send</span>
        <select value={mode} onChange={(e) => setMode(e.target.value as typeof mode)} data-testid="scan-mode">
          <option value="auto">automatically</option>
          <option value="relay">through the relay</option>
          <option value="direct">straight from the browser</option>
        </select>
      </label>
      <details className="scan-headers">
        <summary>Extra headers</summary>
        <textarea
          value={headers}
          onChange={(e) => setHeaders(e.target.value)}
          placeholder="Authorization: Bearer …"
          rows={3}
          spellCheck={false}
          aria-label="Extra headers, one Name: value per line"
          data-testid="scan-headers"
        />
      </details>
      <SchemeHint typed={url} onUse={setUrl} />
      <p className="muted scan-via">Requests go {transport.reason}.</p>
    </form>
  );
}
