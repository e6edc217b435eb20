// The one place the editor turns JSON pointers into text ranges. When the library's frame-aware resolver
// (src/json) is exported from src/index.ts, swap the call in `findingRange` for it.
import { pointerToRange, pointersToRanges } from '../../src/index';

/** A half-open span of UTF-16 offsets. */
export interface OffsetSpan {
  start: number;
  end: number;
}

/**
 * Where a finding lands: the value at `pointer` (inside SSE data frame `frame` when given), else its
 * closest existing parent, so a finding about a missing member still shows; null when nothing parses.
 */
export function findingRange(text: string, pointer: string, frame?: number): OffsetSpan | null {
  const range = pointerToRange(text, pointer, frame);
  return range && { start: range.offset, end: range.offset + range.length };
}

/** Exact member spans (an object member's key included), null for a pointer naming nothing: shaping highlights. */
export function memberRanges(text: string, pointers: readonly string[]): (OffsetSpan | null)[] {
  return pointersToRanges(text, pointers).map((range) => range && { start: range.startOffset, end: range.endOffset });
}
