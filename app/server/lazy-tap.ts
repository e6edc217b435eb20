import type { IncomingMessage, ServerResponse } from 'node:http';
import { lazily } from './lazy';
import type { SelfAddress } from './security/self-address';
import type { Tap, TapOptions } from './tap';
import { TAP_PATH } from './tap/protocol';

/** The tap as the inspector's server mounts it, loaded (with its judge) on its first request. */
export interface LazyTap {
  /** The tap's session; only once the tap is loaded (after any other call has resolved). */
  readonly session: Tap['session'];
  /** Whether a request path is the tap's (`/tap`, `/tap/…`), answered at the Node level by `forward`. */
  handles(pathname: string): boolean;
  /** Forwards one client request (or refuses it); its body waits, unread, while the tap loads. */
  forward(req: IncomingMessage, res: ServerResponse): void;
  events(request: Request, self: SelfAddress): Promise<Response>;
  clear(request: Request, self: SelfAddress): Promise<Response>;
  flush(): Promise<void>;
  reset(): Promise<void>;
  close(): void;
}

/** The tap of app/server/tap, made when a request first needs it. */
export function lazyTap(options: TapOptions): LazyTap {
  const tap = lazily<Tap>(
    async () => (await import('./tap')).createTap(options),
    (made) => made.close(),
  );
  return {
    get session() {
      const made = tap.current;
      if (!made) throw new Error('The tap is not loaded yet: await flush() or reset() first.');
      return made.session;
    },
    handles: (pathname) => pathname === TAP_PATH || pathname.startsWith(`${TAP_PATH}/`),
    forward(req, res) {
      const made = tap.current;
      if (made) return made.forward(req, res);
      tap.get().then(
        (loaded) => loaded.forward(req, res),
        (error: unknown) => {
          console.error('inspector server: the tap failed to load:', error);
          res.destroy();
        },
      );
    },
    events: async (request, self) => (await tap.get()).events(request, self),
    clear: async (request, self) => (await tap.get()).clear(request, self),
    flush: async () => (await tap.get()).flush(),
    reset: async () => (await tap.get()).reset(),
    close: () => tap.close(),
  };
}
