import { useEffect } from 'react';

/** A line shown between an editor's real lines, not part of its text (a member the shaper removed). */
export interface GhostLine {
  /** RFC 6901 pointer of the member under whose first line the ghost goes ('' = the top). */
  after: string;
  /** The line as it would read, e.g. `"io.modelcontextprotocol/logLevel": "info",`. */
  text: string;
  /** Short name for the gutter badge's tooltip, e.g. the removed key. */
  label: string;
  /** Plain-text tooltip: what happened and why. */
  hover: string;
  kind: 'removed';
}

/**
 * Ghost lines in the Monaco editor that shows `modelUri` (the one whose outer element carries `testId`).
 * Renders nothing; until Monaco is on the page it waits, and it never loads Monaco itself.
 *
 * @example
 * <GhostLines modelUri={MODEL_URIS.response} testId="modern-response"
 *   ghosts={[{ after: '/result/_meta', text: '"io.modelcontextprotocol/logLevel": "info"', label: 'logLevel', hover: 'removed', kind: 'removed' }]} />
 */
export function GhostLines({
  modelUri,
  testId,
  ghosts,
}: {
  modelUri: string;
  testId: string;
  ghosts: readonly GhostLine[];
}) {
  const key = JSON.stringify(ghosts);
  useEffect(() => {
    const wanted = JSON.parse(key) as GhostLine[];
    if (wanted.length === 0) return;
    let remove: (() => void) | null = null;
    let cancelled = false;
    const selector = `[data-testid="${CSS.escape(testId)}"][data-editor-ready="true"] .monaco-editor`;
    const start = () => {
      observer.disconnect();
      void import('./ghost-lines-view').then(({ showGhostLines }) => {
        if (!cancelled) remove = showGhostLines(modelUri, wanted);
      });
    };
    // Wait for the real editor: the placeholder, and a test stand-in, hold no .monaco-editor.
    const observer = new MutationObserver(() => document.querySelector(selector) && start());
    if (document.querySelector(selector)) start();
    else
      observer.observe(document.body, {
        subtree: true,
        attributes: true,
        attributeFilter: ['data-editor-ready'],
        childList: true,
      });
    return () => {
      cancelled = true;
      observer.disconnect();
      remove?.();
    };
  }, [modelUri, testId, key]);
  return null;
}
