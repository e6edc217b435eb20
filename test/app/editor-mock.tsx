/**
 * A stand-in for app/editor in component tests (happy-dom cannot run Monaco). Use it with
 *   vi.mock('../../app/editor', () => import('./editor-mock'));
 * Each CodeEditor renders a <textarea> (editable) or a <pre> (readOnly) carrying the testId, the
 * value as its text, and data-annotations / data-markers (JSON) to assert on; the SHORTCUTS keys
 * pressed in the textarea call onAction. SHORTCUTS are the real ones.
 */
import type { CodeEditorProps } from '../../app/editor';
import { shortcutFor } from '../../app/editor/shortcuts';

export { SHORTCUTS } from '../../app/editor/shortcuts';
export { TEST_HOOKS_FLAG } from '../../app/editor/test-hooks';
export type * from '../../app/editor';

export function CodeEditor({
  modelUri,
  value,
  language,
  readOnly,
  onChange,
  markers = [],
  annotations = [],
  ariaLabel,
  testId,
  onAction,
  height,
}: CodeEditorProps) {
  const data = {
    'data-testid': testId,
    'data-model-uri': modelUri,
    'data-language': language,
    'data-editor-ready': 'true',
    'data-annotations': JSON.stringify(annotations.map(({ pointer, kind }) => ({ pointer, kind }))),
    'data-markers': JSON.stringify(markers),
    'aria-label': ariaLabel,
    style: height ? { height } : undefined,
  };
  if (readOnly) return <pre {...data}>{value}</pre>;
  return (
    <textarea
      {...data}
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      onKeyDown={(event) => {
        const action = shortcutFor(event);
        if (action && onAction) {
          event.preventDefault();
          onAction(action);
        }
      }}
    />
  );
}

/** Nothing to load in tests. */
export function preloadEditor(): Promise<void> {
  return Promise.resolve();
}
