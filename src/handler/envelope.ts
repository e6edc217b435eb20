import { isJsonObject, type JsonObject } from '../json/types';
import type { HandlerSyntax } from './errors';
import { printHandlerResult } from './print-handler';
import type { HandlerResult } from './types';

/**
 * A whole JSON-RPC response pasted where a handler result goes: which member carries the payload,
 * the handler result it stands for, and that result printed in the pasted syntax (to take instead).
 *
 * @example
 * const envelope: RpcEnvelope | null = detectRpcEnvelope({ jsonrpc: '2.0', id: 1, result: { tools: [] } }, 'elixir');
 * envelope // => { member: 'result', result: { kind: 'ok', result: { tools: [] } }, text: '{:ok, %{"tools" => []}}' }
 */
export interface RpcEnvelope {
  member: 'result' | 'error';
  result: HandlerResult;
  text: string;
}

/**
 * Tells a pasted JSON-RPC response (`jsonrpc` with exactly one of `result` or `error`) from a
 * handler result; null for anything else. A result maps back by its resultType (`input_required`
 * and `task` to their tuples, anything else to `{:ok, result}`), an error to `{:error, code, message, data}`.
 *
 * @example
 * detectRpcEnvelope({ jsonrpc: '2.0', id: 1, result: { tools: [] } }, 'json')?.text // => '[\n  "ok",\n  {\n    "tools": []\n  }\n]'
 * detectRpcEnvelope({ tools: [] }, 'json') // => null
 */
export function detectRpcEnvelope(value: JsonObject, syntax: HandlerSyntax): RpcEnvelope | null {
  if (!Object.hasOwn(value, 'jsonrpc')) return null;
  const hasResult = Object.hasOwn(value, 'result');
  if (hasResult === Object.hasOwn(value, 'error')) return null;
  const result = hasResult ? fromResult(value['result']) : fromError(value['error']);
  if (!result) return null;
  return { member: hasResult ? 'result' : 'error', result, text: printHandlerResult(result, syntax) };
}

function fromResult(result: unknown): HandlerResult | null {
  if (!isJsonObject(result)) return null;
  if (result['resultType'] === 'input_required') {
    const inputRequests = result['inputRequests'];
    const requestState = result['requestState'];
    return {
      kind: 'input_required',
      inputRequests: isJsonObject(inputRequests) ? inputRequests : null,
      requestState: typeof requestState === 'string' ? requestState : null,
    };
  }
  if (result['resultType'] === 'task') {
    const { resultType: _, ...task } = result;
    return { kind: 'task', task };
  }
  return { kind: 'ok', result };
}

function fromError(error: unknown): HandlerResult | null {
  if (!isJsonObject(error)) return null;
  const { code, message, data } = error;
  if (typeof code !== 'number' || !Number.isInteger(code) || typeof message !== 'string') return null;
  return data === undefined || data === null
    ? { kind: 'error', code, message }
    : { kind: 'error', code, message, data };
}

/**
 * The note that goes with a detected envelope.
 *
 * @example
 * envelopeNote('result').startsWith('This is a whole JSON-RPC response (jsonrpc, id, result), read as {:ok, map}') // => true
 */
export function envelopeNote(member: 'result' | 'error'): string {
  return `This is a whole JSON-RPC response (jsonrpc, id, ${member}), read as {:ok, map}: the shaper wraps it in a second response. Take its ${member} as the handler result instead.`;
}
