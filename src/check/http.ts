import { ERROR_CODES as E, errorCodeFact, MCP_HEADERS } from '../spec';
import { headerValue } from '../wire/headers';
import type { Scope } from './context';
import { isInt, objAt } from './context';
import { show } from './finding';
import type { RuleId } from './rules';

// The code-specific rule names the status (ERROR_CODES prescribes it); R-HTTP-3 covers results.
const STATUS_RULE: Record<number, RuleId> = {
  [E.HeaderMismatch.code]: 'R-ERR-5',
  [E.MissingRequiredClientCapability.code]: 'R-REQMETA-4',
  [E.UnsupportedProtocolVersion.code]: 'R-REQMETA-3',
  [E.MethodNotFound.code]: 'R-ERR-8',
};

/**
 * The HTTP status matrix (prescribed rows only: R-ERR-5, R-REQMETA-3/4, R-ERR-8 for the
 * error codes, R-HTTP-3 for results), R-HTTP-2 notification acknowledgements, and R-HTTP-4/7/8 on
 * SSE and session headers. R-HTTP-1 and R-HTTP-5 come from the body parser.
 *
 * @example
 * const _meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
 * // A family of checkExchange: -32601 on HTTP 200 (the transport says 404).
 * const response = { status: 200, body: '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}' };
 * checkExchange({ request: { method: 'foo/bar', id: 1, params: { _meta } }, response }).find((f) => f.rule === 'R-ERR-8')?.pointer // => ''
 */
export function checkHttp(s: Scope): void {
  if (s.req.notification) {
    checkNotification(s);
    return;
  }
  checkStatus(s);
  if (s.headers !== undefined) {
    if (headerValue(s.headers, MCP_HEADERS.sessionId) !== undefined) {
      s.add({
        rule: 'R-HTTP-7',
        pointer: '',
        message: 'The response sets Mcp-Session-Id; 2026-07-28 is stateless and creates no sessions.',
        expected: 'no Mcp-Session-Id header',
        actual: show(headerValue(s.headers, MCP_HEADERS.sessionId)),
      });
    }
    if (s.parsed.format === 'sse' && headerValue(s.headers, 'x-accel-buffering')?.trim().toLowerCase() !== 'no') {
      s.add({
        rule: 'R-HTTP-4',
        pointer: '',
        message: 'The SSE response does not send X-Accel-Buffering: no, so proxies may buffer the stream.',
        expected: 'X-Accel-Buffering: no',
        actual: show(headerValue(s.headers, 'x-accel-buffering')),
      });
    }
  }
  if (s.parsed.eventIds) {
    s.add({
      rule: 'R-HTTP-8',
      pointer: '',
      message: 'The SSE stream sends id: lines; resumability was removed, so event ids carry no meaning.',
      actual: 'id: lines present',
    });
  }
}

function checkNotification(s: Scope): void {
  const status = s.status;
  if (status === undefined) return;
  if (status >= 200 && status < 300 && (status !== 202 || s.body.length > 0)) {
    s.add({
      rule: 'R-HTTP-2',
      pointer: '',
      message: `The notification was answered with HTTP ${status}${s.body.length > 0 ? ' and a body' : ''}; an accepted notification gets 202 with an empty body.`,
      expected: '202, empty body',
      actual: `${status}, ${s.body.length} characters`,
    });
  }
}

function checkStatus(s: Scope): void {
  const status = s.status;
  if (status === undefined || !s.msg) return;
  const error = objAt(s.msg, 'error');
  if (error) {
    const code = error['code'];
    const fact = isInt(code) ? errorCodeFact(code) : undefined;
    const rule = isInt(code) ? STATUS_RULE[code] : undefined;
    if (fact?.httpStatus && rule && status !== fact.httpStatus) {
      s.add({
        rule,
        pointer: '',
        message: `${String(code)} ${fact.name} was sent on HTTP ${status}; it must come with HTTP ${fact.httpStatus}.`,
        expected: String(fact.httpStatus),
        actual: String(status),
        related: ['R-HTTP-3'],
      });
    }
    return;
  }
  if ('result' in s.msg && status !== 200) {
    const success = status >= 200 && status < 300;
    s.add({
      rule: 'R-HTTP-3',
      pointer: '',
      message: `A successful result was sent on HTTP ${status}; the status matrix answers results with 200.`,
      expected: '200',
      actual: String(status),
      ...(success ? { severity: 'info' as const, because: 'a 2xx status; clients read the result' } : {}),
    });
  }
}
