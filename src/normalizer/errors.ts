import type { Term } from '../term/types';

/**
 * Thrown where Elixir raises `FunctionClauseError`: `tool_result/2` has no fallback clause,
 * so `nil`, numbers, atoms, tuples and opaque terms are programmer errors, not results.
 *
 * @example
 * toolResult(null) // => throws NoMatchingClauseError
 * const argumentOf = (value: unknown) => { try { toolResult(value as never); } catch (e) { return (e as NoMatchingClauseError).argument; } };
 * argumentOf(null) // => null
 */
export class NoMatchingClauseError extends Error {
  override readonly name = 'FunctionClauseError';
  readonly functionName: string;
  readonly argument: Term;

  constructor(functionName: string, argument: Term) {
    super(`no function clause matching in ${functionName}`);
    this.functionName = functionName;
    this.argument = argument;
  }
}
