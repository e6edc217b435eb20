import {
  checkExchange,
  isJsonObject,
  parseResponseBody,
  sendMessage,
  type FetchLike,
  type Finding,
  type RecordedExchange,
} from '../../../../../src/index';
import type { RequestDoc } from './request-doc';

/** Where the embedded demo server answers, on the app's own origin. */
export const DEMO_MCP_PATH = '/demo/mcp';

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

/** Sends requests to the demo server and judges what comes back. */
export interface DemoClient {
  send(
    doc: RequestDoc,
    options?: { stopWhen?: (messages: unknown[]) => boolean; signal?: AbortSignal },
  ): Promise<LiveExchange>;
}

/**
 * A client over an injected fetch (the page's own `fetch`, or a test's). Network failures reject
 * with the browser's message; a response that is not JSON-RPC still resolves, with findings.
 *
 * @example
 * const exchange = await createDemoClient(fetch, DEMO_MCP_PATH).send(docFromBuilt(buildRequest({ method: 'server/discover', id: 1 })));
 */
export function createDemoClient(fetch: FetchLike, url: string): DemoClient {
  return {
    async send(doc, options = {}) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
      const stopOuter = () => controller.abort();
      options.signal?.addEventListener('abort', stopOuter);
      const frames: unknown[] = [];
      try {
        const recorded = await sendMessage(fetch, {
          url,
          message: doc.body,
          headers: doc.headers,
          signal: controller.signal,
          onFrame: (frame) => {
            frames.push(frame.message);
            if (options.stopWhen?.(frames)) controller.abort();
          },
        });
        return judgeRecorded(recorded);
      } catch (error) {
        // Aborted before the headers came: our timeout, or the caller gave up.
        if (controller.signal.aborted && !options.signal?.aborted)
          throw new Error(`no answer within ${TIMEOUT_MS / 1000} s`, { cause: error });
        throw error;
      } finally {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', stopOuter);
      }
    },
  };
}

/** Parses and checks a recorded exchange. */
export function judgeRecorded(recorded: RecordedExchange): LiveExchange {
  const parsed = parseResponseBody(recorded.response, { id: recorded.request.id, method: recorded.request.method });
  return {
    recorded,
    messages: parsed.messages.map((m) => m.value),
    response: parsed.response?.value,
    findings: checkExchange(recorded),
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
