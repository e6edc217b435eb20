import {
  CallToolResultSchema,
  CompleteResultSchema,
  EmptyResultSchema,
  GetPromptResultSchema,
  InitializeResultSchema,
  ListPromptsResultSchema,
  ListResourcesResultSchema,
  ListResourceTemplatesResultSchema,
  ListToolsResultSchema,
  ReadResourceResultSchema,
  ResultSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { ExchangeRecord } from '../../exchange/record';
import { isJsonObject } from '../../json/types';
import { firstIssue, kindOf, serverRequestOf } from '../../legacy/session/messages';
import type { LegacyExchange, LegacyServerInfo, LegacyTransport } from '../../legacy/session/types';
import { LEGACY_VERSIONS, MCP_HEADERS } from '../../spec';
import { headerValue, mediaTypeOf } from '../../wire/headers';
import { parseResponseBody } from '../../wire/parse';
import { parseSse } from '../../wire/sse';
import { endpointOf } from '../../legacy/session/sse-endpoint';
import { toFinding, type Finding, type FindingDraft } from '../finding';
import { readableIdAnsweredNull } from '../null-id';
import { answerOf } from '../session/answer';

// Each 2025-era method's result schema, from the official SDK 1.x (never a copy).
const RESULT_SCHEMAS: Readonly<Record<string, { safeParse(value: unknown): SafeParse }>> = {
  initialize: InitializeResultSchema,
  ping: EmptyResultSchema,
  'tools/list': ListToolsResultSchema,
  'tools/call': CallToolResultSchema,
  'prompts/list': ListPromptsResultSchema,
  'prompts/get': GetPromptResultSchema,
  'resources/list': ListResourcesResultSchema,
  'resources/templates/list': ListResourceTemplatesResultSchema,
  'resources/read': ReadResourceResultSchema,
  'resources/subscribe': EmptyResultSchema,
  'resources/unsubscribe': EmptyResultSchema,
  'logging/setLevel': EmptyResultSchema,
  'completion/complete': CompleteResultSchema,
};

type SafeParse =
  | { success: true }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/**
 * What the legacy judgment knows besides the exchange: the session as `initialize` set it up, the
 * transport, and the exchanges before it.
 *
 * @example
 * const context: LegacyContext = { info: null, transport: 'streamable-http', previous: [] };
 * context.transport // => 'streamable-http'
 */
export interface LegacyContext {
  info: LegacyServerInfo | null;
  transport: LegacyTransport;
  previous: readonly LegacyExchange[];
}

/**
 * Judges one exchange of a legacy session by its own era: the answer against the official SDK 1.x
 * (2025-11-25) schemas and the Streamable HTTP / HTTP+SSE MUSTs, as R-LEGACY-* findings. No
 * 2026-07-28 rule is applied to legacy traffic; a transport probe refused with `"id": null` to its
 * readable id also gets R-RPC-4, the JSON-RPC MUST of every revision.
 *
 * @example
 * const record = exchangeRecord({ id: 'l1', startedAt: '2026-07-28T00:00:00.000Z', source: 'direct',
 *   request: { url: 'http://127.0.0.1:3000/mcp', method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' },
 *   response: { status: 200, statusText: '', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"a"}]}}' },
 *   timing: { totalMs: 1 }, findings: [] });
 * const answer = { jsonrpc: '2.0', id: 1, result: { tools: [{ name: 'a' }] } };
 * judgeLegacy({ record, answer }, { info: null, transport: 'streamable-http', previous: [] }).map((f) => [f.rule, f.pointer])
 * // => [['R-LEGACY-1', '/result/tools/0/inputSchema']]
 */
export function judgeLegacy(exchange: LegacyExchange, context: LegacyContext): Finding[] {
  const { record } = exchange;
  if (!record.response || record.error?.code === 'aborted' || record.error?.code === 'timeout') return [];
  const drafts: FindingDraft[] = [];
  const http = record.request.method;
  if (exchange.probe) drafts.push(...judgeProbe(exchange.probe, record));
  else if (http === 'GET') drafts.push(...judgeStream(record, context));
  else if (http === 'DELETE') drafts.push(...judgeDelete(record));
  else drafts.push(...judgePost(exchange, context));
  return drafts.map(toFinding);
}

function judgePost(exchange: LegacyExchange, context: LegacyContext): FindingDraft[] {
  const { record, answer } = exchange;
  const response = record.response!;
  const out: FindingDraft[] = [];
  const isRequest = record.rpcMethod !== '' && record.rpcId !== undefined;
  if (!isRequest) {
    const accepted =
      context.transport === 'http+sse' ? response.status >= 200 && response.status < 300 : response.status === 202;
    if (!accepted || (context.transport === 'streamable-http' && response.body.trim() !== ''))
      out.push({
        rule: 'R-LEGACY-4',
        pointer: '',
        message: `A POSTed ${record.rpcMethod || 'response'} was answered with HTTP ${response.status}${response.body.trim() ? ' and a body' : ''}; a 2025-era server accepts notifications and responses with 202 Accepted and no body.`,
        expected: 'HTTP 202, empty body',
        actual: `HTTP ${response.status}`,
      });
    return out;
  }
  out.push(...judgeFrames(record));
  if (!answer) {
    if (context.transport === 'http+sse' && response.status < 300 && !exchange.problem) return out;
    out.push({
      rule: 'R-LEGACY-3',
      pointer: '',
      message:
        exchange.problem ??
        `${record.rpcMethod} was answered with HTTP ${response.status} and no JSON-RPC response with id ${JSON.stringify(record.rpcId)}; a 2025-era server answers every request with one JSON-RPC response (application/json or an SSE stream).`,
      expected: 'one JSON-RPC response',
      actual: `HTTP ${response.status}, ${mediaTypeOf(headerValue(response.headers, 'content-type')) ?? 'no content type'}`,
    });
    return out;
  }
  if (answer['id'] !== record.rpcId)
    out.push({
      rule: 'R-LEGACY-2',
      pointer: '/id',
      message: `The answer's id ${JSON.stringify(answer['id'])} is not the request's ${JSON.stringify(record.rpcId)}.`,
      expected: JSON.stringify(record.rpcId),
      actual: JSON.stringify(answer['id']),
    });
  if (isJsonObject(answer['result'])) {
    const schema = RESULT_SCHEMAS[record.rpcMethod] ?? ResultSchema;
    const parsed = schema.safeParse(answer['result']);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const pointer = `/result${issue ? issue.path.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('') : ''}`;
      out.push({
        rule: 'R-LEGACY-1',
        pointer,
        message: `The ${record.rpcMethod} result does not match the 2025-11-25 schema: ${firstIssue(parsed.error.issues)}.`,
        actual: issue?.message ?? 'invalid',
      });
    }
  } else if (!isJsonObject(answer['error']))
    out.push({
      rule: 'R-LEGACY-1',
      pointer: '',
      message: 'The answer has neither a result object nor an error object.',
    });
  if (record.rpcMethod === 'initialize') out.push(...judgeInitialize(record, answer));
  else out.push(...judgeSessionId(record, context));
  return out;
}

function judgeInitialize(record: ExchangeRecord, answer: NonNullable<LegacyExchange['answer']>): FindingDraft[] {
  const out: FindingDraft[] = [];
  const version = isJsonObject(answer['result']) ? answer['result']['protocolVersion'] : undefined;
  if (isJsonObject(answer['result']) && (typeof version !== 'string' || !LEGACY_VERSIONS.includes(version)))
    out.push({
      rule: 'R-LEGACY-5',
      pointer: '/result/protocolVersion',
      message: `initialize answered protocol version ${JSON.stringify(version)}: a server answers the version the client asked for, or another one it supports, which must be a published 2025-era revision (${LEGACY_VERSIONS.join(', ')}).`,
      actual: JSON.stringify(version),
    });
  const sid = headerValue(record.response?.headers, MCP_HEADERS.sessionId);
  if (sid !== undefined && !/^[\x21-\x7e]+$/.test(sid))
    out.push({
      rule: 'R-LEGACY-6',
      pointer: '',
      message: `The Mcp-Session-Id ${JSON.stringify(sid)} has characters outside visible ASCII (0x21-0x7E).`,
      actual: JSON.stringify(sid),
    });
  return out;
}

function judgeSessionId(record: ExchangeRecord, context: LegacyContext): FindingDraft[] {
  const kept = context.info?.sessionId;
  const sent = headerValue(record.response?.headers, MCP_HEADERS.sessionId);
  if (!kept || sent === undefined || sent === kept) return [];
  return [
    {
      rule: 'R-LEGACY-6',
      pointer: '',
      message: `The server changed the session id from ${JSON.stringify(kept)} (set at initialize) to ${JSON.stringify(sent)}; a session keeps one Mcp-Session-Id until it ends.`,
      expected: JSON.stringify(kept),
      actual: JSON.stringify(sent),
    },
  ];
}

// The server's own requests on a stream must be requests a 2025-11-25 client can read.
function judgeFrames(record: ExchangeRecord): FindingDraft[] {
  const out: FindingDraft[] = [];
  const parsed = parseResponseBody(record.response!, { id: record.rpcId });
  for (const message of parsed.messages) {
    if (!isJsonObject(message.value) || kindOf(message.value) !== 'request') continue;
    const asked = serverRequestOf(message.value);
    if (!asked.valid)
      out.push({
        rule: 'R-LEGACY-11',
        pointer: '',
        message: asked.invalid ?? 'A server request does not match the schema.',
        ...(message.frame !== undefined ? { frame: message.frame } : {}),
      });
  }
  return out;
}

function judgeStream(record: ExchangeRecord, context: LegacyContext): FindingDraft[] {
  const response = record.response!;
  const media = mediaTypeOf(headerValue(response.headers, 'content-type'));
  const out: FindingDraft[] = [];
  if (response.status === 405 && context.transport === 'streamable-http') return out;
  if (response.status !== 200 || media !== 'text/event-stream')
    out.push({
      rule: 'R-LEGACY-7',
      pointer: '',
      message: `The GET stream was answered with HTTP ${response.status} (${media ?? 'no content type'}); a 2025-era server answers it with text/event-stream, or with 405 when it offers no stream.`,
      expected: 'HTTP 200 text/event-stream, or 405',
      actual: `HTTP ${response.status} ${media ?? ''}`.trim(),
    });
  if (context.transport === 'http+sse' && response.status === 200) {
    const endpoint = parseSse(response.body).events.find((e) => e.event === 'endpoint');
    const resolved = endpoint ? endpointOf(endpoint.data, record.request.url) : null;
    if (!endpoint || (resolved && !resolved.ok))
      out.push({
        rule: 'R-LEGACY-8',
        pointer: '',
        message:
          resolved && !resolved.ok
            ? resolved.message
            : 'The HTTP+SSE stream sent no endpoint event; its first event names the URL the client POSTs to.',
      });
  }
  out.push(...judgeFrames({ ...record, rpcId: -1 } as ExchangeRecord));
  return out;
}

function judgeDelete(record: ExchangeRecord): FindingDraft[] {
  const status = record.response!.status;
  if ((status >= 200 && status < 300) || status === 405) return [];
  return [
    {
      rule: 'R-LEGACY-12',
      pointer: '',
      message: `DELETE with the session id was answered with HTTP ${status}; a server ends the session (2xx) or refuses to let clients end it with 405.`,
      expected: 'HTTP 2xx or 405',
      actual: `HTTP ${status}`,
    },
  ];
}

// What each transport probe expects, and the rule that asks it.
const PROBES = {
  'foreign-origin': ['R-LEGACY-9', 403, 'a request with a foreign Origin (https://attacker.example)'],
  'bad-version': ['R-LEGACY-10', 400, 'a request whose MCP-Protocol-Version header names a version no server supports'],
  'no-session': ['R-LEGACY-6', 400, 'a request without the Mcp-Session-Id of the session'],
} as const;

function judgeProbe(probe: keyof typeof PROBES, record: ExchangeRecord): FindingDraft[] {
  const [rule, expected, what] = PROBES[probe];
  const response = record.response!;
  const status = response.status;
  // A refusal still echoes the probe's readable id (the MUST of every revision, R-RPC-4).
  const answer = answerOf({ request: { method: record.rpcMethod, id: record.rpcId }, response });
  const nullId = readableIdAnsweredNull(record.rpcId, status, answer.msg);
  const out: FindingDraft[] = nullId
    ? [{ ...nullId, ...(answer.frame !== undefined ? { frame: answer.frame } : {}) }]
    : [];
  // The revision asks a server that requires sessions for 400 (a SHOULD): any 4xx refusal keeps the session's MUST.
  const ok = probe === 'no-session' ? status >= 400 && status < 500 : status === expected;
  if (ok) return out;
  return [
    {
      rule,
      pointer: '',
      message: `The server answered ${what} with HTTP ${status}; a 2025-era server refuses it with HTTP ${expected}.`,
      expected: `HTTP ${expected}`,
      actual: `HTTP ${status}`,
    },
    ...out,
  ];
}
