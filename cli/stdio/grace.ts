/**
 * Waits for `done`, or until `ms` of this process's own scheduled time has passed: each tick of
 * `tick` ms is credited at most `tick`, so a starved machine (timers firing late) stretches the wall
 * time, and a slow machine does not make a server look slow. `wallCapMs` bounds the wait whatever.
 * Resolves true when `done` settled first.
 *
 * @example
 * const started = performance.now();
 * await grace(Promise.resolve(), 2000) // => true
 * await grace(new Promise(() => {}), 30, { tick: 10 }) // => false
 * performance.now() - started >= 30 // => true
 */
export async function grace(
  done: Promise<unknown>,
  ms: number,
  { tick = 50, wallCapMs = ms * 10 }: { tick?: number; wallCapMs?: number } = {},
): Promise<boolean> {
  let settled = false;
  const ended = done.then(
    () => (settled = true),
    () => (settled = true),
  );
  const started = performance.now();
  let credited = 0;
  while (!settled && credited < ms && performance.now() - started < wallCapMs) {
    const before = performance.now();
    const step = Math.min(tick, ms - credited);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([ended, new Promise((resolve) => (timer = setTimeout(resolve, step)))]);
    clearTimeout(timer);
    credited += Math.min(performance.now() - before, step);
  }
  return settled;
}
