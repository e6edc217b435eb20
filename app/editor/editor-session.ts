import { monaco } from './setup';
import { snapshotDecorations, toDecorations } from './decorations';
import { takeCaret } from './handoff';
import { addShortcuts } from './keybindings';
import { MARKER_OWNER, setMarkers } from './markers';
import { interceptLargePaste } from './large-paste';
import { acquireModel } from './models';
import { baseOptions, fitModelToSize, LARGE_TEXT, modeOptions, sizeOptions, themeName } from './editor-options';
import { publishTestHook } from './test-hooks';
import type { CodeEditorProps, EditorAction, EditorAnnotation, EditorMarker } from './types';

/** Callbacks read at event time, so the component can swap them without rebuilding the editor. */
export interface SessionCallbacks {
  onChange(): ((value: string) => void) | undefined;
  onAction(): ((action: EditorAction) => void) | undefined;
}

/** One mounted Monaco editor and everything it holds; `dispose` releases it all together. */
export interface EditorSession {
  setValue(value: string): void;
  setLanguage(language: CodeEditorProps['language']): void;
  setMode(readOnly: boolean, ariaLabel: string): void;
  setMarkers(markers: readonly EditorMarker[]): void;
  setAnnotations(annotations: readonly EditorAnnotation[]): void;
  dispose(): void;
}

const sameAnnotations = (a: readonly EditorAnnotation[], b: readonly EditorAnnotation[]) =>
  a === b ||
  (a.length === b.length &&
    a.every((x, i) => x.pointer === b[i]?.pointer && x.kind === b[i]?.kind && x.hover === b[i]?.hover));

/** The smallest single edit turning `from` into `to` (common prefix and suffix kept). */
function minimalEdit(
  model: monaco.editor.ITextModel,
  from: string,
  to: string,
): monaco.editor.IIdentifiedSingleEditOperation {
  const limit = Math.min(from.length, to.length);
  let start = 0;
  while (start < limit && from.charCodeAt(start) === to.charCodeAt(start)) start++;
  let end = 0;
  while (end < limit - start && from.charCodeAt(from.length - 1 - end) === to.charCodeAt(to.length - 1 - end)) end++;
  const range = monaco.Range.fromPositions(model.getPositionAt(start), model.getPositionAt(from.length - end));
  return { range, text: to.slice(start, to.length - end) };
}

/** Creates the editor in `host` with the props' current values. */
export function createSession(host: HTMLElement, props: CodeEditorProps, callbacks: SessionCallbacks): EditorSession {
  const { modelUri, value, language, readOnly = false, ariaLabel, theme } = props;
  const handle = acquireModel(modelUri, value, language);
  let model = handle.model;
  if (model.getLanguageId() !== language) monaco.editor.setModelLanguage(model, language);
  let known = model.getValue();
  let large = known.length > LARGE_TEXT;
  let annotations: readonly EditorAnnotation[] = [];
  let applyingProps = false;
  fitModelToSize(model, known.length);
  const editor = monaco.editor.create(host, {
    ...baseOptions(readOnly, ariaLabel),
    ...sizeOptions(known.length),
    model,
    theme: themeName(theme),
  });
  const decorations = editor.createDecorationsCollection();

  // Resolving pointers reads the whole text: on a huge one, let typing settle and the text paint first.
  let pendingDecorations: ReturnType<typeof setTimeout> | undefined;
  const applyDecorations = () => {
    pendingDecorations = undefined;
    decorations.set(
      annotations.length > 0 && model.getLanguageId() !== 'elixir' ? toDecorations(model, annotations) : [],
    );
  };
  const refreshDecorations = () => {
    clearTimeout(pendingDecorations);
    if (known.length > LARGE_TEXT) pendingDecorations = setTimeout(applyDecorations, 300);
    else applyDecorations();
  };
  const fitToSize = (length: number) => {
    fitModelToSize(model, length);
    if (length > LARGE_TEXT === large) return;
    large = !large;
    editor.updateOptions(sizeOptions(length));
  };

  let modelListeners: monaco.IDisposable[] = [];
  const listenToModel = () => {
    for (const listener of modelListeners) listener.dispose();
    modelListeners = [
      // Re-checked against the text we hold, which setValue updates before it edits the model.
      model.onDidChangeOptions(() => fitModelToSize(model, known.length)),
      model.onDidChangeContent(() => {
        if (applyingProps) return;
        known = model.getValue();
        fitToSize(known.length);
        callbacks.onChange()?.(known);
      }),
    ];
  };
  listenToModel();

  // Editing a huge text costs the view model ~1 s in one task (5 MB); a fresh model costs ~50 ms,
  // and past 300K lines Monaco skips tokenizing it. Undo history is lost, as with any reload.
  const swapModel = (next: string): boolean => {
    const view = editor.saveViewState();
    editor.setModel(null);
    const fresh = handle.replace(next);
    if (!fresh) {
      editor.setModel(model);
      return false;
    }
    model = fresh;
    fitModelToSize(model, next.length);
    editor.setModel(model);
    if (view) editor.restoreViewState(view);
    listenToModel();
    return true;
  };
  const editModel = (current: string, next: string) => {
    // Read-only text skips the undo stack (it would hold every past output); editable text keeps
    // the change as its own undo step. A minimal edit keeps the cursor, scroll and decorations.
    const edit = minimalEdit(model, current, next);
    if (editor.getOption(monaco.editor.EditorOption.readOnly)) model.applyEdits([edit]);
    else {
      model.pushStackElement();
      model.pushEditOperations(editor.getSelections(), [edit], () => null);
      model.pushStackElement();
    }
  };

  // A huge paste becomes a fresh model too; the paste cannot be undone, as with an outside change.
  const pasteLarge = (text: string): boolean => {
    const selection = editor.getSelection();
    if (!selection || editor.getOption(monaco.editor.EditorOption.readOnly)) return false;
    const current = model.getValue();
    const start = model.getOffsetAt(selection.getStartPosition());
    const next = current.slice(0, start) + text + current.slice(model.getOffsetAt(selection.getEndPosition()));
    known = next;
    fitToSize(next.length);
    if (!swapModel(next)) {
      known = current;
      fitToSize(current.length);
      return false;
    }
    const caret = model.getPositionAt(start + text.length);
    editor.setPosition(caret);
    editor.revealPosition(caret);
    if (annotations.length > 0) refreshDecorations();
    callbacks.onChange()?.(next);
    return true;
  };

  const disposables = [...addShortcuts(editor, callbacks.onAction), interceptLargePaste(host, pasteLarge)];
  const unpublish = publishTestHook(modelUri, {
    getValue: () => model.getValue(),
    setValue: (text) =>
      void model.pushEditOperations(editor.getSelections(), [{ range: model.getFullModelRange(), text }], () => null),
    getDecorations: () => snapshotDecorations(model, decorations),
    getMarkers: () => monaco.editor.getModelMarkers({ resource: model.uri }),
  });

  const session: EditorSession = {
    setValue(next) {
      if (next === known) return;
      const current = model.getValue();
      known = next;
      fitToSize(next.length);
      if (current === next) return;
      applyingProps = true;
      try {
        const huge = Math.max(current.length, next.length) > LARGE_TEXT;
        if (!huge || !swapModel(next)) editModel(current, next);
      } finally {
        applyingProps = false;
      }
      if (annotations.length > 0) refreshDecorations();
    },
    setLanguage(next) {
      if (model.getLanguageId() === next) return;
      monaco.editor.setModelLanguage(model, next);
      if (annotations.length > 0) refreshDecorations();
    },
    setMode(nextReadOnly, nextLabel) {
      editor.updateOptions(modeOptions(nextReadOnly, nextLabel));
    },
    setMarkers(markers) {
      setMarkers(model, markers);
    },
    setAnnotations(next) {
      // Callers often rebuild equal arrays on every render; resolving pointers re-parses the text.
      if (sameAnnotations(annotations, next)) return;
      annotations = next;
      refreshDecorations();
    },
    dispose() {
      clearTimeout(pendingDecorations);
      unpublish();
      for (const disposable of [...disposables, ...modelListeners]) disposable.dispose();
      decorations.clear();
      editor.dispose();
      // Markers live in a service keyed by URI: clear ours, unless another editor still shows the model.
      if (handle.release()) monaco.editor.setModelMarkers(model, MARKER_OWNER, []);
    },
  };

  // Text typed in the placeholder keeps its focus and caret.
  const caret = takeCaret(modelUri);
  if (caret && (document.activeElement === null || document.activeElement === document.body)) {
    editor.setSelection(monaco.Range.fromPositions(model.getPositionAt(caret.start), model.getPositionAt(caret.end)));
    editor.revealPositionInCenterIfOutsideViewport(model.getPositionAt(caret.end));
    editor.focus();
  }
  return session;
}
