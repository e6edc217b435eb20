import type { editor, IDisposable } from 'monaco-editor/editor';

/** Above this many characters the editor drops its costly extras, so 10 MB stays responsive. */
export const LARGE_TEXT = 2_000_000;

/** Editor options that follow the text's size: folding, bracket matching, guides and wrapping cost time on huge texts. */
export function sizeOptions(length: number, wordWrap: boolean): editor.IEditorOptions {
  const large = length > LARGE_TEXT;
  return {
    folding: !large,
    matchBrackets: large ? 'never' : 'always',
    guides: { indentation: !large, bracketPairs: false },
    wordWrap: wordWrap && !large ? 'on' : 'off',
  };
}

/**
 * Bracket pair colours are a model option (parsing a 5 MB text for them takes a second). Standalone
 * Monaco never forwards the editor option to models, and may reset model options on a config change.
 */
export function fitModelToSize(model: editor.ITextModel, length: number): void {
  const enabled = length <= LARGE_TEXT;
  if (model.getOptions().bracketPairColorizationOptions.enabled === enabled) return;
  model.updateOptions({ bracketColorizationOptions: { enabled, independentColorPoolPerBracketType: false } });
}

/** One editor's size mode: its options follow the text's length (and the word-wrap preference). */
export interface SizeMode {
  /** Call with the length of the text the model holds (or is about to hold). */
  fit(model: editor.ITextModel, length: number): void;
  setWordWrap(wordWrap: boolean): void;
  /** Keeps `model`'s options fitted when something resets them; `length` reads the current length. */
  watch(model: editor.ITextModel, length: () => number): IDisposable;
}

/** Starts the size mode of an editor created with `sizeOptions(length, wordWrap)`. */
export function createSizeMode(
  target: Pick<editor.IStandaloneCodeEditor, 'updateOptions'>,
  length: number,
  wordWrap: boolean,
): SizeMode {
  let large = length > LARGE_TEXT;
  let wrap = wordWrap;
  return {
    fit(model, nextLength) {
      fitModelToSize(model, nextLength);
      if (nextLength > LARGE_TEXT === large) return;
      large = !large;
      target.updateOptions(sizeOptions(nextLength, wrap));
    },
    setWordWrap(next) {
      if (next === wrap) return;
      wrap = next;
      target.updateOptions({ wordWrap: wrap && !large ? 'on' : 'off' });
    },
    watch: (model, currentLength) => model.onDidChangeOptions(() => fitModelToSize(model, currentLength())),
  };
}
