import { isJsonObject } from '../../../../src';
import { invalidParams } from '../mcp/errors';
import type { DemoContext } from './catalog';
import type { MethodHandler } from './methods';
import type { TaskStore } from './tasks';

const taskIdOf = (ctx: DemoContext): string => {
  const id = ctx.request.params['taskId'];
  if (typeof id !== 'string') throw invalidParams('params.taskId must be a string.');
  return id;
};

const unknown = (id: string) =>
  invalidParams(`Unknown taskId ${JSON.stringify(id)} (it may have expired).`, { taskId: id });

/** tasks/get, tasks/update and tasks/cancel of the tasks extension (SEP-2663). */
export function taskMethods(tasks: TaskStore): Record<string, MethodHandler> {
  return {
    'tasks/get': async (ctx) => {
      const id = taskIdOf(ctx);
      const task = tasks.get(id);
      if (!task) throw unknown(id);
      return { kind: 'result', result: { kind: 'ok', result: task } };
    },
    'tasks/update': async (ctx) => {
      const id = taskIdOf(ctx);
      const responses = ctx.request.params['inputResponses'];
      if (!isJsonObject(responses))
        throw invalidParams('params.inputResponses must be an object keyed by inputRequests keys.');
      if (!tasks.update(id, responses)) throw unknown(id);
      return { kind: 'result', result: { kind: 'ok', result: {} } };
    },
    'tasks/cancel': async (ctx) => {
      const id = taskIdOf(ctx);
      if (!tasks.cancel(id)) throw unknown(id);
      return { kind: 'result', result: { kind: 'ok', result: {} } };
    },
  };
}
