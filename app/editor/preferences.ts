/** How every editor behaves; shared, so a toggle applies to all editors at once. */
export interface EditorPreferences {
  /** Wrap long lines (texts over LARGE_TEXT never wrap: it would cost seconds). */
  wordWrap: boolean;
  /** Tab and Shift+Tab move focus out of the editor instead of indenting (WCAG 2.1.2, no keyboard trap). */
  tabMovesFocus: boolean;
}

let current: EditorPreferences = { wordWrap: true, tabMovesFocus: true };
const listeners = new Set<() => void>();

/** The preferences now. */
export function getEditorPreferences(): EditorPreferences {
  return current;
}

/** Changes some preferences and tells every mounted editor. */
export function setEditorPreferences(patch: Partial<EditorPreferences>): void {
  current = { ...current, ...patch };
  listeners.forEach((notify) => notify());
}

/** Calls `notify` after each change; returns the unsubscribe function. */
export function subscribeEditorPreferences(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}
