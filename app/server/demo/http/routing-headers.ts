import { decodeHeaderValue, isJsonObject, routingHeaderRefusals, X_MCP_HEADER, type JsonObject } from '../../../../src';
import { headerMismatch, type McpError } from '../mcp/errors';
import type { McpRequest } from '../mcp/types';

const show = (v: unknown): string => JSON.stringify(v);

/**
 * R-HDR-1..5 and -8, as the library's checker states them: the standard headers (version, method)
 * and the Mcp-Name copy, each the first refusal of its kind, so the endpoint can check the version
 * between the two as before.
 */
export function routingHeaderErrors(
  headers: Headers,
  request: McpRequest,
): { standard: McpError | null; name: McpError | null } {
  const refusals = routingHeaderRefusals({
    method: request.method,
    id: request.id,
    params: { ...request.params, _meta: request.meta },
    headers: Object.fromEntries(headers.entries()),
  });
  const first = (rules: readonly string[]): McpError | null => {
    const refusal = refusals.find((r) => rules.includes(r.rule));
    return refusal ? headerMismatch(`${refusal.why}.`) : null;
  };
  return { standard: first(['R-HDR-1', 'R-HDR-2', 'R-HDR-3', 'R-HDR-4']), name: first(['R-HDR-5', 'R-HDR-8']) };
}

// Visible ASCII, space and tab (SHTTP § Value Encoding); anything else must travel as Base64.
const PLAIN_VALUE = /^[\t\x20-\x7e]*$/;

/**
 * R-HDR-9/10: each `x-mcp-header` property reached through `properties` alone has, when the body
 * gives it a non-null value, an `Mcp-Param-{Name}` equal to it after decoding (integers compared
 * as numbers); a header without a body value is a mismatch too.
 */
export function checkParamHeaders(headers: Headers, schema: JsonObject, args: unknown): McpError | null {
  for (const { name, value } of annotated(schema, args)) {
    const raw = headers.get(`mcp-param-${name}`);
    const present = value !== undefined && value !== null;
    if (raw === null) {
      if (present)
        return headerMismatch(`The Mcp-Param-${name} header is missing; the body gives this parameter a value.`);
      continue;
    }
    if (!PLAIN_VALUE.test(raw))
      return headerMismatch(`Mcp-Param-${name} contains invalid characters; send such values as =?base64?…?=.`);
    const decoded = decodeHeaderValue(raw);
    if (!decoded.ok) return headerMismatch(`Mcp-Param-${name} has ${decoded.reason}.`);
    if (!present) return headerMismatch(`Mcp-Param-${name} is sent but the body has no value for it.`);
    if (!sameValue(decoded.value, value))
      return headerMismatch(`Mcp-Param-${name} ${show(decoded.value)} does not match the body value ${show(value)}.`);
  }
  return null;
}

function sameValue(header: string, body: unknown): boolean {
  if (typeof body === 'string') return header === body;
  if (typeof body === 'boolean') return header === String(body);
  if (typeof body === 'number') return header.trim() !== '' && Number(header) === body;
  return false;
}

function annotated(schema: JsonObject, args: unknown): { name: string; value: unknown }[] {
  const out: { name: string; value: unknown }[] = [];
  const walk = (node: unknown, value: unknown): void => {
    if (!isJsonObject(node) || !isJsonObject(node['properties'])) return;
    for (const [key, child] of Object.entries(node['properties'])) {
      const v = isJsonObject(value) ? value[key] : undefined;
      if (isJsonObject(child) && typeof child[X_MCP_HEADER] === 'string')
        out.push({ name: child[X_MCP_HEADER], value: v });
      else walk(child, v);
    }
  };
  walk(schema, args);
  return out;
}
