import { monaco } from './setup';
import type { EditorMarker } from './types';

/** Our marker owner: the JSON worker clears and rewrites markers under its own owner, 'json'. */
export const MARKER_OWNER = 'shape-inspector';

const SEVERITY = {
  error: monaco.MarkerSeverity.Error,
  warning: monaco.MarkerSeverity.Warning,
  info: monaco.MarkerSeverity.Info,
} as const;

/** Monaco marker data, clamped to the model and widened to a word when no end is given. */
export function toMarkerData(model: monaco.editor.ITextModel, marker: EditorMarker): monaco.editor.IMarkerData {
  const start = model.validatePosition({ lineNumber: marker.startLine, column: marker.startColumn });
  const word = model.getWordAtPosition(start);
  const fallbackEnd = word && word.endColumn > start.column ? word.endColumn : start.column + 1;
  const end = model.validatePosition({
    lineNumber: marker.endLine ?? start.lineNumber,
    column: marker.endColumn ?? fallbackEnd,
  });
  return {
    severity: SEVERITY[marker.severity],
    message: marker.message,
    startLineNumber: start.lineNumber,
    startColumn: start.column,
    endLineNumber: end.lineNumber,
    endColumn: end.column,
  };
}

/** Replaces our markers on the model (other owners' markers are left alone). */
export function setMarkers(model: monaco.editor.ITextModel, markers: readonly EditorMarker[]): void {
  monaco.editor.setModelMarkers(
    model,
    MARKER_OWNER,
    markers.map((marker) => toMarkerData(model, marker)),
  );
}
