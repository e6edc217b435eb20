import { useLayoutEffect, useRef, type RefObject } from 'react';

/** What Tab can reach, before the visibility check. */
const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), ' +
  'summary, iframe, [tabindex]:not([tabindex="-1"])';

/**
 * Keeps the focus on the page when the panes change layout. The panes stay mounted, so the focus stays where
 * it was, unless the new layout hides its element: a separator (stacked) gives it to the pane after it, a
 * closed dock pane (side by side again) to its toggle on the dock bar.
 */
export function useFocusKeptAcrossLayouts(root: RefObject<HTMLElement | null>, stacked: boolean): void {
  const last = useRef(stacked);
  useLayoutEffect(() => {
    if (last.current === stacked) return;
    last.current = stacked;
    const element = root.current;
    const active = element?.ownerDocument.activeElement;
    if (!element || !(active instanceof HTMLElement) || !element.contains(active) || shows(active)) return;
    focusInstead(element, active);
  }, [root, stacked]);
}

function focusInstead(root: HTMLElement, hidden: HTMLElement): void {
  const pane = hidden.closest<HTMLElement>('.live-pane');
  const toggle = pane && root.querySelector<HTMLElement>(`[data-testid="dock-${pane.dataset.pane}-toggle"]`);
  if (toggle && shows(toggle)) {
    toggle.focus();
    return;
  }
  // The first control after it that shows (the pane a separator stood before).
  const after = [...root.querySelectorAll<HTMLElement>(TABBABLE)].find(
    (e) => hidden.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING && shows(e),
  );
  after?.focus();
}

// checkVisibility where the browser has it; else whether the element has a box (display: none has none).
function shows(element: HTMLElement): boolean {
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility()
    : element.getClientRects().length > 0;
}
