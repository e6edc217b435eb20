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

/**
 * The four handler result kinds, in the order the seed describes them.
 *
 * @example
 * HANDLER_RESULT_KINDS // ['ok', 'error', 'input_required', 'task']
 */
export const HANDLER_RESULT_KINDS = ['ok', 'error', 'input_required', 'task'] as const;
