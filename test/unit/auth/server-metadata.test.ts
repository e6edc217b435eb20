import { describe, expect, it } from 'vitest';
import { discoverServerMetadata, type AuthFetch } from '../../../src/auth';

// A peer's metadata documents by URL, served over an in-memory fetch (what an authorization server sends).
function serving(documents: Record<string, unknown>): AuthFetch {
  return (url) => {
    const body = url in documents ? JSON.stringify(documents[url]) : 'not found';
    const status = url in documents ? 200 : 404;
    return Promise.resolve({
      status,
      headers: { forEach: (f: (v: string, k: string) => void) => f('application/json', 'content-type') },
      text: () => Promise.resolve(body),
    });
  };
}

const ISSUER = 'https://auth.example.com/tenant1';
const good = {
  issuer: ISSUER,
  authorization_endpoint: `${ISSUER}/authorize`,
  token_endpoint: `${ISSUER}/token`,
  registration_endpoint: `${ISSUER}/register`,
  response_types_supported: ['code'],
  code_challenge_methods_supported: ['S256'],
};

describe('discoverServerMetadata', () => {
  it('falls through the path variants in order to the OpenID path-appended one', async () => {
    const step = await discoverServerMetadata(serving({ [`${ISSUER}/.well-known/openid-configuration`]: good }), {
      issuer: ISSUER,
    });
    expect(step.ok).toBe(true);
    expect(step.sent.map((r) => r.url)).toEqual([
      'https://auth.example.com/.well-known/oauth-authorization-server/tenant1',
      'https://auth.example.com/.well-known/openid-configuration/tenant1',
      'https://auth.example.com/tenant1/.well-known/openid-configuration',
    ]);
  });

  it.each([
    ['an issuer that is not the one asked for', { ...good, issuer: 'https://attacker.example.com' }, 'R-AUTH-6'],
    ['no PKCE S256', { ...good, code_challenge_methods_supported: ['plain'] }, 'R-AUTH-7'],
    [
      'no code_challenge_methods_supported at all',
      { ...good, code_challenge_methods_supported: undefined },
      'R-AUTH-7',
    ],
    ['an authorization endpoint that is not a URL', { ...good, authorization_endpoint: 'not a url' }, 'R-AUTH-8'],
  ])('refuses %s', async (_name, document, rule) => {
    const step = await discoverServerMetadata(
      serving({ 'https://auth.example.com/.well-known/oauth-authorization-server/tenant1': document }),
      { issuer: ISSUER },
    );
    expect(step.ok).toBe(false);
    expect(step.findings.map((f) => f.rule)).toContain(rule);
  });

  it('notes http endpoints off loopback (R-AUTH-18) and a server nobody can register with (R-AUTH-9)', async () => {
    const { registration_endpoint: _r, ...unregistrable } = good;
    const step = await discoverServerMetadata(
      serving({
        'https://auth.example.com/.well-known/oauth-authorization-server/tenant1': {
          ...unregistrable,
          token_endpoint: 'http://auth.example.com/token',
        },
      }),
      { issuer: ISSUER },
    );
    expect(step.ok).toBe(true);
    expect(step.findings.map((f) => f.rule)).toEqual(['R-AUTH-18', 'R-AUTH-9']);
  });

  it('reports R-AUTH-5 when no variant answers', async () => {
    const step = await discoverServerMetadata(serving({}), { issuer: ISSUER });
    expect(step.findings.map((f) => f.rule)).toEqual(['R-AUTH-5']);
    expect(step.error).toContain('no metadata');
  });
});
