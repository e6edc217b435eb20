import {
  checkExchange,
  httpStatus,
  isJsonObject,
  isPositionedError,
  parseHandlerResult,
  ShapeInputError,
  type Finding,
  type ToResponseOptions,
} from '../../../../src/index';
import { jsonSyntaxPosition } from './json-position';
import { builtRequest, shapeCase, shapeResult } from './shape-case';
import type { Check, Evaluation, LocalExercise, Outcome, Problem, ShapeCase } from './types';

/**
 * The text a local exercise opens with. A "response" exercise starts from the library's legacy
 * response for its case, so even the broken starting point is produced, never typed.
 *
 * @example
 * const exercise: LocalExercise = { kind: 'handler', task: '', hint: '', checks: [], request: { method: 'tools/list' }, start: '{:ok, %{}}', solution: '{:ok, %{"tools" => []}}' };
 * startText(exercise) // => '{:ok, %{}}'
 */
export function startText(exercise: LocalExercise): string {
  if (exercise.kind !== 'response') return exercise.start;
  const shaped = shapeCase(exercise.from);
  if (exercise.strip || shaped.legacy.form !== 'response')
    return stripped(shaped.modern.response, exercise.strip ?? []);
  return shaped.legacyText ?? shaped.modernText;
}

function stripped(response: unknown, members: readonly string[]): string {
  if (!isJsonObject(response) || !isJsonObject(response['result'])) return JSON.stringify(response, null, 2);
  const result = Object.fromEntries(Object.entries(response['result']).filter(([k]) => !members.includes(k)));
  return JSON.stringify({ ...response, result }, null, 2);
}

/** The answer behind "Show solution"; for a "response" exercise, the library's modern response. */
export function solutionText(exercise: LocalExercise): string {
  return exercise.kind === 'response' ? shapeCase(exercise.target ?? exercise.from).modernText : exercise.solution;
}

/**
 * The learner's answer as a handler case the Playground can open: the handler text with the
 * exercise's request, and (for an "options" exercise) the options as typed, when they read.
 *
 * @example
 * const exercise: LocalExercise = { kind: 'handler', task: '', hint: '', checks: [], request: { method: 'tools/list' }, start: '{:ok, %{}}', solution: '{:ok, %{"tools" => []}}' };
 * answerCase(exercise, '{:ok, %{}}') // => { request: { method: 'tools/list' }, handler: '{:ok, %{}}' }
 */
export function answerCase(exercise: Exclude<LocalExercise, { kind: 'response' }>, text: string): ShapeCase {
  if (exercise.kind === 'handler') return { request: exercise.request, handler: text, ...optionsOf(exercise.options) };
  let options: ToResponseOptions | undefined;
  try {
    options = readOptions(text);
  } catch {
    options = undefined;
  }
  return { request: exercise.request, handler: exercise.handler, ...optionsOf(options) };
}

const optionsOf = (options: ToResponseOptions | undefined) => (options ? { options } : {});

/**
 * Judges one answer to a local exercise: the library shapes (or parses) it, the checker judges
 * the response, then the step's own checks run. Never throws: unusable input is a problem too.
 *
 * @example
 * const exercise: LocalExercise = { kind: 'handler', task: '', hint: '', checks: [], request: { method: 'tools/list' }, start: '{:ok, %{}}', solution: '{:ok, %{"tools" => []}}' };
 * // Without serverInfo the checker warns (R-META-1, a SHOULD): a note, unless the exercise teaches it.
 * evaluateLocal(exercise, solutionText(exercise)).passed // => true
 * evaluateLocal(exercise, solutionText(exercise)).notes.map((p) => p.rule) // => ['R-META-1']
 * evaluateLocal({ ...exercise, teaches: ['R-META-1'] }, solutionText(exercise)).problems.map((p) => p.rule) // => ['R-META-1']
 */
export function evaluateLocal(exercise: LocalExercise, text: string): Evaluation {
  let outcome: Outcome;
  try {
    outcome = produce(exercise, text);
  } catch (error) {
    return { passed: false, problems: [inputProblem(error, text)], notes: [], outcome: null };
  }
  return judge(outcome, exercise.checks, exercise);
}

/**
 * Splits the checker's findings and the step's checks into what blocks and what is only a note, the
 * same way in every step: an error blocks unless the exercise tolerates its rule, a warning (a SHOULD)
 * only where the exercise teaches its rule, info never.
 */
export function judge(
  outcome: Outcome,
  checks: readonly Check[],
  { tolerate = [], teaches = [] }: { tolerate?: readonly string[]; teaches?: readonly string[] } = {},
): Evaluation {
  const failed: Problem[] = [];
  for (const check of checks) {
    const message = check(outcome);
    if (message) failed.push({ source: 'check', message });
  }
  const blocking = (f: Finding) =>
    f.severity === 'error' ? !tolerate.includes(f.rule) : f.severity === 'warning' && teaches.includes(f.rule);
  const problems = [...failed, ...outcome.findings.filter(blocking).map(findingProblem)];
  const notes = outcome.findings.filter((f) => !blocking(f)).map(findingProblem);
  return { passed: problems.length === 0, problems, notes, outcome };
}

/** A checker finding as a feedback line. */
export function findingProblem(f: Finding): Problem {
  return {
    source: 'checker',
    message: f.message,
    rule: f.rule,
    severity: f.severity,
    pointer: f.pointer,
    specUrl: f.spec.url,
  };
}

function produce(exercise: LocalExercise, text: string): Outcome {
  if (exercise.kind === 'response') return judgeResponseText(exercise, text);
  const shaped =
    exercise.kind === 'handler'
      ? shapeResult(exercise.request, parseHandlerResult(text).result, exercise.options)
      : shapeResult(exercise.request, parseHandlerResult(exercise.handler).result, readOptions(text));
  return {
    response: shaped.modern.response,
    responseText: shaped.modernText,
    httpStatus: shaped.modern.httpStatus,
    findings: shaped.findings,
    request: shaped.request,
    shaped,
  };
}

// The learner types the response body; the status is the one the library says a server sends with it.
function judgeResponseText(exercise: Extract<LocalExercise, { kind: 'response' }>, text: string): Outcome {
  const response = parseJson(text);
  const status = isJsonObject(response) ? httpStatus(response) : undefined;
  const request = builtRequest(exercise.request);
  const findings = checkExchange({
    request,
    response: { ...(status ? { status } : {}), headers: { 'content-type': 'application/json' }, body: text },
  });
  return { response, responseText: text, httpStatus: status, findings, request };
}

/** Reads the shaper options an "options" exercise edits (JSON); the library validates the values. */
function readOptions(text: string): ToResponseOptions {
  const value = parseJson(text);
  if (!isJsonObject(value)) throw new InputError('The options must be a JSON object, e.g. {"cache": {…}}.');
  return value as ToResponseOptions;
}

class InputError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
  }
}

/**
 * Parses JSON the learner typed; a syntax error names its line and column.
 *
 * @example
 * parseJson('{"a": 1}') // => { a: 1 }
 */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const at = jsonSyntaxPosition(text);
    throw at
      ? new InputError(`This is not valid JSON (line ${at.line}, column ${at.column}).`, at.line, at.column)
      : new InputError('This is not valid JSON.');
  }
}

function inputProblem(error: unknown, text: string): Problem {
  if (isPositionedError(error)) {
    return {
      source: 'input',
      message: `${error.reason} (line ${error.line}, column ${error.column}).`,
      line: error.line,
      column: error.column,
    };
  }
  if (error instanceof InputError) {
    return {
      source: 'input',
      message: error.message,
      ...(error.line ? { line: error.line, column: error.column } : {}),
    };
  }
  if (error instanceof ShapeInputError) return { source: 'input', message: `The shaper refused it: ${error.message}.` };
  const message = error instanceof Error ? error.message : String(error);
  return { source: 'input', message: text.trim() === '' ? 'The answer is empty.' : message };
}
