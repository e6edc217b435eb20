import { canonicalOrigin, type SelfAddress } from '../../security/self-address';
import { DemoAuthorizationServer, DEMO_SCOPES } from './authorization-server';
import { guardMcp, protectedResourceMetadata, type McpHandler } from './resource-server';

/** Where the protected demo lives on the app's origin (the well-known documents at the root, as RFC 9728 and 8414 place them). */
export const PROTECTED_PATHS = {
  mcp: '/demo/protected',
  misconfigured: '/demo/protected-misconfigured',
  auth: '/demo/auth',
  misconfiguredAuth: '/demo/auth-misconfigured',
  /** Under the protected resource (its tokens go there), a server whose DPoP nonce never settles. */
  dpopNonceLoop: '/demo/protected/dpop-nonce-loop',
} as const;

const WELL_KNOWN = [
  '/.well-known/oauth-protected-resource/demo/',
  '/.well-known/oauth-authorization-server/demo/',
  '/.well-known/openid-configuration/demo/',
];

/** Whether a path is the protected demo's (its endpoints, its authorization server, their well-known documents). */
export function isProtectedDemoPath(pathname: string): boolean {
  return (
    WELL_KNOWN.some((prefix) => pathname.startsWith(prefix)) ||
    pathname === PROTECTED_PATHS.mcp ||
    pathname === PROTECTED_PATHS.misconfigured ||
    pathname === PROTECTED_PATHS.dpopNonceLoop ||
    pathname.startsWith(`${PROTECTED_PATHS.auth}/`) ||
    pathname.startsWith(`${PROTECTED_PATHS.misconfiguredAuth}/`)
  );
}

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
    async handle(request, self) {
      const origin = canonicalOrigin(self);
      const path = new URL(request.url).pathname;
      const auth = serverFor(origin);
      if (path === `/.well-known/oauth-protected-resource${PROTECTED_PATHS.mcp}`)
        return json(protectedResourceMetadata(`${origin}${PROTECTED_PATHS.mcp}`, auth.issuer));
      if (path === `/.well-known/oauth-protected-resource${PROTECTED_PATHS.dpopNonceLoop}`)
        return json(protectedResourceMetadata(`${origin}${PROTECTED_PATHS.mcp}`, auth.issuer));
      if (path === `/.well-known/oauth-protected-resource${PROTECTED_PATHS.misconfigured}`)
        return json(
          protectedResourceMetadata('https://wrong.example/mcp', `${origin}${PROTECTED_PATHS.misconfiguredAuth}`),
        );
      if (path === `/.well-known/oauth-authorization-server${PROTECTED_PATHS.auth}`)
        return auth.handle(new Request(`${origin}${PROTECTED_PATHS.auth}/.well-known/openid-configuration`, request));
      if (path === `/.well-known/oauth-authorization-server${PROTECTED_PATHS.misconfiguredAuth}`)
        return json(await withoutPkce(auth, origin));
      if (path.startsWith(`${PROTECTED_PATHS.auth}/`)) return auth.handle(request);
      if (
        path === PROTECTED_PATHS.mcp ||
        path === PROTECTED_PATHS.misconfigured ||
        path === PROTECTED_PATHS.dpopNonceLoop
      )
        return guardMcp(request, self, {
          auth,
          mcp,
          metadataUrl: `${origin}/.well-known/oauth-protected-resource${path}`,
          scopes: DEMO_SCOPES,
          nonceLoop: path === PROTECTED_PATHS.dpopNonceLoop,
        });
      return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
    },
    close() {
      for (const server of servers.values()) server.close();
      servers.clear();
    },
  };
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
