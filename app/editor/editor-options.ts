import type { editor } from 'monaco-editor/editor';
import type { CodeEditorProps } from './types';

const FONT = "ui-monospace, Menlo, Monaco, Consolas, 'DejaVu Sans Mono', monospace";

/** Monaco's built-in theme for ours. */
export const themeName = (theme: CodeEditorProps['theme']) => (theme === 'dark' ? 'vs-dark' : 'vs');

/** Options fixed for the editor's life (see architecture principle 4). */
export function baseOptions(readOnly: boolean, ariaLabel: string): editor.IStandaloneEditorConstructionOptions {
  return {
    automaticLayout: true,
    fixedOverflowWidgets: true,
    minimap: { enabled: false },
    scrollBeyondLastLine: false,
    fontFamily: FONT,
    fontSize: 13,
    lineHeight: 19,
    lineNumbersMinChars: 3,
    tabSize: 2,
    hover: { delay: 300 },
    wordBasedSuggestions: 'off',
    colorDecorators: false,
    stickyScroll: { enabled: false },
    // Wrapped lines start where their line's text starts, so wrapped JSON keeps its shape.
    wrappingIndent: 'same',
    // Monaco hides markers in read-only editors by default; ours carry findings there.
    renderValidationDecorations: 'on',
    // Typing JSON over a selection must replace it, not wrap it: no surrounding, no closing pairs.
    autoSurround: 'never',
    autoClosingBrackets: 'never',
    autoClosingQuotes: 'never',
    ...modeOptions(readOnly, ariaLabel),
  };
}

/** Options that follow the readOnly and ariaLabel props. */
export function modeOptions(readOnly: boolean, ariaLabel: string): editor.IEditorOptions {
  return { readOnly, domReadOnly: readOnly, ariaLabel, renderLineHighlight: readOnly ? 'none' : 'line' };
}
