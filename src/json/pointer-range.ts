/**
 * A half-open span of UTF-16 offsets into the text.
 *
 * @example
 * const [range] = pointersToRanges('{"a": 1}', ['/a']);
 * range // => { startOffset: 1, endOffset: 7 }
 * // the member `"a": 1`, key included
 */
export interface OffsetRange {
  startOffset: number;
  endOffset: number;
}

/**
 * Splits an RFC 6901 pointer into unescaped segments (`~1` → `/`, `~0` → `~`); null when it is not a pointer.
 *
 * @example
 * parsePointer('/result/_meta/io.modelcontextprotocol~1serverInfo') // => ['result', '_meta', 'io.modelcontextprotocol/serverInfo']
 */
export function parsePointer(pointer: string): string[] | null {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return null;
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/**
 * How `pointersToRanges` measures an object member.
 *
 * @example
 * pointersToRanges('{"a": 1}', ['/a'], { includeKey: false }) // => [{ startOffset: 6, endOffset: 7 }]
 */
export interface RangeOptions {
  /** Start an object member's range at its key (true, the default) or at its value (false). */
  includeKey?: boolean;
}

/** The pointers as a trie of unescaped segments; `all` lists the pointer indexes below a node. */
class Trie {
  readonly children = new Map<string, Trie>();
  readonly here: number[] = [];
  readonly all: number[] = [];
}

/** An open container the walk descends into (only those some pointer goes through). */
class Open {
  index = 0;
  first = true;
  constructor(
    readonly isArray: boolean,
    readonly node: Trie,
    readonly start: number,
  ) {}
}

/**
 * Resolves many RFC 6901 pointers in one pass over a JSON text, skipping every subtree no pointer
 * enters (no tree is built, and no recursion: any depth is fine). Comments and trailing commas
 * are tolerated; the walk stops at the first syntax error, keeping what it found before it. A
 * pointer that names nothing, or is malformed, gives null; with duplicate keys the last one wins.
 *
 * @example
 * pointersToRanges('{"a": [1, 2]}', ['/a/1', '/a', '/b']) // => [{ startOffset: 10, endOffset: 11 }, { startOffset: 1, endOffset: 12 }, null]
 * pointersToRanges('{"a": 1}', ['/a'], { includeKey: false }) // => [{ startOffset: 6, endOffset: 7 }]
 */
export function pointersToRanges(
  text: string,
  pointers: readonly string[],
  options: RangeOptions = {},
): (OffsetRange | null)[] {
  const includeKey = options.includeKey ?? true;
  const results: (OffsetRange | null)[] = pointers.map(() => null);
  const root = new Trie();
  pointers.forEach((pointer, index) => {
    const segments = parsePointer(pointer);
    if (!segments) return;
    let node = root;
    node.all.push(index);
    for (const segment of segments) {
      let child = node.children.get(segment);
      if (!child) node.children.set(segment, (child = new Trie()));
      (node = child).all.push(index);
    }
    node.here.push(index);
  });
  if (root.all.length === 0) return results;
  const found = (node: Trie, start: number, end: number): void => {
    const range = { startOffset: start, endOffset: end };
    for (const index of node.here) results[index] = range;
  };
  const stack: Open[] = [];
  const n = text.length;
  let i = skip(text, 0);
  // The value about to be read: its trie node (null: no pointer enters it) and where its range starts.
  let node: Trie | null = root;
  let start = i;
  for (;;) {
    // A value.
    i = skip(text, i);
    if (i >= n) return results;
    const c = text.charCodeAt(i);
    if (node !== null) for (const index of node.all) results[index] = null; // a later duplicate key wins
    if (c === 0x7b || c === 0x5b) {
      if (node !== null && node.children.size > 0) {
        stack.push(new Open(c === 0x5b, node, start));
        i++;
      } else {
        const end = containerEnd(text, i);
        if (end < 0) return results;
        if (node !== null) found(node, start, end);
        i = end;
      }
    } else {
      const end = scalarEnd(text, i);
      if (end <= i || !isScalar(text, i, end)) return results;
      if (node !== null) found(node, start, end);
      i = end;
    }
    // Then the next member or item of the innermost open container, closing those that end.
    for (;;) {
      const top = stack[stack.length - 1];
      if (top === undefined) return results;
      i = skip(text, i);
      let d = text.charCodeAt(i);
      if (top.first) top.first = false;
      else if (d === 0x2c) {
        i = skip(text, i + 1);
        d = text.charCodeAt(i);
      } else if (d !== 0x5d && d !== 0x7d) return results;
      if (d === 0x5d || d === 0x7d) {
        stack.pop();
        found(top.node, top.start, ++i);
        continue;
      }
      if (top.isArray) {
        node = top.node.children.get(String(top.index++)) ?? null;
        start = i;
        break;
      }
      if (d !== 0x22) return results;
      const keyEnd = scalarEnd(text, i);
      if (keyEnd <= i) return results;
      const raw = text.slice(i + 1, keyEnd - 1);
      const key = raw.includes('\\') ? decodeKey(raw) : raw;
      const keyStart = i;
      i = skip(text, keyEnd);
      if (text.charCodeAt(i) !== 0x3a) return results;
      i = skip(text, i + 1);
      node = key === null ? null : (top.node.children.get(key) ?? null);
      start = includeKey ? keyStart : i;
      break;
    }
  }
}

/** Whether text[i, end) is a string, a number-like token or a literal (not a bare word such as `data`). */
function isScalar(text: string, i: number, end: number): boolean {
  const c = text.charCodeAt(i);
  if (c === 0x22 || c === 0x2d || (c >= 0x30 && c <= 0x39)) return true;
  const word = text.slice(i, end);
  return word === 'true' || word === 'false' || word === 'null';
}

function decodeKey(raw: string): string | null {
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return null;
  }
}

/** Skips whitespace and comments. */
function skip(text: string, from: number): number {
  let i = from;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
    else if (c === 0x2f && text.charCodeAt(i + 1) === 0x2f) {
      const nl = text.indexOf('\n', i);
      i = nl < 0 ? text.length : nl + 1;
    } else if (c === 0x2f && text.charCodeAt(i + 1) === 0x2a) {
      const close = text.indexOf('*/', i + 2);
      i = close < 0 ? text.length : close + 2;
    } else return i;
  }
}

/** Index after the string or bare token at `i` (i itself when there is none); -1 for an unterminated string. */
function scalarEnd(text: string, i: number): number {
  if (text.charCodeAt(i) === 0x22) {
    for (let j = i + 1; j < text.length; j++) {
      const c = text.charCodeAt(j);
      if (c === 0x22) return j + 1;
      if (c === 0x5c) j++;
    }
    return -1;
  }
  let j = i;
  for (; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (
      c <= 0x20 ||
      c === 0x2c ||
      c === 0x3a ||
      c === 0x5b ||
      c === 0x5d ||
      c === 0x7b ||
      c === 0x7d ||
      c === 0x22 ||
      c === 0x2f
    )
      break;
  }
  return j;
}

/** Index after the bracket that closes the one at `i` (strings and comments skipped), or -1. */
function containerEnd(text: string, i: number): number {
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x7b || c === 0x5b) depth++;
    else if (c === 0x7d || c === 0x5d) {
      if (--depth === 0) return j + 1;
    } else if (c === 0x22) {
      const end = scalarEnd(text, j);
      if (end < 0) return -1;
      j = end - 1;
    } else if (c === 0x2f) {
      const next = skip(text, j);
      if (next > j) j = next - 1;
    }
  }
  return -1;
}
