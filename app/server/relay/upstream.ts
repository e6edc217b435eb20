import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { SelfAddress } from '../security/self-address';
import { RelayFailure } from './refusal';
import type { UpstreamRequest } from './request';
import { guardedLookup, LinkLocalError, lookupPolicy, SelfTargetError } from './self-target';
import type { UpstreamPool } from './upstream-pool';

/** The upstream's answer once its head arrived; `abort` tears the connection down. */
export interface UpstreamAnswer {
  response: IncomingMessage;
  abort(): void;
  /** Milliseconds until the head arrived. */
  ms: number;
  startedAt: number;
}

/** Calls `stop` when the page hangs up before the upstream's head arrived; returns what unsubscribes it. */
export type OnCallerGone = (stop: () => void) => () => void;

/**
 * Sends the request with node:http(s) rather than fetch so the page sees the upstream's bytes and
 * headers as sent: no decompression, no added User-Agent/Accept, no redirect following. Headers go
 * as raw pairs (names and repeats as the page wrote them; no object whose keys could be __proto__).
 */
export function sendUpstream(
  req: UpstreamRequest,
  self: SelfAddress,
  onCallerGone: OnCallerGone,
  pool: UpstreamPool,
  extra: readonly [string, string][] = [],
): Promise<UpstreamAnswer> {
  const startedAt = performance.now();
  const send = req.url.protocol === 'https:' ? httpsRequest : httpRequest;
  // Raw headers get no Host from node:http; it names the upstream (the page's own was withheld).
  const headers: string[] = ['Host', req.url.host];
  for (const [name, value] of [...req.headers, ...extra]) headers.push(name, value);
  if (req.body !== undefined) headers.push('Content-Length', String(req.body.length));
  const policy = lookupPolicy(req.url, self);
  // The stdio endpoint's connection is pinned to the page's own address: never shared.
  const agent = policy === 'pinned' ? false : pool.agentFor(req.url, policy);
  return new Promise<UpstreamAnswer>((resolve, reject) => {
    const lookup = guardedLookup(req.url, self);
    let outgoing = send(req.url, { method: req.method, headers, lookup, agent });
    let settled = false;
    let forget = (): void => {};
    const fail = (failure: RelayFailure): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      forget();
      outgoing.destroy();
      reject(failure);
    };
    const onAbort = (): void => fail(new RelayFailure('internal', 'The page cancelled the relay request.'));
    const timer = setTimeout(
      () =>
        fail(
          new RelayFailure(
            'upstream_timeout',
            `${req.url.host} did not answer within ${req.timeoutMs} ms. Check that the server is up, or raise "timeoutMs".`,
          ),
        ),
      req.timeoutMs,
    );
    forget = onCallerGone(onAbort);
    const onError = (error: NodeJS.ErrnoException): void => {
      // An idle connection the upstream closed just as it was reused: nothing reached the server
      // yet, so send once more on a fresh connection, as browsers do.
      if (!settled && outgoing.reusedSocket && error.code === 'ECONNRESET') {
        outgoing = send(req.url, { method: req.method, headers, lookup, agent: false });
        listen();
        return void outgoing.end(req.body);
      }
      fail(
        error instanceof SelfTargetError
          ? new RelayFailure('self_target', selfTargetMessage(req.url))
          : error instanceof LinkLocalError
            ? new RelayFailure('bad_url', error.message)
            : new RelayFailure(
                'upstream_unreachable',
                `Could not reach ${req.url.host} (${error.code ?? error.message}). Check that the server is running and that the URL, scheme and port are right.`,
              ),
      );
    };
    const listen = (): void => {
      const current = outgoing;
      current.on('error', onError);
      current.on('response', (response) => {
        if (settled) return void response.destroy();
        settled = true;
        clearTimeout(timer);
        forget();
        resolve({ response, abort: () => current.destroy(), ms: performance.now() - startedAt, startedAt });
      });
    };
    listen();
    outgoing.end(req.body);
  });
}

/** Why the relay will not fetch a page of its own app. */
export function selfTargetMessage(url: URL): string {
  return `${url.host}${url.pathname} is this inspector itself; the relay fetches only its MCP endpoints (/demo/…, /stdio/mcp, /tap…) on its own origin.`;
}
