import { METHODS, type HandlerResult, type MethodName } from '../../../../src/index';

// The member a complete result of a method that is no list cannot do without; a list's comes from
// the method table (`list`).
const RESULT_MEMBER: Readonly<Record<string, string>> = {
  'tools/call': 'content',
  'resources/read': 'contents',
  'prompts/get': 'messages',
  'completion/complete': 'completion',
  'server/discover': 'supportedVersions',
};

const MEMBERS: readonly (readonly [method: string, member: string])[] = [
  ...Object.entries(RESULT_MEMBER),
  ...(Object.keys(METHODS) as MethodName[]).flatMap((m) => {
    const { list, removed } = METHODS[m];
    return list && !removed ? [[m, list] as const] : [];
  }),
];

/**
 * The one other method whose result a handler result fits, when it does not fit `method`: a result
 * with `content` typed for tools/list is a tools/call result. Null when it fits `method`, fits none
 * or several, or is no complete result (an error, input_required, a task).
 *
 * @example
 * fittingMethod({ kind: 'ok', result: { content: [] } }, 'tools/list') // => { method: 'tools/call', member: 'content' }
 * fittingMethod({ kind: 'ok', result: { tools: [] } }, 'tools/list') // => null
 * fittingMethod({ kind: 'error', code: -32602, message: 'x' }, 'tools/list') // => null
 */
export function fittingMethod(result: HandlerResult, method: string): { method: string; member: string } | null {
  if (result.kind !== 'ok') return null;
  const has = (member: string) => Object.hasOwn(result.result, member);
  if (MEMBERS.some(([m, member]) => m === method && has(member))) return null;
  const fits = MEMBERS.filter(([m, member]) => m !== method && has(member));
  const [only] = fits;
  return fits.length === 1 && only ? { method: only[0], member: only[1] } : null;
}
