import { MarkerSeverity, Uri, type editor, type IRange } from 'monaco-editor/editor';
import { safeLinkTarget } from './hover-markdown';
import { findingRanges, type OffsetSpan } from './pointer-ranges';
import type { EditorDiagnostic } from './types';

/** Our marker owner: the JSON worker clears and rewrites markers under its own owner, 'json'. */
export const MARKER_OWNER = 'shape-inspector';

/** Longest marker message: messages can quote megabytes of input. */
const MESSAGE_LIMIT = 1000;

const SEVERITY = {
  error: MarkerSeverity.Error,
  warning: MarkerSeverity.Warning,
  info: MarkerSeverity.Info,
} as const;

type Placement = Pick<EditorDiagnostic, 'pointer' | 'frame' | 'range' | 'position'>;

// Pointers address JSON (or SSE carrying JSON); in Elixir text they would land on noise.
const usesPointer = (model: editor.ITextModel, placement: Placement): placement is Placement & { pointer: string } =>
  placement.pointer !== undefined && model.getLanguageId() !== 'elixir';

/** The pointer spans of many placements, resolved in one pass (undefined where a placement has no pointer). */
function pointerSpans(model: editor.ITextModel, placements: readonly Placement[]): (OffsetSpan | null | undefined)[] {
  const withPointer = placements.flatMap((p, index) =>
    usesPointer(model, p) ? [{ index, pointer: p.pointer, frame: p.frame }] : [],
  );
  const spans: (OffsetSpan | null | undefined)[] = placements.map(() => undefined);
  if (withPointer.length === 0) return spans;
  const resolved = findingRanges(model.getValue(), withPointer);
  withPointer.forEach(({ index }, k) => {
    spans[index] = resolved[k];
  });
  return spans;
}

function spanOf(
  model: editor.ITextModel,
  placement: Placement,
  pointerSpan: OffsetSpan | null | undefined,
): OffsetSpan | null {
  if (pointerSpan) return pointerSpan;
  if (placement.range) return placement.range;
  if (placement.position) {
    const at = model.validatePosition({ lineNumber: placement.position.line, column: placement.position.column });
    const offset = model.getOffsetAt(at);
    return { start: offset, end: offset };
  }
  return null;
}

/** Only an object member's key (and colon) before a value on its line. */
const KEY_BEFORE = /^\s*"(?:[^"\\]|\\.)*"\s*:\s*$/;

/**
 * The range a diagnostic marks, or null when it cannot be placed. An empty span widens to the word
 * there (or one character). A span over several lines (an object or array) marks its first line only,
 * from the member's key when the key is on it, so a whole object is not underlined and the mark is visible.
 */
export function diagnosticRange(
  model: editor.ITextModel,
  placement: Placement,
  pointerSpan: OffsetSpan | null | undefined = pointerSpans(model, [placement])[0],
): IRange | null {
  const span = spanOf(model, placement, pointerSpan);
  if (!span) return null;
  let start = model.getPositionAt(span.start);
  let end = model.getPositionAt(Math.max(span.start, span.end));
  if (end.lineNumber === start.lineNumber && end.column === start.column) {
    const word = model.getWordAtPosition(start);
    const column = word && word.endColumn > start.column ? word.endColumn : start.column + 1;
    end = model.validatePosition({ lineNumber: start.lineNumber, column });
  }
  if (end.lineNumber > start.lineNumber) {
    const line = model.getLineContent(start.lineNumber);
    const before = line.slice(0, start.column - 1);
    if (KEY_BEFORE.test(before)) start = start.with(undefined, before.search(/\S/) + 1);
    end = start.with(undefined, model.getLineMaxColumn(start.lineNumber));
  }
  return {
    startLineNumber: start.lineNumber,
    startColumn: start.column,
    endLineNumber: end.lineNumber,
    endColumn: end.column,
  };
}

function markerCode(diagnostic: EditorDiagnostic): editor.IMarkerData['code'] {
  if (!diagnostic.rule) return undefined;
  const target = diagnostic.specUrl ? safeLinkTarget(diagnostic.specUrl) : undefined;
  // Monaco's marker hover shows the message as plain text and the code as a link to its target.
  return target ? { value: diagnostic.rule, target: Uri.parse(target) } : diagnostic.rule;
}

/** Monaco marker data for the diagnostics that can be placed in the model's text. */
export function toMarkers(model: editor.ITextModel, diagnostics: readonly EditorDiagnostic[]): editor.IMarkerData[] {
  const spans = pointerSpans(model, diagnostics);
  return diagnostics.flatMap((diagnostic, index) => {
    const range = diagnosticRange(model, diagnostic, spans[index]);
    if (!range) return [];
    const message =
      diagnostic.message.length > MESSAGE_LIMIT
        ? `${diagnostic.message.slice(0, MESSAGE_LIMIT - 1)}…`
        : diagnostic.message;
    const code = markerCode(diagnostic);
    return [{ ...range, severity: SEVERITY[diagnostic.severity], message, ...(code ? { code } : {}) }];
  });
}
