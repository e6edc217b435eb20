import { Frame, K_LIST, K_MAP, K_STRUCT, K_TUPLE, NO_ITEMS, S_ITEM, type Builder } from './frame';
import { formatNumber } from './print';
import type { CalendarValue } from './calendar';

/**
 * Thrown (one shared instance) by the JSON builder at the first value Jason cannot encode. It is
 * a signal, not an error: the caller re-reads the text as a term, so that the syntax error or
 * `termToJson`'s TermEncodeError (message and path) is exactly what the term path gives.
 *
 * @example
 * const thrown = (f: () => unknown) => { try { f(); } catch (e) { return e; } };
 * thrown(() => new Reader('{1}', JSON_BUILDER).run()) === NO_JSON_FORM // => true
 */
export const NO_JSON_FORM: Error = Object.freeze(new Error('The value has no JSON form (internal signal)'));

/** The JSON value of an atom: `nil` → null, booleans, any other atom → its name (aliases keep `Elixir.`). */
function jsonAtom(name: string): unknown {
  if (name === 'nil') return null;
  if (name === 'true') return true;
  if (name === 'false') return false;
  return name;
}

/**
 * Builds JSON values as `termToJson` encodes them, without building terms first: lists become
 * arrays, maps objects (keys as termToJson writes them, the later duplicate wins). Tuples, structs,
 * opaque terms, keyword lists and other map keys throw {@link NO_JSON_FORM}.
 */
class JsonBuilder implements Builder {
  atom(_f: Frame, name: string): unknown {
    return jsonAtom(name);
  }

  opaque(): unknown {
    throw NO_JSON_FORM;
  }

  calendar(f: Frame, value: CalendarValue): unknown {
    // As a map key Jason writes String.Chars' text (2026-07-28 00:00:00Z), as a value ISO-8601.
    return f.kind === K_MAP && f.state === S_ITEM ? value.chars : value.iso;
  }

  open(f: Frame, kind: number, open: number, module: string): Frame {
    // A container used as a map key has no JSON key form.
    if (kind === K_TUPLE || kind === K_STRUCT || (f.kind === K_MAP && f.state === S_ITEM)) throw NO_JSON_FORM;
    return kind === K_MAP
      ? new Frame(kind, open, module, this, NO_ITEMS, {})
      : new Frame(kind, open, module, this, [], null);
  }

  mapKey(f: Frame, key: unknown): void {
    // Atom keys arrive as their JSON value (nil → null), so null and booleans print as their names.
    if (typeof key === 'string') f.key = key;
    else if (typeof key === 'number') f.key = formatNumber(key);
    else if (key === null) f.key = 'nil';
    else if (typeof key === 'boolean') f.key = key ? 'true' : 'false';
    else throw NO_JSON_FORM; // a charlist: a list key
  }

  kwKey(f: Frame, name: string): void {
    // In a list, `name: value` is the 2-tuple {:name, value}; in a map, the atom key `name`.
    if (f.kind !== K_MAP) throw NO_JSON_FORM;
    f.key = name;
  }

  add(f: Frame, value: unknown): void {
    if (f.kind === K_LIST) {
      f.items.push(value);
      return;
    }
    const out = f.obj as Record<string, unknown>;
    const key = f.key as string;
    // A plain assignment to "__proto__" would set the prototype instead of a key.
    if (key === '__proto__')
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    else out[key] = value;
  }

  finish(f: Frame): unknown {
    return f.kind === K_LIST ? f.items : f.obj;
  }
}

/**
 * The one (stateless) JSON builder.
 *
 * @example
 * new Reader('%{a: [nil, :ok]}', JSON_BUILDER).run() // => { a: [null, 'ok'] }
 */
export const JSON_BUILDER: Builder = new JsonBuilder();
