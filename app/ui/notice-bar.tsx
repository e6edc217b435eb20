/** A dismissible one-line notice under the header. */
export function NoticeBar({ notice, onDismiss }: { notice: string | null; onDismiss: () => void }) {
  if (!notice) return null;
  return (
    <div className="notice" role="status" data-testid="notice">
      <span>{notice}</span>
      <button type="button" className="button-small" onClick={onDismiss} aria-label="Dismiss notice">
        ×
      </button>
    </div>
  );
}
