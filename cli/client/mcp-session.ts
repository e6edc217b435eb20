import {
  Authorizer,
  checkExchange,
  ERROR_CODES,
  isJsonObject,
  composeFetch,
  MODERN_PROTOCOL_VERSION,
  parseResponseBody,
  RequestOwner,
  sendExchange,
  withOwner,
  whyNoAnswer,
  withTimeout,
  type AuthStep,
  type FetchLike,
  type HttpFetchLike,
  type Finding,
  type LegacyExchange,
  type JsonObject,
  type ProbeTag,
  type ScanArea,
  type SentProbe,
} from '../../src/index';

/** One MCP request of the run: the probe as sent and answered (or why not), judged once when it arrived. */
export interface McpRecord extends SentProbe {
  kind: 'mcp';
  /** Answered with a 401 or 403 the authorizer took up (judged by R-AUTH rules, not as MCP). */
  challenged?: boolean;
  /** The checker's findings, made once when the answer arrived (none for a challenge or no answer). */
  findings: Finding[];
}

/** What happened in order: MCP exchanges, authorization steps and a 2025-era session's exchanges (with their labels). */
export type RunRecord =
  | McpRecord
  | { kind: 'auth'; step: AuthStep }
  | { kind: 'legacy'; exchange: LegacyExchange; label: string };

/** An answer: the JSON-RPC result or error of the last exchange, or why there is none. */
export interface McpAnswer {
  result?: JsonObject;
  error?: JsonObject;
  index: number;
  failure?: string;
}

const STOPPED = 'the session was stopped before the answer was complete';

// The capabilities this client backs with answers (inputResponseFor answers each of them).
const CAPABILITIES = { elicitation: { form: {} }, sampling: {}, roots: {} };

/**
 * The client's MCP conversation: each request with the envelope and headers of buildRequest, the
 * user's headers and the current token; a 401/403 goes to the authorizer and the request is sent
 * again with a new id; an UnsupportedProtocolVersion answer is retried once with a version both
 * support.
 */
export class McpSession {
  readonly records: RunRecord[] = [];
  /** Owns every request of the session: `stop` ends what is still open (an interrupted run). */
  readonly owner = new RequestOwner();
  private nextId = 1;

  constructor(
    readonly settings: {
      url: string;
      fetch: FetchLike;
      /** GET and DELETE besides POST, for a 2025-era session (its GET stream, its DELETE); `fetch` without it. */
      httpFetch?: HttpFetchLike;
      headers: Record<string, string>;
      timeoutMs: number;
      clientInfo: { name: string; version: string };
      authorizer: Authorizer;
    },
  ) {}

  async request(
    method: string,
    params: JsonObject,
    info: { label: string; area: ScanArea; tag: ProbeTag; toolInputSchema?: JsonObject },
  ): Promise<McpAnswer> {
    let version = MODERN_PROTOCOL_VERSION;
    let versionRetried = false;
    for (;;) {
      const record = await this.sendOnce(method, params, version, info);
      const index = this.records.push(record) - 1;
      const { request, response } = record;
      if (record.outcome !== 'answered' || !response) return { index, failure: record.error ?? 'no answer' };
      const { status } = response;
      if (record.challenged) {
        const authSteps = this.settings.authorizer.steps.length;
        const retry = await this.settings.authorizer.answer(
          { method: 'POST', url: request.url, headers: request.headers, body: request.body },
          response,
        );
        for (const step of this.settings.authorizer.steps.slice(authSteps)) this.records.push({ kind: 'auth', step });
        if (retry) continue;
        // The server was never reached past its refusal: the report is partial, with the reason.
        record.error = `HTTP ${status}: authorization did not succeed`;
        return { index, failure: record.error };
      }
      // Only a server that takes the token gives the authorizer its rounds back.
      if (this.settings.authorizer.tokens) this.settings.authorizer.accepted();
      const message = parseResponseBody(response, { id: request.id }).response?.value;
      const error = isJsonObject(message) && isJsonObject(message['error']) ? message['error'] : undefined;
      if (error?.['code'] === ERROR_CODES.UnsupportedProtocolVersion.code && !versionRetried) {
        versionRetried = true;
        const data = isJsonObject(error['data']) ? error['data'] : {};
        const supported = Array.isArray(data['supported']) ? data['supported'] : [];
        if (supported.includes(MODERN_PROTOCOL_VERSION)) {
          version = MODERN_PROTOCOL_VERSION;
          continue;
        }
      }
      const result = isJsonObject(message) && isJsonObject(message['result']) ? message['result'] : undefined;
      return {
        index,
        ...(result ? { result } : {}),
        ...(error ? { error } : {}),
        ...(!result && !error ? { failure: `HTTP ${status} without a JSON-RPC answer` } : {}),
      };
    }
  }

  private async sendOnce(
    method: string,
    params: JsonObject,
    version: string,
    info: { label: string; area: ScanArea; tag: ProbeTag; toolInputSchema?: JsonObject },
  ): Promise<McpRecord> {
    let timedOut = false;
    const send = composeFetch(
      withOwner(this.owner, 'session'),
      withTimeout(this.settings.timeoutMs, { onTimeout: () => (timedOut = true) }),
    )(this.settings.fetch);
    const base = { kind: 'mcp' as const, probe: 'client', label: info.label, area: info.area, tag: info.tag };
    const unanswered = { startedAt: 0, totalMs: 0 };
    try {
      const recorded = await sendExchange(send, {
        url: this.settings.url,
        id: this.nextId++,
        method,
        params,
        protocolVersion: version,
        clientCapabilities: CAPABILITIES,
        clientInfo: this.settings.clientInfo,
        ...(info.toolInputSchema ? { toolInputSchema: info.toolInputSchema } : {}),
        headers: {
          ...this.settings.headers,
          ...(await this.settings.authorizer.requestHeaders({ method: 'POST', url: this.settings.url })),
        },
      });
      if (recorded.aborted)
        return {
          ...base,
          outcome: timedOut ? 'timeout' : 'failed',
          error: timedOut ? `no complete answer in ${this.settings.timeoutMs} ms` : STOPPED,
          request: recorded.request,
          response: null,
          timing: unanswered,
          findings: [],
        };
      const { request, response, timing } = recorded;
      const answered = { ...base, outcome: 'answered' as const, request, response, timing };
      // A 401 or 403 goes to the authorizer, whose R-AUTH steps judge it; every other answer is judged here, once.
      const { status } = recorded.response;
      if (status === 401 || status === 403) return { ...answered, challenged: true, findings: [] };
      return { ...answered, findings: checkExchange(recorded) };
    } catch (error) {
      return {
        ...base,
        outcome: timedOut ? 'timeout' : 'failed',
        request: { url: this.settings.url, method, headers: {}, body: '' },
        response: null,
        timing: unanswered,
        error: timedOut
          ? `no answer in ${this.settings.timeoutMs} ms`
          : (error as Error).name === 'AbortError'
            ? STOPPED
            : whyNoAnswer(error),
        findings: [],
      };
    }
  }
}
