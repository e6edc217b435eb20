import { atom, tuple } from '../term/build';
import { termFromJson } from '../term/json';
import { inspectTerm } from '../term/print';
import type { Term } from '../term/types';
import type { HandlerSyntax } from './errors';
import type { HandlerResult } from './types';

/**
 * Prints a handler result in either syntax `parseHandlerResult` reads: Elixir tuple syntax as IEx
 * prints it, or the JSON array form. Reading the output back gives the same result.
 *
 * @example
 * printHandlerResult({ kind: 'error', code: -32002, message: 'nf' }, 'elixir') // => '{:error, -32002, "nf", nil}'
 * printHandlerResult({ kind: 'ok', result: {} }, 'json') // => '[\n  "ok",\n  {}\n]'
 */
export function printHandlerResult(result: HandlerResult, syntax: HandlerSyntax): string {
  const parts = partsOf(result);
  if (syntax === 'json') return JSON.stringify([result.kind, ...parts], null, 2);
  const items: Term[] = [atom(result.kind), ...parts.map((p) => termFromJson(p))];
  return inspectTerm(tuple(...items), { pretty: true });
}

function partsOf(result: HandlerResult): unknown[] {
  switch (result.kind) {
    case 'ok':
      return [result.result];
    case 'task':
      return [result.task];
    case 'input_required':
      return [result.inputRequests ?? null, result.requestState ?? null];
    case 'error':
      return [result.code, result.message, result.data ?? null];
  }
}
