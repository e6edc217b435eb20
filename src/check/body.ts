import { isTransportRefusal } from '../spec';
import type { WireProblem } from '../wire/types';
import type { Scope } from './context';
import type { FindingDraft } from './finding';

const ONE_MESSAGE = 'one JSON-RPC message per data frame';

/**
 * R-RPC-7, R-HTTP-1 and R-HTTP-5 from the body parser's neutral problems. A notification's answer
 * carries no JSON-RPC response, so only R-HTTP-2 judges it (status and body); a transport refusal
 * (403 for a bad Origin, 405, 413, 415, …) may have any body, so its format is not judged either.
 *
 * @example
 * // A family of checkExchange: a JSON-RPC batch, which 2026-07-28 does not allow.
 * const response = { status: 200, headers: { 'content-type': 'application/json' }, body: '[{"jsonrpc":"2.0","id":1,"result":{}}]' };
 * checkExchange({ request: { method: 'tools/list', id: 1 }, response }).find((f) => f.rule === 'R-RPC-7')?.pointer // => ''
 */
export function checkBody(s: Scope): void {
  if (s.req.notification || isTransportRefusal(s.status)) return;
  for (const problem of s.parsed.problems) {
    const draft = describe(problem, s);
    if (draft) s.add(draft);
  }
}

function describe(p: WireProblem, s: Scope): FindingDraft | null {
  switch (p.kind) {
    case 'empty-body':
      return {
        rule: s.parsed.mediaType === 'text/event-stream' ? 'R-HTTP-5' : 'R-RPC-7',
        pointer: '',
        message: 'The body is empty, so the request got no JSON-RPC response.',
        expected: 'one JSON-RPC response',
        actual: 'empty body',
      };
    case 'no-content-type':
      return {
        rule: 'R-HTTP-1',
        pointer: '',
        message:
          'The response has no Content-Type header; a request is answered as application/json or text/event-stream.',
        expected: 'application/json or text/event-stream',
        actual: 'absent',
      };
    case 'unexpected-content-type':
      return {
        rule: 'R-HTTP-1',
        pointer: '',
        message: `The Content-Type ${p.mediaType} is neither application/json nor text/event-stream.`,
        expected: 'application/json or text/event-stream',
        actual: p.mediaType,
      };
    case 'not-json':
      return s.parsed.format !== 'json'
        ? null
        : {
            rule: 'R-RPC-7',
            pointer: '',
            message: `The body is not valid JSON (syntax error at byte ${p.byteOffset}).`,
            expected: 'one JSON object',
            actual: p.excerpt,
          };
    case 'batch':
      return {
        rule: 'R-RPC-7',
        pointer: '',
        message: 'The body is a JSON array (a batch); this revision has no batches.',
        expected: 'one JSON object',
        actual: `an array of ${p.length}`,
      };
    case 'not-object':
      return {
        rule: 'R-RPC-7',
        pointer: '',
        message: `The body is JSON (${p.type}) but not a JSON-RPC message object.`,
        expected: 'one JSON object',
        actual: p.type,
      };
    case 'sse-frame-invalid':
      return {
        rule: 'R-HTTP-5',
        pointer: '',
        frame: p.frame,
        message: `This SSE frame's data is not valid JSON (syntax error at byte ${p.byteOffset} of the stream).`,
        expected: ONE_MESSAGE,
        actual: p.excerpt,
      };
    case 'sse-frame-not-object':
      return {
        rule: 'R-HTTP-5',
        pointer: '',
        frame: p.frame,
        message: `This SSE frame's data is JSON (${p.type}) but not a JSON-RPC message object.`,
        expected: ONE_MESSAGE,
        actual: p.type,
      };
    case 'sse-frame-unterminated':
      return {
        rule: 'R-HTTP-5',
        pointer: '',
        frame: p.frame,
        message:
          'The stream ended inside this SSE event (no blank line after it), so a client following the WHATWG event-stream rules discards it.',
        expected: 'each event ended by a blank line',
        actual: 'the stream ended first',
      };
    case 'sse-no-response':
      return s.req.method === 'subscriptions/listen'
        ? null
        : {
            rule: 'R-HTTP-5',
            pointer: '',
            message: `The SSE stream has ${p.frames} message frame${p.frames === 1 ? '' : 's'} but none answers the request.`,
            expected: 'exactly one response frame',
            actual: 'none',
          };
    case 'sse-extra-response':
      return {
        rule: 'R-HTTP-5',
        pointer: '',
        frame: p.frame,
        message: `The SSE stream has ${p.responses} response frames; exactly one may answer the request.`,
        expected: 'exactly one response frame',
        actual: String(p.responses),
      };
  }
}
