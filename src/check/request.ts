import { decodeHeaderValue } from '../wire/header-value';
import { headerName, headerValue } from '../wire/headers';
import { ENVELOPE, MCP_NAME_SOURCE } from '../wire/request';
import type { Scope } from './context';
import { MODERN_PROTOCOL_VERSION as MODERN } from '../modern/constants';
import { isInt, objAt, ptr, TASK_METHODS } from './context';
import { show } from './finding';
import { LOG_LEVELS } from './stream';

const CANONICAL: Record<string, string> = { 'mcp-protocol-version': 'MCP-Protocol-Version', 'mcp-method': 'Mcp-Method', 'mcp-name': 'Mcp-Name' };

interface Expectation {
  rule: string;
  code: number;
  why: string;
}

/**
 * What the server must answer, judged from the request it got: R-REQMETA-1 (missing envelope),
 * R-HDR-1..5 and -8 (missing, mismatching or undecodable headers → 400 + -32020; any applicable
 * prescribed code is accepted, §5 item 16), R-HDR-6/7/8 (valid variants refused), R-REQMETA-2 and -5.
 *
 * @example
 * checkRequestSide(scope) // reports R-HDR-3 when a request without Mcp-Method got a result
 */
export function checkRequestSide(s: Scope): void {
  if (s.req.notification || !s.msg) return;
  const expectations = [...envelopeExpectations(s), ...headerExpectations(s)];
  const code = objAt(s.msg, 'error')?.['code'];
  const status = s.status;
  const answered = typeof code === 'number' ? `${code}${status === undefined ? '' : ` on HTTP ${status}`}` : `a result${status === undefined ? '' : ` on HTTP ${status}`}`;
  if (expectations.length > 0) {
    const accepted = new Set(expectations.map((e) => e.code));
    if (typeof s.req.version === 'string' && s.req.version !== MODERN) accepted.add(-32022);
    for (const e of expectations) {
      const ok = status !== undefined && status !== 400 ? false : e.rule === 'R-HDR-2' ? code === -32020 : isInt(code) && accepted.has(code);
      if (!ok)
        s.report(e.rule, typeof code === 'number' ? ptr('error', 'code') : '', `${e.why}, so it must be refused with HTTP 400 and ${e.code}; it got ${answered}.`, {
          expected: `400 + ${e.code}`,
          actual: answered,
        });
    }
    return;
  }
  if (code === -32020) falseRejection(s);
  const meta = s.req.meta;
  if (meta && code === -32602 && !(ENVELOPE.clientInfo in meta) && /clientInfo/i.test(String(objAt(s.msg, 'error')?.['message']))) {
    s.report('R-REQMETA-2', ptr('error'), 'The request was refused for lacking clientInfo, which is only a SHOULD; it must be served.', { expected: 'a result', actual: answered });
  }
  const level = meta?.[ENVELOPE.logLevel];
  if (level !== undefined && !LOG_LEVELS.includes(String(level)) && 'result' in s.msg) {
    s.report('R-REQMETA-5', '', `The unknown logLevel ${show(level)} was accepted; it should be refused with -32602.`, { expected: '-32602', actual: 'a result' });
  }
}

function envelopeExpectations(s: Scope): Expectation[] {
  const headerVersion = headerValue(s.req.headers, 'mcp-protocol-version')?.trim();
  const claimed = s.req.meta !== undefined || headerVersion === MODERN;
  if (!claimed) return [];
  const meta = s.req.meta;
  const missing = !meta
    ? ['_meta']
    : [ENVELOPE.protocolVersion in meta ? '' : 'protocolVersion', objAt(meta, ENVELOPE.clientCapabilities) ? '' : 'clientCapabilities'].filter(Boolean);
  return missing.length > 0 ? [{ rule: 'R-REQMETA-1', code: -32602, why: `The request lacks ${missing.join(' and ')} in params._meta` }] : [];
}

function headerExpectations(s: Scope): Expectation[] {
  const h = s.req.headers;
  if (!h || typeof s.req.version !== 'string') return [];
  const out: Expectation[] = [];
  const version = headerValue(h, 'mcp-protocol-version');
  if (version === undefined) out.push({ rule: 'R-HDR-1', code: -32020, why: 'The request has no MCP-Protocol-Version header' });
  else if (version.trim() !== s.req.version)
    out.push({ rule: 'R-HDR-2', code: -32020, why: `MCP-Protocol-Version ${show(version.trim())} differs from the body's ${show(s.req.version)}` });
  const method = headerValue(h, 'mcp-method');
  if (method === undefined) out.push({ rule: 'R-HDR-3', code: -32020, why: 'The request has no Mcp-Method header' });
  else if (method.trim() !== s.req.method) out.push({ rule: 'R-HDR-4', code: -32020, why: `Mcp-Method ${show(method.trim())} differs from the body method ${show(s.req.method)}` });
  // SEP-2663 adds the tasks methods only when the extension is in use (§5 item 15).
  const field = TASK_METHODS.has(s.req.method) && !s.req.tasksDeclared ? undefined : MCP_NAME_SOURCE[s.req.method];
  const source = field === undefined ? undefined : s.req.params?.[field];
  if (typeof source !== 'string') return out;
  const name = headerValue(h, 'mcp-name');
  const decoded = name === undefined ? undefined : decodeHeaderValue(name);
  if (decoded === undefined) out.push({ rule: 'R-HDR-5', code: -32020, why: `The request has no Mcp-Name header (a copy of params.${field})` });
  else if (!decoded.ok) out.push({ rule: 'R-HDR-8', code: -32020, why: `Mcp-Name has ${decoded.reason}` });
  else if (decoded.value !== source) out.push({ rule: 'R-HDR-5', code: -32020, why: `Mcp-Name ${show(decoded.value)} differs from params.${field} ${show(source)}` });
  return out;
}

// A -32020 to headers that all match: blame the variant the spec says must be accepted.
function falseRejection(s: Scope): void {
  const h = s.req.headers;
  if (!h || Object.keys(h).some((k) => k.toLowerCase().startsWith('mcp-param-'))) return;
  const at = ptr('error', 'code');
  for (const [lower, canonical] of Object.entries(CANONICAL)) {
    const sent = headerName(h, lower);
    const value = headerValue(h, lower);
    if (sent === undefined || value === undefined) continue;
    const decoded = decodeHeaderValue(value);
    if (sent !== canonical && sent !== lower)
      s.report('R-HDR-6', at, `The request was refused with -32020 although its headers match; header names compare case-insensitively (${sent}).`, {
        expected: 'the request served',
        actual: '-32020',
      });
    if (decoded.ok && decoded.trimmed)
      s.report('R-HDR-7', at, `The request was refused with -32020 although ${canonical} only had whitespace around its value, which is trimmed.`, {
        expected: 'the request served',
        actual: '-32020',
      });
    if (decoded.ok && decoded.sentinel)
      s.report('R-HDR-8', at, `The request was refused with -32020 although ${canonical} was a valid =?base64?…?= value that decodes to the body's value.`, {
        expected: 'the request served',
        actual: '-32020',
      });
  }
}
