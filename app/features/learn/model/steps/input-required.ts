import { absent, custom, equals } from '../checks';
import { DEMO_SERVER_INFO, spec } from '../spec-links';
import type { StepDefinition } from '../types';

const call = { name: 'delete_files', arguments: { pattern: '*.tmp' } };
const elicit =
  '{:input_required,\n %{"why" => %{"method" => "elicitation/create",\n   "params" => %{"mode" => "form", "message" => "Why delete these files?",\n     "requestedSchema" => %{"type" => "object", "properties" => %{"reason" => %{"type" => "string"}}}}}},\n "v1.sealed-state"}';
const sample =
  '{:input_required,\n %{"summary" => %{"method" => "sampling/createMessage",\n   "params" => %{"messages" => [%{"role" => "user", "content" => %{"type" => "text", "text" => "Summarize the 3 files"}}],\n     "maxTokens" => 200}}},\n "v1.sealed-state"}';
const confirm =
  '{:input_required,\n %{"confirm" => %{"method" => "elicitation/create",\n   "params" => %{"mode" => "form", "message" => "Delete 3 files?",\n     "requestedSchema" => %{"type" => "object", "properties" => %{"confirm" => %{"type" => "boolean"}}, "required" => ["confirm"]}}}},\n "v1.sealed-state"}';
const request = { method: 'tools/call', params: call, clientCapabilities: { elicitation: { form: {} } } };
const options = { serverInfo: DEMO_SERVER_INFO };

type Requests = Record<string, { method?: unknown; params?: Record<string, unknown> }>;
const inputRequests = (o: { response: unknown }): Requests | undefined =>
  (o.response as { result?: { inputRequests?: Requests } }).result?.inputRequests;
const onlyRequest = (o: { response: unknown }) => Object.values(inputRequests(o) ?? {})[0];

export const inputRequired: StepDefinition = {
  id: 'input-required',
  title: 'Multi-round requests: input_required instead of server requests',
  summary:
    'A server never sends its own JSON-RPC request; it answers input_required with inputRequests and requestState.',
  changes: ['M7', 'M8'],
  explanation: [
    'In 2025-11-25 a server that needed something from the user sent its own request to the client in the middle of a call: elicitation/create, sampling/createMessage or roots/list. That only works while a connection stays open, which a stateless protocol cannot promise.',
    'In 2026-07-28 the server ends the call instead, with a result whose resultType is "input_required". Its inputRequests map names each question (the keys are the server’s choice), and requestState is an opaque string the client must send back unchanged; the server protects it against tampering.',
    'Only tools/call, prompts/get and resources/read may answer like that, and the server may ask only for what this very request declared in its clientCapabilities. Interim results never carry cache hints. The legacy pane below stays empty: 2025 had no way to express this answer. Sampling can still be asked for the same way, but it is deprecated, so prefer elicitation.',
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
    task: 'This client declared only form elicitation, so asking its model for a summary (sampling) is not allowed. Replace the question with one form elicitation that asks the user to confirm, through a required boolean field named confirm.',
    hint: 'Use "method" => "elicitation/create" with params "mode" => "form", a "message", and a "requestedSchema" whose properties hold "confirm" => %{"type" => "boolean"} and whose "required" lists it (R-MRTR-6).',
    request,
    options,
    start: sample,
    solution: confirm,
    checks: [
      equals('/result/resultType', 'input_required', 'The result must still be an input_required answer.'),
      custom((o) => {
        const requests = Object.values(inputRequests(o) ?? {});
        if (requests.length !== 1) return `Ask exactly one question (inputRequests has ${requests.length} entries).`;
        return requests[0]?.method === 'elicitation/create'
          ? null
          : 'The one input request must be an elicitation/create: that is all this client declared.';
      }),
      custom((o) => {
        const params = onlyRequest(o)?.params ?? {};
        if (params['mode'] !== undefined && params['mode'] !== 'form')
          return 'This client declared the form mode only.';
        return typeof params['message'] === 'string' && params['message'].trim() !== ''
          ? null
          : 'Tell the user what to confirm in "message".';
      }),
      custom((o) => {
        const schema = onlyRequest(o)?.params?.['requestedSchema'] as Record<string, unknown> | undefined;
        const field = (schema?.['properties'] as Record<string, { type?: unknown }> | undefined)?.['confirm'];
        if (field?.type !== 'boolean') return 'requestedSchema needs a property confirm of type boolean.';
        const required = schema?.['required'];
        return Array.isArray(required) && required.includes('confirm') ? null : 'List confirm in "required".';
      }),
      absent('/result/ttlMs', 'An interim result carries no cache hints.'),
    ],
  },
  wrong: {
    text: confirm.replace('"confirm" => %{"type" => "boolean"}', '"confirm" => %{"type" => "string"}'),
    feedback: 'boolean',
  },
};
