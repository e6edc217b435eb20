/**
 * Thrown when a shaper input contradicts its type (decision D6 in docs/decisions.md): the shaper
 * never emits a malformed response silently. `input` names the offending input.
 *
 * @example
 * const inputOf = (f: () => unknown) => { try { f(); } catch (e) { if (e instanceof ShapeInputError) return e.input; } };
 * inputOf(() => toResponse(1, 'tools/list', { kind: 'ok', result: [] as never })) // => 'result.result'
 */
export class ShapeInputError extends Error {
  override readonly name = 'ShapeInputError';
  /** Which input was malformed, e.g. `options.cache.ttlMs` or `result._meta`. */
  readonly input: string;
  /** The offending value, as given. */
  readonly value: unknown;

  constructor(input: string, expected: string, value: unknown) {
    super(`Invalid ${input}: expected ${expected}, got ${describe(value)}`);
    this.input = input;
    this.value = value;
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string')
    return `the string ${JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`;
  return typeof value === 'object' ? 'an object' : typeof value;
}
