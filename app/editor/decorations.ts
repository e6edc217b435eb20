import { monaco } from './setup';
import { pointersToRanges } from '../../src/index';
import type { AnnotationKind, DecorationSnapshot, EditorAnnotation } from './types';

type Decoration = monaco.editor.IModelDeltaDecoration;

// Findings also mark the overview ruler (the scrollbar), so they are found in long texts.
const RULER: Partial<Record<AnnotationKind, string>> = {
  'finding-error': '#e51400',
  'finding-warning': '#bf8803',
  'finding-info': '#1a85ff',
};

/** The CSS classes for a kind (styled in editor.css): a background and a text style. */
export function annotationClasses(kind: AnnotationKind): { className: string; inlineClassName: string } {
  return {
    className: `si-annotation si-annotation--${kind}`,
    inlineClassName: `si-annotation-text si-annotation-text--${kind}`,
  };
}

/** Monaco decorations for the annotations whose pointer resolves in the model's text. */
export function toDecorations(model: monaco.editor.ITextModel, annotations: readonly EditorAnnotation[]): Decoration[] {
  const ranges = pointersToRanges(
    model.getValue(),
    annotations.map((a) => a.pointer),
  );
  return annotations.flatMap((annotation, index) => {
    const span = ranges[index];
    if (!span) return [];
    const start = model.getPositionAt(span.startOffset);
    const end = model.getPositionAt(span.endOffset);
    const ruler = RULER[annotation.kind];
    const decoration: Decoration = {
      range: new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column),
      options: {
        ...annotationClasses(annotation.kind),
        // Links work in the hover; HTML and command: links do not (the text may come from a server).
        hoverMessage: { value: annotation.hover, isTrusted: false, supportHtml: false },
        stickiness: monaco.editor.TrackedRangeStickiness.NeverGrowsWhenTypingAtEdges,
        ...(ruler ? { overviewRuler: { color: ruler, position: monaco.editor.OverviewRulerLane.Right } } : {}),
      },
    };
    return [decoration];
  });
}

/** Plain copies of a collection's decorations, for the test hook. */
export function snapshotDecorations(
  model: monaco.editor.ITextModel,
  collection: monaco.editor.IEditorDecorationsCollection,
): DecorationSnapshot[] {
  return model
    .getAllDecorations()
    .filter((decoration) => collection.has(decoration))
    .map(({ range, options }) => {
      const hover = Array.isArray(options.hoverMessage) ? options.hoverMessage[0] : options.hoverMessage;
      return {
        range: {
          startLineNumber: range.startLineNumber,
          startColumn: range.startColumn,
          endLineNumber: range.endLineNumber,
          endColumn: range.endColumn,
        },
        className: options.className ?? '',
        hover: hover?.value ?? '',
      };
    });
}
