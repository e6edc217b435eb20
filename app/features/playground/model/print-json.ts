/**
 * Levels of nesting that get their own indentation; deeper levels reuse the last one, so that a
 * 30 KB value nested 5,000 deep prints in about 1 MB instead of 50 MB (and without recursion).
 *
 * @example
 * let deep: unknown = 1;
 * for (let i = 0; i < 100; i++) deep = [deep];
 * printJson(deep).split('\n').every((line) => line.length - line.trimStart().length <= 2 * MAX_INDENT_DEPTH) // => true
 */
export const MAX_INDENT_DEPTH = 40;

/**
 * What {@link printJson} wrote, besides the text: the deepest nesting it met, and whether
 * indentation was capped (so the caller can say so).
 *
 * @example
 * printJsonReport({ a: [1] }) // => { text: '{\n  "a": [\n    1\n  ]\n}', depth: 2, capped: false }
 */
export interface PrintedJson {
  text: string;
  /** The deepest container nesting (0 for a scalar). */
  depth: number;
  /** Whether some levels were deeper than MAX_INDENT_DEPTH and share its indentation. */
  capped: boolean;
}

const INDENTS = Array.from({ length: MAX_INDENT_DEPTH + 1 }, (_, i) => '  '.repeat(i));

/**
 * `JSON.stringify(value, null, 2)` for JSON data, with three differences: indentation stops
 * growing past {@link MAX_INDENT_DEPTH} levels, any depth prints without recursion (no
 * RangeError), and -0 prints as `-0.0` as Jason writes the float -0.0 (JSON.stringify writes 0).
 * Non-finite numbers print as `null`, like JSON.stringify; undefined members are left out.
 *
 * @example
 * printJson({ a: [1, -0] }) // => '{\n  "a": [\n    1,\n    -0.0\n  ]\n}'
 */
export function printJson(value: unknown): string {
  return printJsonReport(value).text;
}

/**
 * {@link printJson} with the nesting depth it met and whether indentation was capped.
 *
 * @example
 * printJsonReport([[[]]]).depth // => 3
 */
export function printJsonReport(value: unknown): PrintedJson {
  const shape = measure(value);
  // The native printer is several times faster; it is exact whenever nothing needs our rules.
  if (shape.depth <= MAX_INDENT_DEPTH && !shape.negativeZero)
    return { text: JSON.stringify(value, null, 2) ?? 'null', depth: shape.depth, capped: false };
  return { text: print(value), depth: shape.depth, capped: shape.depth > MAX_INDENT_DEPTH };
}

/** Depth and -0 in one iterative walk. */
function measure(value: unknown): { depth: number; negativeZero: boolean } {
  let depth = 0;
  let negativeZero = false;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop() as [unknown, number];
    if (typeof v === 'number') {
      if (v === 0 && 1 / v < 0) negativeZero = true;
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (d + 1 > depth) depth = d + 1;
    if (Array.isArray(v)) for (let i = 0; i < v.length; i++) stack.push([v[i], d + 1]);
    else for (const key of Object.keys(v)) stack.push([(v as Record<string, unknown>)[key], d + 1]);
  }
  return { depth, negativeZero };
}

class PFrame {
  i = 0;
  constructor(
    readonly items: readonly unknown[],
    readonly keys: readonly string[] | null,
    readonly depth: number,
  ) {}
}

function scalar(v: unknown): string | undefined {
  if (typeof v === 'number') return v === 0 && 1 / v < 0 ? '-0.0' : Number.isFinite(v) ? String(v) : 'null';
  if (v === undefined || typeof v === 'function' || typeof v === 'symbol') return undefined;
  return JSON.stringify(v);
}

function print(value: unknown): string {
  const out: string[] = [];
  const frames: PFrame[] = [];
  const open = (v: unknown, depth: number): void => {
    if (typeof v !== 'object' || v === null) {
      out.push(scalar(v) ?? 'null');
      return;
    }
    const isArray = Array.isArray(v);
    const keys = isArray ? null : Object.keys(v).filter((k) => printable((v as Record<string, unknown>)[k]));
    const items = isArray ? (v as unknown[]) : keys!.map((k) => (v as Record<string, unknown>)[k]);
    if (items.length === 0) {
      out.push(isArray ? '[]' : '{}');
      return;
    }
    out.push(isArray ? '[' : '{');
    frames.push(new PFrame(items, keys, depth + 1));
  };
  open(value, 0);
  while (frames.length > 0) {
    const f = frames[frames.length - 1] as PFrame;
    const pad = INDENTS[Math.min(f.depth, MAX_INDENT_DEPTH)] as string;
    if (f.i === f.items.length) {
      frames.pop();
      out.push('\n', INDENTS[Math.min(f.depth - 1, MAX_INDENT_DEPTH)] as string, f.keys === null ? ']' : '}');
      continue;
    }
    const i = f.i++;
    out.push(i === 0 ? '\n' : ',\n', pad);
    if (f.keys !== null) out.push(JSON.stringify(f.keys[i]), ': ');
    open(f.items[i], f.depth);
  }
  return out.join('');
}

// JSON.stringify leaves out object members it cannot write.
function printable(v: unknown): boolean {
  return v !== undefined && typeof v !== 'function' && typeof v !== 'symbol';
}
