import { ENVELOPE, MCP_HEADERS } from '../../../../src/index';
import type { TapRecord } from '../../../server/tap/protocol';

const CLIENT_INFO_KEY = ENVELOPE.clientInfo;

/**
 * Who sent a tapped request: the `clientInfo` name it carries (the envelope's `_meta`, or a 2025-era
 * initialize's params), else its User-Agent, else ''.
 *
 * @example
 * const record = tappedRecord(exchangeRecord({
 *   id: 't1', startedAt: '2026-07-28T00:00:00.000Z', source: 'tapped',
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":1,"method":"ping","params":{"_meta":{"io.modelcontextprotocol/clientInfo":{"name":"tap-test-client","version":"1.0.0"}}}}' },
 *   response: { status: 200, statusText: 'OK', headers: {}, body: '{"jsonrpc":"2.0","id":1,"result":{}}' },
 *   timing: { totalMs: 3 },
 * }), '');
 * clientNameOf(record) // => 'tap-test-client 1.0.0'
 */
export function clientNameOf(record: Pick<TapRecord, 'request' | 'rpcParams'>): string {
  const info = clientInfoOf(record.rpcParams);
  if (info) return info;
  const agent = Object.entries(record.request.headers).find(([name]) => name.toLowerCase() === 'user-agent');
  return agent?.[1] ?? '';
}

function clientInfoOf(params: Record<string, unknown> | undefined): string {
  const meta = params?.['_meta'] as Record<string, unknown> | undefined;
  const info = (meta?.[CLIENT_INFO_KEY] ?? params?.['clientInfo']) as { name?: unknown; version?: unknown } | undefined;
  if (typeof info?.name !== 'string') return '';
  return typeof info.version === 'string' ? `${info.name} ${info.version}` : info.name;
}

/**
 * Whether a tapped exchange was 2025-11-25 traffic: an `initialize` (removed in 2026-07-28), a 2025
 * MCP-Protocol-Version header, or what the checker judged by era alone (R-ERA-2).
 *
 * @example
 * const record = tappedRecord(exchangeRecord({
 *   id: 't1', startedAt: '2026-07-28T00:00:00.000Z', source: 'tapped',
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}' },
 *   response: { status: 200, statusText: 'OK', headers: {}, body: '{"jsonrpc":"2.0","id":1,"result":{}}' },
 *   timing: { totalMs: 3 },
 * }), '');
 * // initialize is gone in 2026-07-28: a client that sends it speaks 2025-11-25.
 * spokeLegacy(record) // => true
 */
export function spokeLegacy(record: Pick<TapRecord, 'findings' | 'rpcMethod' | 'request'>): boolean {
  if (record.rpcMethod === 'initialize' || record.findings.some((f) => f.rule === 'R-ERA-2')) return true;
  const version = Object.entries(record.request.headers).find(
    ([name]) => name.toLowerCase() === MCP_HEADERS.protocolVersion.toLowerCase(),
  );
  return version?.[1].trim().startsWith('2025-') ?? false;
}
