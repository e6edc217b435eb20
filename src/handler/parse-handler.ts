import { parse as parseJsonc, type ParseError } from 'jsonc-parser';
import { isJsonObject, type JsonObject } from '../json/types';
import { isTagged } from '../term/build';
import { parseTaggedTupleToJson, type TaggedTupleJson } from '../term/parse-json';
import { termToJson } from '../term/json';
import { TermSyntaxError } from '../term/errors';
import type { Term } from '../term/types';
import { HandlerParseError, type HandlerSyntax } from './errors';
import type { HandlerResult } from './types';
import { clip } from '../json/clip';

/**
 * A pasted handler result, read.
 *
 * @example
 * parseHandlerResult('%{"tools" => []}')
 * // { result: { kind: 'ok', result: { tools: [] } }, syntax: 'elixir', notes: ['A bare map is taken as {:ok, map}.'] }
 */
export interface ParsedHandlerResult {
  result: HandlerResult;
  /** The syntax the text was read as. */
  syntax: HandlerSyntax;
  /** Things the reader assumed, in plain sentences (e.g. a bare object taken as `{:ok, …}`). */
  notes: string[];
}

const BARE_MAP_NOTE = 'A bare map is taken as {:ok, map}.';
const ELIXIR_HINT = /%[A-Za-z{]|=>|[{[,]\s*:[A-Za-z"]|#[A-Z][A-Za-z]*<|\bnil\b|^\s*[:%~']/;

/**
 * Reads a handler result pasted as Elixir terms as IEx prints them (`{:ok, %{"content" => []}}`,
 * `{:error, -32002, "Resource not found", nil}`, `{:input_required, reqs, "state"}`, `{:task, task}`),
 * as the JSON array form (`["ok", {...}]`, `["error", -32002, "msg", null]`), or as a bare JSON
 * object (taken as `{:ok, object}`). Throws `HandlerParseError` with line and column.
 *
 * @example
 * parseHandlerResult('{:error, -32002, "Resource not found", nil}').result
 * // { kind: 'error', code: -32002, message: 'Resource not found' }
 * parseHandlerResult('{"tools": []}').notes // ['A bare JSON object is taken as {:ok, object}.']
 */
export function parseHandlerResult(text: string): ParsedHandlerResult {
  const start = firstNonSpace(text);
  if (start === text.length)
    throw new HandlerParseError(
      'syntax',
      'json',
      'The input is empty: paste a handler result such as {:ok, %{"content" => []}}',
      text,
      0,
    );
  let json: unknown;
  let jsonOk = false;
  const looksJson = mayBeJson(text, start);
  if (looksJson) {
    try {
      // trim(): JSON.parse refuses a byte-order mark or a no-break space around the value.
      json = JSON.parse(text.trim());
      jsonOk = true;
    } catch {
      // Not JSON: try Elixir next, and pick the more plausible error if both fail.
    }
  }
  if (jsonOk) return fromJson(json, text, start);
  // JSON-looking text that is not a handler result in Elixir either gets the JSON diagnosis.
  const preferJsonError = looksJson && !ELIXIR_HINT.test(text.slice(0, 4096));
  // Straight to JSON for {:tag, ...} and maps; other shapes and encode failures come back as a term.
  let read: TaggedTupleJson;
  try {
    read = parseTaggedTupleToJson(text);
  } catch (error) {
    if (!(error instanceof TermSyntaxError)) throw error;
    if (!preferJsonError && (ELIXIR_HINT.test(text.slice(0, 4096)) || (text[start] !== '{' && text[start] !== '['))) {
      throw new HandlerParseError('syntax', 'elixir', error.reason, text, error.offset);
    }
    throw jsonSyntaxError(text, start);
  }
  if (read.kind === 'tuple') {
    if (preferJsonError && !KNOWN_TAGS.has(read.tag)) throw jsonSyntaxError(text, start);
    const notes: string[] = [];
    return { result: build(read.tag, read.parts, 'elixir', text, start, notes), syntax: 'elixir', notes };
  }
  if (preferJsonError) throw jsonSyntaxError(text, start);
  if (read.kind === 'map')
    return { result: { kind: 'ok', result: read.value }, syntax: 'elixir', notes: [BARE_MAP_NOTE] };
  return fromTerm(read.term, text, read.stoppedAt ?? start);
}

const KNOWN_TAGS = new Set(['ok', 'error', 'input_required', 'task']);

function fromJson(value: unknown, text: string, at: number): ParsedHandlerResult {
  if (isJsonObject(value))
    return {
      result: { kind: 'ok', result: value },
      syntax: 'json',
      notes: ['A bare JSON object is taken as {:ok, object}.'],
    };
  if (!Array.isArray(value) || typeof value[0] !== 'string') {
    throw new HandlerParseError(
      'shape',
      'json',
      'Expected a JSON object (taken as {:ok, object}) or an array such as ["ok", {...}] or ["error", code, "message", data]',
      text,
      at,
    );
  }
  const notes: string[] = [];
  return { result: build(value[0], value.slice(1), 'json', text, at, notes), syntax: 'json', notes };
}

function fromTerm(term: Term, text: string, at: number): ParsedHandlerResult {
  if (isTagged(term, 'map')) {
    return {
      result: { kind: 'ok', result: encode(term, 'the map', text, at) as JsonObject },
      syntax: 'elixir',
      notes: [BARE_MAP_NOTE],
    };
  }
  if (!isTagged(term, 'tuple') || !isTagged(term.items[0] ?? null, 'atom')) {
    throw new HandlerParseError(
      'shape',
      'elixir',
      'Expected a handler result tuple such as {:ok, %{...}}, {:error, code, "message", data}, {:input_required, requests, "state"} or {:task, %{...}}',
      text,
      at,
    );
  }
  const tag = (term.items[0] as { name: string }).name;
  const parts = term.items.slice(1).map((item, i) => encode(item, `element ${i + 2} of the tuple`, text, at));
  const notes: string[] = [];
  return { result: build(tag, parts, 'elixir', text, at, notes), syntax: 'elixir', notes };
}

function encode(term: Term, what: string, text: string, at: number): unknown {
  try {
    return termToJson(term);
  } catch (error) {
    throw new HandlerParseError('shape', 'elixir', `${what} has no JSON form: ${(error as Error).message}`, text, at);
  }
}

function build(
  tag: string,
  parts: unknown[],
  syntax: HandlerSyntax,
  text: string,
  at: number,
  notes: string[] = [],
): HandlerResult {
  const fail = (message: string): never => {
    throw new HandlerParseError('shape', syntax, message, text, at);
  };
  const arity = (n: number, form: string): void => {
    if (parts.length !== n) fail(`${form} takes ${n} element${n > 1 ? 's' : ''} after the tag, got ${parts.length}`);
  };
  switch (tag) {
    case 'ok':
      arity(1, '{:ok, result}');
      if (!isJsonObject(parts[0])) fail('{:ok, result} needs a map as its result');
      return { kind: 'ok', result: parts[0] as JsonObject };
    case 'error': {
      if (parts.length === 1)
        fail(
          '{:error, reason} is an ExMCP tool failure, not a Conduit handler result: use the tool_error_result pre-step, or write {:error, code, "message", data}',
        );
      if (parts.length !== 2 && parts.length !== 3)
        fail('{:error, code, message, data} takes 3 elements after the tag');
      const [code, message, data] = parts;
      if (parts.length === 2) notes.push('{:error, code, message} has no data element: data is taken as nil.');
      if (typeof code !== 'number' || !Number.isInteger(code))
        fail('The error code must be an integer, such as -32602');
      if (typeof message !== 'string') fail('The error message must be a string');
      return data === undefined || data === null
        ? { kind: 'error', code: code as number, message: message as string }
        : { kind: 'error', code: code as number, message: message as string, data };
    }
    case 'input_required': {
      arity(2, '{:input_required, input_requests, request_state}');
      const [inputRequests, requestState] = parts;
      if (inputRequests !== null && !isJsonObject(inputRequests)) fail('input_requests must be a map or nil');
      if (requestState !== null && typeof requestState !== 'string') fail('request_state must be a string or nil');
      return {
        kind: 'input_required',
        inputRequests: inputRequests as JsonObject | null,
        requestState: requestState as string | null,
      };
    }
    case 'task':
      arity(1, '{:task, task}');
      if (!isJsonObject(parts[0])) fail('{:task, task} needs a map as its task');
      return { kind: 'task', task: parts[0] as JsonObject };
    default:
      return fail(
        `Unknown handler result tag ${clip(JSON.stringify(tag))}: expected ok, error, input_required or task`,
      );
  }
}

function jsonSyntaxError(text: string, start: number): HandlerParseError {
  const errors: ParseError[] = [];
  parseJsonc(text.slice(start), errors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  });
  const first = errors[0];
  const offset = first ? start + first.offset : text.length;
  const what = first ? (JSON_ERRORS[first.error] ?? 'Invalid JSON') : 'Invalid JSON';
  return new HandlerParseError('syntax', 'json', what, text, offset);
}

const JSON_ERRORS: Record<number, string> = {
  1: 'Invalid symbol',
  2: 'Invalid number format',
  3: 'Expected a property name',
  4: 'Expected a value',
  5: 'Expected ":"',
  6: 'Expected ","',
  7: 'Expected "}" to close the object',
  8: 'Expected "]" to close the array',
  9: 'Unexpected text after the JSON value',
  10: 'Invalid comment token',
  11: 'Unexpected end of comment',
  12: 'Unexpected end of string',
  13: 'Unexpected end of number',
  14: 'Invalid unicode escape',
  15: 'Invalid escape character',
  16: 'Invalid character',
};

// A failed JSON.parse costs more than parsing a small term, so skip it when the text cannot be JSON:
// `{:ok, …}` and `%{…}` are told apart from `{"k": …}` and `["ok", …]` by their first characters.
function mayBeJson(text: string, start: number): boolean {
  const first = text[start];
  if (first !== '{') return first !== undefined && '["-0123456789tfn'.includes(first);
  const next = text[firstNonSpace(text, start + 1)];
  return next === '"' || next === '}';
}

function firstNonSpace(text: string, from = 0): number {
  let i = from;
  while (i < text.length && /\s/.test(text[i] as string)) i++;
  return i;
}
