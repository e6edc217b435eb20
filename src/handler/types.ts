import type { JsonObject } from '../json/types';

/**
 * The neutral result a handler returns (`ConduitMcp.Handler.result()`), with JSON payloads.
 *
 * @example
 * const ok: HandlerResult = { kind: 'ok', result: { content: [] } };             // {:ok, %{"content" => []}}
 * const nf: HandlerResult = { kind: 'error', code: -32002, message: 'Resource not found' };
 */
export type HandlerResult =
  | { kind: 'ok'; result: JsonObject }
  | { kind: 'error'; code: number; message: string; data?: unknown }
  | { kind: 'input_required'; inputRequests?: JsonObject | null; requestState?: string | null }
  | { kind: 'task'; task: JsonObject };
