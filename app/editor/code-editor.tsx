import { lazy, Suspense } from 'react';
import { EditorPlaceholder } from './placeholder';
import type { CodeEditorProps } from './types';
import './placeholder.css';

// One specifier for lazy() and preloadEditor(), so both share the same chunk and promise.
const loadMonacoEditor = () => import('./monaco-editor');
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
 * <CodeEditor modelUri="inmemory://playground/handler-result" value={text} onChange={setText}
 *   language="elixir" theme="light" ariaLabel="Handler result" testId="handler-input" />
 */
export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<EditorPlaceholder {...props} />}>
      <MonacoEditor {...props} />
    </Suspense>
  );
}

/** Starts loading Monaco (call it after the first paint); resolves once the chunk is in. */
export function preloadEditor(): Promise<void> {
  return loadMonacoEditor().then(() => undefined);
}
