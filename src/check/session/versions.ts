import { isJsonObject } from '../../json/types';
import { ERROR_CODES as E } from '../../spec';
import { ENVELOPE } from '../../wire/request';
import { checkExchange } from '../check';
import { ptr } from '../context';
import { show } from '../finding';
import { readableIdAnsweredNull } from '../null-id';
import { answerOf, described, ofKind, type findings } from './answer';
import type { SessionExchange } from './types';

type Out = ReturnType<typeof findings>;

/**
 * R-REQMETA-3 across a session: a -32022's `data.supported` must agree with the rest of what the
 * server says, so it names no version the server refused with -32022 on another request and none
 * that a successful server/discover leaves out of its `supportedVersions`.
 *
 * @example
 * const discover = { request: { method: 'server/discover', id: 1 }, response: { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"supportedVersions":["2026-07-28"]}}' } };
 * const _meta = { 'io.modelcontextprotocol/protocolVersion': '2024-11-05' };
 * const refusal = '{"jsonrpc":"2.0","id":2,"error":{"code":-32022,"message":"unsupported","data":{"supported":["2025-11-25"],"requested":"2024-11-05"}}}';
 * const session: SessionExchange[] = [
 *   { tag: { kind: 'discover' }, exchange: discover },
 *   { tag: { kind: 'other' }, exchange: { request: { method: 'tools/list', id: 2, params: { _meta } }, response: { status: 400, body: refusal } } },
 * ];
 * const out = findings();
 * // -32022 lists 2025-11-25, but discover lists only 2026-07-28:
 * supportedVersions(session, out);
 * out.list.map((f) => [f.rule, f.exchange, f.pointer]) // => [['R-REQMETA-3', 1, '/error/data/supported']]
 */
export function supportedVersions(session: readonly SessionExchange[], out: Out): void {
  const refused = new Map<string, string>();
  const listed = new Set<string>();
  let discovered = false;
  const refusals: { index: number; answer: ReturnType<typeof answerOf>; requested: unknown; supported: string[] }[] =
    [];
  session.forEach((s, index) => {
    if (!s.exchange) return;
    const answer = answerOf(s.exchange);
    const params = s.exchange.request.params;
    const meta = isJsonObject(params) && isJsonObject(params['_meta']) ? params['_meta'] : undefined;
    const requested = meta?.[ENVELOPE.protocolVersion];
    const versions = answer.result?.['supportedVersions'];
    if (s.tag.kind === 'discover' && Array.isArray(versions)) {
      discovered = true;
      for (const v of versions) if (typeof v === 'string') listed.add(v);
    }
    if (answer.error?.['code'] !== E.UnsupportedProtocolVersion.code) return;
    if (typeof requested === 'string' && !refused.has(requested)) refused.set(requested, s.exchange.request.method);
    const data = answer.error['data'];
    const supported = isJsonObject(data) && Array.isArray(data['supported']) ? data['supported'] : [];
    refusals.push({ index, answer, requested, supported: supported.filter((v) => typeof v === 'string') });
  });
  for (const { index, answer, requested, supported } of refusals) {
    const at = ptr('error', 'data', 'supported');
    // The exchange's own requested version is judged on the exchange itself (checkErrors).
    const elsewhere = supported.filter((v) => v !== requested && refused.has(v));
    for (const v of elsewhere)
      out.add(index, answer, {
        rule: 'R-REQMETA-3',
        pointer: at,
        message: `-32022 data.supported lists ${v}, but the server refused ${v} with -32022 to a ${refused.get(v)} of this session; supported must name only versions the server serves.`,
        expected: `a list without ${v}`,
        actual: show(supported),
      });
    const unlisted = discovered ? supported.filter((v) => !listed.has(v) && !elsewhere.includes(v)) : [];
    if (unlisted.length > 0)
      out.add(index, answer, {
        rule: 'R-REQMETA-3',
        pointer: at,
        message: `-32022 data.supported lists ${unlisted.join(', ')}, which server/discover's supportedVersions (${[...listed].join(', ')}) does not; the server must name the same versions everywhere.`,
        expected: `versions among ${show([...listed])}`,
        actual: show(supported),
      });
  }
}

/**
 * R-ERA-3: on a server of an earlier revision (after the era verdict) a request whose
 * MCP-Protocol-Version names a version nobody serves gets 400 Bad Request, as every revision since
 * 2025-06-18 requires; any body is fine, another status (404, 422, a result) is a departure of its own.
 * A JSON-RPC error in that body still echoes the request's id: `"id": null` to a readable id breaks
 * the MUST of every revision (R-RPC-4, an error, as the exchange rule says of a modern server).
 *
 * @example
 * const exchange = { request: { method: 'server/discover', id: 1 }, response: { status: 422, body: 'Unexpected message, expect initialize request' } };
 * const out = findings();
 * legacyVersion([{ tag: { kind: 'legacy-version', version: '2099-01-01' }, exchange }], out);
 * out.list.map((f) => [f.rule, f.actual]) // => [['R-ERA-3', 'HTTP 422']]
 */
export function legacyVersion(session: readonly SessionExchange[], out: Out): void {
  for (const { index, tag, exchange, answer } of ofKind(session, 'legacy-version')) {
    const status = answer.status;
    const nullId = readableIdAnsweredNull(exchange.request.id, status, answer.msg);
    if (nullId) out.add(index, answer, nullId);
    if (status === undefined || status === 400) continue;
    const what = answer.error || answer.result ? ` (${described(answer)})` : '';
    out.add(index, answer, {
      rule: 'R-ERA-3',
      pointer: '',
      message: `A request with MCP-Protocol-Version: ${tag.version}, a version no revision defines, got HTTP ${status}${what}; every revision requires 400 Bad Request for an unsupported protocol version, whatever revision the server speaks.`,
      expected: 'HTTP 400',
      actual: `HTTP ${status}`,
    });
  }
}

/**
 * R-RPC-4 on the exchanges an era verdict stands in for: server/discover refused as an earlier
 * revision refuses it (R-ERA-1), and after it the foreign-Origin probe (a 2025-11-25 `initialize`,
 * judged by the session rules alone). The verdict stays, but a JSON-RPC error saying `"id": null` to
 * the readable id of the request still breaks the MUST of every revision (as on the
 * unsupported-version probe, `legacyVersion`); on a transport refusal (403) it is the rule's warning.
 * An exchange whose own rules judged its id already (a -32022, a modern server's 403) is left alone.
 *
 * @example
 * const _meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
 * const request = { method: 'server/discover', id: 1, params: { _meta }, headers: { 'MCP-Protocol-Version': '2026-07-28', 'Mcp-Method': 'server/discover' } };
 * const refusal = (id: number | null) => ({ request, response: { status: 400, body: JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32000, message: 'Bad Request: Server not initialized' } }) } });
 * const out = findings();
 * eraVerdictIds([{ tag: { kind: 'discover' }, exchange: refusal(null) }, { tag: { kind: 'discover' }, exchange: refusal(1) }], out);
 * out.list.map((f) => [f.rule, f.severity, f.exchange, f.expected]) // => [['R-RPC-4', 'error', 0, '1']]
 */
export function eraVerdictIds(session: readonly SessionExchange[], out: Out): void {
  const judged = [...ofKind(session, 'discover'), ...ofKind(session, 'foreign-origin')];
  for (const { index, exchange, answer } of judged.sort((a, b) => a.index - b.index)) {
    const nullId = readableIdAnsweredNull(exchange.request.id, answer.status, answer.msg);
    if (!nullId) continue;
    const own = checkExchange(exchange).map((f) => f.rule);
    const verdict = own.includes('R-ERA-1') || own.includes('R-ERA-2');
    if (verdict && !own.includes('R-RPC-4')) out.add(index, answer, nullId);
  }
}
