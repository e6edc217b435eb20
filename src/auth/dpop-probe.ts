import { readChallenge } from './challenge';
import type { DpopKey } from './dpop';
import { authFinding } from './finding';
import { Recorder } from './http';
import type { AuthFetch, AuthRequest, AuthStep } from './types';

/**
 * What a recorded probe request carries instead of the access token (the proof beside it is shown).
 *
 * @example
 * PROBE_TOKEN_MASK // => 'DPoP [session-token]'
 */
export const PROBE_TOKEN_MASK = 'DPoP [session-token]';

/**
 * The deliberately wrong `htu` of the binding probe: the same origin (so the server's nonce still
 * applies) and another path, which no server serves as its MCP endpoint.
 *
 * @example
 * wrongHtuOf('https://mcp.example.com/mcp?x=1') // => 'https://mcp.example.com/mcp/not-this-endpoint'
 */
export function wrongHtuOf(url: string): string {
  const target = new URL(url);
  return `${target.origin}${target.pathname.replace(/\/$/, '')}/not-this-endpoint`;
}

/**
 * A check the user asks for, never part of a normal flow (the request it sends is wrong on purpose):
 * `request` goes to the MCP server with the DPoP-bound token and a proof whose `htu` names another
 * URL. A server that checks the binding refuses it (401); one that answers it accepts proofs made
 * for other requests (R-AUTH-26). A `use_dpop_nonce` answer gets one retry with its nonce. The step's
 * recorded requests carry `PROBE_TOKEN_MASK` instead of the token.
 *
 * @example
 * const key = await DpopKey.generate('ES256');
 * const lax: AuthFetch = async () => Response.json({ jsonrpc: '2.0', id: 1, result: {} });
 * const request = { method: 'POST', url: 'https://mcp.example.com/mcp', headers: {}, body: '{}' };
 * const step = await probeDpopBinding(lax, { key, accessToken: 'at', request });
 * step.findings.map((f) => f.rule) // => ['R-AUTH-26']
 * decodeJwt(dpopProofOf(step.sent[0]!)!)?.claims['htu'] // => 'https://mcp.example.com/mcp/not-this-endpoint'
 * step.sent[0]!.headers['Authorization'] // => 'DPoP [session-token]'
 */
export async function probeDpopBinding(
  fetch: AuthFetch,
  input: { key: DpopKey; accessToken: string; request: AuthRequest; signal?: AbortSignal },
): Promise<AuthStep> {
  const { key, accessToken, request } = input;
  const htu = wrongHtuOf(request.url);
  const recorder = new Recorder(fetch, input.signal);
  const step: AuthStep = {
    kind: 'dpop-probe',
    label: `DPoP binding probe: a proof for ${htu} sent to ${request.url}`,
    sent: [],
    received: [],
    findings: [],
    ok: false,
    thumbprint: await key.thumbprint(),
  };
  let answer = null;
  for (let attempt = 0; attempt < 2; attempt++) {
    const proof = await key.resourceHeaders({ method: request.method, url: htu, accessToken });
    answer = await recorder.send({ ...request, headers: { ...request.headers, ...proof } });
    const asked = answer ? readChallenge(request, answer).value : undefined;
    if (asked?.error !== 'use_dpop_nonce' || !asked.dpopNonce || attempt > 0) break;
    key.useNonce(request.url, asked.dpopNonce);
  }
  step.sent = recorder.sent.map((sent) => ({ ...sent, headers: { ...sent.headers, Authorization: PROBE_TOKEN_MASK } }));
  step.received = recorder.received;
  if (!answer) {
    step.error = `no answer: ${recorder.lastError || 'the request failed'}`;
    return step;
  }
  if (answer.status === 401 || answer.status === 403) {
    step.ok = true;
    step.label = `${step.label}: refused (${answer.status}), as it must be`;
    return step;
  }
  if (answer.status >= 200 && answer.status < 300) {
    step.ok = true;
    step.label = `${step.label}: accepted`;
    step.findings.push(
      authFinding(
        'R-AUTH-26',
        '',
        `The MCP server accepted a DPoP proof whose htu (${htu}) is not the URL of the request (${request.url}): a proof taken from another request would be accepted too.`,
        { expected: '401 with error="invalid_dpop_proof"', actual: `${answer.status}` },
      ),
    );
    return step;
  }
  step.error = `the answer (${answer.status}) neither accepts nor refuses the proof: the probe tells nothing about this server`;
  return step;
}
