/**
 * The one line the preview shows while the input has an error: it keeps the last good preview, says so,
 * and what the current input is stale against. Shown once, above every derived panel.
 */
export function StaleNote({ against }: { against: string }) {
  return (
    <p className="stale-note" data-testid="stale-note">
      <strong>Stale</strong>: the panels below show the last input that shaped, not the current one ({against}).
    </p>
  );
}

/** The short mark each derived panel wears while the note above says why it is stale. */
export function StaleMark({ against }: { against: string }) {
  return (
    <span className="stale" data-testid="stale-mark" title={`Stale against ${against}`}>
      stale
    </span>
  );
}
