/**
 * Brings the exchange panel into view and gives it focus when its top is outside the scrolling screen (the
 * one-column layout below 900 px puts it under every card); beside the cards it is already in view and
 * nothing moves.
 * @example
 * showPanel(null); // => undefined
 */
export function showPanel(panel: HTMLElement | null): void {
  if (!panel) return;
  const top = panel.getBoundingClientRect().top;
  const screen = panel.closest('.scan')?.getBoundingClientRect() ?? { top: 0, bottom: window.innerHeight };
  if (top >= screen.top && top < screen.bottom - 48) return;
  panel.scrollIntoView({ block: 'start' });
  panel.focus({ preventScroll: true });
}
