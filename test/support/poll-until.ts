// How long a poll may wait for an event: generous, never the expected duration (a loaded machine is slower, not red).
const BOUND_MS = 30_000;

/**
 * Calls `probe` until `done` accepts its answer or the bound passes, and returns the last answer either way,
 * so the caller's assertion on it says what was seen instead of "timed out".
 * @example const r = await pollUntil(() => fetch(url), (r) => r.status === 200);
 */
export async function pollUntil<T>(
  probe: () => Promise<T>,
  done: (answer: T) => boolean,
  { boundMs = BOUND_MS, intervalMs = 10 }: { boundMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + boundMs;
  for (;;) {
    const answer = await probe();
    if (done(answer) || Date.now() >= deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
