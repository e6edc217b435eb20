import type { MapTerm, StructTerm, Term } from './types';

type Tagged = Exclude<Term, readonly Term[] | null | boolean | number | string>;

/**
 * Structural equality of two terms. Lists and tuples compare in order; map entries and struct
 * fields compare as unordered sets (Elixir maps have no order); `-0` equals `0`. Iterative, so
 * depth is unbounded. Maps with duplicate keys pair duplicates in order of appearance.
 *
 * @example
 * termEquals(map([atom('a'), 1], ['b', 2]), map(['b', 2], [atom('a'), 1])) // => true
 * termEquals(atom('ok'), 'ok') // => false
 */
export function termEquals(a: Term, b: Term): boolean {
  const xs: Term[] = [a];
  const ys: Term[] = [b];
  while (xs.length > 0) {
    const x = xs.pop() as Term;
    const y = ys.pop() as Term;
    if (x === y) continue;
    if (x === null || y === null || typeof x !== 'object' || typeof y !== 'object') {
      if (typeof x === 'number' && typeof y === 'number' && x !== x && y !== y) continue; // NaN
      return false;
    }
    const xa = Array.isArray(x);
    if (xa !== Array.isArray(y)) return false;
    if (xa) {
      if (!pushPairs(x as readonly Term[], y as readonly Term[], xs, ys)) return false;
      continue;
    }
    const tx = x as Tagged;
    const ty = y as Tagged;
    if (tx.type !== ty.type) return false;
    switch (tx.type) {
      case 'atom':
        if (tx.name !== (ty as typeof tx).name) return false;
        break;
      case 'opaque':
        if (tx.text !== (ty as typeof tx).text) return false;
        break;
      case 'tuple':
        if (!pushPairs(tx.items, (ty as typeof tx).items, xs, ys)) return false;
        break;
      case 'map':
        if (!pushEntries(tx.entries, (ty as MapTerm).entries, canonicalKey, xs, ys)) return false;
        break;
      default:
        if (tx.module !== (ty as StructTerm).module) return false;
        if (!pushEntries(tx.fields, (ty as StructTerm).fields, (name: string) => name, xs, ys)) return false;
    }
  }
  return true;
}

function pushPairs(a: readonly Term[], b: readonly Term[], xs: Term[], ys: Term[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    xs.push(a[i] as Term);
    ys.push(b[i] as Term);
  }
  return true;
}

/** Pairs entries by key (through `keyOf`) and queues their values; false when the keys differ. */
function pushEntries<K>(
  a: readonly (readonly [K, Term])[],
  b: readonly (readonly [K, Term])[],
  keyOf: (key: K) => string,
  xs: Term[],
  ys: Term[],
): boolean {
  const n = a.length;
  if (n !== b.length) return false;
  // head: first unused index of b for a key; next: following index with the same key.
  const head = new Map<string, number>();
  const next = new Int32Array(n);
  for (let j = n - 1; j >= 0; j--) {
    const k = keyOf((b[j] as readonly [K, Term])[0]);
    next[j] = head.get(k) ?? -1;
    head.set(k, j);
  }
  for (const [key, value] of a) {
    const k = keyOf(key);
    const j = head.get(k) ?? -1;
    if (j === -1) return false;
    head.set(k, next[j] ?? -1);
    xs.push(value);
    ys.push((b[j] as readonly [K, Term])[1]);
  }
  return true;
}

/**
 * A string that is equal for two terms exactly when `termEquals` holds: maps are encoded with
 * their entries sorted. Used to index map keys. Iterative: containers are encoded children first.
 *
 * @example
 * canonicalKey(atom('a')) === canonicalKey(atom('a')) // => true
 */
export function canonicalKey(term: Term): string {
  // Fast paths for the usual keys; a bare top-level key needs no quoting.
  if (typeof term === 'string') return `s${term}`;
  if (term !== null && typeof term === 'object' && !Array.isArray(term) && (term as Tagged).type === 'atom') {
    return `a${(term as { name: string }).name}`;
  }
  const scalar = scalarKey(term);
  if (scalar !== undefined) return scalar;
  const order: Term[] = [];
  const todo: Term[] = [term];
  while (todo.length > 0) {
    const t = todo.pop() as Term;
    if (scalarKey(t) !== undefined) continue;
    order.push(t);
    for (const child of children(t)) todo.push(child);
  }
  const done = new Map<Term, string>();
  const encode = (t: Term): string => scalarKey(t) ?? done.get(t) ?? '';
  for (let i = order.length - 1; i >= 0; i--) {
    const t = order[i] as Term;
    let text: string;
    if (Array.isArray(t)) text = `L[${(t as readonly Term[]).map(encode).join(',')}]`;
    else {
      const c = t as Tagged;
      if (c.type === 'tuple') text = `T[${c.items.map(encode).join(',')}]`;
      else if (c.type === 'map')
        text = `M[${c.entries
          .map(([k, v]) => `${encode(k)}=${encode(v)}`)
          .sort()
          .join(',')}]`;
      else if (c.type === 'struct') {
        const fields = c.fields.map(([k, v]) => `${JSON.stringify(k)}=${encode(v)}`).sort();
        text = `S${JSON.stringify(c.module)}[${fields.join(',')}]`;
      } else text = '';
    }
    done.set(t, text);
  }
  return encode(term);
}

function scalarKey(t: Term): string | undefined {
  if (t === null) return 'N';
  switch (typeof t) {
    case 'boolean':
      return t ? 'T' : 'F';
    case 'number':
      return t === 0 ? 'n0' : `n${t}`;
    case 'string':
      return JSON.stringify(t);
  }
  if (Array.isArray(t)) return undefined;
  const c = t as Tagged;
  if (c.type === 'atom') return `a${JSON.stringify(c.name)}`;
  if (c.type === 'opaque') return `o${JSON.stringify(c.text)}`;
  return undefined;
}

function children(t: Term): readonly Term[] {
  if (Array.isArray(t)) return t as readonly Term[];
  const c = t as Tagged;
  if (c.type === 'tuple') return c.items;
  if (c.type === 'map') return c.entries.flat();
  if (c.type === 'struct') return c.fields.map(([, v]) => v);
  return [];
}
