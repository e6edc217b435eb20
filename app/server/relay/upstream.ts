import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { RelayFailure } from './refusal';
import type { UpstreamRequest } from './request';

/** The upstream's answer once its head arrived; `abort` tears the connection down. */
export interface UpstreamAnswer {
  response: IncomingMessage;
  abort(): void;
  /** Milliseconds until the head arrived. */
  ms: number;
  startedAt: number;
}

/**
 * Sends the request with node:http(s) rather than fetch so the page sees the upstream's bytes and
 * headers as sent: no decompression, no added User-Agent/Accept, no redirect following.
 */
export function sendUpstream(req: UpstreamRequest, signal: AbortSignal): Promise<UpstreamAnswer> {
  const startedAt = performance.now();
  const send = req.url.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers: Record<string, string> = {};
  for (const [name, value] of req.headers) {
    const key = name.toLowerCase();
    headers[key] = key in headers ? `${headers[key]}, ${value}` : value;
  }
  if (req.body !== undefined) headers['content-length'] = String(req.body.length);
  return new Promise<UpstreamAnswer>((resolve, reject) => {
    const outgoing = send(req.url, { method: req.method, headers });
    let settled = false;
    const fail = (failure: RelayFailure): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
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
    signal.addEventListener('abort', onAbort, { once: true });
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      fail(
        new RelayFailure(
          'upstream_unreachable',
          `Could not reach ${req.url.host} (${error.code ?? error.message}). Check that the server is running and that the URL, scheme and port are right.`,
        ),
      ),
    );
    outgoing.on('response', (response) => {
      if (settled) return void response.destroy();
      settled = true;
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve({ response, abort: () => outgoing.destroy(), ms: performance.now() - startedAt, startedAt });
    });
    outgoing.end(req.body);
  });
}
