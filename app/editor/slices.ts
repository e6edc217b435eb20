/** At most this many characters reach a model per task when a huge text arrives in slices. */
export const SLICE_CHARS = 64 * 1024;

/**
 * Texts up to this many characters arrive in slices. Each slice of a bigger one costs more (10 MB took
 * 36 s in slices against 5 s whole), so a bigger text still takes its fresh model in one task.
 */
export const SLICED_UP_TO = 2 * 1024 * 1024;

/** A task adds slices until this many milliseconds passed, then lets the browser have its turn. */
export const SLICE_BUDGET_MS = 30;

/**
 * Where the slice starting at `from` ends: just after its last line break when it has one (no CR LF
 * pair or surrogate pair is ever split then), else at `from + size`, never inside a surrogate pair.
 *
 * @example
 * sliceEnd('ab\ncd\nef', 0, 7) // => 6
 * sliceEnd('abcdef', 0, 4) // => 4
 * sliceEnd('ab', 0, 4) // => 2
 */
export function sliceEnd(text: string, from: number, size = SLICE_CHARS): number {
  const limit = from + size;
  if (limit >= text.length) return text.length;
  const lineEnd = text.lastIndexOf('\n', limit - 1);
  if (lineEnd >= from) return lineEnd + 1;
  const code = text.charCodeAt(limit - 1);
  return code >= 0xd800 && code <= 0xdbff ? limit + 1 : limit;
}
