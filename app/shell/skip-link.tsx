import './skip-link.css';

/** What the skip link focuses: the screen's first field (or, on a screen without one, its first control). */
const FIRST_FIELD =
  'input:not([type=hidden]):not([disabled]), textarea:not([disabled]), select:not([disabled]), .si-editor textarea';
const FIRST_CONTROL = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * The first stop of the Tab order: "Skip to the screen" moves focus past the header to the screen's first
 * field. A button, not an anchor: the router owns the location hash.
 */
export function SkipLink() {
  const skip = () => {
    const main = document.querySelector('.shell-main');
    const target = main?.querySelector<HTMLElement>(FIRST_FIELD) ?? main?.querySelector<HTMLElement>(FIRST_CONTROL);
    target?.focus();
  };
  return (
    <button type="button" className="skip-link" onClick={skip} data-testid="skip-link">
      Skip to the screen
    </button>
  );
}
