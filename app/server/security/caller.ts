import type { HeaderReader } from '../http/raw-headers';
import { canonicalOrigin, isOwnHost, isOwnOrigin, type SelfAddress } from './self-address';

/** Why a caller is refused before anything else is read: a foreign Host or Origin. */
export interface CallerRefusal {
  code: 'bad_host' | 'bad_origin';
  message: string;
}

/**
 * Host must name this app on its own port (DNS rebinding), and an Origin, when a browser sends one,
 * must be the app's own; `null` (sandboxed frames, file: pages) is refused like any foreign origin.
 */
export function refuseForeignCaller(request: { headers: HeaderReader }, self: SelfAddress): CallerRefusal | null {
  const host = request.headers.get('host');
  const open = canonicalOrigin(self);
  if (!isOwnHost(host, self)) {
    return {
      code: 'bad_host',
      message: `The Host header ${JSON.stringify(host)} is not this inspector's own address, so the request was refused (DNS rebinding protection). Open ${open}/ instead.`,
    };
  }
  const origin = request.headers.get('origin');
  if (origin !== null && !isOwnOrigin(origin, self)) {
    return {
      code: 'bad_origin',
      message: `Requests from the origin ${JSON.stringify(origin)} may not use this endpoint; only pages served by the inspector itself (${open}) may. Use the inspector's own page, or send the request from a script without an Origin header.`,
    };
  }
  return null;
}
