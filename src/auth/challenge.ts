import { TCHAR } from '../spec';
import { authFinding } from './finding';
import type { AuthRequest, AuthResponse, AuthStep } from './types';

/**
 * One `WWW-Authenticate` challenge: its scheme (lower case) and its auth-params (names lower case).
 *
 * @example
 * parseWwwAuthenticate('Bearer resource_metadata="https://mcp.example.com/.well-known/oauth-protected-resource"')
 * // => [{ scheme: 'bearer', params: { resource_metadata: 'https://mcp.example.com/.well-known/oauth-protected-resource' } }]
 */
export interface AuthChallenge {
  scheme: string;
  params: Record<string, string>;
}

/**
 * What a 401 or 403 asks of the client: the Bearer challenge's `resource_metadata`, `scope` (split)
 * and `error`.
 *
 * @example
 * const header = 'Bearer error="insufficient_scope", scope="files:write"';
 * readChallenge({ method: 'POST', url: 'https://mcp.example.com/mcp', headers: {} }, { status: 403, headers: { 'www-authenticate': header }, body: '' }).value
 * // => { status: 403, scheme: 'bearer', error: 'insufficient_scope', scopes: ['files:write'] }
 */
export interface ChallengeInfo {
  status: number;
  /** The scheme the server challenged with: `bearer`, or `dpop` when it asks for DPoP-bound tokens. */
  scheme?: 'bearer' | 'dpop';
  /** The `DPoP-Nonce` header sent with the challenge (RFC 9449 §9). */
  dpopNonce?: string;
  resourceMetadata?: string;
  scopes?: string[];
  error?: string;
  errorDescription?: string;
}

/**
 * Parses a `WWW-Authenticate` value into its challenges (RFC 9110 §11.6.1): quoted strings with
 * escapes, several challenges in one header, token68 values ignored, unquoted values read leniently.
 *
 * @example
 * parseWwwAuthenticate('Bearer realm="mcp", scope="a b", error="insufficient_scope"')
 * // => [{ scheme: 'bearer', params: { realm: 'mcp', scope: 'a b', error: 'insufficient_scope' } }]
 */
export function parseWwwAuthenticate(header: string): AuthChallenge[] {
  const out: AuthChallenge[] = [];
  const token = new RegExp(`[${TCHAR}]+`, 'y');
  let at = 0;
  const skip = (chars: RegExp) => {
    while (at < header.length && chars.test(header[at]!)) at++;
  };
  const read = (): string | null => {
    token.lastIndex = at;
    const m = token.exec(header);
    if (!m) return null;
    at = token.lastIndex;
    return m[0];
  };
  while (at < header.length) {
    skip(/[\s,]/);
    const scheme = read();
    if (!scheme) {
      at++;
      continue;
    }
    const challenge: AuthChallenge = { scheme: scheme.toLowerCase(), params: {} };
    out.push(challenge);
    for (;;) {
      skip(/[\s,]/);
      const start = at;
      const name = read();
      skip(/\s/);
      if (!name || header[at] !== '=') {
        at = start;
        break;
      }
      // token68 (`Basic abc==`): the name is followed only by padding before the next challenge.
      if (/^=+\s*(,|$)/.test(header.slice(at))) {
        while (at < header.length && header[at] !== ',') at++;
        break;
      }
      at++;
      skip(/\s/);
      const value = header[at] === '"' ? quoted() : bare();
      challenge.params[name.toLowerCase()] = value;
    }
  }
  return out;

  // Unquoted values are read up to the next comma or space (servers send `scope=files:write` too).
  function bare(): string {
    const start = at;
    while (at < header.length && header[at] !== ',' && !/\s/.test(header[at]!)) at++;
    return header.slice(start, at);
  }

  function quoted(): string {
    let value = '';
    at++;
    while (at < header.length && header[at] !== '"') {
      if (header[at] === '\\' && at + 1 < header.length) at++;
      value += header[at];
      at++;
    }
    at++;
    return value;
  }
}

/**
 * Step 1, the challenge: reads a 401 (or a 403 `insufficient_scope`) the MCP endpoint answered and
 * judges its Bearer challenge (R-AUTH-1, R-AUTH-14, R-AUTH-15). `ok` is false when the status asks
 * for nothing (not 401 or 403) or a 403 is not about scope.
 *
 * @example
 * const header = 'Bearer resource_metadata="https://mcp.example.com/.well-known/oauth-protected-resource"';
 * const step = readChallenge({ method: 'POST', url: 'https://mcp.example.com/mcp', headers: {} }, { status: 401, headers: { 'www-authenticate': header }, body: '' });
 * step.value?.resourceMetadata // => 'https://mcp.example.com/.well-known/oauth-protected-resource'
 */
export function readChallenge(request: AuthRequest, response: AuthResponse): AuthStep<ChallengeInfo> {
  const step: AuthStep<ChallengeInfo> = {
    kind: 'challenge',
    label: `The server answered ${response.status}`,
    sent: [request],
    received: [response],
    findings: [],
    ok: false,
  };
  if (response.status !== 401 && response.status !== 403) {
    step.error = `HTTP ${response.status} does not ask for authorization`;
    return step;
  }
  const header = headerOf(response.headers, 'www-authenticate');
  // A DPoP challenge (RFC 9449 §7.1) carries the same parameters as a Bearer one.
  const challenges = parseWwwAuthenticate(header ?? '');
  const bearer = challenges.find((c) => c.scheme === 'dpop') ?? challenges.find((c) => c.scheme === 'bearer');
  const info: ChallengeInfo = { status: response.status };
  const nonce = headerOf(response.headers, 'dpop-nonce');
  if (nonce) info.dpopNonce = nonce;
  if (bearer) {
    info.scheme = bearer.scheme === 'dpop' ? 'dpop' : 'bearer';
    const p = bearer.params;
    if (p['resource_metadata']) info.resourceMetadata = p['resource_metadata'];
    if (p['scope']) info.scopes = p['scope'].split(' ').filter(Boolean);
    if (p['error']) info.error = p['error'];
    if (p['error_description']) info.errorDescription = p['error_description'];
  }
  step.value = info;
  if (response.status === 403) {
    if (info.error !== 'insufficient_scope') {
      step.error = `HTTP 403 without error="insufficient_scope" is a refusal, not a request for more scope`;
      return step;
    }
    if (!info.scopes)
      step.findings.push(
        authFinding('R-AUTH-14', '', 'The insufficient_scope challenge does not say which scope it needs.', {
          expected: 'scope="…" in WWW-Authenticate',
          actual: header ?? '(no WWW-Authenticate)',
        }),
      );
    step.ok = true;
    return step;
  }
  if (!bearer)
    step.findings.push(
      authFinding('R-AUTH-1', '', 'The 401 has no Bearer (or DPoP) WWW-Authenticate challenge.', {
        expected: 'WWW-Authenticate: Bearer resource_metadata="…"',
        actual: header ?? '(none)',
      }),
    );
  else if (!info.scopes)
    step.findings.push(
      authFinding(
        'R-AUTH-15',
        '',
        'The 401 challenge does not name a scope; the client falls back to scopes_supported.',
      ),
    );
  step.ok = true;
  return step;
}

/**
 * A header's value by case-insensitive name.
 *
 * @example
 * headerOf({ 'WWW-Authenticate': 'Bearer' }, 'www-authenticate') // => 'Bearer'
 */
export function headerOf(headers: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}
