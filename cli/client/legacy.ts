import {
  inputResponseFor,
  runLegacySession,
  type LegacyAuthorize,
  type LegacyRunResult,
  type HttpFetchLike,
  type JsonObject,
  type LegacyTransport,
  type ServerRequest,
  type ServerRequestAnswer,
} from '../../src/index';
import type { ClientCommand } from './args';
import { argumentsFromListing } from './listed-schemas';
import type { McpSession } from './mcp-session';

// What initialize declares: the requests this client answers (as inputResponseFor answers them).
const CAPABILITIES = { elicitation: { form: {} }, sampling: {}, roots: {} };

/**
 * The client's conversation with a 2025-era server (2025-11-25, 2025-06-18, 2025-03-26 over
 * Streamable HTTP, or the HTTP+SSE transport of 2024-11-05): `runLegacySession` with the client's
 * headers, its authorizer (token headers, a 401/403 answered and sent again), its named calls or
 * every listed tool, and the server's own requests answered as input requests are answered on the
 * modern path (`inputResponseFor`). Each exchange joins the session's records as it settles, each
 * authorization step after the challenge that started it.
 */
export async function converseLegacy(
  session: McpSession,
  command: ClientCommand,
  transport: LegacyTransport,
): Promise<LegacyRunResult> {
  const { settings } = session;
  const authorizer = settings.authorizer;
  const authorize: LegacyAuthorize = {
    headers: (request) => authorizer.requestHeaders(request),
    accepted: () => {
      if (authorizer.tokens) authorizer.accepted();
    },
    challenged: async (request, response) => {
      const before = authorizer.steps.length;
      const again = await authorizer.answer(request, response);
      for (const step of authorizer.steps.slice(before)) session.records.push({ kind: 'auth', step });
      return again;
    },
  };
  return runLegacySession({
    url: settings.url,
    fetch: httpFetchOf(settings),
    transport,
    headers: settings.headers,
    includeCalls: command.calls.length === 0 && command.maxCalls > 0,
    ...(command.calls.length > 0 ? { calls: command.calls.map(asCall) } : {}),
    maxCalls: command.maxCalls,
    probes: [],
    clientInfo: settings.clientInfo,
    capabilities: CAPABILITIES,
    onServerRequest: answerServerRequest,
    authorize,
    argumentsFor: argumentsFromListing,
    timeoutMs: settings.timeoutMs,
    maxBytes: command.maxBytes,
    ...(command.stdio !== undefined ? { stdio: true } : {}),
    onExchange: (exchange, label) => session.records.push({ kind: 'legacy', exchange, label }),
  });
}

/**
 * A 2025-era server's request answered as the modern path answers the same input request: a form
 * elicitation accepted with its schema's simplest content and defaults, sampling with a short text,
 * roots with one root; anything else is refused with -32601.
 */
export async function answerServerRequest(request: ServerRequest): Promise<ServerRequestAnswer> {
  const result = inputResponseFor({ method: request.method, params: request.params });
  return result ? { result } : { error: { code: -32601, message: `This client does not answer ${request.method}.` } };
}

/** The session's fetch for GET and DELETE too (the global fetch carries every method). */
export function httpFetchOf(settings: McpSession['settings']): HttpFetchLike {
  return settings.httpFetch ?? (settings.fetch as unknown as HttpFetchLike);
}

function asCall(call: ClientCommand['calls'][number]): { tool: string; args?: JsonObject } {
  return call.args ? { tool: call.tool, args: call.args as JsonObject } : { tool: call.tool };
}
