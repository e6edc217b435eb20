import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  isLoopback,
  Recorder,
  type AuthFetch,
  type OpenedAuthorization,
  type PendingAuthorization,
} from '../../src/index';

// Redirect hops followed when fetching the authorization URL before handing over to a person.
const MAX_HOPS = 10;

/**
 * The RFC 8252 loopback redirect: a 127.0.0.1 listener on an ephemeral port that takes one
 * authorization response at /callback, and the opener that first fetches the authorization URL
 * itself (auto-approving servers redirect straight back) before asking a person.
 */
export class LoopbackRedirect {
  private server: Server | undefined;
  private waiting: ((url: string) => void) | undefined;
  redirectUri = '';

  async start(): Promise<void> {
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', this.redirectUri);
      if (url.pathname !== '/callback') {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('mcp-shape-inspector received the authorization response. You can close this window.\n');
      this.waiting?.(`${this.redirectUri}${url.search}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    this.redirectUri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`;
  }

  close(): void {
    this.server?.close();
    this.server?.closeAllConnections();
  }

  /** Opens one authorization URL: fetched first, then printed (and opened with --open) for a person. */
  opener(
    fetch: AuthFetch,
    options: { open: boolean; waitMs: number; say: (line: string) => void },
  ): (pending: PendingAuthorization) => Promise<OpenedAuthorization> {
    return async (pending) => {
      const refused = unopenable(pending.url);
      if (refused) throw new Error(refused);
      const recorder = new Recorder(fetch);
      let url = pending.url;
      for (let hop = 0; hop < MAX_HOPS; hop++) {
        const answer = await recorder.send({ method: 'GET', url, headers: { accept: 'text/html' } });
        const location = answer?.headers['location'];
        if (!answer || answer.status < 300 || answer.status > 399 || !location) break;
        url = new URL(location, url).href;
        if (url.startsWith(`${pending.redirectUri}?`) || url === pending.redirectUri)
          return { callbackUrl: url, sent: recorder.sent, received: recorder.received };
      }
      return {
        callbackUrl: await this.askPerson(pending.url, options),
        sent: recorder.sent,
        received: recorder.received,
      };
    };
  }

  private askPerson(
    url: string,
    options: { open: boolean; waitMs: number; say: (line: string) => void },
  ): Promise<string> {
    options.say(`Authorize in a browser: ${url}`);
    if (options.open) openInBrowser(url);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = undefined;
        reject(new Error(`no authorization response within ${Math.round(options.waitMs / 1000)} s`));
      }, options.waitMs);
      this.waiting = (callback) => {
        clearTimeout(timer);
        this.waiting = undefined;
        resolve(callback);
      };
    });
  }
}

/**
 * Why an authorization URL the server named is neither fetched, printed for a person nor handed to the
 * system opener (which would run a file:, a custom scheme or a script), or null when it may be: only
 * https:, and http: on loopback.
 */
export function unopenable(url: string): string | null {
  const scheme = URL.canParse(url) ? new URL(url).protocol : 'not a URL';
  if (scheme === 'https:' || (scheme === 'http:' && isLoopback(url))) return null;
  const what = scheme === 'http:' ? 'http: off loopback' : scheme;
  return `the authorization URL was not opened: only https: (and http: on loopback), not ${what}`;
}

function openInBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  try {
    spawn(command, [url], { stdio: 'ignore', detached: true })
      .on('error', () => {})
      .unref();
  } catch {
    // Nothing to open with: the URL is printed above.
  }
}
