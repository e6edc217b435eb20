// One stand-in authorization server and one authorizer over it, for the tests of DPoP, the assertion
// grants and Live's secrets: the resource metadata, the server metadata, and a token endpoint the test writes.
import { Authorizer, type AuthFetch, type AuthorizerOptions, type AuthStep } from '../../src/index';

export const SERVER = 'https://mcp.example.com/mcp';
export const ISSUER = 'https://auth.example.com';
export const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

/** What the stand-in advertises: DPoP (default yes) and its grant types (default client credentials). */
export interface StandInMetadata {
  dpop?: boolean;
  grants?: string[];
}

/**
 * A fetch that serves the protected resource's metadata and its authorization server's, and hands
 * every other request (the token endpoint's, the identity provider's) to `rest` (404 without one).
 */
export function standInFetch(metadata: StandInMetadata = {}, rest?: AuthFetch): AuthFetch {
  return async (url, init) => {
    if (url === 'https://mcp.example.com/.well-known/oauth-protected-resource/mcp')
      return Response.json({ resource: SERVER, authorization_servers: [ISSUER] });
    if (url === `${ISSUER}/.well-known/oauth-authorization-server`)
      return Response.json({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/authorize`,
        token_endpoint: `${ISSUER}/token`,
        code_challenge_methods_supported: ['S256'],
        grant_types_supported: metadata.grants ?? ['client_credentials'],
        ...(metadata.dpop === false ? {} : { dpop_signing_alg_values_supported: ['ES256'] }),
      });
    return rest ? rest(url, init) : new Response('', { status: 404 });
  };
}

/** A 401 the stand-in's MCP server answers without a token: what starts each authorization. */
export const CHALLENGE = {
  request: { method: 'POST', url: SERVER, headers: {} },
  response: { status: 401, headers: { 'www-authenticate': 'Bearer' }, body: '' },
};

/**
 * An authorizer for `SERVER` over `fetchAuth`, as a pre-registered client (`app`, with `secret` when
 * given) that never opens a browser; its steps are collected as they are reported.
 */
export function standInAuthorizer(
  fetchAuth: AuthFetch,
  more: Partial<AuthorizerOptions> & { secret?: string } = {},
): { authorizer: Authorizer; steps: AuthStep[] } {
  const { secret, ...options } = more;
  const steps: AuthStep[] = [];
  const authorizer = new Authorizer({
    fetch: fetchAuth,
    serverUrl: SERVER,
    identity: {
      clientName: 'test',
      redirectUri: 'http://127.0.0.1:8976/callback',
      preRegistered: { client_id: 'app', ...(secret !== undefined ? { client_secret: secret } : {}) },
    },
    openAuthorization: () => Promise.reject(new Error('no user here')),
    onStep: (step) => steps.push(step),
    ...options,
  });
  return { authorizer, steps };
}
