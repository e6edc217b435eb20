import { toFinding, type Finding } from '../../check/finding';
import type { ProbeTag } from '../../check/session/types';
import { headerValue, mediaTypeOf } from '../../wire/headers';
import type { RecordedExchange } from '../send-exchange';

/**
 * The judgment of a probe that breaks a client MUST on purpose, when its answer is a refusal: the
 * JSON-only `Accept` probe refused with any 4xx (400 text/plain, 406, …) is one info finding naming
 * the server's reading, whatever the refusal looks like. Null when the exchange is judged as usual
 * (a served answer, or another probe).
 *
 * @example
 * deliberateRefusal({ kind: 'accept-json' }, { status: 406, headers: {}, body: '' })?.severity // => 'info'
 */
export function deliberateRefusal(tag: ProbeTag, response: RecordedExchange['response']): Finding | null {
  if (tag.kind !== 'accept-json' || response.status < 400 || response.status > 499) return null;
  const type = mediaTypeOf(headerValue(response.headers, 'content-type'));
  return toFinding({
    rule: 'R-HTTP-1',
    pointer: '',
    message: `This probe's Accept named only application/json, breaking the client MUST to list text/event-stream too, and the server refused it with HTTP ${response.status} (${type ?? 'no Content-Type'}): it reads that MUST as a precondition of serving, which is one reading; answering with JSON is the other.`,
    expected: 'a JSON answer, or a refusal',
    actual: `HTTP ${response.status}`,
    severity: 'info',
    because: 'a deliberately broken probe: the client MUST was broken, not the server',
  });
}
