import { Frame, K_LIST, K_MAP, K_STRUCT, K_TUPLE, S_VALUE, type Builder } from './frame';
import type { AtomTerm, Term } from './types';
import type { CalendarValue } from './calendar';

/**
 * Builds the term for an atom name; `nil`, `true` and `false` are not atoms in the term model.
 *
 * @example
 * atomTerm('ok') // => { type: 'atom', name: 'ok' }
 * atomTerm('nil') // => null
 */
export function atomTerm(name: string): AtomTerm | null | boolean {
  if (name === 'nil') return null;
  if (name === 'true') return true;
  if (name === 'false') return false;
  return { type: 'atom', name };
}

/** Builds {@link Term} values: what `parseTerm` returns. */
class TermBuilder implements Builder {
  atom(_f: Frame, name: string): unknown {
    return atomTerm(name);
  }

  opaque(_f: Frame, text: string): unknown {
    return { type: 'opaque', text };
  }

  calendar(_f: Frame, value: CalendarValue): unknown {
    return value.struct;
  }

  open(_f: Frame, kind: number, open: number, module: string): Frame {
    return new Frame(kind, open, module, this, [], null);
  }

  mapKey(f: Frame, key: unknown): void {
    f.key = key;
  }

  kwKey(f: Frame, name: string): void {
    if (f.kind === K_STRUCT) {
      f.key = name;
      return;
    }
    f.key = atomTerm(name);
    // The first keyword entry: `[a: 1]` is a list of 2-tuples; `{1, a: 2}` ends with such a list.
    if (f.kwList === null) {
      if (f.kind === K_TUPLE) f.items.push((f.kwList = []));
      else if (f.kind === K_LIST) f.kwList = f.items;
    }
  }

  add(f: Frame, value: unknown): void {
    if (f.kind === K_LIST || f.kind === K_TUPLE) {
      if (f.state === S_VALUE) (f.kwList as unknown[]).push({ type: 'tuple', items: [f.key, value] });
      else f.items.push(value);
    } else f.items.push([f.key, value]);
  }

  finish(f: Frame): unknown {
    switch (f.kind) {
      case K_LIST:
        return f.items;
      case K_TUPLE:
        return { type: 'tuple', items: f.items as Term[] };
      case K_MAP:
        return { type: 'map', entries: f.items as [Term, Term][] };
      default:
        return { type: 'struct', module: f.module, fields: f.items as [string, Term][] };
    }
  }
}

/**
 * The one (stateless) term builder.
 *
 * @example
 * new Reader('{:ok, [a: 1]}', TERM_BUILDER).run() // => tuple(atom('ok'), [tuple(atom('a'), 1)])
 */
export const TERM_BUILDER: Builder = new TermBuilder();
