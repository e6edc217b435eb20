import { buildRequest, isJsonObject } from '../../../../../../src/index';
import type { Check, Outcome } from '../../types';
import { rpcError, rpcResult, type DemoClient, type LiveExchange } from '../demo-client';
import { noRpcError, sentParams } from '../live-checks';
import { docFromBuilt, type RequestDoc } from '../request-doc';
import { answerFor, listedTools, sampleArguments, toolsMatching, type ListedTool } from '../samples';
import type { LivePrep } from '../types';

/** Everything this client can answer, so any demo question is allowed. */
const CAPABILITIES = { elicitation: { form: {}, url: {} }, sampling: {}, roots: {} };
const CANDIDATES = /input|elicit|confirm|approv|delete|ask|question/i;

function call(tool: ListedTool, id: number, extra: Record<string, unknown> = {}): RequestDoc {
  const params = { name: tool.name, arguments: sampleArguments(tool.inputSchema), ...extra };
  return docFromBuilt(buildRequest({ method: 'tools/call', id, params, clientCapabilities: CAPABILITIES }));
}

/** The MRTR step: find a tool that answers input_required, show round 1, and prepare round 2. */
export async function mrtrScenario(client: DemoClient): Promise<LivePrep> {
  const listing = await client.send(docFromBuilt(buildRequest({ method: 'tools/list', id: 1 })));
  const candidates = toolsMatching(listedTools(listing.response), CANDIDATES).slice(0, 4);
  for (const tool of candidates) {
    const round1 = call(tool, 1);
    const answer = await client.send(round1);
    const result = rpcResult(answer.response);
    if (result?.['resultType'] === 'input_required') return prepared(tool, round1, answer, result);
  }
  return {
    examples: [{ label: 'tools/list', exchange: listing }],
    problem: 'The demo server lists no tool that answers input_required, so this round cannot be driven here.',
  };
}

function prepared(
  tool: ListedTool,
  round1: RequestDoc,
  answer: LiveExchange,
  result: Record<string, unknown>,
): LivePrep {
  const inputRequests = isJsonObject(result['inputRequests']) ? result['inputRequests'] : {};
  const requestState = result['requestState'];
  const state = typeof requestState === 'string' ? { requestState } : {};
  const responses = Object.fromEntries(Object.entries(inputRequests).map(([k, r]) => [k, answerFor(r)]));
  const solution = call(tool, 2, { inputResponses: responses, ...state });
  const tampered =
    typeof requestState === 'string'
      ? call(tool, 2, { inputResponses: responses, requestState: tamper(requestState) })
      : solution;
  return {
    examples: [
      {
        label: `Round 1: tools/call ${tool.name}`,
        note: 'The server ends the call with questions (inputRequests) and a sealed requestState instead of sending its own request.',
        exchange: answer,
      },
    ],
    exercise: {
      start: round1,
      solution,
      mistakes: {
        'same-id': call(tool, 1, { inputResponses: responses, ...state }),
        tampered,
        'missing-answer': call(tool, 2, { inputResponses: {}, ...state }),
        declined: call(tool, 2, {
          inputResponses: Object.fromEntries(Object.keys(inputRequests).map((k) => [k, { action: 'decline' }])),
          ...state,
        }),
      },
      checks: roundTwoChecks(inputRequests, requestState),
    },
  };
}

function roundTwoChecks(inputRequests: Record<string, unknown>, requestState: unknown): Check[] {
  const keys = Object.keys(inputRequests);
  const refused = (o: Outcome) => rpcError(o.response) !== undefined;
  return [
    (o) => (o.request.id === 1 ? 'The retry is a new request: give it a new id (round 1 used 1).' : null),
    (o) => {
      const sent = sentParams(o)['inputResponses'];
      const missing = keys.filter((k) => !isJsonObject(sent) || !(k in sent));
      return missing.length ? `Answer every question: inputResponses lacks ${missing.join(', ')}.` : null;
    },
    (o) => {
      const sent = sentParams(o)['inputResponses'];
      const declined = keys.filter((k) => {
        const answer = isJsonObject(sent) ? sent[k] : undefined;
        return isElicitation(inputRequests[k]) && isJsonObject(answer) && answer['action'] !== 'accept';
      });
      return declined.length
        ? `The task says accept: answer ${declined.join(', ')} with "action": "accept" and its content.`
        : null;
    },
    // The server judges requestState (any value it sealed is fine); explain only when it refused a changed one.
    (o) =>
      refused(o) && requestState !== undefined && sentParams(o)['requestState'] !== requestState
        ? 'Echo requestState exactly as round 1 sent it, byte for byte.'
        : null,
    noRpcError,
    (o) => {
      const result = rpcResult(o.response);
      if (!result || result['resultType'] === 'complete') return null;
      const progressed = result['resultType'] === 'input_required' && result['requestState'] !== requestState;
      return progressed ? null : 'The server asked the same questions again: an answer is missing or malformed.';
    },
  ];
}

const isElicitation = (r: unknown) => isJsonObject(r) && r['method'] === 'elicitation/create';

// A character in the middle: the last one of a Base64 text may only carry padding bits.
function tamper(text: string): string {
  const at = Math.floor(text.length / 2);
  return text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
}
