// src/ has no DOM or Node types: the host's AbortController, abort events and timers are read through
// `globalThis` here, typed as little as the lifecycle and the fetch middleware use.

/** A controller as the host makes it (browsers and Node 20 both have AbortController). */
export interface Controller {
  readonly signal: AbortSignal;
  abort(): void;
}

/** The host's timers, injectable so a test or an odd host can drive them. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

interface Listening {
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

interface HostGlobals extends Timers {
  AbortController: new () => Controller;
}

const host = globalThis as unknown as HostGlobals;

/** A new AbortController of the host. */
export function newController(): Controller {
  return new host.AbortController();
}

/** The host's own setTimeout and clearTimeout. */
export function hostTimers(): Timers {
  return { setTimeout: (callback, ms) => host.setTimeout(callback, ms), clearTimeout: (h) => host.clearTimeout(h) };
}

/** Calls `listener` once when `signal` aborts (at once when it already has); returns what stops listening. */
export function whenAborted(signal: AbortSignal | undefined, listener: () => void): () => void {
  if (!signal) return () => undefined;
  if (signal.aborted) {
    listener();
    return () => undefined;
  }
  const listening = signal as unknown as Listening;
  listening.addEventListener('abort', listener, { once: true });
  return () => listening.removeEventListener('abort', listener);
}

/** A controller that aborts when any of `signals` does; `release` stops following them. */
export function followAll(signals: readonly (AbortSignal | undefined)[]): Controller & { release(): void } {
  const controller = newController();
  const offs = signals.map((signal) => whenAborted(signal, () => controller.abort()));
  return {
    signal: controller.signal,
    abort: () => controller.abort(),
    release: () => offs.forEach((off) => off()),
  };
}

/** The error a cut read or fetch rejects with: named `AbortError`, as a host's own abort is. */
export function abortError(message: string): Error {
  return Object.assign(new Error(message), { name: 'AbortError' });
}
