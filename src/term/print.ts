import { TermEncodeError, describePath, pointerSegment } from './errors';
import { OPERATOR_ATOMS } from './parse';
import type { MapTerm, StructTerm, Term, TupleTerm } from './types';
import { clip } from '../json/clip';
import { calendarTexts } from './calendar';

/**
 * Options for {@link inspectTerm}.
 *
 * @example
 * inspectTerm(parseTerm('[1, [2]]'), { pretty: true, width: 5 }) // => '[\n  1,\n  [2]\n]'
 */
export interface InspectOptions {
  /** Multi-line output indented by 2 spaces; containers that fit in `width` stay on one line. */
  pretty?: boolean;
  /** Line width for `pretty` (default 80). */
  width?: number;
}

// Printer frame kinds; a map in `=>` form walks 2 slots (key, value) per entry.
const P_LIST = 0,
  P_KWLIST = 1,
  P_TUPLE = 2,
  P_MAP_KW = 3,
  P_MAP_ARROW = 4,
  P_STRUCT = 5;
const MAX_INDENT = 40; // deeper levels reuse this indentation so deep terms stay linear in size
const INDENTS = Array.from({ length: MAX_INDENT + 1 }, (_, i) => '  '.repeat(i));
const IDENTIFIER = /^[a-zA-Z_][a-zA-Z0-9_@]*[?!]?$/;
const ALIAS = /^Elixir(?:\.[A-Z][a-zA-Z0-9_]*)+$/;
const MODULE = /^[A-Z][a-zA-Z0-9_]*(?:\.[A-Z][a-zA-Z0-9_]*)*$/;
const OPERATORS = new Set(OPERATOR_ATOMS);
const ESCAPES: Record<number, string> = {
  7: '\\a',
  8: '\\b',
  9: '\\t',
  10: '\\n',
  11: '\\v',
  12: '\\f',
  13: '\\r',
  27: '\\e',
  0: '\\0',
  34: '\\"',
  92: '\\\\',
};

class PFrame {
  i = 0;
  constructor(
    readonly kind: number,
    readonly term: Term,
    readonly n: number,
    readonly flat: boolean,
    readonly depth: number,
    readonly close: string,
  ) {}
}

/**
 * Prints a term in Elixir syntax, the way IEx shows it, so that `parseTerm` reads it back.
 * Throws {@link TermEncodeError} for NaN or ±Infinity, which no term can hold.
 *
 * @example
 * inspectTerm(map(['a', 1], [atom('b'), tuple(atom('ok'), null)])) // => '%{"a" => 1, :b => {:ok, nil}}'
 * inspectTerm([1, [2]], { pretty: true, width: 5 }) // => '[\n  1,\n  [2]\n]'
 */
export function inspectTerm(term: Term, options?: InspectOptions): string {
  return new Printer(options?.pretty === true, options?.width ?? 80).run(term);
}

/**
 * Prints an atom name as Elixir source: `:ok`, `:"a b"`, `Foo.Bar` for `Elixir.Foo.Bar`, `:+`.
 *
 * @example
 * inspectAtom('Elixir.MyApp.Key') // => 'MyApp.Key'
 */
export function inspectAtom(name: string): string {
  if (name === 'Elixir') return name;
  if (ALIAS.test(name)) {
    // `Elixir.Elixir.Foo` must keep its prefix: the alias `Elixir.Foo` already means `Elixir.Foo`.
    const alias = name.slice(7);
    return alias === 'Elixir' || alias.startsWith('Elixir.') ? name : alias;
  }
  if (IDENTIFIER.test(name) || OPERATORS.has(name)) return `:${name}`;
  return `:${inspectString(name)}`;
}

/**
 * Prints a binary as an Elixir string literal; `#{` is escaped so it is not interpolation.
 *
 * @example
 * inspectString('say "hi"\n') // => '"say \\"hi\\"\\n"'
 */
export function inspectString(s: string): string {
  const first = firstEscape(s, 0);
  if (first === -1) return `"${s}"`;
  let out = '"';
  let seg = 0;
  for (let i = first; i !== -1; i = firstEscape(s, i + 1)) {
    const c = s.charCodeAt(i);
    let rep: string;
    if (c === 35) rep = '\\#';
    else if (c >= 0xd800 && c <= 0xdfff) rep = `\\u{${c.toString(16).toUpperCase()}}`; // lone surrogate
    else rep = ESCAPES[c] ?? `\\u{${c.toString(16).toUpperCase()}}`;
    out += s.slice(seg, i) + rep;
    seg = i + 1;
  }
  return `${out}${s.slice(seg)}"`;
}

/** Index of the next character that needs an escape (valid surrogate pairs do not), or -1. */
function firstEscape(s: string, from: number): number {
  for (let i = from; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 32 && c < 127 && c !== 34 && c !== 92 && c !== 35) continue;
    if (c === 35) {
      if (s.charCodeAt(i + 1) === 123) return i;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      if (c <= 0xdbff && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
      else return i;
    } else if (c < 32 || c === 34 || c === 92 || c <= 159) return i;
  }
  return -1;
}

/**
 * Prints a number the way Elixir writes it: integers below 1e21 as digits, other values as floats
 * with a `.0` mantissa when needed (`1.0e-10`, `1.0e21`); `-0` prints as `-0.0`. Throws for NaN
 * and ±Infinity. The output reads back as the same JS number.
 *
 * @example
 * formatNumber(1e-10) // => '1.0e-10'
 */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) throw new TermEncodeError(`Cannot write ${n}: terms hold finite numbers only`, '');
  if (Number.isInteger(n)) {
    if (n === 0) return Object.is(n, -0) ? '-0.0' : '0';
    if (Math.abs(n) < 1e21) return String(n);
  }
  const s = String(n);
  const e = s.indexOf('e');
  if (e === -1) return s;
  const mantissa = s.slice(0, e);
  const exp = s.charCodeAt(e + 1) === 43 ? s.slice(e + 2) : s.slice(e + 1);
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}e${exp}`;
}

/** `name: ` or `"odd name": ` as a keyword key, map shorthand key or struct field. */
function keyText(name: string): string {
  return IDENTIFIER.test(name) ? `${name}: ` : `${inspectString(name)}: `;
}

/** The keyword key for a term, or undefined when it cannot be one (Elixir's keyword? rule). */
function keywordKey(key: Term): string | undefined {
  if (key === null) return 'nil: ';
  if (typeof key === 'boolean') return key ? 'true: ' : 'false: ';
  if (typeof key !== 'object' || Array.isArray(key)) return undefined;
  const t = key as Exclude<Term, readonly Term[] | null | boolean | number | string>;
  return t.type === 'atom' && !t.name.startsWith('Elixir.') ? keyText(t.name) : undefined;
}

function isKeywordList(items: readonly Term[]): boolean {
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as Term;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return false;
    const t = item as Exclude<Term, readonly Term[] | null | boolean | number | string>;
    if (t.type !== 'tuple' || t.items.length !== 2 || keywordKey(t.items[0] as Term) === undefined) return false;
  }
  return true;
}

function isShorthandMap(m: MapTerm): boolean {
  const entries = m.entries;
  for (let i = 0; i < entries.length; i++)
    if (keywordKey((entries[i] as readonly [Term, Term])[0]) === undefined) return false;
  return true;
}

function structOpen(module: string): string {
  const name = module.startsWith('Elixir.') ? `Elixir.${module}` : module;
  return MODULE.test(name) ? `%${name}{` : `%:${inspectString(name)}{`;
}

/** Kind, slot count and brackets of a non-empty container, or undefined for scalars and empty ones. */
function shape(t: Term): [kind: number, n: number, open: string, close: string] | undefined {
  if (t === null || typeof t !== 'object') return undefined;
  if (Array.isArray(t)) {
    const items = t as readonly Term[];
    if (items.length === 0) return undefined;
    return [isKeywordList(items) ? P_KWLIST : P_LIST, items.length, '[', ']'];
  }
  const c = t as Exclude<Term, readonly Term[] | null | boolean | number | string>;
  switch (c.type) {
    case 'tuple':
      return c.items.length === 0 ? undefined : [P_TUPLE, c.items.length, '{', '}'];
    case 'map':
      if (c.entries.length === 0) return undefined;
      return isShorthandMap(c)
        ? [P_MAP_KW, c.entries.length, '%{', '}']
        : [P_MAP_ARROW, c.entries.length * 2, '%{', '}'];
    case 'struct':
      // A calendar struct prints as IEx shows it (~U[…]): a scalar here.
      return c.fields.length === 0 || calendarTexts(c) !== null
        ? undefined
        : [P_STRUCT, c.fields.length, structOpen(c.module), '}'];
    default:
      return undefined;
  }
}

/** Text of a scalar, an opaque term or an empty container. */
function scalarText(t: Term): string {
  if (t === null) return 'nil';
  switch (typeof t) {
    case 'boolean':
      return t ? 'true' : 'false';
    case 'number':
      return formatNumber(t);
    case 'string':
      return inspectString(t);
  }
  if (Array.isArray(t)) return '[]';
  const c = t as Exclude<Term, readonly Term[] | null | boolean | number | string>;
  switch (c.type) {
    case 'atom':
      return inspectAtom(c.name);
    case 'opaque':
      return c.text;
    case 'tuple':
      return '{}';
    case 'map':
      return '%{}';
    default:
      return calendarTexts(c)?.inspect ?? `${structOpen(c.module)}}`;
  }
}

/** The `i`-th slot of a container frame: [prefix printed before it, the child term]. */
function slot(kind: number, t: Term, i: number): [string, Term] {
  switch (kind) {
    case P_LIST:
      return ['', (t as readonly Term[])[i] ?? null];
    case P_TUPLE:
      return ['', (t as TupleTerm).items[i] ?? null];
    case P_KWLIST: {
      const pair = ((t as readonly Term[])[i] as TupleTerm).items;
      return [keywordKey(pair[0] ?? null) ?? '', pair[1] ?? null];
    }
    case P_MAP_KW: {
      const [k, v] = (t as MapTerm).entries[i] ?? [null, null];
      return [keywordKey(k) ?? '', v];
    }
    case P_MAP_ARROW: {
      const [k, v] = (t as MapTerm).entries[i >> 1] ?? [null, null];
      return (i & 1) === 0 ? ['', k] : [' => ', v];
    }
    default: {
      const [name, v] = (t as StructTerm).fields[i] ?? ['', null];
      return [keyText(name), v];
    }
  }
}

/** Compact length of every non-empty container, children first (reverse pre-order). */
function measure(root: Term): Map<Term, number> {
  const order: Term[] = [];
  const todo: Term[] = [root];
  while (todo.length > 0) {
    const t = todo.pop() as Term;
    const s = shape(t);
    if (s === undefined) continue;
    order.push(t);
    for (let i = 0; i < s[1]; i++) todo.push(slot(s[0], t, i)[1]);
  }
  const lengths = new Map<Term, number>();
  for (let j = order.length - 1; j >= 0; j--) {
    const t = order[j] as Term;
    const [kind, n, open, close] = shape(t) ?? [0, 0, '', ''];
    let len = open.length + close.length;
    for (let i = 0; i < n; i++) {
      const [prefix, child] = slot(kind, t, i);
      const sepLen = i === 0 || (kind === P_MAP_ARROW && (i & 1) === 1) ? 0 : 2;
      len += sepLen + prefix.length + (lengths.get(child) ?? scalarText(child).length);
    }
    lengths.set(t, len);
  }
  return lengths;
}

class Printer {
  private readonly out: string[] = [];
  private col = 0;
  private lengths: Map<Term, number> | undefined;

  constructor(
    private readonly pretty: boolean,
    private readonly width: number,
  ) {}

  run(term: Term): string {
    if (this.pretty) {
      try {
        this.lengths = measure(term);
      } catch (error) {
        // The compact printer finds the same error and knows its path.
        if (error instanceof TermEncodeError) new Printer(false, this.width).run(term);
        throw error;
      }
    }
    const stack: PFrame[] = [];
    try {
      this.value(term, stack, !this.pretty, 0);
      while (stack.length > 0) {
        const f = stack[stack.length - 1] as PFrame;
        if (f.i === f.n) {
          stack.pop();
          if (!f.flat) this.newline(f.depth);
          this.put(f.close);
          continue;
        }
        const i = f.i++;
        let child: Term;
        if (f.kind === P_MAP_ARROW) {
          const entry = (f.term as MapTerm).entries[i >> 1] as readonly [Term, Term];
          if ((i & 1) === 0) {
            this.separate(f, i >> 1);
            child = entry[0];
          } else {
            this.put(' => ');
            child = entry[1];
          }
        } else {
          this.separate(f, i);
          if (f.kind === P_LIST) child = (f.term as readonly Term[])[i] as Term;
          else if (f.kind === P_TUPLE) child = (f.term as TupleTerm).items[i] as Term;
          else {
            const [prefix, value] = slot(f.kind, f.term, i);
            this.put(prefix);
            child = value;
          }
        }
        this.value(child, stack, f.flat, f.depth + 1);
      }
    } catch (error) {
      if (error instanceof TermEncodeError) {
        const path = pathOf(stack);
        throw new TermEncodeError(`${error.message} (at ${clip(describePath(path))})`, path);
      }
      throw error;
    }
    return this.out.join('');
  }

  private separate(f: PFrame, index: number): void {
    if (index > 0) this.put(f.flat ? ', ' : ',');
    if (!f.flat) this.newline(f.depth + 1);
  }

  private value(t: Term, stack: PFrame[], parentFlat: boolean, depth: number): void {
    const s = shape(t);
    if (s === undefined) {
      this.put(scalarText(t));
      return;
    }
    const flat = parentFlat || this.col + (this.lengths?.get(t) ?? 0) <= this.width;
    this.put(s[2]);
    stack.push(new PFrame(s[0], t, s[1], flat, depth, s[3]));
  }

  private put(s: string): void {
    this.out.push(s);
    this.col += s.length;
  }

  private newline(depth: number): void {
    const indent = INDENTS[Math.min(depth, MAX_INDENT)] ?? '';
    this.out.push('\n', indent);
    this.col = indent.length;
  }
}

/** JSON-pointer-like path of the slot being printed, for error messages. */
function pathOf(stack: readonly PFrame[]): string {
  let path = '';
  for (const f of stack) {
    const i = f.i - 1;
    const segment =
      f.kind === P_STRUCT ? ((f.term as StructTerm).fields[i]?.[0] ?? '') : String(f.kind === P_MAP_ARROW ? i >> 1 : i);
    path += `/${pointerSegment(segment)}`;
  }
  return path;
}
