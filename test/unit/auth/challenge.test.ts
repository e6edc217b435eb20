import { describe, expect, it } from 'vitest';
import { parseWwwAuthenticate, readChallenge, type AuthResponse } from '../../../src/auth';

const request = { method: 'POST', url: 'https://mcp.example.com/mcp', headers: {} };
const answer = (status: number, header?: string): AuthResponse => ({
  status,
  headers: header === undefined ? {} : { 'WWW-Authenticate': header },
  body: '',
});

describe('parseWwwAuthenticate', () => {
  it.each([
    ['Bearer realm="mcp", scope="a b"', [{ scheme: 'bearer', params: { realm: 'mcp', scope: 'a b' } }]],
    [
      'Bearer error="insufficient_scope", scope=files:write',
      [{ scheme: 'bearer', params: { error: 'insufficient_scope', scope: 'files:write' } }],
    ],
    ['Bearer realm="a \\"quoted\\" name"', [{ scheme: 'bearer', params: { realm: 'a "quoted" name' } }]],
    [
      'Basic abc==, Bearer resource_metadata="https://x/y"',
      [
        { scheme: 'basic', params: {} },
        { scheme: 'bearer', params: { resource_metadata: 'https://x/y' } },
      ],
    ],
    [
      'DPoP algs="ES256", Bearer',
      [
        { scheme: 'dpop', params: { algs: 'ES256' } },
        { scheme: 'bearer', params: {} },
      ],
    ],
    ['', []],
  ])('%s', (header, expected) => {
    expect(parseWwwAuthenticate(header)).toEqual(expected);
  });

  it('never throws on arbitrary text', () => {
    for (const text of ['"', '=', ',,,', 'Bearer ="x"', 'Bearer a="unterminated', '\u0000\u00ff'])
      expect(() => parseWwwAuthenticate(text)).not.toThrow();
  });
});

describe('readChallenge', () => {
  it('reads resource_metadata, scope and error from a 401', () => {
    const step = readChallenge(
      request,
      answer(
        401,
        'Bearer resource_metadata="https://mcp.example.com/.well-known/oauth-protected-resource/mcp", scope="files:read files:list"',
      ),
    );
    expect(step.ok).toBe(true);
    expect(step.value).toEqual({
      status: 401,
      scheme: 'bearer',
      resourceMetadata: 'https://mcp.example.com/.well-known/oauth-protected-resource/mcp',
      scopes: ['files:read', 'files:list'],
    });
    expect(step.findings).toEqual([]);
  });

  it('reads a DPoP challenge and its nonce like a Bearer one (RFC 9449)', () => {
    const refused = answer(401, 'DPoP error="use_dpop_nonce", resource_metadata="https://mcp.example.com/prm"');
    const step = readChallenge(request, { ...refused, headers: { ...refused.headers, 'DPoP-Nonce': 'n0nce' } });
    expect(step.value).toMatchObject({ scheme: 'dpop', error: 'use_dpop_nonce', dpopNonce: 'n0nce' });
    expect(step.findings.map((f) => f.rule)).not.toContain('R-AUTH-1');
  });

  it('flags a 401 without a Bearer challenge (R-AUTH-1) and one without scope (R-AUTH-15)', () => {
    expect(readChallenge(request, answer(401)).findings.map((f) => f.rule)).toEqual(['R-AUTH-1']);
    expect(readChallenge(request, answer(401, 'Bearer realm="x"')).findings.map((f) => [f.rule, f.severity])).toEqual([
      ['R-AUTH-15', 'warning'],
    ]);
  });

  it('takes a 403 insufficient_scope as a step-up and a bare 403 as a refusal', () => {
    const stepUp = readChallenge(request, answer(403, 'Bearer error="insufficient_scope", scope="files:write"'));
    expect(stepUp.ok).toBe(true);
    expect(stepUp.value?.scopes).toEqual(['files:write']);
    const noScope = readChallenge(request, answer(403, 'Bearer error="insufficient_scope"'));
    expect(noScope.findings.map((f) => f.rule)).toEqual(['R-AUTH-14']);
    expect(readChallenge(request, answer(403, 'Bearer error="invalid_token"')).ok).toBe(false);
    expect(readChallenge(request, answer(200)).ok).toBe(false);
  });

  it('gives every finding its spec link', () => {
    const [finding] = readChallenge(request, answer(401)).findings;
    expect(finding?.spec.url).toBe('https://modelcontextprotocol.io/specification/2026-07-28/basic/authorization');
    expect(finding?.level).toBe('MUST');
  });
});
