import type { Finding } from '../check/finding';

/**
 * One HTTP request an authorization step sent (or, for the challenge, the MCP request that got it).
 *
 * @example
 * const step = await discoverResourceMetadata(async () => new Response('', { status: 404 }), { serverUrl: 'http://127.0.0.1:3000/mcp' });
 * step.sent[0] // => { method: 'GET', url: 'http://127.0.0.1:3000/.well-known/oauth-protected-resource/mcp', headers: { accept: 'application/json' } }
 */
export interface AuthRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * What came back to an `AuthRequest`, the body read as text.
 *
 * @example
 * const recorder = new Recorder(async () => new Response('{"resource":"…"}', { headers: { 'Content-Type': 'application/json' } }));
 * await recorder.send({ method: 'GET', url: 'https://mcp.example.com/.well-known/oauth-protected-resource', headers: {} })
 * // => { status: 200, headers: { 'content-type': 'application/json' }, body: '{"resource":"…"}' }
 */
export interface AuthResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * The part of a fetch Response the steps read (the global `Response` fits).
 *
 * @example
 * // The global Response fits:
 * const response: AuthFetchResponse = new Response('{}', { status: 404 });
 * (await new Recorder(async () => response).send({ method: 'GET', url: 'https://x.example/', headers: {} }))?.status // => 404
 */
export interface AuthFetchResponse {
  status: number;
  headers: { forEach(callback: (value: string, key: string) => void): void };
  text(): Promise<string>;
}

/**
 * An injected fetch for GET and POST with redirects left to the caller: the global `fetch` of Node
 * fits, and so does the live screen's relay fetch.
 *
 * @example
 * // In a browser or Node: const fetchAuth: AuthFetch = (url, init) => fetch(url, init);
 * const fetchAuth: AuthFetch = async (url, init) => Response.json({ url, method: init.method });
 * (await new Recorder(fetchAuth).send({ method: 'GET', url: 'https://x.example/', headers: {} }))?.body // => '{"url":"https://x.example/","method":"GET"}'
 */
export type AuthFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; redirect: 'manual'; signal?: AbortSignal },
) => Promise<AuthFetchResponse>;

/**
 * The steps of an authorization, in the order a client meets them (one row each in a UI).
 *
 * @example
 * const kind: AuthStepKind = 'resource-metadata';
 * (await discoverResourceMetadata(async () => new Response('', { status: 404 }), { serverUrl: 'https://mcp.example.com/mcp' })).kind // => kind
 */
export type AuthStepKind =
  | 'challenge'
  | 'resource-metadata'
  | 'server-metadata'
  | 'registration'
  | 'authorization'
  | 'callback'
  | 'token'
  | 'token-exchange'
  | 'dpop-nonce'
  | 'dpop-probe'
  | 'refresh'
  | 'retry';

/**
 * One step of an authorization: what it sent, what came back (`received[i]` answers `sent[i]`,
 * `null` when nothing came back), the findings on it, and its value when it succeeded.
 *
 * @example
 * const step = await discoverResourceMetadata(async () => new Response('', { status: 404 }), { serverUrl: 'https://mcp.example.com/mcp' });
 * step.ok // => false
 * step.error // => 'no Protected Resource Metadata was found'
 * step.received.map((r) => r?.status) // => [404, 404]
 */
export interface AuthStep<T = unknown> {
  kind: AuthStepKind;
  /** What the step does, in words. */
  label: string;
  sent: AuthRequest[];
  received: (AuthResponse | null)[];
  findings: Finding[];
  ok: boolean;
  /** Why the step could not go on. */
  error?: string;
  value?: T;
  /** The JWK thumbprint of the DPoP key whose proofs the step's requests carry (their `DPoP` header). */
  thumbprint?: string;
}
