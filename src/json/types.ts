/**
 * A JSON object as the shaper reads and writes it.
 *
 * @example
 * const result: JsonObject = { tools: [], nextCursor: 'page-2' };
 * isJsonObject(result) // => true
 */
export type JsonObject = { [key: string]: unknown };

/**
 * A JSON-RPC request id: an integer, a string, or `null` (Elixir `nil`).
 *
 * @example
 * const ids: JsonRpcId[] = [1, 'req-7', null];
 * ids.map((id) => toResponse(id, 'ping', { kind: 'ok', result: {} }).id) // => [1, 'req-7', null]
 */
export type JsonRpcId = string | number | null;

/**
 * Tells whether a value is a plain JSON object: not `null`, not an array, not a class
 * instance such as a `Date` or a `Map` (which have no JSON object form).
 *
 * @example
 * isJsonObject({}) // => true
 * isJsonObject([]) // => false
 * isJsonObject(new Date()) // => false
 */
export function isJsonObject(value: unknown): value is JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
