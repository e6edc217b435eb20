import { Range, editor as monacoEditor, type editor, type IDisposable, type IRange } from 'monaco-editor/editor';
import { LARGE_TEXT } from './size-mode';
import type { ModelHandle } from './models';
import { laterTask } from '../state/later-task';
import { SLICE_BUDGET_MS, SLICE_CHARS, SLICED_UP_TO, sliceEnd } from './slices';

/** The smallest single edit turning `from` into `to`, and how many characters it keeps (common prefix and suffix). */
export function minimalEdit(from: string, to: string): { start: number; end: number; text: string; kept: number } {
  const limit = Math.min(from.length, to.length);
  let start = 0;
  while (start < limit && from.charCodeAt(start) === to.charCodeAt(start)) start++;
  let end = 0;
  while (end < limit - start && from.charCodeAt(from.length - 1 - end) === to.charCodeAt(to.length - 1 - end)) end++;
  return { start, end: from.length - end, text: to.slice(start, to.length - end), kept: start + end };
}

/** Above this many characters a read-only editor takes a replaced text as a fresh model rather than an edit. */
const SWAP_TEXT = 256 * 1024;

/** A new text keeping less than half of the longer one is a replacement (another example), not an edit. */
export const isReplacement = (from: string, to: string, kept: number) => kept < Math.max(from.length, to.length) / 2;

/** What `setValue` did: nothing, a minimal edit, or a replacement (the view then starts at the top). */
export type SyncResult = 'unchanged' | 'edited' | 'replaced';

/** Keeps one editor's model in step with the `value` prop, and reports the user's edits. */
export interface TextSync {
  /** The model now (huge texts swap it for a fresh one). */
  readonly model: editor.ITextModel;
  /** The text the app last set or was told about. */
  readonly text: string;
  setValue(next: string): SyncResult;
  /** Inserts a huge paste by swapping models; false to let Monaco paste after all. */
  pasteLarge(text: string): boolean;
  /** True while a huge text is still reaching the model, one slice per task. */
  readonly filling: boolean;
  /** Puts the rest of a text still arriving in slices into the model now (before the user edits it). */
  flush(): void;
  dispose(): void;
}

export interface TextSyncHooks {
  /** The user changed the text (typing, or a huge paste). */
  onUserChange(text: string): void;
  /** The text's length is about to change to `length` (size mode follows it). */
  onLength(model: editor.ITextModel, length: number): void;
  /** A fresh model replaced the old one under the same URI. */
  onModelSwap(model: editor.ITextModel): void;
  /** A text that arrived in slices is whole in the model now. */
  onFilled?(): void;
}

type SyncedEditor = Pick<
  editor.IStandaloneCodeEditor,
  | 'getSelections'
  | 'getSelection'
  | 'getOption'
  | 'saveViewState'
  | 'restoreViewState'
  | 'setModel'
  | 'setPosition'
  | 'revealPosition'
  | 'setScrollPosition'
>;

/** Starts syncing `handle`'s model, shown in `target`. */
export function createTextSync(target: SyncedEditor, handle: ModelHandle, hooks: TextSyncHooks): TextSync {
  let model = handle.model;
  let known = model.getValue();
  let applyingProps = false;
  const readOnly = () => target.getOption(monacoEditor.EditorOption.readOnly);

  let listener: IDisposable | undefined;
  const listen = () => {
    listener?.dispose();
    listener = model.onDidChangeContent(() => {
      if (applyingProps) return;
      // An edit that no keydown announced (a command, a drop) while slices arrive: told once whole.
      if (fill) {
        fill.edited = true;
        return;
      }
      known = model.getValue();
      hooks.onLength(model, known.length);
      hooks.onUserChange(known);
    });
  };
  listen();

  const rangeOf = (start: number, end: number): IRange =>
    Range.fromPositions(model.getPositionAt(start), model.getPositionAt(end));

  // Editing a huge text costs the view model ~1 s in one task (5 MB); a fresh model costs ~50 ms,
  // and past 300K lines Monaco skips tokenizing it. Undo history is lost, as with any reload.
  const swapModel = (next: string, keepView: boolean, length = next.length): boolean => {
    const view = keepView ? target.saveViewState() : null;
    target.setModel(null);
    const fresh = handle.replace(next);
    if (!fresh) {
      target.setModel(model);
      return false;
    }
    model = fresh;
    hooks.onLength(model, length);
    target.setModel(model);
    if (view) target.restoreViewState(view);
    listen();
    hooks.onModelSwap(model);
    return true;
  };

  // A fresh model still costs the view about 0.5 s per MB in the task that shows it (a view line per
  // line), so a huge text starts with its first slice and the rest follows, one slice per task.
  let fill: { text: string; at: number; edited: boolean; then: (() => void) | undefined } | null = null;
  const appendSlice = (end: number) => {
    if (!fill) return;
    const slice = fill.text.slice(fill.at, end);
    fill.at = end;
    const last = model.getFullModelRange().getEndPosition();
    applyingProps = true;
    try {
      model.applyEdits([{ range: Range.fromPositions(last, last), text: slice }]);
    } finally {
      applyingProps = false;
    }
    if (fill.at < fill.text.length) return;
    const { edited, then } = fill;
    fill = null;
    then?.();
    hooks.onFilled?.();
    if (!edited) return;
    known = model.getValue();
    hooks.onLength(model, known.length);
    hooks.onUserChange(known);
  };
  // Slices follow one another within a task until SLICE_BUDGET_MS passed: short tasks on a slow or busy
  // machine, few tasks (and frames) for a 10 MB text on a fast one.
  const step = (current: NonNullable<typeof fill>) => () => {
    const started = performance.now();
    while (fill === current && performance.now() - started < SLICE_BUDGET_MS)
      appendSlice(sliceEnd(current.text, current.at));
    if (fill === current) void laterTask().then(step(current));
  };
  const fillModel = (next: string, keepView: boolean, then?: () => void): boolean => {
    const first = sliceEnd(next, 0);
    if (!swapModel(next.slice(0, first), keepView, next.length)) return false;
    if (first === next.length) {
      then?.();
      return true;
    }
    fill = { text: next, at: first, edited: false, then };
    void laterTask().then(step(fill));
    return true;
  };
  const flush = () => {
    if (fill) appendSlice(fill.text.length);
  };
  const replaceModel = (next: string, keepView: boolean, then?: () => void): boolean =>
    next.length > SLICE_CHARS && next.length <= SLICED_UP_TO
      ? fillModel(next, keepView, then)
      : swapModel(next, keepView) && (then?.(), true);

  // Read-only text skips the undo stack (it would hold every past output); editable text keeps the
  // change as its own undo step. A minimal edit keeps the cursor, scroll and decorations.
  const editModel = (edit: ReturnType<typeof minimalEdit>) => {
    const operation = { range: rangeOf(edit.start, edit.end), text: edit.text };
    if (readOnly()) model.applyEdits([operation]);
    else {
      model.pushStackElement();
      model.pushEditOperations(target.getSelections(), [operation], () => null);
      model.pushStackElement();
    }
  };

  return {
    get model() {
      return model;
    },
    get text() {
      return known;
    },
    get filling() {
      return fill !== null;
    },
    flush,
    setValue(next) {
      if (next === known) return 'unchanged';
      // A text still arriving is outdated: the new one replaces what is there.
      fill = null;
      const current = model.getValue();
      known = next;
      hooks.onLength(model, next.length);
      if (current === next) return 'unchanged';
      const edit = minimalEdit(current, next);
      const replaced = isReplacement(current, next, edit.kept);
      applyingProps = true;
      try {
        const longest = Math.max(current.length, next.length);
        // Read-only text replaced whole (a new output) also takes a fresh model: the edit cost the view model
        // about 480 ms for 1 MB in one task, a fresh model a fraction; no undo stack is lost there.
        const swap = longest > LARGE_TEXT || (replaced && longest > SWAP_TEXT && readOnly());
        if (!swap || !replaceModel(next, !replaced)) editModel(edit);
      } finally {
        applyingProps = false;
      }
      if (!replaced) return 'edited';
      // Another text starts at its top: no caret left at the end of a long line, no old scroll offset.
      target.setPosition({ lineNumber: 1, column: 1 });
      target.setScrollPosition({ scrollTop: 0, scrollLeft: 0 });
      return 'replaced';
    },
    pasteLarge(text) {
      flush();
      const selection = target.getSelection();
      if (!selection || readOnly()) return false;
      const current = model.getValue();
      const start = model.getOffsetAt(selection.getStartPosition());
      const next = current.slice(0, start) + text + current.slice(model.getOffsetAt(selection.getEndPosition()));
      known = next;
      // The caret goes after the paste once that much text is in the model.
      const placeCaret = () => {
        const caret = model.getPositionAt(start + text.length);
        target.setPosition(caret);
        target.revealPosition(caret);
      };
      // No view to keep: the caret is revealed after the paste once it is there.
      if (!replaceModel(next, false, placeCaret)) {
        known = current;
        return false;
      }
      // Reported whole at once: shaping starts while the model still fills.
      hooks.onUserChange(next);
      return true;
    },
    dispose() {
      fill = null;
      listener?.dispose();
    },
  };
}
