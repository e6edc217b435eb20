import { parseTree, type Node } from 'jsonc-parser';
import { parseSse } from '../wire/sse';

/** A character range in a text. */
export interface TextRange {
  offset: number;
  length: number;
}

/**
 * Splits an RFC 6901 pointer into its reference tokens (`~1` → `/`, `~0` → `~`).
 *
 * @example
 * pointerSegments('/result/_meta/io.modelcontextprotocol~1serverInfo') // ['result', '_meta', 'io.modelcontextprotocol/serverInfo']
 */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer.slice(1).split('/').map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
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
  let root: Node | undefined;
  try {
    root = parseTree(json, [], { disallowComments: true });
  } catch {
    return null;
  }
  if (!root) return null;
  let node = root;
  for (const segment of pointerSegments(pointer)) {
    const child = node.type === 'object' ? node.children?.find((p) => p.children?.[0]?.value === segment)?.children?.[1] : node.type === 'array' && /^\d+$/.test(segment) ? node.children?.[Number(segment)] : undefined;
    if (!child) break;
    node = child;
  }
  return { offset: base + node.offset, length: node.length };
}
