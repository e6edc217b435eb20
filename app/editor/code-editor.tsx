import { lazy, Suspense } from 'react';
import { loadMonacoEditor } from './load-editor';
import { EditorPlaceholder } from './placeholder';
import type { CodeEditorProps } from './types';
import './placeholder.css';

// If the chunk cannot load, the placeholder stays: typing still works, only Monaco is missing.
const MonacoEditor = lazy(() =>
  loadMonacoEditor().catch((error: unknown) => {
    console.warn('The Monaco editor could not load; keeping the plain text editor.', error);
    return { default: EditorPlaceholder };
  }),
);

/**
 * A code editor: a textarea (or a <pre> when read-only) at once, Monaco when its chunk arrives.
 *
 * @example
 * <CodeEditor modelUri={MODEL_URIS.handler} value={text} onChange={setText} language="elixir"
 *   theme="light" ariaLabel="Handler result" testId="handler-input" commands={commands} />
 */
export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<EditorPlaceholder {...props} />}>
      <MonacoEditor {...props} />
    </Suspense>
  );
}
