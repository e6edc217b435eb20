// The one place the editor turns JSON pointers into text ranges (the library's resolvers).
import { pointersToRanges, resolvePointerRanges } from '../../src/index';

/** A half-open span of UTF-16 offsets. */
export interface OffsetSpan {
  start: number;
  end: number;
}

/** A pointer into the text, or into SSE data frame `frame` of it. */
export interface PointerPlacement {
  pointer: string;
  frame?: number;
}

/**
 * Where findings land, in one pass per frame: the value at each pointer, else its closest existing
 * parent (a finding about a missing member still shows); null when the text holds no JSON there.
 */
export function findingRanges(text: string, placements: readonly PointerPlacement[]): (OffsetSpan | null)[] {
  return resolvePointerRanges(
    text,
    placements.map(({ pointer, frame }) => (frame === undefined ? { pointer } : { pointer, frame })),
  ).map((range) => range && { start: range.start, end: range.end });
}

/** `findingRanges` for one pointer. */
export function findingRange(text: string, pointer: string, frame?: number): OffsetSpan | null {
  return findingRanges(text, [{ pointer, frame }])[0] ?? null;
}

/** Exact member spans (an object member's key included), null for a pointer naming nothing: shaping highlights. */
export function memberRanges(text: string, pointers: readonly string[]): (OffsetSpan | null)[] {
  return pointersToRanges(text, pointers).map((range) => range && { start: range.startOffset, end: range.endOffset });
}
