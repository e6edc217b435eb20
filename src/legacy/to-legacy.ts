import type { HandlerResult } from '../handler/types';
import type { JsonObject, JsonRpcId } from '../json/types';
import type { ToResponseOptions } from '../modern/shape';
import { assertShapeInputs, readOptions } from '../modern/validate';

/**
 * A 2025-11-25 JSON-RPC response.
 *
 * @example
 * const outcome = toLegacyResponse(1, 'resources/read', { kind: 'error', code: -32002, message: 'Resource not found' });
 * const notFound: LegacyResponse | undefined = outcome.representable ? outcome.response : undefined;
 * notFound // => { jsonrpc: '2.0', id: 1, error: { code: -32002, message: 'Resource not found' } }
 */
export type LegacyResponse =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: JsonObject }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: { code: number; message: string; data?: unknown } };

/**
 * The legacy response, or why the handler result has no legacy form.
 *
 * @example
 * toLegacyResponse(1, 'resources/read', { kind: 'error', code: -32002, message: 'Resource not found' })
 * // => { representable: true, httpStatus: 200, response: { jsonrpc: '2.0', id: 1, error: { code: -32002, message: 'Resource not found' } } }
 */
export type LegacyOutcome =
  | { representable: true; response: LegacyResponse; httpStatus: 200 }
  | { representable: false; reason: string };

const NOT_REPRESENTABLE =
  'input_required has no 2025-11-25 form: multi round-trip requests exist only in 2026-07-28; a legacy server sends elicitation, sampling and roots as requests from server to client.';

/**
 * Shapes the same handler result for a 2025-11-25 client: results verbatim (no resultType,
 * serverInfo, cache hints or stripping), -32002 kept, tasks nested under `task`, every status 200.
 * Options are checked like `toResponse`'s but have no legacy effect.
 *
 * @example
 * toLegacyResponse(1, 'tools/list', { kind: 'ok', result: { tools: [] } })
 * // => { representable: true, httpStatus: 200, response: { jsonrpc: '2.0', id: 1, result: { tools: [] } } }
 * toLegacyResponse(1, 'tools/call', { kind: 'input_required', requestState: 's' }).representable // => false
 */
export function toLegacyResponse(
  id: JsonRpcId,
  method: string | null,
  result: HandlerResult,
  options?: ToResponseOptions,
): LegacyOutcome {
  assertShapeInputs(id, method, result);
  readOptions(options?.serverInfo, options?.cache);
  switch (result.kind) {
    case 'ok':
      return ok({ jsonrpc: '2.0', id, result: result.result });
    case 'task':
      return ok({ jsonrpc: '2.0', id, result: { task: result.task } });
    case 'input_required':
      return { representable: false, reason: NOT_REPRESENTABLE };
    case 'error': {
      // Conduit's legacy error_response/4 adds data with `if data do`: nil and false are both dropped.
      const error: { code: number; message: string; data?: unknown } = { code: result.code, message: result.message };
      if (result.data !== undefined && result.data !== null && result.data !== false) error.data = result.data;
      return ok({ jsonrpc: '2.0', id, error });
    }
  }
}

function ok(response: LegacyResponse): LegacyOutcome {
  return { representable: true, response, httpStatus: 200 };
}
