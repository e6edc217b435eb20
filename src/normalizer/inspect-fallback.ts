import { isTagged } from '../term/build';
import type { Term } from '../term/types';

// A compact stand-in for Elixir's inspect/1, used only for log lines when the caller passes
// no formatter. Like inspect's default `limit: 50` it truncates, and it caps depth so a
// 10,000-deep reason cannot overflow the stack.
const MAX_ITEMS = 50;
const MAX_DEPTH = 32;
const IDENTIFIER = /^[a-z_][a-zA-Z0-9_@]*[?!]?$/;

function atomText(name: string): string {
  if (name === 'nil' || name === 'true' || name === 'false') return name;
  if (/^Elixir\.[A-Z][a-zA-Z0-9_.]*$/.test(name)) return name.slice('Elixir.'.length);
  return IDENTIFIER.test(name) ? `:${name}` : `:${JSON.stringify(name)}`;
}

function seq(items: readonly Term[], depth: number, show: (t: Term, d: number) => string): string {
  const shown = items.slice(0, MAX_ITEMS).map((t) => show(t, depth + 1));
  if (items.length > MAX_ITEMS) shown.push('...');
  return shown.join(', ');
}

function show(term: Term, depth: number): string {
  if (depth > MAX_DEPTH) return '...';
  if (term === null) return 'nil';
  if (typeof term === 'string') return JSON.stringify(term);
  if (typeof term !== 'object') return String(term);
  if (Array.isArray(term)) return `[${seq(term, depth, show)}]`;
  if (isTagged(term, 'atom')) return atomText(term.name);
  if (isTagged(term, 'tuple')) return `{${seq(term.items, depth, show)}}`;
  if (isTagged(term, 'opaque')) return term.text;
  if (isTagged(term, 'struct')) {
    const fields = term.fields.slice(0, MAX_ITEMS).map(([f, v]) => `${f}: ${show(v, depth + 1)}`);
    if (term.fields.length > MAX_ITEMS) fields.push('...');
    return `%${term.module}{${fields.join(', ')}}`;
  }
  if (isTagged(term, 'map')) {
    const keyword = term.entries.every(([k]) => isTagged(k, 'atom') && IDENTIFIER.test(k.name));
    const pair = ([k, v]: readonly [Term, Term]): string =>
      keyword && isTagged(k, 'atom')
        ? `${k.name}: ${show(v, depth + 1)}`
        : `${show(k, depth + 1)} => ${show(v, depth + 1)}`;
    const pairs = term.entries.slice(0, MAX_ITEMS).map(pair);
    if (term.entries.length > MAX_ITEMS) pairs.push('...');
    return `%{${pairs.join(', ')}}`;
  }
  return String(term);
}

/** Inspect-like text for a term (fallback formatter of `errorMessage`'s log line). */
export function inspectFallback(term: Term): string {
  return show(term, 0);
}
