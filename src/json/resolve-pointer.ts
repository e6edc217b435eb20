import { parseSse, streamOffset } from '../wire/sse';
import { jsonPointer } from './pointer';
import { parsePointer, pointersToRanges } from './pointer-range';

/**
 * Where a JSON pointer lands in a text: UTF-16 offsets `[start, end)` of the value, and whether
 * that is the pointed member itself (`exact`) or its closest existing parent.
 *
 * @example
 * const range: PointerRange | null = resolvePointerRange('{"a":{"b":12}}', '/a/b');
 * range // => { start: 10, end: 12, exact: true }
 * // the value `12`
 */
export interface PointerRange {
  start: number;
  end: number;
  exact: boolean;
}

/**
 * Where to look: `frame` is the 0-based index of an SSE message frame (as in a finding's `frame`),
 * when the text is a text/event-stream body.
 *
 * @example
 * const body = 'data: {}\n\ndata: {"result":{"tools":[{}]}}\n\n';
 * resolvePointerRange(body, '/result/tools/0', { frame: 1 }) // => { start: 36, end: 38, exact: true }
 */
export interface ResolveOptions {
  frame?: number;
}

/**
 * Places a finding in the text it is about: the value at an RFC 6901 `pointer` in a JSON text, or
 * in SSE frame `frame` of an event-stream body. A pointer to a member that does not exist (a
 * finding about something *missing*) falls back to its closest existing parent, with
 * `exact: false`. Null when the text is not JSON where the pointer needs it, or the frame does not
 * exist. Offsets count UTF-16 code units, as Monaco's `getPositionAt` expects.
 *
 * @example
 * resolvePointerRange('{"a":{"b":12}}', '/a/b') // => { start: 10, end: 12, exact: true }
 * resolvePointerRange('{"a":{"b":12}}', '/a/c') // => { start: 5, end: 13, exact: false }
 * resolvePointerRange('data: {"x":1}\n\n', '/x', { frame: 0 }) // => { start: 11, end: 12, exact: true }
 */
export function resolvePointerRange(text: string, pointer: string, options: ResolveOptions = {}): PointerRange | null {
  return resolvePointerRanges(text, [{ pointer, ...options }])[0] ?? null;
}

/**
 * `resolvePointerRange` for many pointers at once: one pass over each frame (or over the text)
 * that any pointer names, so placing a thousand findings in a 1 MB body stays linear.
 *
 * @example
 * resolvePointerRanges('{"a":1,"b":2}', [{ pointer: '/a' }, { pointer: '/z' }])
 * // => [{ start: 5, end: 6, exact: true }, { start: 0, end: 13, exact: false }]
 */
export function resolvePointerRanges(
  text: string,
  requests: readonly ({ pointer: string } & ResolveOptions)[],
): (PointerRange | null)[] {
  const out: (PointerRange | null)[] = requests.map(() => null);
  const byFrame = new Map<number | undefined, number[]>();
  requests.forEach((r, i) => byFrame.set(r.frame, [...(byFrame.get(r.frame) ?? []), i]));
  const events = [...byFrame.keys()].some((f) => f !== undefined) ? parseSse(text).events : [];
  for (const [frame, indexes] of byFrame) {
    const event = frame === undefined ? undefined : events[frame];
    if (frame !== undefined && !event) continue;
    const json = event ? event.data : text;
    const place = (offset: number): number => (event ? streamOffset(event, offset) : offset);
    // Each pointer and all its parents, resolved in one visitor pass; the first hit is the closest.
    const chains = indexes.map((i) => {
      const segments = parsePointer(requests[i]!.pointer) ?? [];
      return segments.map((_, n) => jsonPointer(...segments.slice(0, segments.length - n))).concat('');
    });
    const ranges = pointersToRanges(json, chains.flat(), { includeKey: false });
    let at = 0;
    chains.forEach((chain, k) => {
      const hit = chain.findIndex((_, n) => ranges[at + n] !== null);
      const range = hit >= 0 ? ranges[at + hit]! : null;
      const malformed = parsePointer(requests[indexes[k]!]!.pointer) === null;
      if (range)
        out[indexes[k]!] = {
          start: place(range.startOffset),
          end: place(range.endOffset),
          exact: hit === 0 && !malformed,
        };
      at += chain.length;
    });
  }
  return out;
}

/**
 * @deprecated Use `resolvePointerRange(text, pointer, { frame })`, which also says whether the
 * range is exact. Kept so existing callers keep working; it is the same resolver.
 *
 * @example
 * pointerToRange('{"a":{"b":12}}', '/a/b') // => { offset: 10, length: 2 }
 */
export function pointerToRange(
  text: string,
  pointer: string,
  frame?: number,
): { offset: number; length: number } | null {
  const range = resolvePointerRange(text, pointer, frame === undefined ? {} : { frame });
  return range && { offset: range.start, length: range.end - range.start };
}
