import { editor as monacoEditor, type editor, type IRange } from 'monaco-editor/editor';
import { snapshotDecorations, toDecorations } from './decorations';
import { diagnosticRange, MARKER_OWNER, toMarkers } from './diagnostics';
import { LARGE_TEXT } from './size-mode';
import type { DecorationSnapshot, EditorAnnotation, EditorDiagnostic } from './types';

/** An editor's findings (markers) and shaping highlights (decorations), kept in step with its text. */
export interface HighlightLayer {
  setAnnotations(annotations: readonly EditorAnnotation[]): void;
  setDiagnostics(diagnostics: readonly EditorDiagnostic[]): void;
  /** Re-places everything on the current text (after the app replaced it, or a model swap). */
  refresh(): void;
  /** The range the marker of a diagnostic at `pointer` (and `frame`) covers on the current text. */
  rangeOf(pointer: string, frame?: number): IRange | null;
  snapshot(): DecorationSnapshot[];
  /** Clears the decorations (call before the editor goes). */
  dispose(): void;
  /** Clears our markers: markers live in a service keyed by URI and outlive the editor (call when no editor shows the model). */
  clearMarkers(): void;
}

// Callers often rebuild equal arrays on every render; placing them re-parses the whole text.
const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a === b || (a.length === b.length && JSON.stringify(a) === JSON.stringify(b));

/** Starts the layer; `model` reads the editor's current model. */
export function createHighlightLayer(
  target: Pick<editor.IStandaloneCodeEditor, 'createDecorationsCollection'>,
  model: () => editor.ITextModel,
): HighlightLayer {
  const decorations = target.createDecorationsCollection();
  let annotations: readonly EditorAnnotation[] = [];
  let diagnostics: readonly EditorDiagnostic[] = [];
  let pending: ReturnType<typeof setTimeout> | undefined;

  const apply = () => {
    pending = undefined;
    const current = model();
    // Pointers name JSON members: Elixir text has none.
    decorations.set(
      annotations.length > 0 && current.getLanguageId() !== 'elixir' ? toDecorations(current, annotations) : [],
    );
    monacoEditor.setModelMarkers(current, MARKER_OWNER, toMarkers(current, diagnostics));
  };
  // Placing reads the whole text: on a huge one, let typing settle and the text paint first.
  const schedule = () => {
    clearTimeout(pending);
    if (annotations.length === 0 && diagnostics.length === 0) apply();
    else if (model().getValueLength() > LARGE_TEXT) pending = setTimeout(apply, 300);
    else apply();
  };

  return {
    setAnnotations(next) {
      if (sameItems(annotations, next)) return;
      annotations = next;
      schedule();
    },
    setDiagnostics(next) {
      if (sameItems(diagnostics, next)) return;
      diagnostics = next;
      schedule();
    },
    refresh() {
      if (annotations.length > 0 || diagnostics.length > 0) schedule();
    },
    rangeOf: (pointer, frame) => diagnosticRange(model(), { pointer, frame }),
    snapshot: () => snapshotDecorations(model(), decorations),
    dispose() {
      clearTimeout(pending);
      decorations.clear();
    },
    clearMarkers: () => monacoEditor.setModelMarkers(model(), MARKER_OWNER, []),
  };
}
