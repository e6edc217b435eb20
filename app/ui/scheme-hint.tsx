import { schemeSuggestion } from './scheme-suggestion';
import './scheme-hint.css';

/**
 * Under a server URL typed without `http://` (Live's bar, Scan's form), the address it most likely means,
 * one click (or Enter) away; nothing for a URL with its scheme.
 */
export function SchemeHint({ typed, onUse }: { typed: string; onUse: (url: string) => void }) {
  const suggestion = schemeSuggestion(typed);
  if (!suggestion) return null;
  return (
    <p className="scheme-hint" role="status" data-testid="scheme-hint">
      This URL has no scheme, so it cannot be sent.{' '}
      <button type="button" className="link-button" onClick={() => onUse(suggestion)} data-testid="scheme-use">
        Use {suggestion}
      </button>
    </p>
  );
}
