import { laterTask } from '../../state/later-task';
import { withReader, type FetchMiddleware } from '../../../src/index';

/**
 * Reads a body with breathing room: once `budgetMs` have passed since the last pause, the next read
 * waits for a task of its own first. Queued chunks of a flood otherwise resolve read after read as
 * microtasks, so the page never paints or hears a click (Stop included) until the backlog is gone.
 * A message channel, not a timer: timers in a background tab are slowed to one a second or less.
 *
 * @example
 * let clock = 0;
 * const pauses: number[] = [];
 * const chunks = ['a', 'b', 'c'].map((c) => new TextEncoder().encode(c));
 * const fetch = async () => new Response(new ReadableStream({ pull: (c) => { const next = chunks.shift(); if (next) c.enqueue(next); else c.close(); } }));
 * const yielding = withYieldingReads(10, () => (clock += 6), async () => void pauses.push(clock))(fetch);
 * const reader = (await yielding('http://127.0.0.1:3000/mcp', { method: 'POST', headers: {}, body: '{}' })).body!.getReader();
 * while (!(await reader.read()).done);
 * pauses // => [18, 36]
 */
export function withYieldingReads(
  budgetMs = 12,
  now: () => number = () => performance.now(),
  pause: () => Promise<void> = laterTask,
): FetchMiddleware {
  return (next) => async (url, init) =>
    withReader(await next(url, init), (reader) => {
      let since = now();
      return {
        read: async () => {
          if (now() - since >= budgetMs) {
            await pause();
            since = now();
          }
          return reader.read();
        },
        cancel: () => reader.cancel?.() ?? Promise.resolve(),
      };
    });
}
