import { MODERN_SEED_URL, SPEC_BASE_URL } from './constants';

/**
 * What a shaping step did to the member at its pointer.
 *
 * @example
 * explainModern(1, 'resources/read', { kind: 'error', code: -32002, message: 'Resource not found' }).steps[1].action // => 'rewritten'
 */
export type StepAction = 'added' | 'removed' | 'replaced' | 'rewritten' | 'kept';

/**
 * Why a step happened: a seed sentence, a spec rule, or a product decision (D1-D6).
 *
 * @example
 * const reason: StepReason = REASONS.cacheReplaced;
 * [reason.source, reason.rule] // => ['decision', 'D2']
 */
export interface StepReason {
  source: 'seed' | 'spec' | 'decision';
  /** The sentence behind the step, in plain words. */
  text: string;
  /** Where to read more: a spec page or the seed's documentation. */
  url: string;
  /** A rule id of the checker's catalogue (docs/rules.md) or a decision id such as `D1`, when one applies. */
  rule?: string;
}

/**
 * One thing the modern shaper did, at an RFC 6901 pointer into the response.
 *
 * @example
 * explainModern(1, 'tools/list', { kind: 'ok', result: { tools: [] } }).steps[0]
 * // => { pointer: '/result/resultType', action: 'added', summary: 'resultType "complete" added.', reason: REASONS.complete, after: 'complete' }
 */
export interface ShapeStep {
  pointer: string;
  action: StepAction;
  /** One sentence saying what happened. */
  summary: string;
  reason: StepReason;
  /** The handler's value before the step, when there was one. */
  before?: unknown;
  /** The emitted value, when there is one. */
  after?: unknown;
}

const spec = (page: string, anchor = ''): string => SPEC_BASE_URL + page + (anchor ? `#${anchor}` : '');

/**
 * The reasons the shaper cites, by name.
 *
 * @example
 * REASONS.notFoundRewrite.rule // => 'R-ERR-1'
 * REASONS.complete.url // => 'https://modelcontextprotocol.io/specification/2026-07-28/basic'
 */
export const REASONS = {
  complete: {
    source: 'seed',
    text: '{:ok, result} is always a complete result; every result of 2026-07-28 carries a resultType.',
    url: spec('basic'),
    rule: 'R-RESULT-TYPE-1',
  },
  stripEcho: {
    source: 'seed',
    text: "Request-scoped io.modelcontextprotocol/* keys a method echoed from the request's _meta are removed from the result's _meta.",
    url: spec('basic'),
    rule: 'R-META-6',
  },
  toolsCallOwnMeta: {
    source: 'seed',
    text: "tools/call never echoes the request's _meta on this era, so these keys are the tool's own and are kept.",
    url: MODERN_SEED_URL,
  },
  emptyMetaKept: {
    source: 'decision',
    text: 'The shaper deletes only request-scoped keys and never removes a key the handler set, so an emptied _meta stays {}.',
    url: MODERN_SEED_URL,
    rule: 'D1',
  },
  serverInfo: {
    source: 'seed',
    text: 'Every successful result gets _meta["io.modelcontextprotocol/serverInfo"], the server\'s name and version.',
    url: spec('basic'),
    rule: 'R-META-1',
  },
  cacheHints: {
    source: 'seed',
    text: 'Complete results of the six cacheable methods carry ttlMs and cacheScope.',
    url: spec('server/utilities/caching'),
    rule: 'R-CACHE-1',
  },
  cacheReplaced: {
    source: 'decision',
    text: "The shaper's cache hints (the :cache override, else the configured default) win over the handler's.",
    url: spec('server/utilities/caching'),
    rule: 'D2',
  },
  nonCacheableKept: {
    source: 'decision',
    text: 'This method is not cacheable; the shaper adds no hints and leaves the handler’s own keys alone (the checker reports them).',
    url: spec('server/utilities/caching'),
    rule: 'R-CACHE-6',
  },
  inputRequired: {
    source: 'seed',
    text: '{:input_required, input_requests, request_state} becomes an InputRequiredResult, never cached.',
    url: spec('basic/patterns/mrtr'),
    rule: 'R-MRTR-1',
  },
  inputRequiredNilPart: {
    source: 'decision',
    text: 'A nil part of {:input_required, …} is left out, never emitted as null.',
    url: spec('basic/patterns/mrtr'),
    rule: 'D4',
  },
  task: {
    source: 'seed',
    text: 'A task created for tools/call becomes a CreateTaskResult: the Task fields at the top level with resultType "task".',
    url: 'https://github.com/modelcontextprotocol/modelcontextprotocol/blob/main/seps/2663-tasks-extension.md',
    rule: 'R-TASK-2',
  },
  taskTtl: {
    source: 'decision',
    text: "A task's ttlMs is its retention time, not a cache hint: kept as given, with no cacheScope added.",
    url: 'https://github.com/modelcontextprotocol/modelcontextprotocol/blob/main/seps/2663-tasks-extension.md',
    rule: 'D3',
  },
  errorShape: {
    source: 'seed',
    text: 'Error responses keep the legacy shape: no resultType, _meta, serverInfo or cache hints.',
    url: MODERN_SEED_URL,
  },
  notFoundRewrite: {
    source: 'seed',
    text: '-32002 (resource not found in 2025-11-25) becomes -32602, because 2026-07-28 forbids emitting -32002.',
    url: spec('server/resources', 'error-handling'),
    rule: 'R-ERR-1',
  },
  nilData: {
    source: 'seed',
    text: 'Error data is added only when it is not nil (0, "" and false are kept).',
    url: MODERN_SEED_URL,
    rule: 'D5',
  },
} as const satisfies Record<string, StepReason>;
