import { editor as monacoEditor, type editor } from 'monaco-editor/editor';
import { hoverMarkdown } from './hover-markdown';
import { memberRanges } from './pointer-ranges';
import type { AnnotationKind, DecorationSnapshot, EditorAnnotation } from './types';

/** The CSS classes for a kind (styled in editor.css): a background and a text style. */
export function annotationClasses(kind: AnnotationKind): { className: string; inlineClassName: string } {
  return {
    className: `si-annotation si-annotation--${kind}`,
    inlineClassName: `si-annotation-text si-annotation-text--${kind}`,
  };
}

/** Monaco decorations for the annotations whose pointer names a member of the model's JSON text. */
export function toDecorations(
  model: editor.ITextModel,
  annotations: readonly EditorAnnotation[],
): editor.IModelDeltaDecoration[] {
  const spans = memberRanges(
    model.getValue(),
    annotations.map((a) => a.pointer),
  );
  return annotations.flatMap((annotation, index) => {
    const span = spans[index];
    if (!span) return [];
    const start = model.getPositionAt(span.start);
    const end = model.getPositionAt(span.end);
    return [
      {
        range: {
          startLineNumber: start.lineNumber,
          startColumn: start.column,
          endLineNumber: end.lineNumber,
          endColumn: end.column,
        },
        options: {
          ...annotationClasses(annotation.kind),
          // Every part is escaped, and HTML and command: links are off: the text may come from a server.
          hoverMessage: { value: hoverMarkdown(annotation.hover), isTrusted: false, supportHtml: false },
          stickiness: monacoEditor.TrackedRangeStickiness.NeverGrowsWhenTypingAtEdges,
        },
      },
    ];
  });
}

/** Plain copies of a collection's decorations, for the test hook. */
export function snapshotDecorations(
  model: editor.ITextModel,
  collection: editor.IEditorDecorationsCollection,
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
