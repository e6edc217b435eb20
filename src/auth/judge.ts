import type { Finding } from '../check/finding';
import { readChallenge } from './challenge';
import { authFinding } from './finding';
import { discoverResourceMetadata } from './resource-metadata';
import { discoverServerMetadata } from './server-metadata';
import type { AuthFetch, AuthRequest, AuthResponse, AuthStep } from './types';

/**
 * What `judgeAuthorization` found: whether the server asks for authorization, each step with its
 * exchanges and findings (for the scan's Authorization card), and all findings in step order.
 *
 * @example
 * const judged: AuthorizationJudgement = { protected: false, steps: [], findings: [] };
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
 * const judged = await judgeAuthorization(fetchAuth, { serverUrl: 'http://127.0.0.1:3000/mcp', request, response });
 * judged.findings.map((f) => f.rule) // ['R-AUTH-7'] for an authorization server without S256
 */
export async function judgeAuthorization(
  fetch: AuthFetch,
  input: { serverUrl: string; request: AuthRequest; response: AuthResponse; signal?: AbortSignal },
): Promise<AuthorizationJudgement> {
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
