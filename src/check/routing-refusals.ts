import { headerRefusals, type Refusal } from './admission';
import { viewRequest, type Exchange } from './context';

/**
 * Why a server must refuse a request's routing headers (400 with -32020), in the checker's own
 * words and order: `MCP-Protocol-Version` and `Mcp-Method` first, then `Mcp-Name`. A server can
 * answer with these instead of keeping a copy of the rules.
 *
 * @example
 * const request = { method: 'tools/call', params: { name: 'add', _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } }, headers: { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'sub' } };
 * routingHeaderRefusals(request).map((r) => r.rule) // => ['R-HDR-5']
 */
export function routingHeaderRefusals(request: Exchange['request']): Refusal[] {
  return headerRefusals(viewRequest(request));
}

export type { Refusal };
