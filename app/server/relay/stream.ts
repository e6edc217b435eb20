// The pieces of an accepted relay answer that pipe.ts writes: the head, and why an answer ended early.
import { connectionListed, rawPairs } from '../http/hop-by-hop';
import { withheldFromPage } from './headers';
import type { RelayHead } from './protocol';
import type { UpstreamRequest } from './request';
import type { UpstreamAnswer } from './upstream';

/** Rounded to 0.1 ms, as every time in the frames. */
export const round = (ms: number): number => Math.round(ms * 10) / 10;

/** The head frame's content: the upstream's status line and the headers the page may see. */
export function relayHead(req: UpstreamRequest, answer: UpstreamAnswer): RelayHead {
  const { response } = answer;
  const headers: [string, string][] = [];
  const withheld: string[] = [];
  const pairs = rawPairs(response.rawHeaders);
  const listed = connectionListed(pairs);
  for (const [raw, value] of pairs) {
    const name = raw.toLowerCase();
    if (withheldFromPage(name, listed)) withheld.push(name);
    else headers.push([name, value]);
  }
  return {
    t: 'head',
    status: response.statusCode ?? 0,
    statusText: response.statusMessage ?? '',
    headers,
    withheld: { request: req.withheld, response: withheld },
    ms: round(answer.ms),
  };
}

/** Why the relay stopped reading an answer at maxBytes. */
export const tooLargeMessage = (req: UpstreamRequest): string =>
  `The answer exceeded ${req.maxBytes} bytes (maxBytes), so the relay stopped reading it; raise "maxBytes" to see more.`;

/** Why the relay ended an answer that went silent. */
export const silentMessage = (req: UpstreamRequest): string =>
  `${req.url.host} sent nothing for ${req.timeoutMs} ms in the middle of its answer, so the relay ended it; raise "timeoutMs" for slower servers.`;

/** Why an answer ended early on the upstream's side. */
export const closedMessage = (req: UpstreamRequest, reason: string, bytes: number): string =>
  `${req.url.host} closed the connection in the middle of its answer (${reason}) after ${bytes} bytes; the answer is incomplete.`;
