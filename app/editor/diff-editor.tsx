import { lazy, Suspense } from 'react';
import './diff-editor.css';

/** Props of {@link DiffEditor}: two read-only JSON texts side by side. */
export interface DiffEditorProps {
  /** Model URIs for the two sides (`modelUri(screen, name)`); they must differ from other editors' models. */
  originalUri: string;
  modifiedUri: string;
  original: string;
  modified: string;
  /** Shown above each side. */
  originalLabel: string;
  modifiedLabel: string;
  theme: 'light' | 'dark';
  ariaLabel: string;
  testId: string;
  /** CSS height; by default it fills its parent. */
  height?: string;
}

// Loads with (and shares) the Monaco chunk; nothing of Monaco is in the page's first chunk.
const DiffEditorView = lazy(() => import('./diff-editor-view'));

/**
 * Monaco's diff editor, side by side, read-only, loaded lazily: until it arrives (or if it cannot load) the
 * two texts show as plain columns.
 *
 * @example
 * <DiffEditor originalUri={modelUri('playground', 'diff-legacy.json')} modifiedUri={modelUri('playground', 'diff-modern.json')}
 *   original={legacyText} modified={modernText} originalLabel="2025-11-25" modifiedLabel="2026-07-28"
 *   theme="light" ariaLabel="Legacy vs modern" testId="era-diff-editor" />
 */
export function DiffEditor(props: DiffEditorProps) {
  return (
    <Suspense fallback={<PlainDiff {...props} />}>
      <DiffEditorView {...props} />
    </Suspense>
  );
}

function PlainDiff({ original, modified, originalLabel, modifiedLabel, ariaLabel, testId, height }: DiffEditorProps) {
  return (
    <div
      className="si-diff-plain"
      role="group"
      aria-label={ariaLabel}
      data-testid={testId}
      style={height ? { height } : undefined}
    >
      <pre aria-label={originalLabel}>{original}</pre>
      <pre aria-label={modifiedLabel}>{modified}</pre>
    </div>
  );
}
