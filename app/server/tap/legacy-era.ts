import {
  isJsonObject,
  judgeLegacy,
  kindOf,
  LEGACY_VERSIONS,
  MCP_HEADERS,
  META_KEYS,
  MODERN_PROTOCOL_VERSION,
  parseResponseBody,
  withFindings,
  type LegacyExchange,
  type LegacyServerInfo,
  type LegacyTransport,
} from '../../../src/index';
import type { TapEra, TapRecord } from './protocol';

interface LegacySessionState {
  info: LegacyServerInfo | null;
  /** HTTP+SSE: the session id the server put in its endpoint (`sessionId`), shown as the session. */
  label?: string | null;
  version: string;
  transport: LegacyTransport;
}

// Sessions remembered per tap. No legacy rule compares an exchange with earlier ones, so none is kept
// (the tap's own session holds the records); `previous` stays empty until a rule reads it.
const MAX_SESSIONS = 64;
const NO_PREVIOUS: readonly LegacyExchange[] = [];
const ENDPOINT_EVENT = /^event:[ \t]*endpoint[ \t]*$/m;

/**
 * Tells 2025-era traffic from 2026-07-28 traffic on the tap and judges it by its own era: an
 * `initialize`, an `Mcp-Session-Id`, a 2025 `MCP-Protocol-Version`, an HTTP+SSE `endpoint` stream or a
 * POST to its endpoint, or any request on a tap whose client started a 2025 session, unless it
 * carries the 2026-07-28 envelope. Such an exchange gets `judgeLegacy`'s findings instead of the
 * checker's and its era on the record. An HTTP+SSE session is its stream (the record's `sse`), and a
 * POST's answer is the one joined to it from that stream.
 */
export class LegacyEraJudge {
  private sessions = new Map<string, LegacySessionState>();
  /** Per tap, the session key of the newest 2025 session (a session-less client's later requests). */
  private latest = new Map<string, string>();

  /** The record judged by its era when it is 2025-era traffic; null when it is not. */
  judge(record: TapRecord): TapRecord | null {
    const headers = record.request.headers;
    const version = header(headers, MCP_HEADERS.protocolVersion)?.trim();
    const sid = header(headers, MCP_HEADERS.sessionId);
    const meta = record.rpcParams?.['_meta'];
    if (version === MODERN_PROTOCOL_VERSION) return null;
    if (isJsonObject(meta) && META_KEYS.protocolVersion.key in meta) return null;
    const http = record.request.method;
    const carried = record.sse;
    const sse = carried !== undefined || (http === 'GET' && ENDPOINT_EVENT.test(record.response?.body ?? ''));
    const initialize = record.rpcMethod === 'initialize';
    const known = this.latest.get(record.tap);
    const legacy =
      initialize ||
      sse ||
      sid !== undefined ||
      (version !== undefined && LEGACY_VERSIONS.includes(version)) ||
      (known !== undefined && (http === 'GET' || http === 'DELETE' || http === 'POST'));
    if (!legacy) return null;
    const answer = carried ? (carried.answer as LegacyExchange['answer']) : answerOf(record);
    const key = carried ? `${record.tap}|sse:${carried.stream}` : `${record.tap}|${sid ?? ''}`;
    const session = initialize
      ? this.started(record, answer, carried ? key : undefined)
      : this.sessionOf(record.tap, key, sid === undefined && !carried, sse ? 'http+sse' : 'streamable-http', version);
    if (carried && session.label === undefined) session.label = endpointSession(carried, record.request.url);
    // No answer because the client hung up its stream is not the server's fault.
    const problem = carried?.problem && !carried.clientLeft ? { problem: carried.problem } : {};
    const exchange: LegacyExchange = { record, ...(answer ? { answer } : {}), ...problem };
    const findings = judgeLegacy(exchange, {
      info: initialize ? null : session.info,
      transport: session.transport,
      previous: NO_PREVIOUS,
    });
    return { ...withFindings(record, findings), era: eraOf(session, sid) };
  }

  /** The page's Clear: every session is forgotten. */
  clear(): void {
    this.sessions.clear();
    this.latest.clear();
  }

  private started(record: TapRecord, answer: LegacyExchange['answer'], sseKey?: string): LegacySessionState {
    const sid = record.response ? (header(record.response.headers, MCP_HEADERS.sessionId) ?? null) : null;
    const result = answer && isJsonObject(answer.result) ? answer.result : undefined;
    const asked = record.rpcParams?.['protocolVersion'];
    const agreed = typeof result?.['protocolVersion'] === 'string' ? result['protocolVersion'] : undefined;
    const serverInfo = result?.['serverInfo'];
    const transport =
      sseKey !== undefined || (this.latestOf(record.tap)?.transport === 'http+sse' && sid === null)
        ? 'http+sse'
        : 'streamable-http';
    const session: LegacySessionState = {
      version: agreed ?? (typeof asked === 'string' ? asked : 'a 2025 era'),
      transport,
      info:
        agreed !== undefined && isJsonObject(serverInfo)
          ? {
              protocolVersion: agreed,
              serverInfo: serverInfo as LegacyServerInfo['serverInfo'],
              capabilities: isJsonObject(result?.['capabilities']) ? result['capabilities'] : {},
              sessionId: sid,
              transport,
            }
          : null,
    };
    this.remember(sseKey ?? `${record.tap}|${sid ?? ''}`, record.tap, session);
    return session;
  }

  private sessionOf(
    tap: string,
    key: string,
    /** A request without a session id belongs to the tap's newest session (not so on an HTTP+SSE stream: that is its own). */
    newest: boolean,
    transport: LegacyTransport,
    version: string | undefined,
  ): LegacySessionState {
    const found = this.sessions.get(key) ?? (newest ? this.latestOf(tap) : undefined);
    if (found) {
      if (transport === 'http+sse') found.transport = transport;
      return found;
    }
    // A session the tap did not see begin (it started before the tap, or its initialize was cut).
    const session: LegacySessionState = { info: null, version: version ?? 'a 2025 era', transport };
    this.remember(key, tap, session);
    return session;
  }

  private latestOf(tap: string): LegacySessionState | undefined {
    const key = this.latest.get(tap);
    return key === undefined ? undefined : this.sessions.get(key);
  }

  private remember(key: string, tap: string, session: LegacySessionState): void {
    this.sessions.delete(key);
    this.sessions.set(key, session);
    this.latest.set(tap, key);
    while (this.sessions.size > MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value!);
  }
}

function eraOf(session: LegacySessionState, sid: string | undefined): TapEra {
  const info = session.info;
  return {
    version: info?.protocolVersion ?? session.version,
    transport: session.transport,
    session: info?.sessionId ?? sid ?? session.label ?? null,
    serverInfo: info ? { name: String(info.serverInfo.name), version: String(info.serverInfo.version) } : null,
  };
}

/** The session id an HTTP+SSE server put in its endpoint's query (`sessionId`, as the official SDKs do), if any. */
function endpointSession(sse: NonNullable<TapRecord['sse']>, requestUrl: string): string | null {
  try {
    return new URL(sse.endpoint?.server ?? requestUrl).searchParams.get('sessionId');
  } catch {
    return null;
  }
}

/** The JSON-RPC answer to the record's request, on its JSON body or its SSE stream. */
function answerOf(record: TapRecord): LegacyExchange['answer'] {
  if (!record.response || record.rpcId === undefined) return undefined;
  const found = parseResponseBody(record.response, { id: record.rpcId }).response?.value;
  return isJsonObject(found) && kindOf(found) === 'response' ? (found as LegacyExchange['answer']) : undefined;
}

function header(headers: Readonly<Record<string, string>>, name: string): string | undefined {
  const lower = name.toLowerCase();
  return Object.entries(headers).find(([n]) => n.toLowerCase() === lower)?.[1];
}
