/** A JSON object as the shaper reads and writes it. */
export type JsonObject = { [key: string]: unknown };

/** A JSON-RPC request id: an integer, a string, or `null` (Elixir `nil`). */
export type JsonRpcId = string | number | null;

/**
 * Tells whether a value is a plain JSON object (not `null`, not an array).
 *
 * @example
 * isJsonObject({}) // true
 * isJsonObject([]) // false
 */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
