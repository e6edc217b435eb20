import { atom, isTagged } from '../term/build';
import type { MapTerm, StructTerm, Term } from '../term/types';
import { errorMessage, type ErrorMessageOptions } from './error-message';
import { NoMatchingClauseError } from './errors';
import { stringifyKeys } from './keys';
import { atomKeyValue, binaryKeyValue, isAtomNamed } from './lookup';

const TOOL_RESULT = 'ExMCP.Server.ResultNormalizer.tool_result/2';

/**
 * Options of {@link toolResult}; Elixir's `wrap_bare_map:` keyword.
 *
 * @example
 * inspectTerm(toolResult(map(['value', 42]))) // => '%{"value" => 42}'
 * inspectTerm(toolResult(map(['value', 42]), { wrapBareMap: true })) // => '%{"content" => %{"value" => 42}}'
 */
export interface ToolResultOptions {
  /** Elixir truthiness: anything but `undefined`, `null` and `false` wraps (so `0` and `""` do). */
  readonly wrapBareMap?: Term | undefined;
}

/** `List.wrap/1`: nil -> [], a list -> itself, anything else x -> [x]. */
function listWrap(term: Term): readonly Term[] {
  if (term === null) return [];
  return Array.isArray(term) ? term : [term as Term];
}

// Map.delete/Map.put on a struct leave a map that still carries :__struct__;
// stringify_keys then treats it as a struct, so its other atom keys stay atoms.
function asMap(term: MapTerm | StructTerm): MapTerm {
  if (term.type === 'map') return term;
  const fields = term.fields.map(([name, value]) => [atom(name), value] as const);
  return { type: 'map', entries: [[atom('__struct__'), atom(`Elixir.${term.module}`)], ...fields] };
}

// Clauses 3 and 4: "content" => stringify_keys(List.wrap(content)), then stringify the rest.
// Stringifying the rest apart from content is equivalent (stringify_keys is idempotent) and
// walks each subtree once.
function withContent(source: MapTerm, content: Term): MapTerm {
  const rest: MapTerm = {
    type: 'map',
    entries: source.entries.filter(([key]) => key !== 'content' && !isAtomNamed(key, 'content')),
  };
  const stringified = stringifyKeys(rest) as MapTerm;
  return { type: 'map', entries: [['content', stringifyKeys(listWrap(content))], ...stringified.entries] };
}

/**
 * `tool_result/2`: normalizes a `handle_call_tool/3` result. A list becomes the content, a
 * binary a text item, a map/struct with `:content` (wins) or `"content"` gets a wrapped
 * content list; any other map is wrapped under `"content"` only with `wrapBareMap`.
 *
 * @throws {NoMatchingClauseError} for nil, numbers, booleans, atoms, tuples and opaque terms.
 * @example
 * inspectTerm(toolResult('hi')) // => '%{"content" => [%{"type" => "text", "text" => "hi"}]}'
 * inspectTerm(toolResult(map([atom('content'), 'hello']))) // => '%{"content" => ["hello"]}'
 * inspectTerm(toolResult(map(['value', 42]), { wrapBareMap: true })) // => '%{"content" => %{"value" => 42}}'
 */
export function toolResult(result: Term, opts: ToolResultOptions = {}): Term {
  if (Array.isArray(result)) return { type: 'map', entries: [['content', stringifyKeys(result)]] };
  if (typeof result === 'string') return textContent(result);
  if (!isTagged(result, 'map') && !isTagged(result, 'struct')) throw new NoMatchingClauseError(TOOL_RESULT, result);

  const atomContent = atomKeyValue(result, 'content');
  if (atomContent !== undefined) return withContent(asMap(result), atomContent);
  const binaryContent = result.type === 'map' ? binaryKeyValue(result, 'content') : undefined;
  if (binaryContent !== undefined) return withContent(result as MapTerm, binaryContent);

  const wrap = opts.wrapBareMap !== undefined && opts.wrapBareMap !== null && opts.wrapBareMap !== false;
  return wrap ? { type: 'map', entries: [['content', stringifyKeys(result)]] } : stringifyKeys(result);
}

/**
 * `tool_error_result/1`: a tool result reporting failure through `isError`, its text built by
 * `errorMessage("Tool execution failed", reason, options)` (so redacted reasons say only that).
 *
 * @example
 * inspectTerm(toolErrorResult('disk full'))
 * // => '%{"content" => [%{"type" => "text", "text" => "Tool execution failed: disk full"}], "isError" => true}'
 */
export function toolErrorResult(reason: Term, options?: ErrorMessageOptions): MapTerm {
  const result = textContent(errorMessage('Tool execution failed', reason, options));
  return { type: 'map', entries: [...result.entries, ['isError', true]] };
}

// %{"content" => [%{"type" => "text", "text" => text}]}, shared by the binary clause and tool_error_result.
function textContent(text: string): MapTerm {
  const item: MapTerm = {
    type: 'map',
    entries: [
      ['type', 'text'],
      ['text', text],
    ],
  };
  return { type: 'map', entries: [['content', [item]]] };
}
