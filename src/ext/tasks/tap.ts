import type { TapInput, TapTag, TapTagger } from '../types';

/**
 * The tap's tagger for the tasks extension: a tasks/get of a task the watched traffic saw created (a
 * CreateTaskResult's taskId) is a `task-poll` of that creation, `immediate` the first time, so R-TASK-8
 * judges tapped sessions as it judges a scan's.
 *
 * @example
 * const tagger = taskPollTagger();
 * const created = { id: 'a', rpcMethod: 'tools/call', params: { name: 'slow' }, facts: { resultType: 'task', taskId: 't1' } };
 * tagger.learn(created, { kind: 'other' });
 * const poll = { id: 'b', rpcMethod: 'tasks/get', params: { taskId: 't1' }, facts: {} };
 * tagger.tag(poll) // => { kind: 'task-poll', createdId: 'a', immediate: true }
 */
export function taskPollTagger(): TapTagger {
  const tasks = new Map<string, { createdId: string; polled: boolean }>();
  return {
    tag(input: TapInput): TapTag | null {
      const taskId = input.params?.['taskId'];
      if (input.rpcMethod !== 'tasks/get' || typeof taskId !== 'string') return null;
      const task = tasks.get(taskId);
      return task ? { kind: 'task-poll', createdId: task.createdId, immediate: !task.polled } : null;
    },
    learn(input: TapInput, tag: { kind: string }): void {
      if (tag.kind === 'task-poll') {
        const task = tasks.get(String(input.params?.['taskId']));
        if (task) task.polled = true;
      }
      const { resultType, taskId } = input.facts;
      if (resultType === 'task' && taskId !== undefined) tasks.set(taskId, { createdId: input.id, polled: false });
    },
  };
}
