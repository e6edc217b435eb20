import { textResult } from '../showcase/results';
import type { Catalog, PromptDef, ToggleOutcome, ToolDef } from '../surface/catalog';
import { FIXTURE_TITLE_PREFIX, fixtureTool } from './fixture';

const toggledTool: ToolDef = {
  tool: fixtureTool('test_toggled_tool', 'toggled tool', 'Listed or not, as test_trigger_tool_change flips it.'),
  call: async () => textResult('The toggled tool is listed right now.'),
};

const toggledPrompt: PromptDef = {
  prompt: {
    name: 'test_toggled_prompt',
    title: `${FIXTURE_TITLE_PREFIX}toggled prompt`,
    description: 'Listed or not, as test_trigger_prompt_change flips it.',
  },
  get: async () => ({
    kind: 'ok',
    result: { messages: [{ role: 'user', content: { type: 'text', text: 'The toggled prompt is listed.' } }] },
  }),
};

// What each trigger answers: the change lasts while a listen stream that asked for list changes is open.
const TOGGLED = Object.fromEntries(
  (['tool', 'prompt'] as const).map((kind) => [
    kind,
    {
      listed: `test_toggled_${kind} is now listed (until the last listen stream for list changes closes).`,
      removed: `test_toggled_${kind} was removed (until the last listen stream for list changes closes).`,
      unheard: `Nothing changed: no subscriptions/listen stream for list changes is open, so nobody would be told.`,
    } satisfies Record<ToggleOutcome, string>,
  ]),
) as Record<'tool' | 'prompt', Record<ToggleOutcome, string>>;

/**
 * The tools the suite calls to change the tool and prompt lists while a subscriptions/listen stream
 * is open: each call flips one extra entry in or out, so the tools and prompts lists declare
 * listChanged and listen streams that asked get notifications/{tools,prompts}/list_changed. With no such
 * stream open nothing changes, and the changes are undone when the last one closes (Catalog.onListChanged).
 */
export function registerListTriggers(catalog: Catalog): void {
  catalog.changing.add('tools');
  catalog.changing.add('prompts');
  catalog.addTool({
    tool: fixtureTool(
      'test_trigger_tool_change',
      'change the tool list',
      'Adds test_toggled_tool to tools/list, or removes it when listed (notifications/tools/list_changed).',
    ),
    call: async () => textResult(TOGGLED['tool'][catalog.toggleTool(toggledTool)]),
  });
  catalog.addTool({
    tool: fixtureTool(
      'test_trigger_prompt_change',
      'change the prompt list',
      'Adds test_toggled_prompt to prompts/list, or removes it when listed (notifications/prompts/list_changed).',
    ),
    call: async () => textResult(TOGGLED['prompt'][catalog.togglePrompt(toggledPrompt)]),
  });
}
