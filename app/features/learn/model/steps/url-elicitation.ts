import { isJsonObject } from '../../../../../src/index';
import { custom, equals, hasKeyAnywhere, satisfies, valueAt } from '../checks';
import { DEMO_SERVER_INFO, spec } from '../spec-links';
import type { StepDefinition } from '../types';

const request = {
  method: 'tools/call',
  params: { name: 'connect_account', arguments: {} },
  clientCapabilities: { elicitation: { url: {} } },
};
const options = { serverInfo: DEMO_SERVER_INFO };
const legacy =
  '{:error, -32042, "This request requires more information.",\n %{"elicitations" => [%{"mode" => "url", "elicitationId" => "550e8400-e29b-41d4-a716-446655440000",\n    "url" => "https://mcp.example.com/connect", "message" => "Authorize Example Co"}]}}';
const modern =
  '{:input_required,\n %{"connect" => %{"method" => "elicitation/create",\n   "params" => %{"mode" => "url", "url" => "https://mcp.example.com/connect",\n     "message" => "Authorize Example Co"}}},\n "sealed-connect-state"}';

export const urlElicitation: StepDefinition = {
  id: 'url-elicitation',
  title: 'URL-mode elicitation without elicitationId, and the end of -32042',
  summary: 'Out-of-band flows are URL-mode input requests; the client learns the outcome by retrying.',
  changes: ['m11', 'M7'],
  explanation: [
    'Some input cannot go through a form in the client: signing in to a third party, paying, pasting a secret. For those the server sends the user to a URL (URL-mode elicitation).',
    'In 2025-11-25 the server could fail the call with -32042 listing the URLs, tag each with an elicitationId, and later send notifications/elicitation/complete. In 2026-07-28 all three are gone. The URL request is an ordinary entry of inputRequests, and when the user is done the client simply retries the call; the server tells from requestState (and its own records) whether the flow finished.',
    'The client must have declared elicitation with its url mode in this request’s capabilities.',
  ],
  spec: [
    spec('client/elicitation', 'url-mode-elicitation-requests', 'URL-mode elicitation'),
    spec('basic', 'error-codes', 'Error codes (-32042 retired)'),
  ],
  example: { cases: [{ request, handler: modern, options }] },
  exercise: {
    kind: 'handler',
    task: 'This handler still answers the 2025 way with -32042. Rewrite it as an input_required result with one URL-mode request (key "connect") and a requestState, with no elicitationId anywhere.',
    hint: 'Use {:input_required, %{"connect" => %{"method" => "elicitation/create", "params" => %{"mode" => "url", "url" => …, "message" => …}}}, "some-state"} (R-ERR-1, R-MRTR-13).',
    request,
    options,
    start: legacy,
    solution: modern,
    teaches: ['R-MRTR-13'],
    checks: [
      equals('/result/resultType', 'input_required', 'The answer must be an input_required result, not an error.'),
      custom((o) => {
        const requests = valueAt(o.response, '/result/inputRequests');
        const keys = isJsonObject(requests) ? Object.keys(requests) : [];
        return keys.length === 1 && keys[0] === 'connect'
          ? null
          : `Ask exactly one question, under the key "connect" (inputRequests has ${JSON.stringify(keys)}).`;
      }),
      equals('/result/inputRequests/connect/method', 'elicitation/create', 'The "connect" request is an elicitation.'),
      equals('/result/inputRequests/connect/params/mode', 'url', 'The "connect" request must be URL mode.'),
      custom((o) =>
        hasKeyAnywhere(o.response, 'elicitationId') ? 'elicitationId no longer exists: remove it.' : null,
      ),
      satisfies('/result/requestState', (v) => typeof v === 'string', 'Give the server its requestState string.'),
    ],
  },
  wrong: {
    text: modern.replace('"mode" => "url",', '"mode" => "url", "elicitationId" => "550e8400",'),
    feedback: 'R-MRTR-13',
  },
};
