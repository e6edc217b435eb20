import type { AuthFetch, AuthFetchResponse, AuthRequest, AuthResponse } from './types';

// Statuses whose Response may not have a body (the Fetch standard's null body statuses).
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

// Most bytes of one authorization answer read (metadata, registration, token, a page): real ones are
// a few kilobytes, so a hostile server's endless answer stops here instead of filling memory.
const AUTH_MAX_BYTES = 1024 * 1024;

// A response that may offer its body as a stream (Node's and the browser's fetch do).
type Streamed = {
  body?: { getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }>; cancel?(): Promise<void> } } | null;
};

/**
 * Records every request made through it (for a step's `sent` and `received`) and offers the same
 * transport in the shape oauth4webapi's `customFetch` expects (a standard `Response` back).
 *
 * @example
 * const recorder = new Recorder(async () => Response.json({ ok: true }));
 * const answer = await recorder.send({ method: 'GET', url: 'https://auth.example.com/x', headers: { accept: 'application/json' } });
 * answer?.body // => '{"ok":true}'
 * recorder.sent.length // => 1
 */
export class Recorder {
  readonly sent: AuthRequest[] = [];
  readonly received: (AuthResponse | null)[] = [];

  constructor(
    private readonly fetch: AuthFetch,
    private readonly signal?: AbortSignal,
  ) {}

  /** Sends one request; resolves with what came back, or null when the network failed (recorded). */
  async send(request: AuthRequest): Promise<AuthResponse | null> {
    this.sent.push(request);
    const index = this.received.push(null) - 1;
    try {
      const init = {
        method: request.method,
        headers: request.headers,
        redirect: 'manual' as const,
        ...(request.body !== undefined ? { body: request.body } : {}),
        ...(this.signal ? { signal: this.signal } : {}),
      };
      const response = await this.fetch(request.url, init);
      const headers: Record<string, string> = {};
      response.headers.forEach((value, key) => (headers[key.toLowerCase()] = value));
      const answer = { status: response.status, headers, body: await cappedText(response) };
      this.received[index] = answer;
      return answer;
    } catch (error) {
      this.lastError = error instanceof Error ? error.message : String(error);
      return null;
    }
  }

  /** The message of the last network failure. */
  lastError = '';

  /** oauth4webapi's customFetch over this recorder (a failed request rejects, as fetch does). */
  readonly customFetch = async (
    url: string,
    options: { method: string; headers: Record<string, string>; body?: unknown },
  ): Promise<Response> => {
    const body = options.body === undefined || options.body === null ? undefined : String(options.body);
    const answer = await this.send({
      method: options.method,
      url,
      headers: options.headers,
      ...(body !== undefined ? { body } : {}),
    });
    if (!answer) throw new Error(this.lastError || `no answer from ${url}`);
    return new Response(NULL_BODY.has(answer.status) ? null : answer.body, {
      status: answer.status,
      headers: answer.headers,
    });
  };
}

// The body as text, read no further than AUTH_MAX_BYTES (the connection is dropped there).
async function cappedText(response: AuthFetchResponse & Streamed): Promise<string> {
  const tooLarge = () => new Error(`the answer passed ${AUTH_MAX_BYTES} bytes, so reading stopped there`);
  if (!response.body) {
    const text = await response.text();
    if (text.length > AUTH_MAX_BYTES) throw tooLarge();
    return text;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value?.byteLength ?? 0;
    if (bytes > AUTH_MAX_BYTES) {
      reader.cancel?.().catch(() => undefined);
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
}

/**
 * Whether a URL is on a loopback host (http is acceptable there: development and tests).
 *
 * @example
 * isLoopback('http://127.0.0.1:3000/mcp') // => true
 * isLoopback('http://auth.example.com/') // => false
 */
export function isLoopback(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
  } catch {
    return false;
  }
}

/**
 * The fetch for URLs a server names (its resource metadata, authorization servers, their endpoints)
 * with the relay's refusals: a link-local address (169.254.0.0/16, fe80::/10: cloud metadata and the
 * like) is never fetched, and a server off this machine cannot make the inspector fetch this machine
 * (loopback, 0.0.0.0). A refused URL rejects with the reason, which its step reports.
 *
 * @example
 * const guarded = guardNamedUrls(async () => Response.json({}), 'https://mcp.example.com/mcp');
 * const linkLocal = ['http:', '', '169.254.0.1', 'latest'].join('/');
 * await guarded(linkLocal, { method: 'GET', headers: {}, redirect: 'manual' }).catch((e) => e.message.split(': ')[1])
 * // => 'a server may not name a link-local address'
 */
export function guardNamedUrls(fetch: AuthFetch, serverUrl: string): AuthFetch {
  return (url, init) => {
    const host = URL.canParse(url) ? new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase() : '';
    const linkLocal = /^169\.254\.\d+\.\d+$/.test(host) || /^(::ffff:a9fe|fe[89ab][0-9a-f]):/.test(host);
    const local = isLoopback(url) || host === '0.0.0.0' || host === '::';
    if (linkLocal)
      return Promise.reject(new Error(`${url} was not fetched: a server may not name a link-local address`));
    if (local && !isLoopback(serverUrl))
      return Promise.reject(new Error(`${url} was not fetched: a server off this machine may not name this machine`));
    return fetch(url, init);
  };
}

/**
 * A response body parsed as a JSON object, or null.
 *
 * @example
 * jsonObjectOf({ status: 200, headers: {}, body: '{"a":1}' }) // => { a: 1 }
 */
export function jsonObjectOf(response: AuthResponse | null): Record<string, unknown> | null {
  if (!response) return null;
  try {
    const value = JSON.parse(response.body) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * A string list from a metadata field (anything else gives an empty list).
 *
 * @example
 * stringList(['a', 1, 'b']) // => ['a', 'b']
 */
export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
