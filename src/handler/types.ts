import type { JsonObject } from '../json/types';

/**
 * The neutral result a handler returns (`ConduitMcp.Handler.result()`), with JSON payloads.
 *
 * @example
 * const ok: HandlerResult = { kind: 'ok', result: { content: [] } };
 * printHandlerResult(ok, 'elixir') // => '{:ok, %{"content" => []}}'
 * parseHandlerResult('{:error, -32002, "Resource not found", nil}').result // => { kind: 'error', code: -32002, message: 'Resource not found' }
 */
export type HandlerResult =
  | { kind: 'ok'; result: JsonObject }
  | { kind: 'error'; code: number; message: string; data?: unknown }
  | { kind: 'input_required'; inputRequests?: JsonObject | null; requestState?: string | null }
  | { kind: 'task'; task: JsonObject };
