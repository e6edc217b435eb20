// A module of its own: the server's router reads these paths without loading the authorization server (oidc-provider).

/** Where the protected demo lives on the app's origin (the well-known documents at the root, as RFC 9728 and 8414 place them). */
export const PROTECTED_PATHS = {
  mcp: '/demo/protected',
  misconfigured: '/demo/protected-misconfigured',
  auth: '/demo/auth',
  misconfiguredAuth: '/demo/auth-misconfigured',
  /** Under the protected resource (its tokens go there), a server whose DPoP nonce never settles. */
  dpopNonceLoop: '/demo/protected/dpop-nonce-loop',
  /** Under the protected resource too, a server that accepts a DPoP proof made for another URL (any `htu`). */
  dpopAnyHtu: '/demo/protected/dpop-any-htu',
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
    pathname === PROTECTED_PATHS.dpopAnyHtu ||
    pathname.startsWith(`${PROTECTED_PATHS.auth}/`) ||
    pathname.startsWith(`${PROTECTED_PATHS.misconfiguredAuth}/`)
  );
}
