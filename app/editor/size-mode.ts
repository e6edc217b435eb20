import type { editor, IDisposable } from 'monaco-editor/editor';

/**
 * Above this many characters the editor drops its costly extras and takes a paste as a fresh model, so a 1 MB
 * paste stays within one short task and 10 MB stays responsive (Monaco's own paste of 1 MB took over 400 ms).
 */
export const LARGE_TEXT = 512 * 1024;

/**
 * A read-only editor (an output, shown whole when it arrives) drops them from this size on: a 1 MB answer's
 * bracket pairs and wrapped lines cost the main thread hundreds of milliseconds in the task that shows it.
 */
const LARGE_READ_ONLY_TEXT = 256 * 1024;

/** The length above which an editor drops its costly extras. */
export const largeFrom = (readOnly: boolean): number => (readOnly ? LARGE_READ_ONLY_TEXT : LARGE_TEXT);

/** Editor options that follow the text's size: folding, bracket matching, guides and wrapping cost time on huge texts. */
export function sizeOptions(length: number, wordWrap: boolean, limit = LARGE_TEXT): editor.IEditorOptions {
  const large = length > limit;
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
export function fitModelToSize(model: editor.ITextModel, length: number, limit = LARGE_TEXT): void {
  const enabled = length <= limit;
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
  limit = LARGE_TEXT,
): SizeMode {
  let large = length > limit;
  let wrap = wordWrap;
  return {
    fit(model, nextLength) {
      fitModelToSize(model, nextLength, limit);
      if (nextLength > limit === large) return;
      large = !large;
      target.updateOptions(sizeOptions(nextLength, wrap, limit));
    },
    setWordWrap(next) {
      if (next === wrap) return;
      wrap = next;
      target.updateOptions({ wordWrap: wrap && !large ? 'on' : 'off' });
    },
    watch: (model, currentLength) => model.onDidChangeOptions(() => fitModelToSize(model, currentLength(), limit)),
  };
}
