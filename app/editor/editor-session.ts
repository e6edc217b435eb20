import { monaco } from './setup';
import { bindCommands } from './bind-commands';
import { baseOptions, modeOptions, themeName } from './editor-options';
import { takeCaret } from './handoff';
import { createHighlightLayer } from './highlight-layer';
import { typesCharacter } from './keys';
import { interceptLargePaste } from './large-paste';
import { acquireModel } from './models';
import { getEditorPreferences, subscribeEditorPreferences } from './preferences';
import { registerEditor } from './registry';
import { createSizeMode, fitModelToSize, largeFrom, sizeOptions } from './size-mode';
import { publishTestHook } from './test-hooks';
import { createTextSync, type TextSync } from './text-sync';
import type { CodeEditorProps, EditorAnnotation, EditorCommand, EditorDiagnostic } from './types';

/** Read at event time, so the component can swap them without rebuilding the editor. */
export interface SessionCallbacks {
  onChange(): ((value: string) => void) | undefined;
  /** Every command the editor binds (its own included). */
  commands(): readonly EditorCommand[];
}

/** One mounted Monaco editor and everything it holds; `dispose` releases it all together. */
export interface EditorSession {
  setValue(value: string): void;
  setLanguage(language: CodeEditorProps['language']): void;
  setMode(readOnly: boolean, ariaLabel: string): void;
  setDiagnostics(diagnostics: readonly EditorDiagnostic[]): void;
  setAnnotations(annotations: readonly EditorAnnotation[]): void;
  /** Re-reads the command list (cheap when nothing changed). */
  syncCommands(): void;
  dispose(): void;
}

/** Creates the editor in `host` with the props' current values: text sync, size mode and highlights composed. */
export function createSession(host: HTMLElement, props: CodeEditorProps, callbacks: SessionCallbacks): EditorSession {
  const { modelUri, value, language, readOnly = false, ariaLabel, theme } = props;
  const handle = acquireModel(modelUri, value, language);
  const initial = handle.model;
  if (initial.getLanguageId() !== language) monaco.editor.setModelLanguage(initial, language);
  const length = initial.getValueLength();
  const preferences = getEditorPreferences();
  // The size limit follows the mode the editor is made in (a later setMode keeps it).
  const limit = largeFrom(readOnly);
  fitModelToSize(initial, length, limit);
  const editor = monaco.editor.create(host, {
    ...baseOptions(readOnly, ariaLabel),
    ...sizeOptions(length, preferences.wordWrap, limit),
    tabFocusMode: preferences.tabMovesFocus,
    model: initial,
    theme: themeName(theme),
  });
  const size = createSizeMode(editor, length, preferences.wordWrap, limit);

  // `text` is defined below; the layer and watcher read it only once events arrive.
  const model = () => text.model;
  const layer = createHighlightLayer(editor, model);
  // While a huge text arrives in slices, highlights wait for the whole text (placing them on a part would
  // misplace them and parse the text once per slice).
  let held: { diagnostics?: readonly EditorDiagnostic[]; annotations?: readonly EditorAnnotation[] } = {};
  const refreshWhenWhole = () => {
    if (!text.filling) layer.refresh();
  };
  const applyHeld = () => {
    const { diagnostics, annotations } = held;
    held = {};
    if (diagnostics) layer.setDiagnostics(diagnostics);
    if (annotations) layer.setAnnotations(annotations);
  };
  let watchOptions = size.watch(initial, () => initial.getValueLength());
  const text: TextSync = createTextSync(editor, handle, {
    onUserChange: (text) => callbacks.onChange()?.(text),
    onLength: (target, next) => size.fit(target, next),
    onModelSwap: (fresh) => {
      watchOptions.dispose();
      watchOptions = size.watch(fresh, () => fresh.getValueLength());
      refreshWhenWhole();
    },
    onFilled: () => {
      applyHeld();
      layer.refresh();
    },
  });

  const commands = bindCommands(editor, host, callbacks.commands);
  // Bubble phase on the host: Monaco has seen the key; the page's shortcuts (`?`) must not.
  const keepTyping = (event: KeyboardEvent) => {
    if (typesCharacter(event)) event.stopPropagation();
  };
  host.addEventListener('keydown', keepTyping);
  // Capture phase, before Monaco: a key, paste, cut or drop while slices arrive acts on the whole text, and so
  // do the context menu's commands (its Copy, Select All) and a copy: never a part of it.
  const wholeBeforeKeys = () => text.flush();
  const editingEvents = ['keydown', 'paste', 'cut', 'drop', 'copy', 'contextmenu'] as const;
  for (const type of editingEvents) host.addEventListener(type, wholeBeforeKeys, true);
  const disposables = [
    interceptLargePaste(host, (pasted) => {
      const taken = text.pasteLarge(pasted);
      if (taken) refreshWhenWhole();
      return taken;
    }),
  ];
  const unsubscribe = subscribeEditorPreferences(() => {
    const next = getEditorPreferences();
    size.setWordWrap(next.wordWrap);
    editor.updateOptions({ tabFocusMode: next.tabMovesFocus });
  });
  const unregister = registerEditor(modelUri, {
    revealPointer(pointer, frame) {
      const range = layer.rangeOf(pointer, frame);
      if (!range) return false;
      editor.setSelection(range);
      editor.revealRangeInCenterIfOutsideViewport(range);
      editor.focus();
      return true;
    },
  });
  const unpublish = publishTestHook(modelUri, {
    getValue: () => model().getValue(),
    setValue: (next) =>
      void model().pushEditOperations(
        editor.getSelections(),
        [{ range: model().getFullModelRange(), text: next }],
        () => null,
      ),
    getDecorations: () => layer.snapshot(),
    getMarkers: () => monaco.editor.getModelMarkers({ resource: model().uri }),
    getView: () => ({
      scrollTop: editor.getScrollTop(),
      scrollLeft: editor.getScrollLeft(),
      wordWrap: editor.getOption(monaco.editor.EditorOption.wordWrap),
      tabMovesFocus: editor.getOption(monaco.editor.EditorOption.tabFocusMode),
    }),
  });

  const session: EditorSession = {
    setValue(next) {
      const result = text.setValue(next);
      // A text replaced before it was whole never reports filled: what waited goes to the layer now.
      if (!text.filling) applyHeld();
      if (result !== 'unchanged') refreshWhenWhole();
    },
    setLanguage(next) {
      if (model().getLanguageId() === next) return;
      monaco.editor.setModelLanguage(model(), next);
      refreshWhenWhole();
    },
    setMode(nextReadOnly, nextLabel) {
      editor.updateOptions(modeOptions(nextReadOnly, nextLabel));
    },
    setDiagnostics: (diagnostics) =>
      text.filling ? void (held = { ...held, diagnostics }) : layer.setDiagnostics(diagnostics),
    setAnnotations: (annotations) =>
      text.filling ? void (held = { ...held, annotations }) : layer.setAnnotations(annotations),
    syncCommands: () => commands.sync(),
    dispose() {
      unregister();
      unpublish();
      unsubscribe();
      host.removeEventListener('keydown', keepTyping);
      for (const type of editingEvents) host.removeEventListener(type, wholeBeforeKeys, true);
      commands.dispose();
      for (const disposable of disposables) disposable.dispose();
      watchOptions.dispose();
      text.dispose();
      layer.dispose();
      editor.dispose();
      if (handle.release()) layer.clearMarkers();
    },
  };

  // Text typed in the placeholder keeps its focus and caret.
  const caret = takeCaret(modelUri);
  if (caret && (document.activeElement === null || document.activeElement === document.body)) {
    const current = model();
    editor.setSelection(
      monaco.Range.fromPositions(current.getPositionAt(caret.start), current.getPositionAt(caret.end)),
    );
    editor.revealPositionInCenterIfOutsideViewport(current.getPositionAt(caret.end));
    editor.focus();
  }
  return session;
}
