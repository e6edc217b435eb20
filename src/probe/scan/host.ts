import { hostTimers, newController } from '../../lifecycle/host';
import type { ScanHost } from './types';

/**
 * The host's own timers and AbortController (browsers and Node 20 have them; src/ has no DOM or
 * Node types, so src/lifecycle/host.ts reads them through `globalThis`, and nothing else does).
 *
 * @example
 * const host = defaultHost();
 * const controller = host.abortController();
 * const handle = host.setTimeout(() => controller.abort(), 60_000);
 * host.clearTimeout(handle);
 * controller.signal.aborted // => false
 */
export function defaultHost(): ScanHost {
  return { ...hostTimers(), abortController: newController };
}
