import * as oauth from 'oauth4webapi';
import { failToken, settleToken, tokenSet, tokenStep, withNonceRetry, type TokenSet } from './authorize';
import type { ClientCredentials } from './credentials';
import { decodeJwt, type DpopKey } from './dpop';
import { authFinding } from './finding';
import { isLoopback, Recorder } from './http';
import type { ServerMetadata } from './server-metadata';
import type { AuthFetch, AuthStep } from './types';

const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
const ID_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:id_token';
const ID_JAG_TYPE = 'urn:ietf:params:oauth:token-type:id-jag';
const ID_JAG_TYP = 'oauth-id-jag+jwt';

/**
 * The JWT-bearer grant (RFC 7523): an assertion (a workload's JWT, or an ID-JAG from the enterprise
 * identity provider) for an access token to `resource`, authenticated as `tokenAuthMethod` says.
 * A refusal ends here (R-AUTH-12): the caller neither retries nor switches grant.
 *
 * @example
 * const server = { issuer: 'https://auth.example.com', token_endpoint: 'https://auth.example.com/token' };
 * const fetchAuth: AuthFetch = async () => Response.json({ access_token: 'at', token_type: 'Bearer' });
 * const step = await jwtBearerToken(fetchAuth, { server, client: { client_id: 'workload', source: 'pre-registered' }, assertion: 'eyJ.workload.jwt', resource: 'https://mcp.example.com/mcp', scopes: [] });
 * step.value?.access_token // => 'at'
 * new URLSearchParams(step.sent[0]?.body).get('grant_type') // => 'urn:ietf:params:oauth:grant-type:jwt-bearer'
 */
export async function jwtBearerToken(
  fetch: AuthFetch,
  input: {
    server: ServerMetadata;
    client: ClientCredentials;
    assertion: string;
    resource: string;
    scopes: string[];
    signal?: AbortSignal;
    dpop?: DpopKey;
  },
): Promise<AuthStep<TokenSet>> {
  const { recorder, step, client, auth, options } = tokenStep(fetch, input, 'JWT bearer');
  const parameters: Record<string, string> = { assertion: input.assertion, resource: input.resource };
  if (input.scopes.length > 0) parameters['scope'] = input.scopes.join(' ');
  try {
    const answer = await withNonceRetry(input.dpop, async () => {
      const response = await oauth.genericTokenEndpointRequest(
        input.server,
        client,
        auth,
        JWT_BEARER,
        parameters,
        options,
      );
      return oauth.processGenericTokenEndpointResponse(input.server, client, response);
    });
    await settleToken(step, input, tokenSet(answer, input.server.issuer, input.resource, input.scopes));
  } catch (error) {
    failToken(step, error, recorder, 'R-AUTH-12', input.dpop);
  }
  return step;
}

/**
 * The enterprise identity provider of enterprise-managed authorization, as the user names it.
 *
 * @example
 * const idp: IdentityProvider = { issuer: 'https://idp.example.com', clientId: 'idp-app', idToken: 'eyJ.id.token' };
 * idp.token_endpoint // => undefined
 */
export interface IdentityProvider {
  issuer: string;
  /** Its token endpoint; absent, the Authorizer reads it from the provider's metadata. */
  token_endpoint?: string;
  /** This client's id at the identity provider. */
  clientId: string;
  /** The user's ID token from the identity provider (the subject of the exchange). */
  idToken: string;
}

/**
 * Enterprise-managed authorization, first half: a token exchange (RFC 8693) at the identity
 * provider of the user's ID token for an identity assertion (ID-JAG) naming the MCP server's
 * authorization server (`audience`) and the MCP server (`resource`). The answer must be an ID-JAG
 * (`issued_token_type`, `typ`) for that client and resource (R-AUTH-25); `value` is the assertion
 * for `jwtBearerToken`.
 *
 * @example
 * const part = (value: object) => bytesToBase64(new TextEncoder().encode(JSON.stringify(value)), { url: true });
 * const jag = `${part({ typ: 'oauth-id-jag+jwt', alg: 'ES256' })}.${part({ client_id: 'app', resource: 'https://mcp.example.com/mcp', aud: 'https://auth.example.com' })}.sig`;
 * const fetchAuth: AuthFetch = async () => Response.json({ access_token: jag, issued_token_type: 'urn:ietf:params:oauth:token-type:id-jag', token_type: 'N_A' });
 * const idp = { issuer: 'https://idp.example.com', token_endpoint: 'https://idp.example.com/token', clientId: 'idp-app', idToken: 'eyJ.id.token' };
 * const step = await exchangeForIdJag(fetchAuth, { idp, audience: 'https://auth.example.com', clientId: 'app', resource: 'https://mcp.example.com/mcp', scopes: [] });
 * [step.ok, step.value === jag, step.findings.length] // => [true, true, 0]
 */
export async function exchangeForIdJag(
  fetch: AuthFetch,
  input: {
    idp: IdentityProvider & { token_endpoint: string };
    /** The MCP server's authorization server (its issuer). */
    audience: string;
    /** This client's id at that authorization server, which the ID-JAG must name. */
    clientId: string;
    resource: string;
    scopes: string[];
    signal?: AbortSignal;
  },
): Promise<AuthStep<string>> {
  const recorder = new Recorder(fetch, input.signal);
  const step: AuthStep<string> = {
    kind: 'token-exchange',
    label: 'Token exchange at the identity provider (ID token for an identity assertion, ID-JAG)',
    sent: recorder.sent,
    received: recorder.received,
    findings: [],
    ok: false,
  };
  const idp = { issuer: input.idp.issuer, token_endpoint: input.idp.token_endpoint };
  const client = { client_id: input.idp.clientId };
  const parameters: Record<string, string> = {
    subject_token: input.idp.idToken,
    subject_token_type: ID_TOKEN_TYPE,
    requested_token_type: ID_JAG_TYPE,
    audience: input.audience,
    resource: input.resource,
  };
  if (input.scopes.length > 0) parameters['scope'] = input.scopes.join(' ');
  try {
    const response = await oauth.genericTokenEndpointRequest(idp, client, oauth.None(), TOKEN_EXCHANGE, parameters, {
      [oauth.customFetch]: recorder.customFetch,
      [oauth.allowInsecureRequests]: isLoopback(idp.token_endpoint),
    });
    // An identity assertion is not an access token: its token_type is N_A (RFC 8693 §2.2.1).
    const answer = await oauth.processGenericTokenEndpointResponse(idp, client, response, {
      recognizedTokenTypes: { n_a: () => undefined },
    });
    const problems = idJagProblems(answer, input);
    for (const [pointer, message, expected, actual] of problems)
      step.findings.push(authFinding('R-AUTH-25', pointer, message, { expected, actual }));
    if (problems.length > 0) {
      step.error = `the identity provider did not answer with an ID-JAG for this client and resource`;
      return step;
    }
    step.value = answer.access_token;
    step.ok = true;
  } catch (error) {
    failToken(step, error, recorder, 'R-AUTH-12');
  }
  return step;
}

// What makes a token exchange answer not the ID-JAG asked for: [pointer, message, expected, actual].
function idJagProblems(
  answer: oauth.TokenEndpointResponse,
  input: { audience: string; clientId: string; resource: string },
): [string, string, string, string][] {
  const out: [string, string, string, string][] = [];
  const issued = String(answer['issued_token_type'] ?? '(absent)');
  if (issued !== ID_JAG_TYPE)
    out.push(['/issued_token_type', 'The token exchange answered with another token type.', ID_JAG_TYPE, issued]);
  const jwt = decodeJwt(answer.access_token);
  if (!jwt) return [...out, ['/access_token', 'The identity assertion is not a JWT.', 'a JWT', '(not a JWT)']];
  const typ = String(jwt.header['typ'] ?? '(absent)');
  if (typ !== ID_JAG_TYP)
    out.push(['/access_token', 'The identity assertion has the wrong typ header.', ID_JAG_TYP, typ]);
  const named = (claim: string, want: string) => {
    const value = jwt.claims[claim];
    const ok = Array.isArray(value) ? value.includes(want) : value === want;
    if (!ok)
      out.push([
        '/access_token',
        `The identity assertion's ${claim} claim is not this client's.`,
        want,
        JSON.stringify(value ?? null),
      ]);
  };
  named('client_id', input.clientId);
  named('resource', input.resource);
  return out;
}
