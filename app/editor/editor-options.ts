import type { monaco } from './setup';
import type { CodeEditorProps } from './types';

/** Above this many characters the editor drops its costly extras, so 10 MB stays responsive. */
export const LARGE_TEXT = 2_000_000;

const FONT = "ui-monospace, Menlo, Monaco, Consolas, 'DejaVu Sans Mono', monospace";

/** Monaco's built-in theme for ours. */
export const themeName = (theme: CodeEditorProps['theme']) => (theme === 'dark' ? 'vs-dark' : 'vs');

/** Options fixed for the editor's life (see architecture principle 4). */
export function baseOptions(readOnly: boolean, ariaLabel: string): monaco.editor.IStandaloneEditorConstructionOptions {
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
    // Monaco hides markers in read-only editors by default; ours carry findings there.
    renderValidationDecorations: 'on',
    ...modeOptions(readOnly, ariaLabel),
  };
}

/** Options that follow the readOnly and ariaLabel props. */
export function modeOptions(readOnly: boolean, ariaLabel: string): monaco.editor.IEditorOptions {
  return { readOnly, domReadOnly: readOnly, ariaLabel, renderLineHighlight: readOnly ? 'none' : 'line' };
}

/** Editor options that follow the text's size: folding, bracket matching and guides cost time on huge texts. */
export function sizeOptions(length: number): monaco.editor.IEditorOptions {
  const large = length > LARGE_TEXT;
  return {
    folding: !large,
    matchBrackets: large ? 'never' : 'always',
    guides: { indentation: !large, bracketPairs: false },
  };
}

/**
 * Bracket pair colours are a model option (parsing a 5 MB text for them takes a second). Standalone
 * Monaco never forwards the editor option to models, and may reset model options on a config change.
 */
export function fitModelToSize(model: monaco.editor.ITextModel, length: number): void {
  const enabled = length <= LARGE_TEXT;
  if (model.getOptions().bracketPairColorizationOptions.enabled === enabled) return;
  model.updateOptions({ bracketColorizationOptions: { enabled, independentColorPoolPerBracketType: false } });
}
