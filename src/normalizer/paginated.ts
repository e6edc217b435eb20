import type { MapTerm, Term } from '../term/types';

/**
 * `paginated/3`: `%{key => entries}` plus `"nextCursor" => nextCursor` unless the cursor is
 * nil (`null`/`undefined`); `""` and `false` are written. Nothing is stringified.
 *
 * @example
 * inspectTerm(paginated('tools', [map([atom('name'), 'echo'])])) // => '%{"tools" => [%{name: "echo"}]}'
 * inspectTerm(paginated('tools', [], 'c2')) // => '%{"tools" => [], "nextCursor" => "c2"}'
 */
export function paginated(key: Term, entries: Term, nextCursor?: Term): MapTerm {
  if (nextCursor === undefined || nextCursor === null) return { type: 'map', entries: [[key, entries]] };
  // As in an Elixir map literal, a later duplicate key wins: key "nextCursor" yields one entry.
  if (key === 'nextCursor') return { type: 'map', entries: [['nextCursor', nextCursor]] };
  return {
    type: 'map',
    entries: [
      [key, entries],
      ['nextCursor', nextCursor],
    ],
  };
}
