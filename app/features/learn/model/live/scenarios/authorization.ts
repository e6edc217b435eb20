import { buildRequest, readChallenge } from '../../../../../../src/index';
import { DEMO_PROTECTED_PATH, type DemoClient, type LiveExchange } from '../demo-client';
import { docFromBuilt } from '../request-doc';
import type { LivePrep } from '../types';
import { runResourceMetadataAnswer, type UrlDoc } from '../url-answer';

const ACCEPT = { Accept: 'application/json' };
/** The protected demo's twin whose resource metadata names another resource (R-AUTH-4). */
const MISCONFIGURED_PATH = '/demo/protected-misconfigured';
// A 401's body is OAuth's error object, not JSON-RPC's: the checker's word on its shape is not the lesson.
const CHALLENGE_RULES = new Set(['R-RPC-1', 'R-RPC-5']);

/**
 * The authorization step: server/discover sent to the protected demo without a token (a 401 whose
 * WWW-Authenticate names the resource metadata); the exercise fetches that document by its URL.
 */
export async function authorizationScenario(client: DemoClient): Promise<LivePrep> {
  const serverUrl = new URL(DEMO_PROTECTED_PATH, client.url).href;
  const discover = docFromBuilt(buildRequest({ method: 'server/discover', id: 1 }));
  const refused = await client.send(discover, { to: serverUrl });
  const { request, response } = refused.recorded;
  const challenge = readChallenge(
    { method: 'POST', url: request.url, headers: request.headers, body: request.body },
    response,
  ).value;
  const example = {
    label: 'server/discover to /demo/protected, without a token',
    note: 'HTTP 401: the WWW-Authenticate header says Bearer, which scope to ask for, and (resource_metadata) where the server describes itself.',
    exchange: challengeOnly(refused),
  };
  if (response.status !== 401 || !challenge?.resourceMetadata)
    return {
      examples: [example],
      problem: `The protected demo answered HTTP ${response.status} without a resource_metadata challenge.`,
    };
  const at = (path: string): UrlDoc => ({ url: new URL(path, client.url).href, headers: ACCEPT });
  const solution: UrlDoc = { url: challenge.resourceMetadata, headers: ACCEPT };
  return {
    examples: [example],
    exercise: {
      start: { url: '', headers: ACCEPT },
      editor: {
        title: 'Your request: the URL to GET and its headers (no JSON-RPC body)',
        label: 'Your request (JSON with the URL to GET and its headers)',
      },
      solution,
      mistakes: {
        'server-url': at(DEMO_PROTECTED_PATH),
        'bare-well-known': at('/.well-known/oauth-protected-resource'),
        'other-resource': at(`/.well-known/oauth-protected-resource${MISCONFIGURED_PATH}`),
        'authorization-server': at('/.well-known/oauth-authorization-server/demo/auth'),
      },
      checks: [],
      run: (text, signal) => runResourceMetadataAnswer(client, serverUrl, text, signal),
    },
  };
}

/** A 401 is not a JSON-RPC answer, and is not meant to be: the checker's words on that are left out. */
function challengeOnly(exchange: LiveExchange): LiveExchange {
  return { ...exchange, findings: exchange.findings.filter((f) => !CHALLENGE_RULES.has(f.rule)) };
}
