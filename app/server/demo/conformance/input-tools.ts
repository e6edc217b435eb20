import type { HandlerResult, JsonObject } from '../../../../src';
import { invalidParams } from '../mcp/errors';
import { textResult } from '../showcase/results';
import type { DemoContext, ToolDef } from '../surface/catalog';
import { declares, INPUT_METHODS } from '../surface/client-capabilities';
import { fixtureTool } from './fixture';
import {
  capabilitiesFor,
  elicitInput,
  gather,
  rootsInput,
  sampleInput,
  type GatherPlan,
  type InputSpec,
} from './gather';

const askName = (key: string, message = 'What is your name?'): InputSpec =>
  elicitInput(key, message, { name: { type: 'string' } }, ['name']);
const askConfirm = (key: string): InputSpec => elicitInput(key, 'Please confirm', { ok: { type: 'boolean' } }, ['ok']);
const askCapital = (key: string): InputSpec => sampleInput(key, 'What is the capital of France?', 100);

/** The `name` of an accepted name elicitation; a declined one reads as null. */
function nameOf(answer: unknown, key: string): string | null {
  if (answer === null) return null;
  const name = (answer as JsonObject)['name'];
  if (typeof name !== 'string' || name.trim() === '')
    throw invalidParams(`inputResponses.${key}.content.name must be a non-empty string.`);
  return name;
}

/** A tool that gathers `plan`'s inputs over MRTR rounds, then answers with `finish`. */
function mrtrTool(
  name: string,
  title: string,
  description: string,
  plan: GatherPlan,
  finish: (answers: JsonObject, ctx: DemoContext) => HandlerResult | Promise<HandlerResult>,
): ToolDef {
  return {
    tool: fixtureTool(name, title, description),
    requires: (request) => capabilitiesFor(plan, request),
    call: (args, ctx) => gather(ctx, { method: 'tools/call', name, args }, plan, (answers) => finish(answers, ctx)),
  };
}

const greeting = (name: string | null): string => (name === null ? 'Hello, whoever you are!' : `Hello, ${name}!`);

const sealedConfirm = (name: string, title: string, description: string): ToolDef =>
  mrtrTool(name, title, description, { stages: [[askConfirm('confirm')]], stateful: true }, (answers) =>
    textResult(`state-ok: the sealed requestState verified; confirmed=${JSON.stringify(answers['confirm'])}.`),
  );

// The suite's input-required-result-* scenarios (SEP-2322, MRTR).
const inputTools: ToolDef[] = [
  mrtrTool(
    'test_input_required_result_elicitation',
    'MRTR elicitation',
    'Asks for a name (inputRequests "user_name", no requestState), then greets; a retry without it asks again.',
    { stages: [[askName('user_name')]], stateful: false },
    (answers) => textResult(greeting(nameOf(answers['user_name'], 'user_name'))),
  ),
  mrtrTool(
    'test_input_required_result_sampling',
    'MRTR sampling',
    'Asks the client to sample "What is the capital of France?" ("capital_question"), then returns the answer.',
    { stages: [[askCapital('capital_question')]], stateful: false },
    (answers) => textResult(`The model answered: ${String(answers['capital_question'])}`),
  ),
  mrtrTool(
    'test_input_required_result_list_roots',
    'MRTR roots',
    'Asks for the client\'s roots ("client_roots"), then lists them.',
    { stages: [[rootsInput('client_roots')]], stateful: false },
    (answers) => textResult(`Client roots: ${(answers['client_roots'] as string[]).join(', ') || '(none)'}`),
  ),
  sealedConfirm(
    'test_input_required_result_request_state',
    'MRTR requestState',
    'Asks to confirm with an HMAC-sealed requestState; the retry must echo it, and the answer says state-ok.',
  ),
  mrtrTool(
    'test_input_required_result_multiple_inputs',
    'MRTR several inputs',
    'Asks for a name, a sampled greeting and the roots in one round, with a sealed requestState keeping partial answers.',
    {
      stages: [[askName('user_name'), sampleInput('greeting', 'Generate a greeting', 50), rootsInput('client_roots')]],
      stateful: true,
    },
    (answers) =>
      textResult(
        `${String(answers['greeting'])} ${nameOf(answers['user_name'], 'user_name') ?? 'stranger'} ` +
          `(roots: ${(answers['client_roots'] as string[]).join(', ') || 'none'}).`,
      ),
  ),
  mrtrTool(
    'test_input_required_result_multi_round',
    'MRTR several rounds',
    'Asks for a name, then (new requestState) for a favourite colour, then completes.',
    {
      stages: [
        [askName('step1', 'Step 1: What is your name?')],
        [elicitInput('step2', 'Step 2: What is your favorite color?', { color: { type: 'string' } }, ['color'])],
      ],
      stateful: true,
    },
    (answers) => {
      const color = (answers['step2'] as JsonObject | null)?.['color'];
      return textResult(`${nameOf(answers['step1'], 'step1') ?? 'Someone'} likes ${String(color ?? 'no colour')}.`);
    },
  ),
  sealedConfirm(
    'test_input_required_result_tampered_state',
    'MRTR tampered state',
    'Asks to confirm with an HMAC-sealed requestState; a changed, expired or foreign state is refused with -32602.',
  ),
  {
    tool: fixtureTool(
      'test_input_required_result_capabilities',
      'MRTR respects capabilities',
      "Asks only for inputs the request's clientCapabilities declare (elicitation, sampling, roots); needs at least one.",
    ),
    requires: (request) => (INPUT_METHODS.some((m) => declares(request, m)) ? null : { sampling: {} }),
    async call(args, ctx) {
      const wanted = [askName('user_name'), askCapital('capital_question'), rootsInput('client_roots')];
      const plan = { stages: [wanted.filter((s) => declares(ctx.request, s.method))], stateful: false };
      const binding = { method: 'tools/call', name: 'test_input_required_result_capabilities', args };
      return gather(ctx, binding, plan, (answers) => textResult(`Received: ${Object.keys(answers).join(', ')}.`));
    },
  },
  mrtrTool(
    'test_missing_capability',
    'needs sampling',
    'Needs the sampling capability: without it -32021 on HTTP 400; with it, asks for a sample and completes.',
    { stages: [[askCapital('capital_question')]], stateful: false },
    (answers) => textResult(`Sampled: ${String(answers['capital_question'])}`),
  ),
  mrtrTool(
    'test_streaming_elicitation',
    'elicitation on the response stream',
    'Asks for a name as an InputRequiredResult on the response (never a JSON-RPC request on the stream), then greets.',
    { stages: [[askName('user_name')]], stateful: false },
    (answers, ctx) => {
      ctx.log('info', 'Name received.');
      return textResult(greeting(nameOf(answers['user_name'], 'user_name')));
    },
  ),
];

/** The input_required (MRTR) fixtures, in listing order. */
export const INPUT_FIXTURES: readonly ToolDef[] = inputTools;
