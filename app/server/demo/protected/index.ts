import { isLoopback } from '../../../../src/index';
import { BodyTooLarge, readCappedBody } from '../../http/body';
import { refuseForeignCaller } from '../../security/caller';
import { canonicalOrigin, type SelfAddress } from '../../security/self-address';
import { DemoAuthorizationServer, DEMO_SCOPES } from './authorization-server';
import { PROTECTED_PATHS } from './paths';
import { guardMcp, protectedResourceMetadata, type McpHandler } from './resource-server';

/** The protected demo: routes its paths, one authorization server per origin the app is reached on. */
export interface ProtectedDemo {
  handle(request: Request, self: SelfAddress): Promise<Response>;
  close(): void;
}

/**
 * `/demo/protected`: the conforming demo server behind OAuth (401 with a challenge, 403
 * `insufficient_scope` for tools/call without `mcp:tools`), its resource metadata, and a real
 * authorization server at `/demo/auth`. `/demo/protected-misconfigured` is the same server with
 * resource metadata naming another resource and an authorization server whose metadata drops PKCE
 * S256: what the scan and the panel flag.
 */
export function createProtectedDemo(mcp: McpHandler): ProtectedDemo {
  const servers = new Map<string, DemoAuthorizationServer>();
  const serverFor = (origin: string) => {
    let server = servers.get(origin);
    if (!server) {
      server = new DemoAuthorizationServer(`${origin}${PROTECTED_PATHS.auth}`, `${origin}${PROTECTED_PATHS.mcp}`);
      servers.set(origin, server);
    }
    return server;
  };
  return {
    async handle(given, self) {
      // The same Origin and Host guard as the other demos, and a body read no further than its cap.
      const refused = refuseForeignCaller(given, self);
      if (refused) return plain(403, refused.message);
      const path = new URL(given.url).pathname;
      // MCP requests go to the demo endpoint, which caps them itself.
      const mcpPath =
        path === PROTECTED_PATHS.mcp ||
        path === PROTECTED_PATHS.misconfigured ||
        path === PROTECTED_PATHS.dpopNonceLoop ||
        path === PROTECTED_PATHS.dpopAnyHtu;
      const request = mcpPath ? given : await cappedRequest(given);
      if (!request) return plain(413, `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
      const origin = canonicalOrigin(self);
      const auth = serverFor(origin);
      if (path === `/.well-known/oauth-protected-resource${PROTECTED_PATHS.mcp}`)
        return json(protectedResourceMetadata(`${origin}${PROTECTED_PATHS.mcp}`, auth.issuer));
      if (
        path === `/.well-known/oauth-protected-resource${PROTECTED_PATHS.dpopNonceLoop}` ||
        path === `/.well-known/oauth-protected-resource${PROTECTED_PATHS.dpopAnyHtu}`
      )
        return json(protectedResourceMetadata(`${origin}${PROTECTED_PATHS.mcp}`, auth.issuer));
      if (path === `/.well-known/oauth-protected-resource${PROTECTED_PATHS.misconfigured}`)
        return json(
          protectedResourceMetadata('https://wrong.example/mcp', `${origin}${PROTECTED_PATHS.misconfiguredAuth}`),
        );
      if (path === `/.well-known/oauth-authorization-server${PROTECTED_PATHS.auth}`)
        return auth.handle(new Request(`${origin}${PROTECTED_PATHS.auth}/.well-known/openid-configuration`, request));
      if (path === `/.well-known/oauth-authorization-server${PROTECTED_PATHS.misconfiguredAuth}`)
        return json(await withoutPkce(auth, origin));
      if (path === `${PROTECTED_PATHS.auth}/reg` && request.method === 'POST') {
        const problem = await redirectProblem(request.clone(), origin);
        if (problem) return registrationRefusal(problem);
      }
      if (path.startsWith(`${PROTECTED_PATHS.auth}/`)) return notFramed(await auth.handle(request));
      if (mcpPath)
        return guardMcp(request, self, {
          auth,
          mcp,
          metadataUrl: `${origin}/.well-known/oauth-protected-resource${path}`,
          scopes: DEMO_SCOPES,
          nonceLoop: path === PROTECTED_PATHS.dpopNonceLoop,
          anyHtu: path === PROTECTED_PATHS.dpopAnyHtu,
        });
      return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
    },
    close() {
      for (const server of servers.values()) server.close();
      servers.clear();
    },
  };
}

// Registration, token and approval bodies are a few hundred bytes; a page posting more is refused.
const MAX_BODY_BYTES = 64 * 1024;

// The request with its body read up to the cap (null past it), so nothing downstream reads it whole.
async function cappedRequest(request: Request): Promise<Request | null> {
  if (request.method === 'GET' || request.method === 'HEAD') return request;
  try {
    const body = await readCappedBody(request, MAX_BODY_BYTES);
    return new Request(request.url, { method: request.method, headers: request.headers, body });
  } catch (error) {
    if (error instanceof BodyTooLarge) return null;
    throw error;
  }
}

function plain(status: number, text: string): Response {
  const headers = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };
  return new Response(`${text}\n`, { status, headers: status === 413 ? { ...headers, connection: 'close' } : headers });
}

// Open registration takes only redirect URIs on loopback or this app's own origin, so no one can
// register a client that turns the demo's authorization endpoint into a redirect to another site.
async function redirectProblem(request: Request, origin: string): Promise<string | null> {
  let uris: unknown;
  try {
    uris = ((await request.json()) as { redirect_uris?: unknown }).redirect_uris;
  } catch {
    return null; // The provider answers what is not JSON.
  }
  for (const uri of Array.isArray(uris) ? uris : []) {
    const parsed = typeof uri === 'string' && URL.canParse(uri) ? new URL(uri) : null;
    const loopback = parsed !== null && /^https?:$/.test(parsed.protocol) && isLoopback(parsed.href);
    if (!parsed || !(loopback || parsed.origin === origin))
      return `The demo authorization server registers only redirect URIs on loopback (http://127.0.0.1:<port>/…) or ${origin}, not ${JSON.stringify(uri)}.`;
  }
  return null;
}

function registrationRefusal(description: string): Response {
  return new Response(JSON.stringify({ error: 'invalid_redirect_uri', error_description: description }), {
    status: 400,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}

// The authorization server's pages (the approval page above all) are never shown inside another page.
function notFramed(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('x-frame-options', 'DENY');
  const policy = headers.get('content-security-policy');
  headers.set('content-security-policy', policy ? `${policy}; frame-ancestors 'none'` : "frame-ancestors 'none'");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

// The real server's metadata, under another issuer and without code_challenge_methods_supported.
async function withoutPkce(auth: DemoAuthorizationServer, origin: string): Promise<Record<string, unknown>> {
  const answer = await auth.handle(new Request(`${origin}${PROTECTED_PATHS.auth}/.well-known/openid-configuration`));
  const { code_challenge_methods_supported: _dropped, ...metadata } = (await answer.json()) as Record<string, unknown>;
  return { ...metadata, issuer: `${origin}${PROTECTED_PATHS.misconfiguredAuth}` };
}

function json(value: unknown): Response {
  return new Response(JSON.stringify(value), {
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', 'access-control-allow-origin': '*' },
  });
}
