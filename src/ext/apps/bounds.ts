/**
 * The bounds the app host keeps whatever a View sends: one message's size, messages a second, its calls
 * to the server waiting for an answer (tools/call and resource requests), rows kept.
 *
 * @example
 * BRIDGE_LIMITS.maxPerSecond // => 200
 * BRIDGE_LIMITS.maxInFlight // => 8
 */
export const BRIDGE_LIMITS = {
  maxMessageBytes: 4 * 1024 * 1024,
  maxPerSecond: 200,
  maxInFlight: 8,
  maxRows: 1000,
} as const;

/**
 * About the JSON size of a received value (a little over it), counted until it passes `cap` (then `cap + 1`): a View's 50 MB
 * message is refused without ever being copied or printed. A cycle or a non-JSON value counts as over.
 *
 * @example
 * boundedSize({ a: 'xy' }, 100) // => 11
 * boundedSize('x'.repeat(50), 10) // => 11
 * const loop: Record<string, unknown> = {}; loop['self'] = loop;
 * boundedSize(loop, 1000) // => 1001
 */
export function boundedSize(value: unknown, cap: number): number {
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  let size = 0;
  while (stack.length > 0 && size <= cap) {
    const v = stack.pop();
    if (v === null || typeof v === 'boolean') size += 5;
    else if (typeof v === 'number') size += 24;
    else if (typeof v === 'string') size += v.length + 2;
    else if (typeof v === 'object') {
      if (seen.has(v)) return cap + 1;
      seen.add(v);
      const entries = Array.isArray(v) ? v : Object.entries(v as Record<string, unknown>).flat();
      if (!Array.isArray(v) && Object.getPrototypeOf(v) !== Object.prototype && Object.getPrototypeOf(v) !== null)
        return cap + 1;
      size += 2 + entries.length;
      for (const e of entries) stack.push(e);
    } else return cap + 1;
  }
  return Math.min(size, cap + 1);
}

/**
 * Counts a View's messages per second (the caller gives the clock): past `maxPerSecond` in one second the
 * rest are dropped and counted, so a flood never reaches the bridge list or the server.
 *
 * @example
 * const gate = new FloodGate(2);
 * [gate.admit(0), gate.admit(10), gate.admit(20), gate.admit(1500)] // => [true, true, false, true]
 * gate.dropped // => 1
 */
export class FloodGate {
  dropped = 0;
  private windowStart = Number.NEGATIVE_INFINITY;
  private inWindow = 0;
  constructor(private readonly maxPerSecond: number = BRIDGE_LIMITS.maxPerSecond) {}

  /** Whether a message arriving at `now` (ms) passes. */
  admit(now: number): boolean {
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.inWindow = 0;
    }
    if (this.inWindow >= this.maxPerSecond) {
      this.dropped++;
      return false;
    }
    this.inWindow++;
    return true;
  }
}
