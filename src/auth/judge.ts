import type { Finding } from '../check/finding';
import { readChallenge } from './challenge';
import { authFinding } from './finding';
import { guardNamedUrls } from './http';
import { discoverResourceMetadata } from './resource-metadata';
import { discoverServerMetadata } from './server-metadata';
import type { AuthFetch, AuthRequest, AuthResponse, AuthStep } from './types';

/**
 * What `judgeAuthorization` found: whether the server asks for authorization, each step with its
 * exchanges and findings (for the scan's Authorization card), and all findings in step order.
 *
 * @example
 * const request = { method: 'POST', url: 'https://mcp.example.com/mcp', headers: {} };
 * // A server that answers without asking sends the judge nowhere:
 * const fetchAuth: AuthFetch = () => Promise.reject(new Error('not called'));
 * const judged = await judgeAuthorization(fetchAuth, { serverUrl: request.url, request, response: { status: 200, headers: {}, body: '{}' } });
 * judged.protected // => false
 * judged.findings.map((f) => f.rule) // => ['R-AUTH-17']
 */
export interface AuthorizationJudgement {
  protected: boolean;
  steps: AuthStep[];
  findings: Finding[];
}

/**
 * The scan's Authorization area, without credentials: given the answer to an unauthenticated MCP
 * request (the scan's server/discover), judges its 401 challenge, the Protected Resource Metadata
 * (from the challenge or the well-known URIs) and every authorization server it names (RFC 8414 /
 * OpenID metadata, issuer, PKCE S256, endpoints). It goes on past a refused step (a mismatched
 * resource) so the report shows every defect. A server that answered without asking gets one
 * R-AUTH-17 info finding. Never rejects: network failures become findings of the step.
 *
 * @example
 * const documents: Record<string, object> = {
 *   'https://mcp.example.com/.well-known/oauth-protected-resource/mcp': { resource: 'https://mcp.example.com/mcp', authorization_servers: ['https://auth.example.com'] },
 *   'https://auth.example.com/.well-known/oauth-authorization-server': { issuer: 'https://auth.example.com', authorization_endpoint: 'https://auth.example.com/authorize', token_endpoint: 'https://auth.example.com/token' },
 * };
 * const fetchAuth: AuthFetch = async (url) => (documents[url] ? Response.json(documents[url]) : new Response('', { status: 404 }));
 * const request = { method: 'POST', url: 'https://mcp.example.com/mcp', headers: {} };
 * const judged = await judgeAuthorization(fetchAuth, { serverUrl: request.url, request, response: { status: 401, headers: { 'www-authenticate': 'Bearer' }, body: '' } });
 * // No scope in the challenge (R-AUTH-15), no S256 (R-AUTH-7), no way to register (R-AUTH-9):
 * judged.findings.map((f) => f.rule) // => ['R-AUTH-15', 'R-AUTH-7', 'R-AUTH-9']
 */
export async function judgeAuthorization(
  fetch: AuthFetch,
  input: { serverUrl: string; request: AuthRequest; response: AuthResponse; signal?: AbortSignal },
): Promise<AuthorizationJudgement> {
  fetch = guardNamedUrls(fetch, input.serverUrl);
  const steps: AuthStep[] = [];
  const signal = input.signal ? { signal: input.signal } : {};
  const done = (isProtected: boolean): AuthorizationJudgement => ({
    protected: isProtected,
    steps,
    findings: steps.flatMap((s) => s.findings),
  });
  if (input.response.status !== 401) {
    const asked = input.response.status === 403 ? ' (403 without a token is a refusal, not a challenge)' : '';
    steps.push({
      kind: 'challenge',
      label: `The server answered ${input.response.status} without a token`,
      sent: [input.request],
      received: [input.response],
      findings: [
        authFinding(
          'R-AUTH-17',
          '',
          `The server answered HTTP ${input.response.status} without authorization${asked}.`,
        ),
      ],
      ok: true,
    });
    return done(false);
  }
  const challenge = readChallenge(input.request, input.response);
  steps.push(challenge);
  const resource = await discoverResourceMetadata(fetch, {
    serverUrl: input.serverUrl,
    ...(challenge.value?.resourceMetadata ? { resourceMetadataUrl: challenge.value.resourceMetadata } : {}),
    ...signal,
  });
  steps.push(resource);
  for (const issuer of resource.value?.authorization_servers ?? [])
    steps.push(await discoverServerMetadata(fetch, { issuer, ...signal }));
  return done(true);
}
