import {
  CallToolResultSchema,
  CompleteResultSchema,
  DiscoverResultSchema,
  GetPromptResultSchema,
  ListPromptsResultSchema,
  ListResourcesResultSchema,
  ListResourceTemplatesResultSchema,
  ListToolsResultSchema,
  ReadResourceResultSchema,
  ResultSchema,
  SubscriptionsListenResultSchema,
  ToolSchema,
} from '@modelcontextprotocol/core';
import { InputRequestV2Schema } from '@modelcontextprotocol/ext-tasks/core/v2';
import { z } from 'zod';
import { EXTENSIONS } from '../ext';
import { methodFact, type MethodName } from '../spec';
import type { RuleId } from './rules';

/** Anything with a Zod-style `safeParse`. */
export interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly unknown[] } };
}

/**
 * The modern `InputRequiredResult` (the core schemas predate it); inputRequests values use ext-tasks' InputRequest.
 *
 * @example
 * InputRequiredResultSchema.safeParse({ resultType: 'input_required', requestState: 's' }).success // => true
 */
export const InputRequiredResultSchema = z.looseObject({
  resultType: z.literal('input_required'),
  inputRequests: z.record(z.string(), InputRequestV2Schema).optional(),
  requestState: z.string().optional(),
});

// Every JSON.parse output is a JSON value, so checking each inputSchema property against the
// recursive JSONValueSchema proves nothing and costs 3x JSON.parse on a 1 MB list; the rest of
// the official ToolSchema is kept as is.
const ToolsListResultSchema = ListToolsResultSchema.extend({
  tools: z.array(
    ToolSchema.extend({
      inputSchema: ToolSchema.shape.inputSchema.extend({ properties: z.record(z.string(), z.unknown()).optional() }),
    }),
  ),
});

// The Zod schema of each method's complete result (the core's, then each extension's from its own
// package); its definition name comes from METHODS. Maps throughout: methods come from input, and
// "constructor" must not find Object's.
const SCHEMAS = new Map<string, SafeParser>([
  ...Object.entries({
    'server/discover': DiscoverResultSchema,
    'tools/list': ToolsListResultSchema,
    'tools/call': CallToolResultSchema,
    'prompts/list': ListPromptsResultSchema,
    'prompts/get': GetPromptResultSchema,
    'resources/list': ListResourcesResultSchema,
    'resources/templates/list': ListResourceTemplatesResultSchema,
    'resources/read': ReadResourceResultSchema,
    'completion/complete': CompleteResultSchema,
    'subscriptions/listen': SubscriptionsListenResultSchema,
  } satisfies Partial<Record<MethodName, SafeParser>>),
  ...EXTENSIONS.flatMap((e) => Object.entries(e.schemas.results)),
]);
// The source package of an extension method's schema, by extension name.
const SOURCES = new Map(EXTENSIONS.map((e) => [e.facts.name, e.schemas.source]));

function completeChoice(method: string): SchemaChoice | null {
  const fact = methodFact(method);
  const schema = SCHEMAS.get(method);
  if (!fact?.result || !schema) return null;
  const source = fact.extension === null ? undefined : SOURCES.get(fact.extension);
  return { schema, definition: source ? `${fact.result} (${source})` : fact.result };
}

/**
 * The definition `$.result` is validated against, or null when no structural check applies.
 *
 * @example
 * const choice = schemaFor('tools/call', 'input_required'); // choice?.definition is 'InputRequiredResult'
 * choice?.schema.safeParse({ resultType: 'input_required' }).success // => true
 */
export interface SchemaChoice {
  schema: SafeParser;
  definition: string;
}

/**
 * Picks the result definition from (method, resultType), never from a union (§3): `complete`, a
 * missing or an unknown resultType → the method's result; `input_required` → InputRequiredResult;
 * `task` on tools/call → CreateTaskResult. Null when resultType is not allowed on the method
 * (already reported by R-RESULT-TYPE-3/4/5).
 *
 * @example
 * schemaFor('tools/list', 'complete')?.definition // => 'ListToolsResult'
 * schemaFor('tools/call', 'task')?.definition // => 'CreateTaskResult (ext-tasks)'
 */
export function schemaFor(method: string, resultType: unknown): SchemaChoice | null {
  if (resultType === 'input_required') {
    return methodFact(method)?.inputRequired
      ? { schema: InputRequiredResultSchema, definition: 'InputRequiredResult' }
      : null;
  }
  const added = EXTENSIONS.find(
    (e) => typeof resultType === 'string' && Object.hasOwn(e.schemas.resultTypes, resultType),
  );
  if (added) {
    // Only the task-capable methods answer `task` (METHODS' `task` column); no extension adds another value yet.
    const choice = added.schemas.resultTypes[resultType as string]!;
    return methodFact(method)?.task
      ? { schema: choice.schema, definition: `${choice.definition} (${added.schemas.source})` }
      : null;
  }
  return completeChoice(method) ?? { schema: ResultSchema, definition: 'Result' };
}

const LIST_RULES = new Map<string, [list: RuleId, item: RuleId]>([
  ['tools/list', ['R-TOOLS-1', 'R-TOOLS-2']],
  ['prompts/list', ['R-PROMPT-1', 'R-PROMPT-1']],
  ['resources/list', ['R-RES-1', 'R-RES-1']],
  ['resources/templates/list', ['R-RES-2', 'R-RES-2']],
]);
const FLAT_RULES = new Map<string, RuleId>([
  ['server/discover', 'R-DISCOVER-2'],
  ['tools/call', 'R-TOOLS-7'],
  ['prompts/get', 'R-PROMPT-2'],
  ['resources/read', 'R-RES-3'],
  ['completion/complete', 'R-COMPL-1'],
  ['subscriptions/listen', 'R-META-9'],
  ['tasks/get', 'R-TASK-4'],
  ['tasks/update', 'R-TASK-5'],
  ['tasks/cancel', 'R-TASK-5'],
]);

/**
 * The rule a structural issue at `path` (inside `$.result`) belongs to.
 *
 * @example
 * ruleForIssue('tools/list', 'complete', ['tools', 0, 'inputSchema', 'type']) // => 'R-TOOLS-2'
 * ruleForIssue('tools/call', 'task', ['ttlMs']) // => 'R-TASK-3'
 * ruleForIssue('server/discover', 'complete', ['capabilities']) // => 'R-DISCOVER-2'
 */
export function ruleForIssue(method: string, resultType: unknown, path: readonly PropertyKey[]): RuleId {
  const head = path[0];
  if (resultType === 'task') return head === 'ttlMs' || head === 'pollIntervalMs' ? 'R-TASK-3' : 'R-TASK-2';
  if (resultType === 'input_required')
    return head === 'requestState' ? 'R-MRTR-5' : path[2] === 'params' ? 'R-MRTR-13' : 'R-MRTR-3';
  if (head === 'nextCursor') return 'R-PAGE-1';
  if (
    path.some((p) => p === 'annotations' || p === 'data' || p === 'blob') &&
    (method === 'tools/call' || method === 'prompts/get')
  )
    return 'R-TOOLS-8';
  const list = LIST_RULES.get(method);
  if (list) return path.length >= 2 ? list[1] : list[0];
  // The capabilities member itself is R-DISCOVER-2; the values inside it are R-DISCOVER-5.
  if (method === 'server/discover' && head === 'capabilities' && path.length >= 2) return 'R-DISCOVER-5';
  return FLAT_RULES.get(method) ?? 'R-RESULT-TYPE-7';
}
