/** A diagnostic shown as a squiggle; lines and columns are 1-based, as Monaco counts them. */
export interface EditorMarker {
  startLine: number;
  startColumn: number;
  /** Defaults to `startLine`. */
  endLine?: number;
  /** Defaults to the end of the word at the start, or one character. */
  endColumn?: number;
  message: string;
  severity: 'error' | 'warning' | 'info';
}

/** How an annotated JSON value relates to the shaping: each kind has its own CSS class. */
export type AnnotationKind =
  'added' | 'removed' | 'replaced' | 'rewritten' | 'kept' | 'finding-error' | 'finding-warning' | 'finding-info';

/** A highlight on the JSON value (or object member) at `pointer`, with a hover. */
export interface EditorAnnotation {
  /** RFC 6901 pointer into the editor's JSON text; an unresolvable pointer is skipped. */
  pointer: string;
  kind: AnnotationKind;
  /** Markdown shown on hover; links are allowed, HTML and commands are not. */
  hover: string;
}

/** What an editor shortcut asks the app to do. */
export type EditorAction = 'format' | 'copyLink' | 'nextExample' | 'help';

export interface CodeEditorProps {
  /** Names the model, e.g. 'inmemory://playground/handler-result'; use a constant. */
  modelUri: string;
  value: string;
  language: 'elixir' | 'json' | 'plaintext';
  readOnly?: boolean;
  onChange?: (value: string) => void;
  /** Set under the owner 'shape-inspector', so the JSON worker never overwrites them. */
  markers?: EditorMarker[];
  /** Applied to JSON text only (ignored for 'elixir'). */
  annotations?: EditorAnnotation[];
  theme: 'light' | 'dark';
  ariaLabel: string;
  /** The outer element's data-testid, on the placeholder and on the real editor. */
  testId: string;
  /** Called for the SHORTCUTS; without it, 'format' runs Monaco's own formatter. */
  onAction?: (action: EditorAction) => void;
  /** CSS height of the outer element; by default it fills its parent (CSS `stretch`, else 100%). */
  height?: string;
}

/** A plain copy of a Monaco decoration, for tests (see `EditorTestHook`). */
export interface DecorationSnapshot {
  range: { startLineNumber: number; startColumn: number; endLineNumber: number; endColumn: number };
  className: string;
  hover: string;
}

/** What `window.__shapeInspectorEditors[modelUri]` offers to browser tests. */
export interface EditorTestHook {
  getValue(): string;
  /** Replaces the text as an undoable edit, so `onChange` fires as if typed. */
  setValue(value: string): void;
  getDecorations(): DecorationSnapshot[];
  /** Every marker on the model, all owners included (Monaco's IMarker objects). */
  getMarkers(): unknown[];
}
