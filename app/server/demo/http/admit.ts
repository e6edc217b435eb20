import { ENVELOPE, MCP_HEADERS, REJECTION_HTTP_STATUS } from '../../../../src';
import { checkVersion, readEnvelope } from '../mcp/envelope';
import { CODES, McpError } from '../mcp/errors';
import type { DemoServer } from '../mcp/server';
import type { McpRequest } from '../mcp/types';
import type { EndpointHooks } from './hooks';
import { Refusal } from './refusal';
import { checkParamHeaders, routingHeaderErrors } from './routing-headers';

/**
 * The admission stage, in the SDK's order: envelope, standard routing headers, version, Mcp-Name, the
 * server's own preflight (capabilities), then `Mcp-Param-*` of a tool call. Throws a Refusal.
 */
export function admit(
  server: DemoServer,
  hooks: EndpointHooks,
  incoming: Parameters<typeof readEnvelope>[0],
  headers: Headers,
): McpRequest {
  const supported = server.config.supportedVersions;
  const reject = (error: McpError): never => {
    throw new Refusal(REJECTION_HTTP_STATUS, error, incoming.id);
  };
  const req = envelopeOf(incoming, supported, headers, hooks, reject);
  const routing = routingHeaderErrors(headers, req);
  if (routing.standard) reject(routing.standard);
  try {
    checkVersion(req, supported);
  } catch (error) {
    reject(error as McpError);
  }
  const name = hooks.skip?.name ? null : routing.name;
  if (name) reject(name);
  const gate = server.preflight(req);
  if (gate) reject(gate);
  const schema = req.method === 'tools/call' ? server.toolSchema(req.params['name']) : undefined;
  const params = schema ? checkParamHeaders(headers, schema, req.params['arguments']) : null;
  if (params) reject(params);
  return req;
}

// The divergent endpoint may skip the envelope check: a request without one is read as if it had an empty one.
function envelopeOf(
  incoming: Parameters<typeof readEnvelope>[0],
  supported: readonly string[],
  headers: Headers,
  hooks: EndpointHooks,
  reject: (error: McpError) => never,
): McpRequest {
  try {
    return readEnvelope(incoming, supported, headers.get(MCP_HEADERS.protocolVersion)?.trim());
  } catch (error) {
    if (!(error instanceof McpError)) throw error;
    if (!hooks.skip?.envelope || error.code !== CODES.invalidParams) return reject(error);
    return readEnvelope(
      { ...incoming, params: withEmptyEnvelope(incoming.params, supported[0]!) },
      supported,
      undefined,
    );
  }
}

function withEmptyEnvelope(params: unknown, version: string): Record<string, unknown> {
  const base =
    typeof params === 'object' && params !== null && !Array.isArray(params) ? (params as Record<string, unknown>) : {};
  const meta =
    typeof base['_meta'] === 'object' && base['_meta'] !== null ? (base['_meta'] as Record<string, unknown>) : {};
  return {
    ...base,
    _meta: {
      [ENVELOPE.protocolVersion]: version,
      [ENVELOPE.clientCapabilities]: {},
      ...meta,
    },
  };
}
