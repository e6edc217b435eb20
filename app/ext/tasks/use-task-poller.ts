import { useCallback, useEffect, useRef, useState } from 'react';
import { type JsonObject, type ExchangeRecord } from '../../../src/index';
import type { ExchangePanelHost } from '../types';
import { TERMINAL, type TaskView } from './task-model';

// A runaway task is polled at most this many times before the poller gives up (the user can resume).
const MAX_POLLS = 300;

/**
 * Polls `tasks/get` every `pollIntervalMs` while on, through Live's follow-up send (each poll is
 * judged and kept in the conversation), until the task is terminal or needs input; `call` sends
 * tasks/update and tasks/cancel the same way.
 */
export function useTaskPoller(
  created: ExchangeRecord,
  task: TaskView,
  follow: ExchangePanelHost['follow'],
  autoStart: () => boolean,
) {
  const [polling, setPolling] = useState(autoStart);
  const [status, setStatus] = useState(task.status);
  const [note, setNote] = useState<string | null>(null);
  // Bumped after each poll, so the next one is scheduled even when the status did not change.
  const [polled, setPolled] = useState(0);
  const polls = useRef(0);
  const call = useCallback(
    (method: 'tasks/get' | 'tasks/update' | 'tasks/cancel', extra: JsonObject = {}): Promise<JsonObject | null> =>
      follow(created, method, { taskId: task.taskId, ...extra }),
    [created, task.taskId, follow],
  );
  useEffect(() => {
    if (!polling || TERMINAL.has(status)) return;
    let live = true;
    const timer = setTimeout(async () => {
      polls.current += 1;
      const result = await call('tasks/get');
      if (!live) return;
      const next = typeof result?.['status'] === 'string' ? result['status'] : null;
      if (next === null) {
        setPolling(false);
        setNote('tasks/get gave no task status; polling stopped.');
        return;
      }
      setStatus(next);
      setPolled((n) => n + 1);
      if (next === 'input_required' || TERMINAL.has(next)) setPolling(false);
      else if (polls.current >= MAX_POLLS) {
        setPolling(false);
        setNote(`Still ${next} after ${MAX_POLLS} polls; polling paused.`);
      }
    }, task.pollIntervalMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [polling, status, polled, call, task.pollIntervalMs]);
  const update = async (inputResponses: JsonObject) => {
    await call('tasks/update', { inputResponses });
    setStatus('working');
    setPolling(true);
  };
  const cancel = async () => {
    await call('tasks/cancel');
    setStatus('working');
    setPolling(true);
  };
  const resume = () => {
    polls.current = 0;
    setNote(null);
    setPolling(true);
  };
  return { polling, status, note, update, cancel, resume, pause: () => setPolling(false) };
}
