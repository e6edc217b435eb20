// The editor's public face: nothing here imports monaco-editor, which loads lazily with CodeEditor.
export { CodeEditor } from './code-editor';
export { DiffEditor, type DiffEditorProps } from './diff-editor';
export { preloadEditor } from './load-editor';
export { EDITOR_COMMANDS } from './editor-commands';
export { findingDiagnostic, findingDiagnostics } from './finding-diagnostics';
export { attachJsonSchema, type JsonSchemaAttachment } from './json-schema';
export { formatKeys } from './keys';
export { MODEL_URIS, modelUri, type EditorScreen } from './model-uris';
export { reveal } from './registry';
export { TEST_HOOKS_FLAG } from './test-hooks';
export type {
  AnnotationKind,
  CodeEditorProps,
  DecorationSnapshot,
  DiagnosticSeverity,
  EditorAnnotation,
  EditorCommand,
  EditorDiagnostic,
  EditorHover,
  EditorTestHook,
} from './types';
