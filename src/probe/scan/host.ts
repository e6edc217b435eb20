import type { ScanHost } from './types';

interface HostGlobals {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  AbortController: new () => { signal: AbortSignal; abort(): void };
}

/**
 * The host's own timers and AbortController (browsers and Node 20 have them; src/ has no DOM or
 * Node types, so they are read through `globalThis` here and nowhere else).
 *
 * @example
 * const host = defaultHost();
 * const controller = host.abortController();
 * const handle = host.setTimeout(() => controller.abort(), 60_000);
 * host.clearTimeout(handle);
 * controller.signal.aborted // => false
 */
export function defaultHost(): ScanHost {
  const g = globalThis as unknown as HostGlobals;
  return {
    setTimeout: (callback, ms) => g.setTimeout(callback, ms),
    clearTimeout: (handle) => g.clearTimeout(handle),
    abortController: () => new g.AbortController(),
  };
}
