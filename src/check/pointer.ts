import { jsonPointer } from '../json/pointer';
import { parsePointer, pointersToRanges } from '../json/pointer-range';
import { parseSse } from '../wire/sse';

/**
 * A character range in a text.
 *
 * @example
 * pointerToRange('{"a":{"b":12}}', '/a/b') // { offset: 10, length: 2 }
 */
export interface TextRange {
  offset: number;
  length: number;
}

/**
 * The character range a JSON pointer designates in `text` (JSON, or an SSE stream when `frame`
 * is given), so the UI can place a marker: the member's value, else the closest existing parent.
 * Null when the text cannot be parsed at all.
 *
 * @example
 * pointerToRange('{"a":{"b":12}}', '/a/b') // { offset: 10, length: 2 }
 * pointerToRange('data: {"x":1}\n\n', '/x', 0) // { offset: 11, length: 1 }
 */
export function pointerToRange(text: string, pointer: string, frame?: number): TextRange | null {
  let json = text;
  let base = 0;
  if (frame !== undefined) {
    const event = parseSse(text).events[frame];
    if (!event) return null;
    if (!event.singleLine) return { offset: event.dataOffset, length: 0 };
    json = event.data;
    base = event.dataOffset;
  }
  // The member itself, else its closest existing parent: one visitor pass for all of them.
  const segments = parsePointer(pointer) ?? [];
  const candidates = segments.map((_, n) => jsonPointer(...segments.slice(0, segments.length - n)));
  const found = pointersToRanges(json, [...candidates, ''], { includeKey: false }).find((r) => r !== null);
  return found ? { offset: base + found.startOffset, length: found.endOffset - found.startOffset } : null;
}
