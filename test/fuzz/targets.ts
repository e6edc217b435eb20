// What the fuzz run checks: each target feeds one kind of input to one entry point and throws when
// a contract breaks (an untyped exception, an unbounded message, a position outside the text, a
// value that does not round-trip, a "never throws" function that threw).
import fc from 'fast-check';
import { computePreview } from '../../app/features/playground/model/compute-preview';
import { DEFAULT_INPUT } from '../../app/features/playground/model/input';
import { printJson } from '../../app/features/playground/model/print-json';
import { readPlaygroundInput } from '../../app/features/playground/model/validate-input';
import { answerRequest } from '../../app/features/playground/model/worker-answer';
import { decodeHash } from '../../app/features/playground/state/share-link';
import { checkExchange } from '../../src/check';
import { HandlerParseError, parseHandlerResult } from '../../src/handler';
import { MAX_QUOTED } from '../../src/json/clip';
import { pointersToRanges } from '../../src/json/pointer-range';
import { jsonSyntaxError } from '../../src/json/syntax-error';
import { toLegacyResponse } from '../../src/legacy';
import { explainModern, ShapeInputError } from '../../src/modern/index';
import { errorMessage, NoMatchingClauseError, stringifyKeys, toolErrorResult, toolResult } from '../../src/normalizer';
import {
  inspectTerm,
  parseTerm,
  parseTermToJson,
  termEquals,
  TermEncodeError,
  termToJson,
  TermSyntaxError,
} from '../../src/term';
import { parseResponseBody } from '../../src/wire/parse';
import { termArbitrary } from '../unit/term/readable-terms';
import { hostileSchemas } from './hostile-schemas';
import { resourceMetadata, serverMetadata, wwwAuthenticate } from './auth-readers';
import { relayFrames, tapFeed } from './frame-decoders';
import { harImport, savedLive, sessionImport } from './import-targets';
import { linkHash, methodName, pastedText, responseBody } from './inputs';
import { relayBody } from './relay-body';
import { stdioLines } from './stdio-lines';

/** One entry point under fuzz. */
export interface FuzzTarget<T = unknown> {
  name: string;
  input: fc.Arbitrary<T>;
  /** Throws (or rejects, when `async`) when the contract breaks for this input. */
  check(input: T): void | Promise<void>;
  /** The check returns a promise (run as fast-check's async property). */
  async?: boolean;
}

const MESSAGE_LIMIT = 3 * MAX_QUOTED + 1 + 40; // boundMessage, plus " (line l, column c)"
const EXCERPT_LIMIT = 140;

function fail(why: string): never {
  throw new Error(why);
}

/** A positioned error must be bounded and placed inside the text. */
function checkPositioned(error: TermSyntaxError | HandlerParseError, text: string): void {
  if (error.message.length > MESSAGE_LIMIT) fail(`message of ${error.message.length} characters`);
  if (error.excerpt.length > EXCERPT_LIMIT) fail(`excerpt of ${error.excerpt.length} characters`);
  if (!(error.offset >= 0 && error.offset <= text.length)) fail(`offset ${error.offset} outside the text`);
  if (!(error.line >= 1 && error.column >= 1)) fail(`position ${error.line}:${error.column}`);
}

const term: FuzzTarget<string> = {
  name: 'parseTerm',
  input: pastedText,
  check(text) {
    let parsed;
    try {
      parsed = parseTerm(text);
    } catch (error) {
      if (!(error instanceof TermSyntaxError)) throw error;
      checkPositioned(error, text);
      return;
    }
    const printed = inspectTerm(parsed, { pretty: true });
    if (!termEquals(parseTerm(printed), parsed)) fail('the printed term reads back as another term');
  },
};

const termJson: FuzzTarget<string> = {
  name: 'parseTermToJson',
  input: pastedText,
  check(text) {
    const viaTerm = outcome(() => termToJson(parseTerm(text)));
    const direct = outcome(() => parseTermToJson(text));
    // printJson has no recursion: deep values compare too.
    if (printJson(viaTerm) !== printJson(direct)) fail('the direct JSON reader and the term path disagree');
  },
};

function outcome(run: () => unknown): unknown {
  try {
    return { ok: run() };
  } catch (error) {
    if (error instanceof TermSyntaxError || error instanceof TermEncodeError)
      return { error: error.name, message: error.message };
    throw error;
  }
}

const handler: FuzzTarget<string> = {
  name: 'parseHandlerResult',
  input: pastedText,
  check(text) {
    try {
      const parsed = parseHandlerResult(text);
      for (const note of parsed.notes) if (note.length > 2 * MESSAGE_LIMIT) fail(`a note of ${note.length} characters`);
    } catch (error) {
      if (!(error instanceof HandlerParseError)) throw error;
      checkPositioned(error, text);
    }
  },
};

const shaping: FuzzTarget<[string, string]> = {
  name: 'explainModern + toLegacyResponse',
  input: fc.tuple(pastedText, methodName),
  check([text, method]) {
    let result;
    try {
      result = parseHandlerResult(text).result;
    } catch {
      return;
    }
    try {
      explainModern(1, method, result, { serverInfo: { name: 's', version: '1' } });
      toLegacyResponse(1, method, result);
    } catch (error) {
      if (!(error instanceof ShapeInputError)) throw error;
    }
  },
};

const normalizer: FuzzTarget = {
  name: 'normalizer',
  input: termArbitrary,
  check(value) {
    const t = value as Parameters<typeof stringifyKeys>[0];
    stringifyKeys(t);
    if (typeof errorMessage('P', t) !== 'string') fail('errorMessage gave no string');
    toolErrorResult(t);
    for (const wrapBareMap of [true, false])
      try {
        toolResult(t, { wrapBareMap });
      } catch (error) {
        if (!(error instanceof NoMatchingClauseError)) throw error;
      }
  },
};

const body: FuzzTarget<[string, string, string | undefined]> = {
  name: 'parseResponseBody + checkExchange',
  input: fc.tuple(
    responseBody,
    methodName,
    fc.constantFrom('application/json', 'text/event-stream', 'text/html', undefined),
  ),
  check([text, method, type]) {
    const headers: Record<string, string> = type ? { 'content-type': type } : {};
    const parsed = parseResponseBody({ body: text, headers }, { id: 1 });
    for (const p of parsed.problems) if (p.offset < 0 || p.offset > text.length) fail(`problem offset ${p.offset}`);
    // Strict: an exception inside a check is a checker bug, not an R-INTERNAL finding.
    const meta = {
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientCapabilities': {},
    };
    checkExchange(
      { request: { method, id: 1, params: { _meta: meta } }, response: { status: 200, headers, body: text } },
      { strict: true },
    );
  },
};

const pointers: FuzzTarget<[string, string[]]> = {
  name: 'pointersToRanges + jsonSyntaxError',
  input: fc.tuple(
    fc.oneof(
      fc.jsonValue({ maxDepth: 5 }).map((v) => JSON.stringify(v, null, 2)),
      pastedText,
    ),
    fc.array(
      fc.oneof(
        fc.constantFrom('', '/0', '/a', '/result', '/a/0/b', '/-', '/~1'),
        fc.string({ maxLength: 8 }).map((s) => `/${s}`),
      ),
      { maxLength: 5 },
    ),
  ),
  check([text, list]) {
    let valid = true;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      valid = false;
    }
    if ((jsonSyntaxError(text) === null) !== valid) fail('jsonSyntaxError disagrees with JSON.parse');
    const ranges = pointersToRanges(text, list, { includeKey: false });
    ranges.forEach((range, i) => {
      if (!range) return;
      if (range.startOffset < 0 || range.endOffset > text.length || range.startOffset > range.endOffset)
        fail(`range ${range.startOffset}-${range.endOffset} outside the text`);
      if (valid) {
        const at = JSON.parse(text.slice(range.startOffset, range.endOffset)) as unknown;
        if (printJson(at) !== printJson(valueAt(value, list[i] ?? '')))
          fail(`the range of ${list[i]} holds another value`);
      }
    });
  },
};

function valueAt(root: unknown, pointer: string): unknown {
  let node = root;
  for (const raw of pointer.slice(1).split('/')) {
    if (pointer === '') break;
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

const playground: FuzzTarget = {
  name: 'playground preview + worker answer + links',
  input: fc.tuple(
    fc.record({
      text: pastedText,
      method: methodName,
      id: fc.string({ maxLength: 6 }),
      requestMeta: fc.oneof(
        fc.json({ maxDepth: 3 }),
        fc.constant('{"io.modelcontextprotocol/protocolVersion": {"toString": 1}}'),
        fc.string({ maxLength: 20 }),
      ),
      preStep: fc.constantFrom('none', 'tool_result', 'tool_result_wrap', 'tool_error_result'),
    }),
    linkHash,
  ),
  check(value) {
    const [raw, hash] = value as [Record<string, unknown>, string];
    const input = readPlaygroundInput(raw) ?? DEFAULT_INPUT;
    const preview = computePreview(input);
    if (!preview.ok && preview.problem.message.length > 2 * MESSAGE_LIMIT) fail('an unbounded problem message');
    const reply = answerRequest({ seq: 1, input, wantPreview: true });
    if (reply.failure !== undefined) fail(`the worker job failed: ${reply.failure}`);
    decodeHash(hash);
  },
};

/** Every fuzz target, in the order a run reports them. */
export const TARGETS: readonly FuzzTarget[] = [
  term,
  termJson,
  handler,
  shaping,
  normalizer,
  body,
  pointers,
  playground,
  stdioLines,
  relayBody,
  harImport,
  sessionImport,
  savedLive,
  hostileSchemas,
  wwwAuthenticate,
  resourceMetadata,
  serverMetadata,
  relayFrames,
  tapFeed,
] as FuzzTarget[];
