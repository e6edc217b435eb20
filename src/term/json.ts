import { TermEncodeError, describePath, pointerSegment } from './errors';
import { atomTerm } from './parse';
import { formatNumber, inspectTerm } from './print';
import type { MapTerm, StructTerm, Term } from './types';
import { clip } from '../json/clip';
import { calendarTexts } from './calendar';

type Tagged = Exclude<Term, readonly Term[] | null | boolean | number | string>;
type JsonObject = Record<string, unknown>;

// Source shapes walked by the JSON → term converter (explicit stack, no recursion).
const J_ARRAY = 0,
  J_OBJECT = 1,
  J_TAGGED_OBJECT = 2,
  J_FIELDS = 3,
  J_TUPLE = 4;
const HIDDEN_FIELDS = new Set(['__struct__', '__exception__']);

class JFrame {
  i = 0;
  constructor(
    readonly kind: number,
    readonly src: object,
    readonly keys: readonly string[] | null,
    readonly out: unknown[],
    readonly n: number,
  ) {}
}

/**
 * Reads a JSON value as a term: null → nil, string → binary, array → list, object → map with
 * binary keys (in `Object.keys` order). Throws {@link TermEncodeError} for anything JSON cannot
 * hold (undefined, functions, NaN, class instances, cycles).
 *
 * @example
 * termFromJson({ content: [1, null] }) // => map(['content', [1, null]])
 */
export function termFromJson(value: unknown): Term {
  return fromJson(value, false);
}

/**
 * Reads the lossless JSON notation: `":name"` keys are atom keys and
 * `{"$atom"}`, `{"$tuple"}`, `{"$struct", "$fields"}`, `{"$elixir"}` are atoms, tuples, structs
 * and opaque terms. Any other object (including ones with `$ref`-style keys) is a plain map.
 *
 * @example
 * termFromTaggedJson({ ':ok': { $tuple: [{ $atom: 'error' }, 1] } }) // => map([atom('ok'), tuple(atom('error'), 1)])
 */
export function termFromTaggedJson(value: unknown): Term {
  return fromJson(value, true);
}

function fromJson(value: unknown, tagged: boolean): Term {
  const frames: JFrame[] = [];
  const seen = new Set<object>();
  try {
    const root = convert(value, frames, seen, tagged);
    while (frames.length > 0) {
      const f = frames[frames.length - 1] as JFrame;
      if (f.i === f.n) {
        frames.pop();
        seen.delete(f.src);
        continue;
      }
      const i = f.i++;
      if (f.keys === null) {
        f.out.push(convert((f.src as unknown[])[i], frames, seen, tagged));
        continue;
      }
      const key = f.keys[i] as string;
      if (f.kind === J_FIELDS && HIDDEN_FIELDS.has(key.startsWith(':') ? key.slice(1) : key)) continue;
      const child = convert((f.src as JsonObject)[key], frames, seen, tagged);
      if (f.kind === J_OBJECT) f.out.push([key, child]);
      else if (f.kind === J_FIELDS) f.out.push([key.startsWith(':') ? key.slice(1) : key, child]);
      else f.out.push([key.startsWith(':') ? atomTerm(key.slice(1)) : key, child]);
    }
    return root;
  } catch (error) {
    if (!(error instanceof TermEncodeError) || error.path !== '\0') throw error;
    const path = sourcePath(frames);
    throw new TermEncodeError(`${error.message} at ${clip(describePath(path))}`, path);
  }
}

/** Converts a scalar, or creates an empty container and queues a frame that fills it. */
function convert(v: unknown, frames: JFrame[], seen: Set<object>, tagged: boolean): Term {
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return v;
    case 'number':
      if (Number.isFinite(v)) return v;
      throw located(`Cannot convert ${v} to a term: JSON numbers are finite`);
    case 'object': {
      if (v === null) return null;
      if (seen.has(v)) throw located('Cannot convert a cyclic structure to a term');
      if (Array.isArray(v)) {
        const out: Term[] = [];
        seen.add(v);
        frames.push(new JFrame(J_ARRAY, v, null, out, v.length));
        return out;
      }
      const proto: unknown = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) {
        const name = (v as { constructor?: { name?: unknown } }).constructor?.name;
        throw located(
          `Cannot convert ${typeof name === 'string' ? `a ${clip(name)}` : 'an object'} to a term: only plain JSON objects are allowed`,
        );
      }
      const keys = Object.keys(v);
      seen.add(v);
      if (tagged && keys.length <= 2 && keys[0]?.startsWith('$') === true) {
        const special = taggedForm(v as JsonObject, keys, frames);
        if (special !== undefined) return special;
      }
      const entries: [Term, Term][] = [];
      frames.push(new JFrame(tagged ? J_TAGGED_OBJECT : J_OBJECT, v, keys, entries, keys.length));
      return { type: 'map', entries };
    }
    default:
      throw located(`Cannot convert ${describeValue(v)} to a term: it is not a JSON value`);
  }
}

function describeValue(v: unknown): string {
  if (typeof v === 'function') return 'a function';
  if (typeof v === 'symbol') return 'a symbol';
  if (typeof v === 'bigint') return `the bigint ${v}n`;
  return String(v);
}

/** Decodes `{"$atom"}`, `{"$tuple"}`, `{"$elixir"}` and `{"$struct", "$fields"}`; undefined for plain maps. */
function taggedForm(v: JsonObject, keys: readonly string[], frames: JFrame[]): Term | undefined {
  const k = keys.length === 1 ? keys[0] : keys.includes('$struct') && keys.includes('$fields') ? '$struct' : '';
  const body = v[k ?? ''];
  switch (k) {
    case '$atom':
      if (typeof body !== 'string') throw located('Invalid tagged JSON: "$atom" needs a string');
      return atomTerm(body);
    case '$elixir':
      if (typeof body !== 'string') throw located('Invalid tagged JSON: "$elixir" needs a string');
      return { type: 'opaque', text: body };
    case '$tuple': {
      if (!Array.isArray(body)) throw located('Invalid tagged JSON: "$tuple" needs an array');
      const items: Term[] = [];
      frames.push(new JFrame(J_TUPLE, body, null, items, body.length));
      return { type: 'tuple', items };
    }
    case '$struct': {
      const fields = v.$fields;
      if (typeof body !== 'string') throw located('Invalid tagged JSON: "$struct" needs a module name');
      if (fields === null || typeof fields !== 'object' || Array.isArray(fields)) {
        throw located('Invalid tagged JSON: "$fields" needs an object');
      }
      const out: [string, Term][] = [];
      const names = Object.keys(fields);
      frames.push(new JFrame(J_FIELDS, fields, names, out, names.length));
      return { type: 'struct', module: body.startsWith('Elixir.') ? body.slice(7) : body, fields: out };
    }
  }
  return undefined;
}

/** An error whose path the caller fills in from its frame stack (marked by the path `\0`). */
function located(message: string): TermEncodeError {
  return new TermEncodeError(message, '\0');
}

function sourcePath(frames: readonly JFrame[]): string {
  let path = '';
  for (const f of frames) {
    // A frame not yet entered (i = 0) is the container that failed, not a step of the path.
    if (f.i === 0) break;
    // Tuple items and struct fields sit one level down, under "$tuple" and "$fields".
    if (f.kind === J_TUPLE || f.kind === J_FIELDS) path += f.kind === J_TUPLE ? '/$tuple' : '/$fields';
    path += `/${pointerSegment(f.keys === null ? String(f.i - 1) : (f.keys[f.i - 1] as string))}`;
  }
  return path;
}

// Term → JSON walker frames.
const T_LIST = 0,
  T_MAP = 1,
  T_FIELDS = 2,
  T_TUPLE = 3;

class TFrame {
  i = 0;
  constructor(
    readonly kind: number,
    readonly src: readonly unknown[],
    readonly out: unknown[] | JsonObject,
    readonly n: number,
  ) {}
}

/**
 * Encodes a term as JSON the way Jason does: nil → null, atoms → their names (aliases keep the
 * `Elixir.` prefix), binaries → strings, lists → arrays, maps → objects. Map keys may be binaries,
 * atoms or numbers (written as text, like String.Chars). Tuples, structs, opaque terms and other
 * keys throw {@link TermEncodeError} naming the path, e.g. `Cannot encode a tuple as JSON at
 * /content/0: {:ok, 1}`. Keys that become equal text (`%{:a => 1, "a" => 2}`): Jason writes both,
 * a JS object keeps one, so the later entry wins (at the earlier key's position).
 *
 * @example
 * termToJson(map([atom('content'), [map(['type', 'text'])]])) // => { content: [{ type: 'text' }] }
 */
export function termToJson(term: Term): unknown {
  return toJson(term, false);
}

/**
 * Encodes a term in the lossless JSON notation (the inverse of
 * {@link termFromTaggedJson}). Throws {@link TermEncodeError} for what the notation cannot hold:
 * number/tuple/list/map keys, binary keys starting with `:`, and binary-keyed maps that would
 * read back as a tagged form (such as `%{"$atom" => "x"}`).
 *
 * @example
 * termToTaggedJson(tuple(atom('ok'), map([atom('a'), null]))) // => { $tuple: [{ $atom: 'ok' }, { ':a': null }] }
 */
export function termToTaggedJson(term: Term): unknown {
  return toJson(term, true);
}

function toJson(term: Term, tagged: boolean): unknown {
  const frames: TFrame[] = [];
  try {
    const root = encode(term, frames, tagged);
    while (frames.length > 0) {
      const f = frames[frames.length - 1] as TFrame;
      if (f.i === f.n) {
        frames.pop();
        continue;
      }
      const i = f.i++;
      if (f.kind === T_LIST || f.kind === T_TUPLE) {
        (f.out as unknown[]).push(encode(f.src[i] as Term, frames, tagged));
        continue;
      }
      let key: string;
      let value: Term;
      if (f.kind === T_MAP) {
        const entry = f.src[i] as readonly [Term, Term];
        key = jsonKey(entry[0], tagged);
        value = entry[1];
      } else {
        const field = f.src[i] as readonly [string, Term];
        if (HIDDEN_FIELDS.has(field[0])) continue;
        key = `:${field[0]}`;
        value = field[1];
      }
      const out = f.out as JsonObject;
      const child = encode(value, frames, tagged);
      // A plain assignment to "__proto__" would set the prototype instead of a key.
      if (key === '__proto__')
        Object.defineProperty(out, key, { value: child, enumerable: true, writable: true, configurable: true });
      else out[key] = child;
    }
    return root;
  } catch (error) {
    if (!(error instanceof TermEncodeError) || error.path !== '\0') throw error;
    const path = termPath(frames, tagged);
    throw new TermEncodeError(error.message.replace('\0', clip(describePath(path))), path);
  }
}

function encode(t: Term, frames: TFrame[], tagged: boolean): unknown {
  switch (typeof t) {
    case 'string':
    case 'boolean':
      return t;
    case 'number':
      if (Number.isFinite(t)) return t;
      throw located(`Cannot encode ${t} as JSON at \0`);
  }
  if (t === null) return null;
  if (Array.isArray(t)) {
    const out: unknown[] = [];
    frames.push(new TFrame(T_LIST, t, out, t.length));
    return out;
  }
  const c = t as Tagged;
  switch (c.type) {
    case 'atom':
      return tagged ? { $atom: c.name } : c.name;
    case 'map': {
      const out: JsonObject = {};
      if (tagged) checkUnambiguous(c);
      frames.push(new TFrame(T_MAP, c.entries, out, c.entries.length));
      return out;
    }
    case 'tuple': {
      if (!tagged) throw located(`Cannot encode a tuple as JSON at \0: ${preview(c)}`);
      const items: unknown[] = [];
      frames.push(new TFrame(T_TUPLE, c.items, items, c.items.length));
      return { $tuple: items };
    }
    case 'struct': {
      // Jason writes a Date, Time, NaiveDateTime or DateTime as its ISO-8601 string (D7).
      const calendar = tagged ? null : calendarTexts(c);
      if (calendar) return calendar.iso;
      if (!tagged) {
        throw located(
          `Cannot encode struct %${clip(c.module)}{} as JSON at \0: it has no JSON form (Jason needs a derived encoder): ${preview(c)}`,
        );
      }
      const fields: JsonObject = {};
      frames.push(new TFrame(T_FIELDS, c.fields, fields, c.fields.length));
      return { $struct: c.module, $fields: fields };
    }
    default:
      if (!tagged)
        throw located(
          `Cannot encode ${clip(c.text)} as JSON at \0: opaque terms (pids, references, functions, ports) have no JSON form`,
        );
      return { $elixir: c.text };
  }
}

/** The JSON object key for a map key, or a TermEncodeError. */
function jsonKey(k: Term, tagged: boolean): string {
  if (typeof k === 'string') {
    if (tagged && k.startsWith(':'))
      throw located(
        `Cannot write the binary key ${clip(JSON.stringify(k))} in tagged JSON at \0: keys starting with ":" are atom keys`,
      );
    return k;
  }
  if (k === null) return tagged ? ':nil' : 'nil';
  if (typeof k === 'boolean') return `${tagged ? ':' : ''}${k}`;
  if (typeof k === 'object' && !Array.isArray(k) && (k as Tagged).type === 'atom') {
    return `${tagged ? ':' : ''}${(k as { name: string }).name}`;
  }
  if (typeof k === 'number' && !tagged && Number.isFinite(k)) return formatNumber(k);
  // Jason writes any other key through String.Chars: a date as 2026-07-28, a DateTime with a space.
  if (!tagged && typeof k === 'object' && !Array.isArray(k) && (k as Tagged).type === 'struct') {
    const calendar = calendarTexts(k as StructTerm);
    if (calendar) return calendar.chars;
  }
  throw located(`Cannot encode the map key ${preview(k)} as ${tagged ? 'tagged ' : ''}JSON at \0`);
}

/** Rejects binary-keyed maps that termFromTaggedJson would read as a tagged form. */
function checkUnambiguous(m: MapTerm): void {
  const keys = m.entries.map(([k]) => k);
  const reserved = (k: Term) => k === '$atom' || k === '$tuple' || k === '$elixir';
  const isStruct = keys.length === 2 && keys.includes('$struct') && keys.includes('$fields');
  if ((keys.length === 1 && reserved(keys[0] ?? null)) || isStruct) {
    throw located(`Cannot write ${preview(m)} in tagged JSON at \0: it would read back as a tagged form`);
  }
}

function termPath(frames: readonly TFrame[], tagged: boolean): string {
  let path = '';
  for (const f of frames) {
    if (f.i === 0) break;
    const i = f.i - 1;
    let segment: string;
    if (f.kind === T_LIST) segment = String(i);
    else if (f.kind === T_TUPLE) segment = `$tuple/${i}`;
    else if (f.kind === T_FIELDS) segment = `$fields/${pointerSegment(`:${(f.src[i] as readonly [string, Term])[0]}`)}`;
    else {
      const key = (f.src[i] as readonly [Term, Term])[0];
      try {
        segment = jsonKey(key, tagged);
      } catch {
        break; // the key itself is what failed
      }
    }
    path += `/${f.kind === T_TUPLE || f.kind === T_FIELDS ? segment : pointerSegment(segment)}`;
  }
  return path;
}

/** Short Elixir text of a term for messages. */
function preview(t: Term): string {
  let text: string;
  try {
    text = inspectTerm(t);
  } catch {
    text = '(a term with a non-finite number)';
  }
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
