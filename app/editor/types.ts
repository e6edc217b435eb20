/** How bad a diagnostic is; the checker's severities. */
export type DiagnosticSeverity = 'error' | 'warning' | 'info';

/**
 * A finding shown in the editor as a marker (squiggle, ruler mark, and a hover linking its rule's spec page).
 * Placed by `pointer` (and `frame`), else by `range`, else by `position`; one that cannot be placed is skipped.
 */
export interface EditorDiagnostic {
  /** RFC 6901 pointer into the JSON text; a missing member lands on its closest existing parent. */
  pointer?: string;
  /** With `pointer`: the 0-based SSE data frame the pointer points into. */
  frame?: number;
  /** UTF-16 offsets into the text, half-open; an empty range widens to the word (or character) there. */
  range?: { start: number; end: number };
  /** 1-based line and column, as parsers report them; widens like an empty range. */
  position?: { line: number; column: number };
  severity: DiagnosticSeverity;
  /** Plain text (never Markdown): it may come from a server or from the user's input. */
  message: string;
  /** A rule id such as 'R-CACHE-1', shown in the hover; a link when `specUrl` is an http(s) URL. */
  rule?: string;
  specUrl?: string;
}

/** How an annotated JSON value relates to the shaping: each kind has its own CSS class. */
export type AnnotationKind = 'added' | 'removed' | 'replaced' | 'rewritten' | 'kept';

/** A hover as data: the editor escapes every part, so input or server text never becomes Markdown. */
export interface EditorHover {
  /** Shown in bold. */
  title: string;
  /** One paragraph each. */
  paragraphs: readonly string[];
  /** An http(s) link at the end (anything else is dropped). */
  link?: { label: string; url: string };
}

/** A highlight on the JSON value (or object member, key included) at `pointer`, with a hover. */
export interface EditorAnnotation {
  /** RFC 6901 pointer into the editor's JSON text; a pointer that names nothing is skipped. */
  pointer: string;
  kind: AnnotationKind;
  hover: EditorHover;
}

/**
 * A command the editor binds while it has focus (Monaco swallows keystrokes, so the page cannot listen
 * for them). Structurally the shell's `Command`; `keys` use tinykeys syntax ('Shift+Alt+KeyF', 'F1', '$mod+Enter').
 */
export interface EditorCommand {
  id: string;
  label: string;
  keys: readonly string[];
  /** Read at key time; when false the key does what it would do without the command. */
  when?: () => boolean;
  run: () => void;
}

export interface CodeEditorProps {
  /** Names the model: use a constant from `MODEL_URIS` or `modelUri()`. */
  modelUri: string;
  value: string;
  language: 'elixir' | 'json' | 'plaintext';
  readOnly?: boolean;
  onChange?: (value: string) => void;
  /** Markers under the owner 'shape-inspector', so the JSON worker never overwrites them. */
  diagnostics?: readonly EditorDiagnostic[];
  /** Applied to JSON text only (ignored for 'elixir'). */
  annotations?: readonly EditorAnnotation[];
  /** Bound while the editor has focus, besides the editor's own `EDITOR_COMMANDS`; read at key time. */
  commands?: readonly EditorCommand[];
  theme: 'light' | 'dark';
  ariaLabel: string;
  /** The outer element's data-testid, on the placeholder and on the real editor. */
  testId: string;
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
  /** Scroll offsets and the option values browser tests check (word wrap, Tab moves focus). */
  getView(): { scrollTop: number; scrollLeft: number; wordWrap: string; tabMovesFocus: boolean };
}
