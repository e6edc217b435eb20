import * as oauth from 'oauth4webapi';
import { LEGACY_VERSIONS } from '../spec';
import { Recorder } from './http';
import { judgeMetadata, type ServerMetadata } from './server-metadata';
import type { AuthFetch, AuthStep } from './types';

// The revision whose authorization this is: 2025-03-26, the last without Protected Resource Metadata
// (LEGACY_VERSIONS is newest first and ends with 2025-03-26 and the HTTP+SSE 2024-11-05).
const REVISION = LEGACY_VERSIONS[LEGACY_VERSIONS.length - 2]!;

/**
 * The endpoints a 2025-03-26 client uses when the MCP server's origin serves no authorization
 * server metadata: `/authorize`, `/token` and `/register` at that origin (PKCE S256 assumed, as the
 * revision requires it of every client).
 *
 * @example
 * defaultEndpoints('https://mcp.example.com/v1/mcp').token_endpoint // => 'https://mcp.example.com/token'
 */
export function defaultEndpoints(serverUrl: string): ServerMetadata {
  const origin = new URL(serverUrl).origin;
  return {
    issuer: origin,
    authorization_endpoint: `${origin}/authorize`,
    token_endpoint: `${origin}/token`,
    registration_endpoint: `${origin}/register`,
    code_challenge_methods_supported: ['S256'],
  };
}

/**
 * 2025-03-26's discovery, for a server without Protected Resource Metadata: the authorization server
 * is the MCP server's origin; its RFC 8414 metadata at `<origin>/.well-known/oauth-authorization-server`
 * (asked with `MCP-Protocol-Version: 2025-03-26`) is used and judged when found, and when that URL
 * answers 404 the default endpoints (`defaultEndpoints`) are. Anything else stops the flow. The step's
 * label says which was used and why.
 *
 * @example
 * const fetchAuth: AuthFetch = async () => new Response('', { status: 404 });
 * const step = await discoverOriginServer(fetchAuth, { serverUrl: 'https://mcp.example.com/mcp' });
 * step.value?.authorization_endpoint // => 'https://mcp.example.com/authorize'
 * step.sent.map((r) => r.url) // => ['https://mcp.example.com/.well-known/oauth-authorization-server']
 */
export async function discoverOriginServer(
  fetch: AuthFetch,
  options: { serverUrl: string; signal?: AbortSignal },
): Promise<AuthStep<ServerMetadata>> {
  const origin = new URL(options.serverUrl).origin;
  const url = `${origin}/.well-known/oauth-authorization-server`;
  const recorder = new Recorder(fetch, options.signal);
  const step: AuthStep<ServerMetadata> = {
    kind: 'server-metadata',
    label: `No resource metadata, so as in ${REVISION} the authorization server is the MCP server's origin: its metadata at ${url}`,
    sent: recorder.sent,
    received: recorder.received,
    findings: [],
    ok: false,
  };
  const headers = { accept: 'application/json', 'mcp-protocol-version': REVISION };
  let response: Response;
  try {
    response = await recorder.customFetch(url, { method: 'GET', headers });
  } catch {
    step.error = `the metadata at ${url} could not be fetched (${recorder.lastError})`;
    return step;
  }
  if (response.status === 404) {
    step.label = `No resource metadata and ${url} answered 404, so as in ${REVISION} the default endpoints ${origin}/authorize, /token and /register are used`;
    step.value = defaultEndpoints(options.serverUrl);
    step.ok = true;
    return step;
  }
  try {
    step.value = await oauth.processDiscoveryResponse(new URL(origin), response);
  } catch (error) {
    step.error = `the metadata at ${url} is not usable (${error instanceof Error ? error.message : String(error)})`;
    return step;
  }
  judgeMetadata(step.value, step);
  step.ok = step.error === undefined;
  return step;
}
