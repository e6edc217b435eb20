import { useInflightStore } from '../../../exchange/state/inflight-store';
import type { BridgeRow } from './bridge-rows';

const ARROW = { in: 'View → host', out: 'host → View', sandbox: 'sandbox' } as const;

/** The Bridge list: every message between the host and the View, judged, newest last. */
export function BridgeList({ rows, dropped }: { rows: readonly BridgeRow[]; dropped: number }) {
  const select = useInflightStore((s) => s.actions.select);
  return (
    <section className="bridge-list" aria-label="Bridge" data-testid="bridge-list">
      <h4>Bridge ({rows.length})</h4>
      {dropped > 0 && <p className="muted">{dropped} older messages left the list.</p>}
      <ol>
        {rows.map((row) => (
          <li
            key={row.seq}
            data-testid="bridge-message"
            data-direction={row.direction}
            data-label={row.label}
            data-rules={row.findings.map((f) => f.rule).join(' ')}
            className={row.findings.some((f) => f.severity === 'error') ? 'bridge-row bad' : 'bridge-row'}
          >
            <details>
              <summary>
                <span className="bridge-dir">{ARROW[row.direction]}</span> <code>{row.label}</code>
                {row.note && <span className="bridge-note"> · {row.note}</span>}
                {row.findings.map((f, i) => (
                  <span key={i} className={`bridge-finding ${f.severity}`} title={f.message} data-rule={f.rule}>
                    {' '}
                    {f.rule}
                  </span>
                ))}
              </summary>
              {row.findings.map((f, i) => (
                <p key={i} className="bridge-finding-text">
                  <strong>{f.rule}</strong> at <code>{f.pointer || '(the message)'}</code>: {f.message}
                </p>
              ))}
              {row.recordId && (
                <button type="button" data-testid="bridge-exchange" onClick={() => select(row.recordId!)}>
                  Show the recorded exchange
                </button>
              )}
              <pre>{row.text}</pre>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
