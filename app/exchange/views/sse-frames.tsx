import { useState } from 'react';
import { revealInvisible } from '../../../src/index';
import { frameSummary } from './frame-summary';

/**
 * SSE `data` payloads, in arrival order; the list grows while the stream is open. `count` is how many
 * frames arrived when `frames` holds only the newest of them (a stream that never ends).
 */
export function SseFrames({ frames, open, count }: { frames: readonly string[]; open: boolean; count?: number }) {
  const [expanded, setExpanded] = useState<number | null>(null);
  if (frames.length === 0) return open ? <p className="muted">Waiting for the first SSE frame…</p> : null;
  const total = count ?? frames.length;
  const first = total - frames.length;
  return (
    <ol className="sse-frames" data-testid="sse-frames" start={first}>
      {first > 0 && (
        <li className="muted" data-testid="sse-frame-count" value={first}>
          {total.toLocaleString('en')} frames{open ? ' so far' : ''}; the newest {frames.length} are shown.
        </li>
      )}
      {frames.map((frame, i) => (
        <li key={first + i} data-testid="sse-frame">
          <button type="button" className="button-small" onClick={() => setExpanded(expanded === i ? null : i)}>
            frame {first + i}
          </button>{' '}
          <span className="frame-message" data-testid="sse-frame-message">
            {revealInvisible(frameSummary(frame))}
          </span>{' '}
          <code className="frame-text">
            {revealInvisible(expanded === i ? frame : frame.slice(0, 160) + (frame.length > 160 ? '…' : ''))}
          </code>
        </li>
      ))}
      {open && <li className="muted">stream open…</li>}
    </ol>
  );
}
