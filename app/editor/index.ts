// The editor's public face: nothing here imports monaco-editor, which loads lazily with CodeEditor.
export { CodeEditor, preloadEditor } from './code-editor';
export { SHORTCUTS, type Shortcut } from './shortcuts';
export { TEST_HOOKS_FLAG } from './test-hooks';
export type {
  AnnotationKind,
  CodeEditorProps,
  DecorationSnapshot,
  EditorAction,
  EditorAnnotation,
  EditorMarker,
  EditorTestHook,
} from './types';
