import { METHOD_SETS } from '../spec';
import type { Scope } from './context';
import { EXTENSION_METHODS, objAt, ptr } from './context';
import { show } from './finding';

/**
 * Methods allowed to answer `input_required` (MRTR § Supported Requests).
 *
 * @example
 * MRTR_METHODS.has('tools/list') // => false
 */
export const MRTR_METHODS: ReadonlySet<string> = METHOD_SETS.inputRequired;

/**
 * R-RESULT-TYPE-1..5, R-MRTR-1 and R-TASK-1: presence, value and method pairing of `resultType`
 * (a result that is not an object has no resultType either).
 *
 * @example
 * // A family of checkExchange: tools/list cannot ask for input.
 * const response = { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"resultType":"input_required","inputRequests":{}}}' };
 * checkExchange({ request: { method: 'tools/list', id: 1 }, response }).find((f) => f.rule === 'R-RESULT-TYPE-4')?.pointer // => '/result/resultType'
 */
export function checkResultType(s: Scope): void {
  if (!s.msg || !('result' in s.msg)) return;
  const result = objAt(s.msg, 'result');
  if (!result) {
    s.report(
      'R-RESULT-TYPE-1',
      ptr('result'),
      `The result is ${show(s.msg['result'])}, not an object with a resultType.`,
      {
        expected: 'an object with resultType',
        actual: show(s.msg['result']),
      },
    );
    return;
  }
  const rt = result['resultType'];
  const method = s.req.method;
  const interim = 'inputRequests' in result || 'requestState' in result;
  if (typeof rt !== 'string') {
    const missing = !('resultType' in result);
    s.report(
      'R-RESULT-TYPE-1',
      missing ? ptr('result') : ptr('result', 'resultType'),
      missing
        ? 'The result has no resultType; 2026-07-28 clients reject a result without one.'
        : `resultType is ${show(rt)}, not a string.`,
      { expected: '"complete"', actual: show(rt) },
    );
    if (interim && MRTR_METHODS.has(method)) {
      s.report(
        'R-MRTR-1',
        missing ? ptr('result') : ptr('result', 'resultType'),
        'This interim result carries inputRequests/requestState but does not say resultType "input_required".',
        { expected: '"input_required"', actual: show(rt) },
      );
    }
    return;
  }
  const at = ptr('result', 'resultType');
  if (rt !== 'complete' && rt !== 'input_required' && rt !== 'task') {
    s.report('R-RESULT-TYPE-2', at, `resultType ${show(rt)} is not defined; clients must reject it.`, {
      expected: '"complete", "input_required" or a negotiated extension value ("task")',
      actual: show(rt),
    });
    if (interim && MRTR_METHODS.has(method)) {
      s.report(
        'R-MRTR-1',
        at,
        'This interim result carries inputRequests/requestState but does not say resultType "input_required".',
        {
          expected: '"input_required"',
          actual: show(rt),
        },
      );
    }
    return;
  }
  if (rt === 'complete') return;
  if (EXTENSION_METHODS.has(method)) {
    const note =
      method === 'tasks/get'
        ? ' (SEP-2663 shows "task" in one example, but its normative text requires "complete")'
        : '';
    s.report('R-RESULT-TYPE-3', at, `${method} results say resultType "complete"${note}.`, {
      expected: '"complete"',
      actual: show(rt),
    });
  } else if (rt === 'input_required' && !MRTR_METHODS.has(method)) {
    s.report(
      'R-RESULT-TYPE-4',
      at,
      `"input_required" is allowed only on tools/call, prompts/get and resources/read, not on ${method || 'this method'}.`,
      {
        expected: '"complete"',
        actual: '"input_required"',
      },
    );
  } else if (rt === 'task') checkTaskValue(s, at);
}

// R-RESULT-TYPE-5: only the task-capable method; the undeclared tools/call case is the tasks family's R-TASK-1.
function checkTaskValue(s: Scope, at: string): void {
  const method = s.req.method;
  if (method !== 'tools/call')
    s.report(
      'R-RESULT-TYPE-5',
      at,
      `"task" is allowed only on tools/call (the one task-capable method), not on ${method || 'this method'}.`,
      {
        expected: '"complete"',
        actual: '"task"',
      },
    );
}
