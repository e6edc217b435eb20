import type { HandlerResult, JsonObject } from '../../../../src';
import { invalidParams, missingCapability } from '../mcp/errors';
import type { Catalog } from '../surface/catalog';
import { FIXTURE_TITLE_PREFIX } from './fixture';
import { capabilitiesFor, elicitInput, gather, type GatherPlan } from './gather';
import { RED_PIXEL_PNG } from './media';

const user = (content: JsonObject): JsonObject => ({ role: 'user', content });
const text = (t: string): JsonObject => ({ type: 'text', text: t });
const messages = (...content: JsonObject[]): HandlerResult => ({ kind: 'ok', result: { messages: content.map(user) } });
const WORDS = ['test', 'testing', 'tested', 'alpha', 'beta'];

const contextPlan: GatherPlan = {
  stages: [
    [elicitInput('user_context', 'What context should the prompt use?', { context: { type: 'string' } }, ['context'])],
  ],
  stateful: false,
};

/** The prompts-get-* fixtures, the completion fixture and the MRTR prompt, in listing order. */
export function registerFixturePrompts(catalog: Catalog): void {
  const prompt = (
    name: string,
    title: string,
    description: string,
    args: JsonObject[] = [],
  ): JsonObject & { name: string } => ({
    name,
    title: `${FIXTURE_TITLE_PREFIX}${title}`,
    description,
    ...(args.length > 0 ? { arguments: args } : {}),
  });
  catalog.addPrompt({
    prompt: prompt('test_simple_prompt', 'simple prompt', 'One user message, no arguments.'),
    get: async () => messages(text('Say something nice about the Model Context Protocol.')),
  });
  catalog.addPrompt({
    prompt: prompt('test_prompt_with_arguments', 'prompt with arguments', 'Repeats arg1 and arg2; both complete.', [
      { name: 'arg1', description: 'First argument', required: true },
      { name: 'arg2', description: 'Second argument', required: true },
    ]),
    async get(args) {
      if (args['arg1'] === undefined || args['arg2'] === undefined)
        throw invalidParams('test_prompt_with_arguments needs the arguments "arg1" and "arg2".');
      return messages(text(`Compare ${args['arg1']} with ${args['arg2']}.`));
    },
    complete: (argument, value) =>
      ['arg1', 'arg2'].includes(argument) ? WORDS.filter((w) => w.startsWith(value.toLowerCase())) : [],
  });
  catalog.addPrompt({
    prompt: prompt(
      'test_prompt_with_embedded_resource',
      'prompt with a resource',
      'Embeds the resource named by resourceUri.',
      [{ name: 'resourceUri', description: 'URI to embed', required: true }],
    ),
    async get(args) {
      const uri = args['resourceUri'];
      if (uri === undefined)
        throw invalidParams('test_prompt_with_embedded_resource needs the argument "resourceUri".');
      return messages(
        { type: 'resource', resource: { uri, mimeType: 'text/plain', text: `The text behind ${uri}.` } },
        text('Summarize the resource above.'),
      );
    },
  });
  catalog.addPrompt({
    prompt: prompt('test_prompt_with_image', 'prompt with an image', 'An image message, then a question about it.'),
    get: async () =>
      messages({ type: 'image', data: RED_PIXEL_PNG, mimeType: 'image/png' }, text('What colour is this pixel?')),
  });
  catalog.addPrompt({
    prompt: prompt(
      'test_input_required_result_prompt',
      'MRTR prompt',
      'prompts/get asks for context first (input_required), then returns the prompt built from it.',
    ),
    async get(args, ctx) {
      const required = capabilitiesFor(contextPlan, ctx.request);
      if (required) throw missingCapability(required, 'test_input_required_result_prompt needs elicitation');
      const binding = { method: 'prompts/get', name: 'test_input_required_result_prompt', args };
      return gather(ctx, binding, contextPlan, (answers) => {
        const context = (answers['user_context'] as JsonObject | null)?.['context'];
        return messages(text(`Answer with this context in mind: ${typeof context === 'string' ? context : 'none'}.`));
      });
    },
  });
}
