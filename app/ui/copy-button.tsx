import { useEffect, useRef, useState } from 'react';
import { copyText } from './clipboard';
import './copy-button.css';

// Kept for importers of the old location; new code imports app/ui/clipboard.

/** What the button says after a click: failure stays longer, since the user has to act on it. */
const SHOWN_MS = { copied: 1200, failed: 4000 } as const;

/**
 * Copies `text()` to the clipboard and says whether it worked, for a moment; a `caveat` (what the copy
 * lacks, such as masked secrets) shows beside it after a copy.
 */
export function CopyButton({
  label,
  text,
  testId,
  caveat = null,
}: {
  label: string;
  text: () => string;
  testId?: string;
  caveat?: string | null;
}) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    const result = (await copyText(text())) ? 'copied' : 'failed';
    setOutcome(result);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOutcome(null), caveat ? SHOWN_MS.failed : SHOWN_MS[result]);
  };
  return (
    <>
      <button
        type="button"
        className={`button-small${outcome === 'failed' ? ' copy-failed' : ''}`}
        onClick={() => void copy()}
        data-testid={testId}
        data-outcome={outcome ?? undefined}
        aria-live="polite"
      >
        {outcome === 'copied' ? 'Copied' : outcome === 'failed' ? 'Copy failed: select and copy by hand' : label}
      </button>
      {outcome === 'copied' && caveat && (
        <span className="copy-caveat" role="status" data-testid={testId ? `${testId}-caveat` : undefined}>
          {caveat}
        </span>
      )}
    </>
  );
}
