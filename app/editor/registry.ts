/** What a mounted editor offers to the rest of the app (no Monaco types: this module loads with the page). */
export interface EditorHandle {
  /** Focuses the editor and selects the range a diagnostic at `pointer` (and `frame`) marks; false if none. */
  revealPointer(pointer: string, frame?: number): boolean;
}

// Newest last: when two editors show one model, the one mounted last answers.
const mounted = new Map<string, EditorHandle[]>();

/** Called by each Monaco editor as it mounts; returns the function that unregisters it. */
export function registerEditor(modelUri: string, handle: EditorHandle): () => void {
  mounted.set(modelUri, [...(mounted.get(modelUri) ?? []), handle]);
  return () => {
    const rest = (mounted.get(modelUri) ?? []).filter((h) => h !== handle);
    if (rest.length > 0) mounted.set(modelUri, rest);
    else mounted.delete(modelUri);
  };
}

/**
 * Jumps to a finding: focuses the editor showing `modelUri` and selects the range its marker covers
 * (the member at `pointer` in SSE frame `frame`, else the closest existing parent). False when no Monaco
 * editor shows that model yet (it is still loading) or the text has nowhere to put it.
 *
 * @example
 * reveal(MODEL_URIS.response, '/result/ttlMs');
 */
export function reveal(modelUri: string, pointer: string, frame?: number): boolean {
  return mounted.get(modelUri)?.at(-1)?.revealPointer(pointer, frame) ?? false;
}
