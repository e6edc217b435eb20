import { absent, custom, equals } from '../checks';
import { DEMO_SERVER_INFO, spec } from '../spec-links';
import type { StepDefinition } from '../types';

const call = { name: 'delete_files', arguments: { pattern: '*.tmp' } };
const elicit =
  '{:input_required,\n %{"confirm" => %{"method" => "elicitation/create",\n   "params" => %{"mode" => "form", "message" => "Delete 3 files?",\n     "requestedSchema" => %{"type" => "object", "properties" => %{"ok" => %{"type" => "boolean"}}, "required" => ["ok"]}}}},\n "v1.sealed-state"}';
const sample =
  '{:input_required,\n %{"summary" => %{"method" => "sampling/createMessage",\n   "params" => %{"messages" => [%{"role" => "user", "content" => %{"type" => "text", "text" => "Summarize the 3 files"}}],\n     "maxTokens" => 200}}},\n "v1.sealed-state"}';
const request = { method: 'tools/call', params: call, clientCapabilities: { sampling: {} } };
const options = { serverInfo: DEMO_SERVER_INFO };

type Requests = Record<string, { method?: unknown }>;
const inputRequests = (o: { response: unknown }): Requests | undefined =>
  (o.response as { result?: { inputRequests?: Requests } }).result?.inputRequests;

export const inputRequired: StepDefinition = {
  id: 'input-required',
  title: 'Multi-round requests: input_required instead of server requests',
  summary:
    'A server never sends its own JSON-RPC request; it answers input_required with inputRequests and requestState.',
  changes: ['M7', 'M8'],
  explanation: [
    'In 2025-11-25 a server that needed something from the user sent its own request to the client in the middle of a call: elicitation/create, sampling/createMessage or roots/list. That only works while a connection stays open, which a stateless protocol cannot promise.',
    'In 2026-07-28 the server ends the call instead, with a result whose resultType is "input_required". Its inputRequests map names each question (the keys are the server’s choice), and requestState is an opaque string the client must send back unchanged; the server protects it against tampering.',
    'Only tools/call, prompts/get and resources/read may answer like that, and the server may ask only for what this very request declared in its clientCapabilities. Interim results never carry cache hints. The legacy pane below stays empty: 2025 had no way to express this answer.',
  ],
  spec: [
    spec('basic/patterns/mrtr', 'inputrequiredresult', 'InputRequiredResult'),
    spec('basic/patterns/mrtr', 'server-requirements-basic-workflow', 'Server requirements'),
    spec('server/tools', 'input-required-tool-results', 'Input-required tool results'),
  ],
  example: {
    cases: [{ request: { ...request, clientCapabilities: { elicitation: { form: {} } } }, handler: elicit, options }],
  },
  exercise: {
    kind: 'handler',
    task: 'This client declared only sampling, so asking it for a form is not allowed. Replace the question with one sampling request that asks the model to summarize the files (maxTokens 200).',
    hint: 'Use "method" => "sampling/createMessage" with params "messages" (a list with one user message) and an integer "maxTokens" (R-MRTR-6, R-MRTR-3).',
    request,
    options,
    start: elicit,
    solution: sample,
    checks: [
      equals('/result/resultType', 'input_required', 'The result must still be an input_required answer.'),
      custom((o) => {
        const requests = Object.values(inputRequests(o) ?? {});
        if (requests.length !== 1) return `Ask exactly one question (inputRequests has ${requests.length} entries).`;
        return requests[0]?.method === 'sampling/createMessage'
          ? null
          : 'The one input request must be a sampling/createMessage: that is all this client declared.';
      }),
      absent('/result/ttlMs', 'An interim result carries no cache hints.'),
    ],
  },
  wrong: {
    text: sample.replace('"maxTokens" => 200', '"maxTokens" => "200"'),
    feedback: 'R-MRTR-3',
  },
};
