import { decodeHeaderValue } from '../wire/header-value';
import { headerName, headerValue } from '../wire/headers';
import { ENVELOPE } from '../wire/request';
import { envelopeRefusals, headerRefusals } from './admission';
import { preFinalNote } from './errors';
import type { Scope } from './context';
import { isParamHeaderName, LOG_LEVELS, MCP_HEADERS, MODERN_PROTOCOL_VERSION as MODERN } from '../spec';
import { isInt, objAt, ptr } from './context';
import { show, textOf } from './finding';

const CANONICAL = [MCP_HEADERS.protocolVersion, MCP_HEADERS.method, MCP_HEADERS.name];

/**
 * What the server must answer, judged from the request it got: R-REQMETA-1 (missing envelope),
 * R-HDR-1..5 and -8 (missing, mismatching or undecodable headers → 400 + -32020; any applicable
 * prescribed code is accepted), R-HDR-6/7/8 (valid variants refused), R-REQMETA-2 and -5.
 *
 * @example
 * const _meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
 * // A family of checkExchange: a request without Mcp-Method got a result.
 * const response = { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"tools":[],"resultType":"complete","ttlMs":0,"cacheScope":"private"}}' };
 * checkExchange({ request: { method: 'tools/list', id: 1, params: { _meta }, headers: { 'MCP-Protocol-Version': '2026-07-28' } }, response }).find((f) => f.rule === 'R-HDR-3')?.pointer // => ''
 */
export function checkRequestSide(s: Scope): void {
  if (s.req.notification || !s.msg) return;
  const expectations = [...envelopeRefusals(s.req), ...headerRefusals(s.req)];
  const code = objAt(s.msg, 'error')?.['code'];
  const status = s.status;
  const answered =
    typeof code === 'number'
      ? `${code}${preFinalNote(code)}${status === undefined ? '' : ` on HTTP ${status}`}`
      : `a result${status === undefined ? '' : ` on HTTP ${status}`}`;
  if (expectations.length > 0) {
    const accepted = new Set(expectations.map((e) => e.code));
    if (typeof s.req.version === 'string' && s.req.version !== MODERN) accepted.add(-32022);
    for (const e of expectations) {
      const codeOk = e.rule === 'R-HDR-2' ? code === -32020 : isInt(code) && accepted.has(code);
      // Only the status wrong: the finding is about the whole response (§2).
      if (!codeOk || (status !== undefined && status !== 400))
        s.report(
          e.rule,
          typeof code === 'number' && !codeOk ? ptr('error', 'code') : '',
          `${e.why}, so it must be refused with HTTP 400 and ${e.code}; it got ${answered}.`,
          {
            expected: `400 + ${e.code}`,
            actual: answered,
          },
        );
    }
    return;
  }
  if (code === -32020) falseRejection(s);
  const meta = s.req.meta;
  if (
    meta &&
    code === -32602 &&
    !(ENVELOPE.clientInfo in meta) &&
    /clientInfo/i.test(textOf(objAt(s.msg, 'error')?.['message']))
  ) {
    s.report(
      'R-REQMETA-2',
      ptr('error'),
      'The request was refused for lacking clientInfo, which is only a SHOULD; it must be served.',
      { expected: 'a result', actual: answered },
    );
  }
  const level = meta?.[ENVELOPE.logLevel];
  if (level !== undefined && !LOG_LEVELS.includes(textOf(level)) && 'result' in s.msg) {
    s.report('R-REQMETA-5', '', `The unknown logLevel ${show(level)} was accepted; it should be refused with -32602.`, {
      expected: '-32602',
      actual: 'a result',
    });
  }
}

// A -32020 to headers that all match: blame the variant the spec says must be accepted. Any name
// spelled other than canonically (lowercase included) is a case variant the server must accept.
function falseRejection(s: Scope): void {
  const h = s.req.headers;
  if (!h || Object.keys(h).some(isParamHeaderName)) return;
  const at = ptr('error', 'code');
  const variants = CANONICAL.map((canonical) => headerName(h, canonical) ?? canonical).filter(
    (sent) => !CANONICAL.some((canonical) => canonical === sent),
  );
  // A tools/call may be refused for a missing Mcp-Param-* header its tool's schema requires, which one
  // exchange cannot see: blame the case variant only where no such header can be due.
  if (variants.length > 0 && s.req.method !== 'tools/call')
    s.report(
      'R-HDR-6',
      at,
      `The request was refused with -32020 although its headers match; header names compare case-insensitively (${variants.join(', ')}).`,
      {
        expected: 'the request served',
        actual: '-32020',
      },
    );
  for (const canonical of CANONICAL) {
    const value = headerValue(h, canonical);
    if (value === undefined) continue;
    const decoded = decodeHeaderValue(value);
    if (decoded.ok && decoded.trimmed)
      s.report(
        'R-HDR-7',
        at,
        `The request was refused with -32020 although ${canonical} only had whitespace around its value, which is trimmed.`,
        {
          expected: 'the request served',
          actual: '-32020',
        },
      );
    if (decoded.ok && decoded.sentinel)
      s.report(
        'R-HDR-8',
        at,
        `The request was refused with -32020 although ${canonical} was a valid =?base64?…?= value that decodes to the body's value.`,
        {
          expected: 'the request served',
          actual: '-32020',
        },
      );
  }
}
