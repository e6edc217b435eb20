import { useState } from 'react';

/** SSE `data` payloads, in arrival order; the list grows while the stream is open. */
export function SseFrames({ frames, open }: { frames: readonly string[]; open: boolean }) {
  const [expanded, setExpanded] = useState<number | null>(null);
  if (frames.length === 0) return open ? <p className="muted">Waiting for the first SSE frame…</p> : null;
  return (
    <ol className="sse-frames" data-testid="sse-frames" aria-live="polite">
      {frames.map((frame, i) => (
        <li key={i} data-testid="sse-frame">
          <button type="button" className="button-small" onClick={() => setExpanded(expanded === i ? null : i)}>
            frame {i}
          </button>{' '}
          <code className="frame-text">
            {expanded === i ? frame : frame.slice(0, 160) + (frame.length > 160 ? '…' : '')}
          </code>
        </li>
      ))}
      {open && <li className="muted">stream open…</li>}
    </ol>
  );
}
