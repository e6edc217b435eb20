import type { SelfAddress } from '../../security/self-address';
import { baseSecurityHeaders, DATA_POLICY } from '../../security/headers';
import { classify } from '../mcp/envelope';
import type { DemoServer } from '../mcp/server';
import { admit } from './admit';
import { answer, jsonAnswer, type AnswerContext } from './answer';
import type { AnswerView, EndpointHooks } from './hooks';
import { readJson, Refusal } from './refusal';

/** A Streamable HTTP endpoint as a WHATWG handler; `self` is the connection's real local address. */
export type McpEndpoint = (request: Request, self: SelfAddress) => Promise<Response>;

/** Transport knobs. */
export interface EndpointOptions {
  keepAliveMs: number;
  maxBodyBytes: number;
}

/**
 * Streamable HTTP for one DemoServer (SHTTP), in three stages: transport (`readJson`: Host and Origin
 * 403, POST only 405, JSON only 415, size 413), admission (`admit`: the JSON-RPC, envelope, header,
 * version and capability checks in the SDK's order) and dispatch (`answer`: JSON, or SSE once a
 * notification comes before the result). A stage refuses by throwing a Refusal, answered here.
 */
export function createMcpEndpoint(
  server: DemoServer,
  options: EndpointOptions,
  hooks: EndpointHooks = {},
): McpEndpoint {
  const ctx: AnswerContext = { server, hooks, keepAliveMs: options.keepAliveMs };
  return async (request, self) => {
    let view: AnswerView = { request: undefined, method: undefined };
    try {
      const incoming = classify(await readJson(request, self, options.maxBodyBytes));
      if (incoming.kind === 'invalid') throw new Refusal(400, incoming.error, incoming.id);
      if (incoming.kind === 'notification')
        return new Response(null, { status: 202, headers: baseSecurityHeaders(DATA_POLICY) });
      view = { request: undefined, method: incoming.method };
      const req = admit(server, hooks, incoming, request.headers);
      view = { request: req, method: req.method };
      return await answer(ctx, req, request.signal, view);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const refused = server.shape(error.id, view.method ?? null, error.error.toResult());
      return jsonAnswer(ctx, error.status, refused, view, error.extraHeaders);
    }
  };
}
