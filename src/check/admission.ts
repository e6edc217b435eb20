import { MCP_HEADERS, MODERN_PROTOCOL_VERSION as MODERN } from '../spec';
import { decodeHeaderValue } from '../wire/header-value';
import { headerValue } from '../wire/headers';
import { ENVELOPE, MCP_NAME_SOURCE } from '../wire/request';
import type { RequestView } from './context';
import { objAt } from './context';
import { show } from './finding';
import type { RuleId } from './rules';

/**
 * A refusal the server owes before running the method: the rule behind it, the code, and why.
 *
 * @example
 * const refusal: Refusal | undefined = headerRefusals(viewRequest({ method: 'tools/list', id: 1, params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } }, headers: {} }))[0];
 * refusal?.rule // => 'R-HDR-1'
 * typeof refusal?.code // => 'number'
 */
export interface Refusal {
  rule: RuleId;
  code: number;
  why: string;
}

/**
 * R-REQMETA-1: a request that claims the modern envelope (a protocolVersion key, or a 2026-07-28
 * header) but misses or mistypes protocolVersion or clientCapabilities gets 400 + -32602. A legacy
 * request may carry _meta (a progressToken) without such a claim.
 *
 * @example
 * envelopeRefusals(viewRequest({ method: 'tools/list', id: 1, params: { _meta: { progressToken: 1 } } })) // => []
 */
export function envelopeRefusals(req: RequestView): Refusal[] {
  const headerVersion = headerValue(req.headers, MCP_HEADERS.protocolVersion)?.trim();
  const meta = req.meta;
  if (req.version === undefined && headerVersion !== MODERN) return [];
  if (!meta)
    return [
      {
        rule: 'R-REQMETA-1',
        code: -32602,
        why: 'The request has no params._meta, the envelope that carries protocolVersion and clientCapabilities',
      },
    ];
  const missing = [ENVELOPE.protocolVersion, ENVELOPE.clientCapabilities].filter((k) => meta[k] === undefined);
  if (missing.length > 0)
    return [
      {
        rule: 'R-REQMETA-1',
        code: -32602,
        why: `The request's params._meta lacks ${missing.map((k) => `"${k}"`).join(' and ')}`,
      },
    ];
  const bad = [
    typeof req.version === 'string' ? '' : 'protocolVersion (not a string)',
    objAt(meta, ENVELOPE.clientCapabilities) ? '' : 'clientCapabilities (not an object)',
  ].filter(Boolean);
  return bad.length > 0
    ? [{ rule: 'R-REQMETA-1', code: -32602, why: `The request has an invalid ${bad.join(' and ')} in params._meta` }]
    : [];
}

/**
 * R-HDR-1..5 and -8: missing, mismatching or undecodable routing headers get 400 + -32020. Judged
 * only when headers were recorded and the body names a version.
 *
 * @example
 * headerRefusals(viewRequest({ method: 'tools/list', id: 1, params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } }, headers: {} }))[0]?.rule // => 'R-HDR-1'
 */
export function headerRefusals(req: RequestView): Refusal[] {
  const h = req.headers;
  if (!h || typeof req.version !== 'string') return [];
  const out: Refusal[] = [];
  const version = headerValue(h, MCP_HEADERS.protocolVersion);
  if (version === undefined)
    out.push({ rule: 'R-HDR-1', code: -32020, why: 'The request has no MCP-Protocol-Version header' });
  else if (version.trim() !== req.version)
    out.push({
      rule: 'R-HDR-2',
      code: -32020,
      why: `MCP-Protocol-Version ${show(version.trim())} differs from the body's ${show(req.version)}`,
    });
  const method = headerValue(h, MCP_HEADERS.method);
  if (method === undefined) out.push({ rule: 'R-HDR-3', code: -32020, why: 'The request has no Mcp-Method header' });
  else if (method.trim() !== req.method)
    out.push({
      rule: 'R-HDR-4',
      code: -32020,
      why: `Mcp-Method ${show(method.trim())} differs from the body method ${show(req.method)}`,
    });
  // An extension adds its methods only when the request declares it (SEP-2663 for tasks).
  const field = req.undeclared ? undefined : MCP_NAME_SOURCE[req.method];
  const source = field === undefined ? undefined : req.params?.[field];
  if (typeof source !== 'string') return out;
  const name = headerValue(h, MCP_HEADERS.name);
  const decoded = name === undefined ? undefined : decodeHeaderValue(name);
  if (decoded === undefined)
    out.push({ rule: 'R-HDR-5', code: -32020, why: `The request has no Mcp-Name header (a copy of params.${field})` });
  else if (!decoded.ok) out.push({ rule: 'R-HDR-8', code: -32020, why: `Mcp-Name has ${decoded.reason}` });
  else if (decoded.value !== source)
    out.push({
      rule: 'R-HDR-5',
      code: -32020,
      why: `Mcp-Name ${show(decoded.value)} differs from params.${field} ${show(source)}`,
    });
  return out;
}
