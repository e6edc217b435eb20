import { isJsonObject, TASKS_EXTENSION } from '../../../../src';
import type { McpRequest } from '../mcp/types';

/** The server-to-client requests MRTR can carry in `inputRequests` (MRTR § InputRequests). */
export type InputMethod = 'elicitation/create' | 'sampling/createMessage' | 'roots/list';

/** `requiredCapabilities` of a -32021 error: the client capabilities a request must declare. */
export type RequiredCapabilities = Record<string, unknown>;

/** The `requiredCapabilities` naming the tasks extension (SEP-2663 § Required Capabilities). */
export const TASKS_REQUIRED: RequiredCapabilities = { extensions: { [TASKS_EXTENSION]: {} } };

// Form-mode elicitation is declared as `elicitation: {}` (form by default) or with a `form` member.
function declaresFormElicitation(request: McpRequest): boolean {
  const e = request.clientCapabilities['elicitation'];
  return isJsonObject(e) && (Object.keys(e).length === 0 || isJsonObject(e['form']));
}

const DECLARED: Record<InputMethod, (request: McpRequest) => boolean> = {
  'elicitation/create': declaresFormElicitation,
  'sampling/createMessage': (request) => isJsonObject(request.clientCapabilities['sampling']),
  'roots/list': (request) => isJsonObject(request.clientCapabilities['roots']),
};

const NEEDED: Record<InputMethod, RequiredCapabilities> = {
  'elicitation/create': { elicitation: { form: {} } },
  'sampling/createMessage': { sampling: {} },
  'roots/list': { roots: {} },
};

/** The input request methods, in the order above. */
export const INPUT_METHODS = Object.keys(DECLARED) as InputMethod[];

/** Whether the request declared the capability this input request needs (MRTR § Server Requirements item 7). */
export const declares = (request: McpRequest, method: InputMethod): boolean => DECLARED[method](request);

/**
 * The capabilities among those `methods` need that the request did not declare, as
 * `requiredCapabilities` for -32021, or null when all are declared.
 *
 * @example
 * // A tools/call whose client declared form elicitation (`elicitation: {}`) and nothing else:
 * const request: McpRequest = {
 *   id: 1, method: 'tools/call', params: {}, meta: {}, protocolVersion: MODERN_PROTOCOL_VERSION,
 *   clientCapabilities: { elicitation: {} }, logLevel: undefined, progressToken: undefined, tasksDeclared: false,
 * };
 * missingInputCapabilities(request, ['elicitation/create']) // => null
 * missingInputCapabilities(request, ['elicitation/create', 'sampling/createMessage', 'roots/list'])
 * // => { sampling: {}, roots: {} }
 */
export function missingInputCapabilities(
  request: McpRequest,
  methods: readonly InputMethod[],
): RequiredCapabilities | null {
  const missing = methods.filter((m) => !declares(request, m));
  return missing.length === 0 ? null : Object.assign({}, ...missing.map((m) => NEEDED[m]));
}

/** TASKS_REQUIRED when this request did not declare the tasks extension, else null. */
export const missingTasks = (request: McpRequest): RequiredCapabilities | null =>
  request.tasksDeclared ? null : TASKS_REQUIRED;

/** Several requirements in one `requiredCapabilities` (their top-level keys differ), or null when none is missing. */
export function allMissing(...required: (RequiredCapabilities | null)[]): RequiredCapabilities | null {
  const missing = required.filter((r) => r !== null);
  return missing.length === 0 ? null : Object.assign({}, ...missing);
}
