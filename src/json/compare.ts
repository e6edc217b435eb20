import { parseTree, type Node } from 'jsonc-parser';
import { jsonPointer } from './pointer';

/**
 * One side of a comparison: a JSON text (read strictly, member order and number literals as written)
 * or a value already parsed (member order as its keys enumerate).
 *
 * @example
 * const sent: JsonSource = { text: '{"result": {}, "jsonrpc": "2.0", "id": 1}' };
 * const expected: JsonSource = { value: { jsonrpc: '2.0', id: 1, result: {} } };
 * compareJson(expected, sent).kind // => 'reordered'
 */
export type JsonSource = { text: string } | { value: unknown };

/**
 * A member or element present on one side only, or present on both with another meaning.
 *
 * @example
 * const compared = compareJson({ value: { result: { ttlMs: 60000 } } }, { value: { result: { ttlMs: 30000 } } });
 * compared.kind === 'different' && compared.differences[0]
 * // => { pointer: '/result/ttlMs', change: 'changed', expected: 60000, actual: 30000 }
 */
export interface JsonDifference {
  /** RFC 6901 pointer to the member or element. */
  pointer: string;
  /** `added`: only in the actual document; `removed`: only in the expected one; `changed`: a different value. */
  change: 'added' | 'removed' | 'changed';
  /** What the expected document holds there (absent when added; a container as `{…}` or `[…]` summary). */
  expected?: unknown;
  /** What the actual document holds there (absent when removed). */
  actual?: unknown;
}

/**
 * How two JSON documents compare by meaning: `identical`; `reordered` (identical apart from member order,
 * `reordered` naming each object whose members come in another order); `different` (with every difference,
 * and any reordering too); or `unreadable` when a text is not JSON.
 *
 * @example
 * compareJson({ text: '{"a": 1, "b": 2}' }, { text: '{"b": 2, "a": 1}' }) // => { kind: 'reordered', reordered: [''] }
 */
export type JsonComparison =
  | { kind: 'identical' }
  | { kind: 'reordered'; reordered: string[] }
  | { kind: 'different'; differences: JsonDifference[]; reordered: string[] }
  | { kind: 'unreadable'; side: 'expected' | 'actual'; message: string };

/** A document reduced to its meaning, objects keeping their member order. */
type Doc =
  | { kind: 'object'; members: Map<string, Doc> }
  | { kind: 'array'; items: Doc[] }
  | { kind: 'number'; exact: string; value: number }
  | { kind: 'scalar'; value: unknown };

/**
 * Compares two JSON documents by meaning: member order is not a difference (it is reported apart), numbers
 * compare by value as written (`1.0` equals `1`, `1e2` equals `100`, two 20-digit integers differ even where
 * a JavaScript number cannot tell them apart), and array order counts. Never throws; texts are read strictly (no
 * comments, no trailing commas). Integer-like keys of a parsed value enumerate first in JavaScript, so their
 * order counts only when given as text.
 *
 * @example
 * compareJson({ text: '{"result": {}, "jsonrpc": "2.0", "id": 1}' }, { text: '{"jsonrpc": "2.0", "id": 1, "result": {}}' })
 * // => { kind: 'reordered', reordered: [''] }
 * compareJson({ value: { a: 1, b: [1, 2] } }, { value: { a: 1.0, b: [2, 1], c: null } }).kind // => 'different'
 */
export function compareJson(expected: JsonSource, actual: JsonSource): JsonComparison {
  const left = readSource(expected);
  if (!left.ok) return { kind: 'unreadable', side: 'expected', message: left.message };
  const right = readSource(actual);
  if (!right.ok) return { kind: 'unreadable', side: 'actual', message: right.message };
  const differences: JsonDifference[] = [];
  const reordered: string[] = [];
  // An explicit stack (a deep document must not overflow the call stack), popped in document order.
  const stack: Step[] = [{ kind: 'compare', expected: left.doc, actual: right.doc, pointer: '' }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    if (step.kind === 'report') {
      differences.push(step.difference);
      continue;
    }
    const { expected: e, actual: a, pointer } = step;
    const next: Step[] = [];
    const only = (change: 'added' | 'removed', key: string | number, doc: Doc) => {
      const side = change === 'added' ? { actual: summary(doc) } : { expected: summary(doc) };
      next.push({ kind: 'report', difference: { pointer: below(pointer, key), change, ...side } });
    };
    if (e.kind === 'object' && a.kind === 'object') {
      if (!sameOrder(e.members, a.members)) reordered.push(pointer);
      for (const [key, value] of e.members) {
        const other = a.members.get(key);
        if (other) next.push({ kind: 'compare', expected: value, actual: other, pointer: below(pointer, key) });
        else only('removed', key, value);
      }
      for (const [key, value] of a.members) if (!e.members.has(key)) only('added', key, value);
    } else if (e.kind === 'array' && a.kind === 'array') {
      for (let i = 0; i < Math.max(e.items.length, a.items.length); i++) {
        const [x, y] = [e.items[i], a.items[i]];
        if (x && y) next.push({ kind: 'compare', expected: x, actual: y, pointer: below(pointer, i) });
        else if (x) only('removed', i, x);
        else if (y) only('added', i, y);
      }
    } else if (!sameScalar(e, a)) {
      differences.push({ pointer, change: 'changed', expected: summary(e), actual: summary(a) });
    }
    stack.push(...next.reverse());
  }
  if (differences.length > 0) return { kind: 'different', differences, reordered };
  return reordered.length > 0 ? { kind: 'reordered', reordered } : { kind: 'identical' };
}

/** A member's pointer from its parent's (built by appending, so a deep path costs no copies). */
const below = (pointer: string, key: string | number) => pointer + jsonPointer(key);

type Step =
  | { kind: 'compare'; expected: Doc; actual: Doc; pointer: string }
  | { kind: 'report'; difference: JsonDifference };

function readSource(source: JsonSource): { ok: true; doc: Doc } | { ok: false; message: string } {
  if ('value' in source) return { ok: true, doc: fromValue(source.value) };
  let value: unknown;
  try {
    value = JSON.parse(source.text);
  } catch (error) {
    return { ok: false, message: `not JSON: ${(error as Error).message}` };
  }
  try {
    const tree = parseTree(source.text, [], { disallowComments: true, allowTrailingComma: false });
    if (tree) return { ok: true, doc: fromTree(tree, source.text) };
  } catch {
    // The tree reader recurses; for a document nested beyond its stack, the parsed value's order serves.
  }
  return { ok: true, doc: fromValue(value) };
}

/** Builds a Doc bottom-up with an explicit stack, so depth never overflows. */
function build<T>(root: T, expand: (node: T) => Expansion<T>): Doc {
  const slot: { doc?: Doc } = {};
  const work: { node: T; assign: (doc: Doc) => void }[] = [{ node: root, assign: (doc) => (slot.doc = doc) }];
  while (work.length > 0) {
    const { node, assign } = work.pop()!;
    const expansion = expand(node);
    if (expansion.kind === 'leaf') assign(expansion.doc);
    else if (expansion.kind === 'array') {
      const items: Doc[] = [];
      assign({ kind: 'array', items });
      expansion.items.forEach((item, i) => work.push({ node: item, assign: (doc) => (items[i] = doc) }));
    } else {
      // A repeated key keeps its first place and its last value, as JSON.parse does.
      const latest = new Map(expansion.members);
      const members = new Map<string, Doc>();
      assign({ kind: 'object', members });
      for (const key of latest.keys()) members.set(key, { kind: 'scalar', value: null });
      for (const [key, item] of latest) work.push({ node: item, assign: (doc) => members.set(key, doc) });
    }
  }
  return slot.doc!;
}

type Expansion<T> =
  | { kind: 'leaf'; doc: Doc }
  | { kind: 'array'; items: T[] }
  | { kind: 'object'; members: [string, T][] };

function fromValue(value: unknown): Doc {
  return build(value, (v): Expansion<unknown> => {
    if (Array.isArray(v)) return { kind: 'array', items: v as unknown[] };
    if (typeof v === 'object' && v !== null) return { kind: 'object', members: Object.entries(v) };
    if (typeof v === 'number' && Number.isFinite(v)) return { kind: 'leaf', doc: numberDoc(String(v), v) };
    return { kind: 'leaf', doc: { kind: 'scalar', value: v } };
  });
}

function fromTree(tree: Node, text: string): Doc {
  return build(tree, (node): Expansion<Node> => {
    const children = node.children ?? [];
    if (node.type === 'array') return { kind: 'array', items: children };
    if (node.type === 'object') {
      const members = children.flatMap((p): [string, Node][] => {
        const [key, value] = p.children ?? [];
        return key && value ? [[String(key.value), value]] : [];
      });
      return { kind: 'object', members };
    }
    if (node.type === 'number')
      return { kind: 'leaf', doc: numberDoc(text.slice(node.offset, node.offset + node.length), node.value as number) };
    return { kind: 'leaf', doc: { kind: 'scalar', value: node.value as unknown } };
  });
}

/** A number by its exact decimal value: `1.50e1`, `15` and `15.0` all read `15e0`. */
function numberDoc(literal: string, value: number): Doc {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(literal);
  if (!match) return { kind: 'number', exact: String(value), value };
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  let digits = (whole + fraction).replace(/^0+/, '');
  if (digits === '') return { kind: 'number', exact: '0', value };
  let scale = BigInt(exponent) - BigInt(fraction.length);
  const trailing = /0+$/.exec(digits)?.[0].length ?? 0;
  digits = digits.slice(0, digits.length - trailing);
  scale += BigInt(trailing);
  return { kind: 'number', exact: `${sign}${digits}e${scale}`, value };
}

function sameScalar(e: Doc, a: Doc): boolean {
  if (e.kind === 'number' && a.kind === 'number') return e.exact === a.exact;
  if (e.kind === 'scalar' && a.kind === 'scalar') return Object.is(e.value, a.value);
  return false;
}

/** Whether the members both objects have come in the same relative order. */
function sameOrder(e: Map<string, Doc>, a: Map<string, Doc>): boolean {
  const shared = [...e.keys()].filter((k) => a.has(k));
  const theirs = [...a.keys()].filter((k) => e.has(k));
  return shared.every((key, i) => theirs[i] === key);
}

/** A difference's value as shown: scalars as they are, containers summarised (the pointers below say more). */
function summary(doc: Doc): unknown {
  if (doc.kind === 'object') return doc.members.size === 0 ? {} : '{…}';
  if (doc.kind === 'array') return doc.items.length === 0 ? [] : '[…]';
  return doc.value;
}
