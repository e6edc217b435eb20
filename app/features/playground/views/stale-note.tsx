/**
 * The line every derived panel shows while the input has an error: it keeps the last good preview, and says
 * so, and what the current input is stale against.
 */
export function StaleNote({ against }: { against: string }) {
  return (
    <p className="stale-note" data-testid="stale-note">
      <strong>Stale</strong>: this shows the last input that shaped, not the current one ({against}).
    </p>
  );
}
