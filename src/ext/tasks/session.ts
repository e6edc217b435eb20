import { ptr } from '../../check/context';
import { show } from '../../check/finding';
import { described, ofKind, type findings } from '../../check/session/answer';
import type { SessionExchange } from '../../check/session/types';

type Out = ReturnType<typeof findings>;

/**
 * R-TASK-8: a task exists once its CreateTaskResult is out, so an immediate tasks/get finds it.
 *
 * @example
 * // The first tasks/get, right after the creation, did not find the task:
 * const exchange = { request: { method: 'tasks/get', id: 2 }, response: { status: 200, body: '{"jsonrpc":"2.0","id":2,"error":{"code":-32602,"message":"unknown task"}}' } };
 * // A session rule of checkSession (through EXTENSIONS):
 * checkSession([{ tag: { kind: 'task-poll', created: 0, immediate: true }, exchange }]).map((f) => [f.rule, f.pointer]) // => [['R-TASK-8', '/error']]
 */
export function taskPolls(session: readonly SessionExchange[], out: Out): void {
  for (const { index, tag, answer } of ofKind(session, 'task-poll')) {
    if (!tag.immediate || !answer.error) continue;
    out.add(index, answer, {
      rule: 'R-TASK-8',
      pointer: ptr('error'),
      message: `tasks/get right after the task was created got ${described(answer)}; the task must be stored before CreateTaskResult goes out.`,
      expected: 'the DetailedTask',
      actual: described(answer),
    });
  }
}

/**
 * R-TASK-6: tasks/get of a task id nobody created is a -32602 protocol error.
 *
 * @example
 * const exchange = { request: { method: 'tasks/get', id: 1 }, response: { status: 200, body: '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"nope"}}' } };
 * checkSession([{ tag: { kind: 'unknown-task', taskId: 'nope' }, exchange }]).map((f) => [f.rule, f.pointer]) // => [['R-TASK-6', '/error/code']]
 */
export function unknownTasks(session: readonly SessionExchange[], out: Out): void {
  for (const { index, tag, answer } of ofKind(session, 'unknown-task')) {
    const code = answer.error?.['code'];
    if (code === -32602 || (!answer.error && !answer.result)) continue;
    out.add(index, answer, {
      rule: 'R-TASK-6',
      pointer: answer.error ? ptr('error', 'code') : ptr('result'),
      message: `tasks/get of the unknown task id ${show(tag.taskId)} got ${described(answer)}; an unknown taskId must get -32602.`,
      expected: '-32602',
      actual: described(answer),
    });
  }
}
