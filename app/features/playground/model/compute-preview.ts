import {
  defaultCache,
  eraDifferences,
  explainModern,
  HandlerParseError,
  isPositionedError,
  NoMatchingClauseError,
  parseHandlerResult,
  ShapeInputError,
  toLegacyResponse,
  type EraDifference,
  type HandlerResult,
  type HandlerSyntax,
  type LegacyOutcome,
  type ModernConfig,
  type ModernExplanation,
  type ToResponseOptions,
} from '../../../../src/index';
import { parseRequestId, type PlaygroundInput } from './input';
import { runPreStep, type PreStepOutcome } from './pre-step';
import { MAX_INDENT_DEPTH, printJson, printJsonReport } from './print-json';

// The library's notes on a bare object and on a whole response, which the envelope offer says at once.
const ENVELOPE_NOTES = /^(A bare JSON object is taken as \{:ok, object\}|This is a whole JSON-RPC response \()/;

/** A problem with the input, placed at a line and column when it has one. */
export interface PreviewProblem {
  title: string;
  message: string;
  line?: number;
  column?: number;
  excerpt?: string;
}

/** Everything the playground shows for one input. */
export interface PreviewOk {
  ok: true;
  syntax: HandlerSyntax | 'elixir-term';
  notes: string[];
  handlerResult: HandlerResult;
  intermediate: PreStepOutcome | null;
  modern: ModernExplanation;
  modernText: string;
  legacy: LegacyOutcome;
  legacyText: string | null;
  differences: EraDifference[];
  requestId: string | number | null;
  /** Set when the pasted text is a whole JSON-RPC response: the handler result to take instead. */
  envelope: RpcEnvelope | null;
}

/** A pasted JSON-RPC response, as parseHandlerResult reports it. */
export type RpcEnvelope = NonNullable<ReturnType<typeof parseHandlerResult>['envelope']>;

export type Preview = PreviewOk | { ok: false; problem: PreviewProblem };

/**
 * Parses, pre-steps and shapes the playground input; never throws for bad input.
 *
 * @example
 * computePreview({ ...DEFAULT_INPUT }).ok // => true
 */
export function computePreview(input: PlaygroundInput): Preview {
  try {
    return compute(input);
  } catch (error) {
    return { ok: false, problem: describeProblem(error) };
  }
}

function compute(input: PlaygroundInput): PreviewOk {
  const requestId = parseRequestId(input.id);
  let intermediate: PreStepOutcome | null = null;
  let handlerResult: HandlerResult;
  let syntax: PreviewOk['syntax'];
  let notes: string[];
  let envelope: RpcEnvelope | null = null;
  if (input.preStep === 'none') {
    const parsed = parseHandlerResult(input.text);
    ({ result: handlerResult, syntax, notes } = parsed);
    envelope = parsed.envelope ?? null;
    // A whole JSON-RPC response gets one note, the offer beside the editor: not also the library's two.
    if (envelope) notes = notes.filter((n) => !ENVELOPE_NOTES.test(n));
  } else {
    intermediate = runPreStep(input.text, input.preStep);
    ({ handlerResult, notes } = intermediate);
    syntax = 'elixir-term';
  }
  const options = shaperOptions(input);
  const modern = explainModern(requestId, input.method, handlerResult, options);
  const legacy = toLegacyResponse(requestId, input.method, handlerResult, options);
  const printed = printJsonReport(modern.response);
  return {
    ok: true,
    syntax,
    notes: printed.capped ? [...notes, cappedNote(printed.depth)] : notes,
    handlerResult,
    intermediate,
    modern,
    modernText: printed.text,
    legacy,
    legacyText: legacy.representable ? printJson(legacy.response) : null,
    differences: eraDifferences(modern, legacy),
    requestId,
    envelope,
  };
}

/**
 * What the playground says when a response is deeper than its indentation goes.
 *
 * @example
 * cappedNote(5000).startsWith('The response is nested 5000 levels deep: indentation stops growing after level 40') // => true
 */
export function cappedNote(depth: number): string {
  return `The response is nested ${depth} levels deep: indentation stops growing after level ${MAX_INDENT_DEPTH}, so deeper levels share one indentation (the JSON is unchanged).`;
}

/**
 * The shaper options the input describes. A config field left at its built-in default counts
 * as not configured, so the cache card names the right source.
 */
export function shaperOptions(input: PlaygroundInput): ToResponseOptions {
  const builtIn = defaultCache();
  const config: ModernConfig = {};
  if (input.config.cacheTtlMs !== builtIn.ttlMs) config.cacheTtlMs = input.config.cacheTtlMs;
  if (input.config.cacheScope !== builtIn.scope) config.cacheScope = input.config.cacheScope;
  return {
    serverInfo: input.serverInfo.enabled ? { name: input.serverInfo.name, version: input.serverInfo.version } : null,
    cache: input.cacheOverride.enabled ? { ttlMs: input.cacheOverride.ttlMs, scope: input.cacheOverride.scope } : null,
    config,
  };
}

function describeProblem(error: unknown): PreviewProblem {
  if (isPositionedError(error)) {
    const title =
      error instanceof HandlerParseError && error.kind === 'shape' ? 'Not a handler result' : 'Syntax error';
    // The card shows the position itself, so it takes the reason without it.
    return { title, message: error.reason, line: error.line, column: error.column, excerpt: error.excerpt };
  }
  if (error instanceof ShapeInputError) return { title: `Invalid ${error.input}`, message: error.message };
  if (error instanceof NoMatchingClauseError)
    return {
      title: 'FunctionClauseError',
      message: `${error.message}: tool_result accepts a list, a binary or a map.`,
    };
  return { title: 'Cannot shape this input', message: error instanceof Error ? error.message : String(error) };
}
