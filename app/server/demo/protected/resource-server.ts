import { randomUUID } from 'node:crypto';
import { MCP_HEADERS } from '../../../../src';
import type { SelfAddress } from '../../security/self-address';
import type { DemoAuthorizationServer } from './authorization-server';
import { dpopProofProblem } from './dpop-proof';

/** The MCP endpoint behind the guard (the conforming demo server). */
export type McpHandler = (request: Request, self: SelfAddress) => Promise<Response>;

/** Protected Resource Metadata (RFC 9728) for the demo. */
export function protectedResourceMetadata(resource: string, issuer: string): Record<string, unknown> {
  return {
    resource,
    authorization_servers: [issuer],
    scopes_supported: ['mcp:read', 'mcp:tools'],
    bearer_methods_supported: ['header'],
    resource_name: 'MCP Shape Inspector protected demo',
  };
}

/**
 * The resource server's half: a request without a valid token for this resource gets 401 with a
 * Bearer challenge (resource_metadata, scope); tools/call without `mcp:tools` gets 403
 * insufficient_scope naming both scopes (a step-up keeps what was granted); the rest goes to `mcp`.
 */
export async function guardMcp(
  request: Request,
  self: SelfAddress,
  options: {
    auth: DemoAuthorizationServer;
    mcp: McpHandler;
    metadataUrl: string;
    scopes: { read: string; tools: string };
    /** Misconfigured: every DPoP request is refused with a new nonce, so the nonce never settles. */
    nonceLoop?: boolean;
    /** Misconfigured: a DPoP proof's `htu` is not checked, so a proof made for another URL is accepted. */
    anyHtu?: boolean;
  },
): Promise<Response> {
  const { read, tools } = options.scopes;
  const header = request.headers.get('authorization') ?? '';
  // A Bearer token, or a DPoP-bound one (RFC 9449 §7.1) presented with its proof.
  const [, scheme, presented] = /^(Bearer|DPoP)\s+(\S+)$/i.exec(header) ?? [];
  const challenge = (status: 401 | 403, error: string | undefined, scope: string, description?: string) =>
    new Response(
      JSON.stringify({
        error: error ?? 'invalid_token',
        error_description:
          description ?? (status === 401 ? 'A bearer token for this server is needed.' : `The token lacks ${tools}.`),
      }),
      {
        status,
        headers: {
          'content-type': 'application/json',
          'www-authenticate': `${error === 'invalid_dpop_proof' ? 'DPoP' : 'Bearer'} resource_metadata="${options.metadataUrl}", scope="${scope}"${error ? `, error="${error}"` : ''}`,
        },
      },
    );
  if (!presented) return challenge(401, undefined, read);
  const token = await options.auth.provider.AccessToken.find(presented);
  const audience = token?.aud;
  const forUs = Array.isArray(audience) ? audience.includes(options.auth.resource) : audience === options.auth.resource;
  if (!token || token.isExpired || !forUs) return challenge(401, 'invalid_token', read);
  const bound = typeof token.jkt === 'string' ? token.jkt : undefined;
  if (bound || scheme?.toLowerCase() === 'dpop') {
    const problem =
      bound && scheme?.toLowerCase() === 'dpop'
        ? await dpopProofProblem(request.headers.get('dpop'), {
            method: request.method,
            url: request.url,
            accessToken: presented,
            jkt: bound,
            checkHtu: !options.anyHtu,
          })
        : bound
          ? 'a DPoP-bound token goes with the DPoP scheme'
          : 'a Bearer token goes with the Bearer scheme';
    if (problem) return challenge(401, 'invalid_dpop_proof', read, problem);
    if (options.nonceLoop)
      return new Response(JSON.stringify({ error: 'use_dpop_nonce' }), {
        status: 401,
        headers: {
          'content-type': 'application/json',
          'www-authenticate': `DPoP error="use_dpop_nonce", resource_metadata="${options.metadataUrl}"`,
          'dpop-nonce': randomUUID(),
        },
      });
  }
  const granted = new Set((token.scope ?? '').split(' '));
  const method = request.headers.get(MCP_HEADERS.method);
  if (method === 'tools/call' && !granted.has(tools)) return challenge(403, 'insufficient_scope', `${read} ${tools}`);
  return options.mcp(request, self);
}
