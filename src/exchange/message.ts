import type { ExchangeRecord } from './record';

/**
 * The JSON-RPC request a record sent, rebuilt from its parsed parts (no body is parsed again): what a
 * screen sends again or loads into its builder.
 *
 * @example
 * const record = exchangeRecord({
 *   id: 'a1', startedAt: '2026-07-28T00:00:00.000Z', source: 'direct',
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"echo"}}' },
 *   response: null, error: { code: 'aborted', message: 'You stopped this request.' }, timing: { totalMs: 1 },
 * });
 * requestMessageOf(record) // => { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'echo' } }
 */
export function requestMessageOf(
  record: Pick<ExchangeRecord, 'rpcMethod' | 'rpcId' | 'rpcParams'>,
): Record<string, unknown> {
  return {
    jsonrpc: '2.0',
    ...(record.rpcId !== undefined ? { id: record.rpcId } : {}),
    method: record.rpcMethod,
    ...(record.rpcParams ? { params: { ...record.rpcParams } } : {}),
  };
}
