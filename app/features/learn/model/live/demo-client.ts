import {
  checkExchange,
  composeFetch,
  isJsonObject,
  parseResponseBody,
  RequestOwner,
  sendMessage,
  withCutOff,
  withGrace,
  withTimeout,
  type AuthFetch,
  type Finding,
  type RecordedExchange,
} from '../../../../../src/index';
import type { RequestDoc } from './request-doc';

/** Where the embedded demo server answers, on the app's own origin. */
export const DEMO_MCP_PATH = '/demo/mcp';
/** The same server behind OAuth (401 without a token), on the same origin. */
export const DEMO_PROTECTED_PATH = '/demo/protected';

/** One exchange with the demo server, parsed and judged. */
export interface LiveExchange {
  recorded: RecordedExchange;
  /** Every JSON message of the body, in order (SSE frames, or the one JSON body). */
  messages: unknown[];
  /** The message answering the request, if any. */
  response: unknown;
  findings: Finding[];
}

/** How long one exchange may take before it is cut (a listen stream is cut earlier, by `stopWhen`). */
const TIMEOUT_MS = 10_000;

/** A fetch for any method (the page's transport, or Node's): MCP POSTs and the GETs of the authorization step. */
export type DemoFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; redirect?: 'manual'; signal?: AbortSignal },
) => Promise<Response>;

/** Sends requests to the demo server and judges what comes back. */
export interface DemoClient {
  /** The demo MCP endpoint; the demo's other endpoints are on its origin. */
  readonly url: string;
  /** `to` sends to another endpoint on the demo's origin (the protected demo). */
  send(
    doc: RequestDoc,
    options?: { stopWhen?: (messages: unknown[]) => boolean; signal?: AbortSignal; to?: string },
  ): Promise<LiveExchange>;
  /** A plain request on the demo's origin (documents such as resource metadata), for the authorization library. */
  authFetch: AuthFetch;
}

/**
 * A client over an injected fetch (the page's own `fetch`, the relay's, or a test's). Network failures
 * reject with the transport's message; a response that is not JSON-RPC still resolves, with findings.
 * A stream is cut (stopWhen, the timeout, the caller's signal) by cancelling its reader, so it ends the
 * same way whatever carries it: `recorded.aborted` with what had arrived.
 *
 * @example
 * // A stand-in for the page's fetch: the demo answers every request with an empty tool list.
 * const demo: DemoFetch = async (url, init) =>
 *   Response.json({ jsonrpc: '2.0', id: JSON.parse(init.body ?? '{}').id, result: { tools: [] } });
 * const client = createDemoClient(demo, 'http://127.0.0.1:4173' + DEMO_MCP_PATH);
 * const exchange = await client.send(docFromBuilt(buildRequest({ method: 'tools/list', id: 1 })));
 * exchange.response // => { jsonrpc: '2.0', id: 1, result: { tools: [] } }
 * exchange.recorded.response.status // => 200
 * await client.authFetch('http://example.com/', { method: 'GET', headers: {} }) // => throws "only talks to the demo's origin"
 */
export function createDemoClient(fetch: DemoFetch, url: string): DemoClient {
  const origin = new URL(url, 'http://origin.invalid').origin;
  const sameOrigin = (target: string) => {
    if (new URL(target, url).origin !== origin) throw new Error(`the tour only talks to the demo's origin (${origin})`);
  };
  return {
    url,
    authFetch: async (target, init) => {
      sameOrigin(target);
      return fetch(target, init);
    },
    async send(doc, options = {}) {
      const endpoint = options.to ?? url;
      sameOrigin(endpoint);
      let timedOut = false;
      const cut = new AbortController();
      const frames: unknown[] = [];
      // The caller's signal or the timeout ends the exchange at once (grace 0): before the headers the
      // send fails, after them the stream is cut with what had arrived, however the transport carries it.
      const send = composeFetch(
        withTimeout(TIMEOUT_MS, { onTimeout: () => (timedOut = true) }),
        withCutOff(cut.signal),
        withGrace(0),
      )(fetch);
      try {
        const recorded = await sendMessage(send, {
          url: endpoint,
          message: doc.body,
          headers: doc.headers,
          ...(options.signal ? { signal: options.signal } : {}),
          onFrame: (frame) => {
            frames.push(frame.message);
            if (options.stopWhen?.(frames)) cut.abort();
          },
        });
        return judgeRecorded(recorded);
      } catch (error) {
        if (timedOut && !options.signal?.aborted)
          throw new Error(`no answer within ${TIMEOUT_MS / 1000} s`, { cause: error });
        throw error;
      }
    },
  };
}

/**
 * The same client with every exchange owned by `owner` (in lane `lane`, beside the others): when the
 * owner lets go (a step unmounts, a retry starts over), whatever it still has open is cut.
 *
 * @example
 * // A stand-in demo that never answers until the request is cut:
 * const hanging: DemoFetch = (url, init) =>
 *   new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
 * const owner = new RequestOwner();
 * const owned = ownedClient(createDemoClient(hanging, 'http://127.0.0.1:4173/demo/mcp'), owner);
 * const pending = owned.send(docFromBuilt(buildRequest({ method: 'tools/list', id: 1 })));
 * owner.stop(); // leaving the step
 * await pending.then(() => 'answered', () => 'cut') // => 'cut'
 */
export function ownedClient(client: DemoClient, owner: RequestOwner, lane = 'step'): DemoClient {
  const follow = (signal: AbortSignal | undefined) => ({ replace: false, ...(signal ? { follow: signal } : {}) });
  return {
    url: client.url,
    authFetch: (target, init) =>
      owner.run(lane, (signal) => client.authFetch(target, { ...init, signal }), follow(init.signal)),
    send: (doc, options = {}) =>
      owner.run(lane, (signal) => client.send(doc, { ...options, signal }), follow(options.signal)),
  };
}

/** The rule about the closing result of a listen stream. */
const CUT_STREAM_RULE = 'R-SUB-6';

/** Parses and checks a recorded exchange. */
export function judgeRecorded(recorded: RecordedExchange): LiveExchange {
  const parsed = parseResponseBody(recorded.response, { id: recorded.request.id, method: recorded.request.method });
  return {
    recorded,
    messages: parsed.messages.map((m) => m.value),
    response: parsed.response?.value,
    // A stream the tour cut never shows its closing result: that finding is ours, not the server's.
    findings: checkExchange(recorded).filter((f) => !(recorded.aborted && f.rule === CUT_STREAM_RULE)),
  };
}

/** The error object of a JSON-RPC response, if it is one. */
export function rpcError(response: unknown): { code?: unknown; message?: unknown } | undefined {
  if (!isJsonObject(response) || !isJsonObject(response['error'])) return undefined;
  return response['error'];
}

/** The result object of a JSON-RPC response, if it is one. */
export function rpcResult(response: unknown): Record<string, unknown> | undefined {
  return isJsonObject(response) && isJsonObject(response['result']) ? response['result'] : undefined;
}
