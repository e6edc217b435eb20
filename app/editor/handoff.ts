/** Where the placeholder's caret was when Monaco replaced it, by model URI. */
export interface CaretHandoff {
  start: number;
  end: number;
}

const pending = new Map<string, CaretHandoff>();

/** Recorded by a focused placeholder as it unmounts. */
export function handOffCaret(modelUri: string, caret: CaretHandoff): void {
  pending.set(modelUri, caret);
}

/** Read once by the Monaco editor as it mounts, so focus and caret carry over. */
export function takeCaret(modelUri: string): CaretHandoff | undefined {
  const caret = pending.get(modelUri);
  pending.delete(modelUri);
  return caret;
}
