/** On a -32021 answer: what the server requires, and one click to declare it and send again. */
export function DeclareRetry({ required, onRetry }: { required: Record<string, unknown>; onRetry: () => void }) {
  const names = Object.keys(required);
  return (
    <p className="declare-retry" data-testid="declare-retry">
      The server needs the client to declare {names.length ? names.join(', ') : 'a capability it did not name'}.{' '}
      <button type="button" onClick={onRetry} disabled={names.length === 0} data-testid="declare-retry-button">
        Declare it and retry
      </button>
    </p>
  );
}
