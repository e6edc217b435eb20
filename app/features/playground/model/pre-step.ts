import {
  inspectTerm,
  isTagged,
  parseTerm,
  termFromJson,
  termToJson,
  toolErrorResult,
  toolResult,
  type HandlerResult,
  type JsonObject,
  type Term,
} from '../../../../src/index';
import type { PreStep } from './input';
import { printJson } from './print-json';

/** The ExMCP intermediate: what `tool_result`/`tool_error_result` made of the pasted term. */
export interface PreStepOutcome {
  handlerResult: HandlerResult;
  /** The normalized term, printed as Elixir and as JSON. */
  elixir: string;
  json: string;
  notes: string[];
}

/**
 * Runs the pasted term through ExMCP's normalizer; its map becomes `{:ok, map}` for tools/call.
 * Throws TermSyntaxError, NoMatchingClauseError or TermEncodeError, which the preview reports.
 */
export function runPreStep(text: string, step: Exclude<PreStep, 'none'>): PreStepOutcome {
  const notes: string[] = [];
  let term = readTerm(text, notes);
  if (isTagged(term, 'tuple') && isTagged(term.items[0] ?? null, 'atom') && term.items.length >= 2) {
    const tag = (term.items[0] as { name: string }).name;
    if (tag === 'ok' || tag === 'error') {
      notes.push(
        `The ${tag} tuple is unwrapped: its second element goes to ${step === 'tool_error_result' ? 'tool_error_result' : 'tool_result'}.`,
      );
      term = term.items[1] ?? null;
    }
  }
  const normalized =
    step === 'tool_error_result'
      ? toolErrorResult(term)
      : toolResult(term, { wrapBareMap: step === 'tool_result_wrap' });
  const json = termToJson(normalized);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error('The normalized tool result is not a map, so it cannot be a tools/call result.');
  }
  return {
    handlerResult: { kind: 'ok', result: json as JsonObject },
    elixir: inspectTerm(normalized, { pretty: true }),
    json: printJson(json),
    notes,
  };
}

function readTerm(text: string, notes: string[]): Term {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{"') || trimmed.startsWith('[') || trimmed.startsWith('"')) {
    try {
      const value: unknown = JSON.parse(text);
      notes.push('Read as JSON: every key is a binary key (use Elixir syntax for atom keys such as input_schema:).');
      return termFromJson(value);
    } catch {
      // Not JSON after all: read it as an Elixir term below.
    }
  }
  return parseTerm(text);
}
