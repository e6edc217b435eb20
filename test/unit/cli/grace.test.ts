import { describe, expect, it } from 'vitest';
import { grace } from '../../../cli/stdio/grace';

const never = new Promise<never>(() => {});
// Holds the event loop, as a starved machine does to the inspector's timers.
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('grace: a wait counted in the inspector’s own scheduled time', () => {
  it('ends as soon as the awaited thing settles, fulfilled or rejected', async () => {
    await expect(grace(Promise.resolve(), 60_000)).resolves.toBe(true);
    await expect(grace(Promise.reject(new Error('exited badly')), 60_000)).resolves.toBe(true);
  });

  it('gives up after its grace when nothing settles', async () => {
    await expect(grace(never, 40, { tick: 10 })).resolves.toBe(false);
  });

  it('credits a late tick only its own length, so a blocked loop stretches the wait', async () => {
    const started = performance.now();
    const waiting = grace(never, 200, { tick: 50 });
    // Three blocks of 300 ms one after the other: each is credited at most 50 ms, so the grace outlasts
    // them all (a plain 200 ms timer would end right after the first).
    const block = (left: number) => setTimeout(() => (busy(300), left > 1 && block(left - 1)), 0);
    block(3);
    await expect(waiting).resolves.toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('never waits past its wall cap', async () => {
    const interval = setInterval(() => busy(40), 0);
    try {
      await expect(grace(never, 10_000, { tick: 10, wallCapMs: 200 })).resolves.toBe(false);
    } finally {
      clearInterval(interval);
    }
  });
});
