import { RequestOwner } from '../../../../src/index';
import { TOKEN_HEADER } from '../../../server/relay/protocol';
import { decodeTapEvents, TAP_EVENTS_PATH, type TapEvent, type TapRefusal } from '../../../server/tap/protocol';
import type { FeedStatus } from '../state/tap-store';

// The server pings every 15 s; this long without a byte means the connection is dead.
const SILENCE_MS = 40_000;
const RETRY_MS = { first: 500, max: 10_000 };

/** What the feed tells the screen. */
export interface FeedHandlers {
  event: (event: TapEvent) => void;
  status: (status: FeedStatus, problem?: string | null) => void;
}

/**
 * Follows the tap's events feed as one request of `owner` (lane `feed`) until the owner lets it go:
 * reconnects with a growing pause when the connection drops (each `hello` brings the whole session
 * again), and gives up only when the server refuses the page (a stale token).
 */
export function followTapFeed(
  token: string,
  handlers: FeedHandlers,
  { owner, fetcher = fetch }: { owner: RequestOwner; fetcher?: typeof fetch },
): void {
  let delay = RETRY_MS.first;
  void owner.run('feed', async (stop) => {
    handlers.status('connecting');
    while (!stop.aborted) {
      const refused = await followOnce(token, handlers, fetcher, stop, () => (delay = RETRY_MS.first));
      if (stop.aborted) return;
      if (refused) return handlers.status('unavailable', refused);
      handlers.status('reconnecting', "The connection to the inspector's server was lost; trying again…");
      await pause(delay, stop);
      delay = Math.min(delay * 2, RETRY_MS.max);
    }
  });
}

/** Waits `ms`, or less when `stop` aborts first. */
function pause(ms: number, stop: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    stop.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      stop.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** One connection; resolves with a refusal message, or null when the connection just ended. */
async function followOnce(
  token: string,
  handlers: FeedHandlers,
  fetcher: typeof fetch,
  stop: AbortSignal,
  onHello: () => void,
): Promise<string | null> {
  const connection = new AbortController();
  const abort = () => connection.abort();
  stop.addEventListener('abort', abort, { once: true });
  let watchdog = setTimeout(abort, SILENCE_MS);
  try {
    const response = await fetcher(TAP_EVENTS_PATH, {
      headers: { [TOKEN_HEADER]: token },
      cache: 'no-store',
      signal: connection.signal,
    });
    if (response.status === 401 || response.status === 403) return await refusalOf(response);
    if (!response.ok || !response.body) return null;
    for await (const event of decodeTapEvents(response.body)) {
      clearTimeout(watchdog);
      watchdog = setTimeout(abort, SILENCE_MS);
      if (event.t === 'hello') {
        onHello();
        handlers.status('live');
      }
      handlers.event(event);
    }
    return null;
  } catch {
    return null;
  } finally {
    clearTimeout(watchdog);
    stop.removeEventListener('abort', abort);
  }
}

async function refusalOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as TapRefusal;
    return body.error.message;
  } catch {
    return `The inspector refused the tap feed (${response.status}); reload the page.`;
  }
}
