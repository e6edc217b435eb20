// The IEx-syntax reader's public face. The grammar lives in reader.ts (tokens in scan.ts and
// scan-text.ts); this file picks the term builder. parse-json.ts picks the JSON one.
import { stripIexPrompts } from './iex-prompts';
import { Reader } from './reader';
import { TERM_BUILDER } from './term-builder';
import type { Term } from './types';

export { OPERATOR_ATOMS } from './scan';
export { atomTerm } from './term-builder';

/**
 * Parses one Elixir term as IEx prints it: atoms, aliases, strings, charlists, numbers, lists
 * (keyword lists included), tuples, maps, structs and opaque values such as `#PID<0.1.0>`. IEx
 * prompt lines of a pasted transcript (`iex(3)> …`, `...(3)> …`) are left out.
 * Throws {@link TermSyntaxError} with the line, column and an excerpt on malformed input.
 *
 * @example
 * parseTerm('%{"a" => [1, 2], b: {:ok, nil}}')
 * // => map(['a', [1, 2]], [atom('b'), tuple(atom('ok'), null)])
 */
export function parseTerm(text: string): Term {
  return new Reader(stripIexPrompts(text).text, TERM_BUILDER).run() as Term;
}
