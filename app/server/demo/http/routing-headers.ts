import { decodeHeaderValue, isJsonObject, methodFact, type JsonObject } from '../../../../src';
import { headerMismatch, type McpError } from '../mcp/errors';
import type { McpRequest } from '../mcp/types';

const show = (v: unknown): string => JSON.stringify(v);

/** R-HDR-1..4: MCP-Protocol-Version and Mcp-Method are present and equal the body's values. */
export function checkStandardHeaders(headers: Headers, request: McpRequest): McpError | null {
  const version = headers.get('mcp-protocol-version')?.trim();
  if (version === undefined)
    return headerMismatch('The MCP-Protocol-Version header is missing; send the protocolVersion of _meta in it.');
  if (version !== request.protocolVersion)
    return headerMismatch(
      `MCP-Protocol-Version ${show(version)} does not match the body's protocolVersion ${show(request.protocolVersion)}.`,
    );
  const method = headers.get('mcp-method')?.trim();
  if (method === undefined) return headerMismatch('The Mcp-Method header is missing; send the JSON-RPC method in it.');
  if (method !== request.method)
    return headerMismatch(
      `Mcp-Method ${show(method)} does not match the body method ${show(request.method)} (values are case-sensitive).`,
    );
  return null;
}

/** R-HDR-5/8: Mcp-Name copies params.name, params.uri or (tasks, when declared) params.taskId. */
export function checkNameHeader(headers: Headers, request: McpRequest): McpError | null {
  const fact = methodFact(request.method);
  const field = fact?.extension === 'tasks' && !request.tasksDeclared ? undefined : (fact?.mcpName ?? undefined);
  const source = field === undefined ? undefined : request.params[field];
  if (typeof source !== 'string') return null;
  const raw = headers.get('mcp-name');
  if (raw === null) return headerMismatch(`The Mcp-Name header is missing; send params.${field} in it.`);
  const decoded = decodeHeaderValue(raw);
  if (!decoded.ok) return headerMismatch(`Mcp-Name has ${decoded.reason}.`);
  if (decoded.value !== source)
    return headerMismatch(`Mcp-Name ${show(decoded.value)} does not match params.${field} ${show(source)}.`);
  return null;
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
      if (isJsonObject(child) && typeof child['x-mcp-header'] === 'string')
        out.push({ name: child['x-mcp-header'], value: v });
      else walk(child, v);
    }
  };
  walk(schema, args);
  return out;
}
