import { isJsonObject, type JsonObject } from '../json/types';
import { isTagged } from '../term/build';
import { calendarNote } from '../term/calendar';
import { stripIexPrompts } from '../term/iex-prompts';
import { parseTaggedTupleToJson, type TaggedTupleJson } from '../term/parse-json';
import { termToJson } from '../term/json';
import { TermSyntaxError } from '../term/errors';
import type { Term } from '../term/types';
import { detectRpcEnvelope, envelopeNote, type RpcEnvelope } from './envelope';
import { HandlerParseError, type HandlerSyntax } from './errors';
import type { HandlerResult } from './types';
import { clip } from '../json/clip';
import { inexactNote, jsonNumberLosses, outOfRangeReason } from '../json/number-loss';
import { pointersToRanges } from '../json/pointer-range';
import { positionAt } from '../json/position';
import { jsonSyntaxError as findJsonSyntaxError } from '../json/syntax-error';

/**
 * A pasted handler result, read.
 *
 * @example
 * parseHandlerResult('%{"tools" => []}')
 * // => { result: { kind: 'ok', result: { tools: [] } }, syntax: 'elixir', notes: ['A bare map is taken as {:ok, map}.'] }
 */
export interface ParsedHandlerResult {
  result: HandlerResult;
  /** The syntax the text was read as. */
  syntax: HandlerSyntax;
  /** Things the reader assumed, in plain sentences (e.g. a bare object taken as `{:ok, …}`). */
  notes: string[];
  /** Set when the text is a whole JSON-RPC response: the handler result its result or error stands for. */
  envelope?: RpcEnvelope;
}

const BARE_MAP_NOTE = 'A bare map is taken as {:ok, map}.';

/**
 * Reads a handler result pasted as Elixir terms as IEx prints them (`{:ok, %{"content" => []}}`,
 * `{:error, -32002, "Resource not found", nil}`, `{:input_required, reqs, "state"}`, `{:task, task}`),
 * as the JSON array form (`["ok", {...}]`, `["error", -32002, "msg", null]`), or as a bare JSON
 * object (taken as `{:ok, object}`). Throws `HandlerParseError` with line and column.
 *
 * @example
 * parseHandlerResult('{:error, -32002, "Resource not found", nil}').result
 * // => { kind: 'error', code: -32002, message: 'Resource not found' }
 * parseHandlerResult('{"tools": []}').notes // => ['A bare JSON object is taken as {:ok, object}.']
 */
export function parseHandlerResult(pasted: string): ParsedHandlerResult {
  // Prompt lines become blanks: positions stay those of the pasted text.
  const { text, prompts, blanked } = stripIexPrompts(pasted);
  const parsed = withEnvelope(parseText(text));
  return prompts === 0 ? parsed : { ...parsed, notes: [promptNote(prompts, blanked), ...parsed.notes] };
}

// A bare map that is a whole JSON-RPC response is still read as {:ok, map}, with the offer beside it.
function withEnvelope(parsed: ParsedHandlerResult): ParsedHandlerResult {
  if (parsed.result.kind !== 'ok') return parsed;
  const envelope = detectRpcEnvelope(parsed.result.result, parsed.syntax);
  return envelope ? { ...parsed, notes: [...parsed.notes, envelopeNote(envelope.member)], envelope } : parsed;
}

function promptNote(lines: number, blanked: 'lines' | 'prompts'): string {
  if (blanked === 'prompts') return 'The IEx prompts (iex(n)>, ...(n)>) were left out: the term typed at them is read.';
  const were = lines === 1 ? 'line was' : 'lines were';
  return `${lines} IEx prompt ${were} left out: they hold what was typed; the result is what IEx printed after them.`;
}

function parseText(text: string): ParsedHandlerResult {
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
  const hinted = looksElixir(text);
  const preferJsonError = looksJson && !hinted;
  // Straight to JSON for {:tag, ...} and maps; other shapes and encode failures come back as a term.
  let read: TaggedTupleJson;
  try {
    read = parseTaggedTupleToJson(text);
  } catch (error) {
    if (!(error instanceof TermSyntaxError)) throw error;
    if (!preferJsonError && (hinted || (text[start] !== '{' && text[start] !== '['))) {
      throw new HandlerParseError('syntax', 'elixir', error.reason, text, error.offset);
    }
    throw jsonSyntaxError(text, start);
  }
  const readNotes = read.inexact ? [inexactNote(read.inexact, positionAt(text, read.inexact.offset))] : [];
  if (read.calendars) readNotes.push(calendarNote(read.calendars.first, read.calendars.count));
  if (read.kind === 'tuple') {
    if (preferJsonError && !KNOWN_TAGS.has(read.tag)) throw jsonSyntaxError(text, start);
    const notes: string[] = [];
    const at = elixirPlaces(text, start, read.starts);
    return {
      result: build(read.tag, read.parts, 'elixir', at, notes),
      syntax: 'elixir',
      notes: [...notes, ...readNotes],
    };
  }
  if (preferJsonError) throw jsonSyntaxError(text, start);
  if (read.kind === 'map')
    return { result: { kind: 'ok', result: read.value }, syntax: 'elixir', notes: [BARE_MAP_NOTE, ...readNotes] };
  const parsed = fromTerm(read.term, text, read.stoppedAt ?? start, read.starts);
  return { ...parsed, notes: [...parsed.notes, ...readNotes] };
}

/** Where a handler result sits in the text, so a shape error can point at the offending part. */
interface Places {
  text: string;
  /** Where the whole value starts. */
  start: number;
  /** Where part `i` (0 = the first element after the tag) starts; `start` when unknown. */
  partAt(i: number): number;
}

const KNOWN_TAGS = new Set(['ok', 'error', 'input_required', 'task']);

function elixirPlaces(text: string, start: number, starts: readonly number[]): Places {
  return { text, start, partAt: (i) => starts[i + 1] ?? start };
}

/** Element offsets of a top-level JSON array, found only when a shape error asks for one. */
function jsonPlaces(text: string, start: number, length: number): Places {
  let starts: number[] | null = null;
  const pointers = Array.from({ length: Math.max(0, length - 1) }, (_, i) => `/${i + 1}`);
  return {
    text,
    start,
    partAt: (i) => {
      starts ??= pointersToRanges(text, pointers, { includeKey: false }).map((r) => r?.startOffset ?? start);
      return starts[i] ?? start;
    },
  };
}

function fromJson(value: unknown, text: string, at: number): ParsedHandlerResult {
  const losses = jsonNumberLosses(text);
  if (losses.outOfRange) {
    const { text: literal, offset } = losses.outOfRange;
    throw new HandlerParseError('syntax', 'json', outOfRangeReason(literal), text, offset);
  }
  const numberNotes = losses.inexact ? [inexactNote(losses.inexact, positionAt(text, losses.inexact.offset))] : [];
  if (isJsonObject(value))
    return {
      result: { kind: 'ok', result: value },
      syntax: 'json',
      notes: ['A bare JSON object is taken as {:ok, object}.', ...numberNotes],
    };
  if (!Array.isArray(value) || typeof value[0] !== 'string') {
    throw new HandlerParseError(
      'shape',
      'json',
      `Expected a JSON object (taken as {:ok, object}) or an array such as ["ok", {...}] or ["error", code, "message", data]; got ${describe(value, 'json')}`,
      text,
      at,
    );
  }
  const notes: string[] = [];
  const result = build(value[0], value.slice(1), 'json', jsonPlaces(text, at, value.length), notes);
  return { result, syntax: 'json', notes: [...notes, ...numberNotes] };
}

function fromTerm(term: Term, text: string, at: number, starts: readonly number[]): ParsedHandlerResult {
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
  const places = elixirPlaces(text, at, starts);
  // {:error, reason} is judged by its form first: a pid in the reason is why it has no JSON form.
  if (tag === 'error' && term.items.length === 2) build(tag, [null], 'elixir', places);
  // The encode error points where the JSON reader stopped: inside the value with no JSON form.
  const parts = term.items.slice(1).map((item, i) => encode(item, `element ${i + 2} of the tuple`, text, at));
  const notes: string[] = [];
  return { result: build(tag, parts, 'elixir', places, notes), syntax: 'elixir', notes };
}

function encode(term: Term, what: string, text: string, at: number): unknown {
  try {
    return termToJson(term);
  } catch (error) {
    throw new HandlerParseError('shape', 'elixir', `${what} has no JSON form: ${(error as Error).message}`, text, at);
  }
}

/** Words for a value in a shape error: "a list", "nil", "the string \"x\"". */
function describe(value: unknown, syntax: HandlerSyntax): string {
  if (value === null) return syntax === 'elixir' ? 'nil' : 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return syntax === 'elixir' ? 'a list' : 'an array';
  if (typeof value === 'string') return `the string ${clip(JSON.stringify(value), 40)}`;
  if (typeof value === 'number' || typeof value === 'boolean')
    return `${typeof value === 'number' ? 'the number' : ''} ${String(value)}`.trim();
  return syntax === 'elixir' ? 'a map' : 'an object';
}

/** The expected form of each part, in the syntax the user wrote. */
const FORMS = {
  result: { elixir: '%{"content" => [...]}', json: '{"content": [...]}' },
  inputRequests: {
    elixir: '%{"confirm" => %{"method" => "elicitation/create", "params" => %{...}}}',
    json: '{"confirm": {"method": "elicitation/create", "params": {...}}}',
  },
  task: {
    elixir: '%{"taskId" => "t-1", "status" => "working", ...}',
    json: '{"taskId": "t-1", "status": "working", ...}',
  },
} as const;

function build(tag: string, parts: unknown[], syntax: HandlerSyntax, at: Places, notes: string[] = []): HandlerResult {
  const fail = (message: string, part?: number): never => {
    throw new HandlerParseError('shape', syntax, message, at.text, part === undefined ? at.start : at.partAt(part));
  };
  const arity = (n: number, form: string): void => {
    if (parts.length !== n)
      fail(
        `${form} takes ${n} element${n > 1 ? 's' : ''} after the tag, got ${parts.length}`,
        parts.length > n ? n : undefined,
      );
  };
  const got = (part: number): string => `got ${describe(parts[part], syntax)}`;
  switch (tag) {
    case 'ok':
      arity(1, '{:ok, result}');
      if (!isJsonObject(parts[0]))
        fail(`{:ok, result} needs a map as its result, such as ${FORMS.result[syntax]}; ${got(0)}`, 0);
      return { kind: 'ok', result: parts[0] as JsonObject };
    case 'error': {
      if (parts.length === 1)
        fail(
          '{:error, reason} is an ExMCP tool failure, not a Conduit handler result: use the tool_error_result pre-step, or write {:error, code, "message", data}',
          0,
        );
      if (parts.length !== 2 && parts.length !== 3)
        fail('{:error, code, message, data} takes 3 elements after the tag', parts.length > 3 ? 3 : undefined);
      const [code, message, data] = parts;
      if (parts.length === 2) notes.push('{:error, code, message} has no data element: data is taken as nil.');
      if (typeof code !== 'number' || !Number.isInteger(code))
        fail(`The error code must be an integer, such as -32602; ${got(0)}`, 0);
      if (typeof message !== 'string')
        fail(`The error message must be a string, such as "Resource not found"; ${got(1)}`, 1);
      return data === undefined || data === null
        ? { kind: 'error', code: code as number, message: message as string }
        : { kind: 'error', code: code as number, message: message as string, data };
    }
    case 'input_required': {
      arity(2, '{:input_required, input_requests, request_state}');
      const [inputRequests, requestState] = parts;
      if (inputRequests !== null && !isJsonObject(inputRequests))
        fail(
          `input_requests must be a map from a key to a request (or nil), such as ${FORMS.inputRequests[syntax]}; ${got(0)}`,
          0,
        );
      if (requestState !== null && typeof requestState !== 'string')
        fail(`request_state must be a string (or nil), such as "eyJzdGVwIjoxfQ"; ${got(1)}`, 1);
      return {
        kind: 'input_required',
        inputRequests: inputRequests as JsonObject | null,
        requestState: requestState as string | null,
      };
    }
    case 'task':
      arity(1, '{:task, task}');
      if (!isJsonObject(parts[0]))
        fail(`{:task, task} needs a map as its task, such as ${FORMS.task[syntax]}; ${got(0)}`, 0);
      return { kind: 'task', task: parts[0] as JsonObject };
    default:
      return fail(
        `Unknown handler result tag ${clip(JSON.stringify(tag))}: expected ok, error, input_required or task`,
      );
  }
}

function jsonSyntaxError(text: string, start: number): HandlerParseError {
  const problem = findJsonSyntaxError(text.slice(start));
  const offset = problem ? start + problem.offset : text.length;
  return new HandlerParseError('syntax', 'json', problem?.reason ?? 'Invalid JSON', text, offset);
}

// Elixir-only syntax outside string literals: `=>` inside a JSON string is not a hint.
const ELIXIR_HINT = /%[A-Za-z{]|=>|[{[,]\s*:[A-Za-z"]|#[A-Z][A-Za-z]*<|\bnil\b|^\s*[:%~']/;
const STRING_LITERAL = /"(?:[^"\\\n]|\\.)*"/g;

function looksElixir(text: string): boolean {
  return ELIXIR_HINT.test(text.slice(0, 4096).replace(STRING_LITERAL, '""'));
}

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
