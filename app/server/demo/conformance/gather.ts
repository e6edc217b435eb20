import type { HandlerResult, JsonObject } from '../../../../src';
import type { McpRequest } from '../mcp/types';
import type { DemoContext } from '../surface/catalog';
import { missingInputCapabilities, type InputMethod, type RequiredCapabilities } from '../surface/client-capabilities';
import {
  elicitAnswer,
  elicitForm,
  inputResponses,
  listRoots,
  rootUris,
  sampledText,
  sampleText,
} from '../surface/input-requests';
import type { StateBinding } from '../surface/request-state';

/** One input a fixture asks for: its inputRequests key, the request, and how to read the answer. */
export interface InputSpec {
  key: string;
  method: InputMethod;
  request: JsonObject;
  /** The answer as the fixture keeps it (JSON); throws -32602 for a malformed response. */
  read(value: unknown, key: string): unknown;
}

/** An elicitation input; its answer is the accepted content, or null when declined or cancelled. */
export const elicitInput = (key: string, message: string, properties: JsonObject, required: string[]): InputSpec => ({
  key,
  method: 'elicitation/create',
  request: elicitForm(message, properties, required),
  read: elicitAnswer,
});

/** A sampling input; its answer is the sampled text. */
export const sampleInput = (key: string, text: string, maxTokens: number): InputSpec => ({
  key,
  method: 'sampling/createMessage',
  request: sampleText(text, maxTokens),
  read: sampledText,
});

/** A roots input; its answer is the list of root URIs. */
export const rootsInput = (key: string): InputSpec => ({
  key,
  method: 'roots/list',
  request: listRoots(),
  read: rootUris,
});

/** How a fixture gathers its inputs over MRTR rounds. */
export interface GatherPlan {
  /** Inputs asked together, one stage per round (more than one stage needs `stateful`). */
  stages: readonly (readonly InputSpec[])[];
  /**
   * Keep answers and the stage in a sealed requestState (needed for more than one stage); a
   * retry without it starts over. Without state, each retry must carry every answer.
   */
  stateful: boolean;
}

/** The -32021 requiredCapabilities for a plan's inputs the request did not declare, or null. */
export const capabilitiesFor = (plan: GatherPlan, request: McpRequest): RequiredCapabilities | null =>
  missingInputCapabilities(
    request,
    plan.stages.flat().map((s) => s.method),
  );

interface Progress {
  stage: number;
  answers: JsonObject;
}

/**
 * Runs one MRTR round (MRTR § Basic Workflow): reads this retry's inputResponses (keys not asked
 * for are ignored), keeps the answers, and either asks for what is still missing (again, when a
 * response is missing) or hands every answer to `finish`.
 */
export async function gather(
  ctx: DemoContext,
  binding: StateBinding,
  plan: GatherPlan,
  finish: (answers: JsonObject) => HandlerResult | Promise<HandlerResult>,
): Promise<HandlerResult> {
  const responses = inputResponses(ctx.request.params);
  const sealed = ctx.request.params['requestState'];
  const resumed: Progress | undefined =
    plan.stateful && sealed !== undefined ? (ctx.state.open(sealed, binding) as unknown as Progress) : undefined;
  // A stateful plan accepts answers only together with the state that asked for them, and only
  // for the stage that state asked.
  const progress: Progress = resumed ?? { stage: 0, answers: {} };
  const answers: JsonObject = { ...progress.answers };
  for (let stage = progress.stage; stage < plan.stages.length; stage++) {
    const specs = plan.stages[stage]!;
    if (stage === progress.stage && (!plan.stateful || resumed !== undefined))
      for (const spec of specs)
        if (!(spec.key in answers) && responses[spec.key] !== undefined)
          answers[spec.key] = spec.read(responses[spec.key], spec.key) as JsonObject[string];
    const missing = specs.filter((s) => !(s.key in answers));
    if (missing.length > 0) {
      const inputRequests = Object.fromEntries(missing.map((s) => [s.key, s.request]));
      const state: Progress = { stage, answers };
      return {
        kind: 'input_required',
        inputRequests,
        ...(plan.stateful ? { requestState: ctx.state.seal(binding, state as unknown as JsonObject) } : {}),
      };
    }
  }
  return finish(answers);
}
