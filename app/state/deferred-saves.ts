import type { PersistStorage } from 'zustand/middleware';
import { laterTask } from './later-task';

/**
 * Saves a large state in a later task of its own (only the latest, once): serialising and writing megabytes
 * would otherwise cost the task that changed the state as much again. A small state is saved at once; the
 * page being hidden or closed, or the entry being read, saves what is waiting first.
 */
export function deferLargeSaves<P>(
  inner: PersistStorage<P>,
  isLarge: (state: P) => boolean,
  later: (run: () => void) => void = (run) => void laterTask().then(run),
): PersistStorage<P> {
  type Save = Parameters<PersistStorage<P>['setItem']>;
  let waiting: Save | null = null;
  const flush = () => {
    const save = waiting;
    waiting = null;
    if (save) void inner.setItem(...save);
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);
  return {
    ...inner,
    getItem: (name) => {
      flush();
      return inner.getItem(name);
    },
    setItem: (name, value) => {
      if (!isLarge(value.state)) {
        waiting = null;
        return inner.setItem(name, value);
      }
      if (!waiting) later(flush);
      waiting = [name, value];
    },
    removeItem: (name) => {
      waiting = null;
      return inner.removeItem(name);
    },
  };
}
