import { describe, expect, it } from 'vitest';
import type { ExchangeRecord } from '../../../src/index';
import {
  challengeRow,
  clientIdentityOf,
  maskAuthBody,
  maskAuthUrl,
  refusalOf,
  retryRow,
} from '../../../app/features/live/auth/auth-model';
import { isCallbackFor } from '../../../app/features/live/auth/callback-channel';
import { holdToken } from '../../support/live-tokens';
import { TOKEN_PLACEHOLDER, withTokenHeader, withTokens } from '../../../app/features/live/auth/token-fetch';
import { recordOf } from '../../support/records';

const SERVER = 'http://127.0.0.1:4000/mcp';
const METADATA = 'http://127.0.0.1:4000/.well-known/oauth-protected-resource/mcp';

const answered = (status: number, headers: Record<string, string> = {}): ExchangeRecord =>
  recordOf({
    id: 'r1',
    startedAt: '2026-12-01T00:00:00.000Z',
    source: 'relay',
    rpcMethod: 'tools/call',
    request: {
      url: SERVER,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"jsonrpc":"2.0","id":1}',
    },
    response: { status, statusText: '', headers, body: '{}' },
    timing: { totalMs: 1 },
    findings: [],
  });

describe('the Authorization panel model', () => {
  it('opens on a 401 and on a 403 insufficient_scope (a step-up), not on another 403 or a 200', () => {
    expect(refusalOf(answered(401))?.stepUp).toBe(false);
    const stepUp = answered(403, {
      'www-authenticate': 'Bearer error="insufficient_scope", scope="mcp:read mcp:tools"',
    });
    expect(refusalOf(stepUp)?.stepUp).toBe(true);
    expect(refusalOf(answered(403, { 'www-authenticate': 'Bearer error="invalid_token"' }))).toBeNull();
    expect(refusalOf(answered(403))).toBeNull();
    expect(refusalOf(answered(200))).toBeNull();
  });

  it('judges the challenge before any click: a 401 without WWW-Authenticate is a failed row with its rule', () => {
    const good = challengeRow(
      answered(401, { 'www-authenticate': `Bearer resource_metadata="${METADATA}", scope="mcp:read"` }),
    );
    expect(good).toMatchObject({ kind: 'challenge', ok: true });
    expect(good.value).toMatchObject({ resourceMetadata: METADATA, scopes: ['mcp:read'] });
    const bare = challengeRow(answered(401));
    expect(bare.findings.map((f) => f.rule)).toContain('R-AUTH-1');
    expect(bare.findings[0]?.spec.url).toMatch(/^https:\/\/modelcontextprotocol\.io\//);
  });

  it('makes the retry row from the answer to the request sent again', () => {
    expect(retryRow(answered(200))).toMatchObject({
      kind: 'retry',
      ok: true,
      label: 'Retry tools/call with the token',
    });
    const again = retryRow(answered(401));
    expect(again.ok).toBe(false);
    expect(again.error).toMatch(/401/);
  });

  it('masks credentials in JSON and form bodies and in callback URLs, leaving the rest', () => {
    expect(maskAuthBody('{"access_token":"abc","token_type":"bearer","refresh_token":"r1"}')).toBe(
      '{"access_token":"••••••","token_type":"bearer","refresh_token":"••••••"}',
    );
    expect(maskAuthBody('grant_type=authorization_code&code=xyz&code_verifier=v&resource=http%3A%2F%2Fa')).toBe(
      'grant_type=authorization_code&code=••••••&code_verifier=••••••&resource=http%3A%2F%2Fa',
    );
    expect(maskAuthBody('{"client_id":"c","client_secret": "s"}')).toBe('{"client_id":"c","client_secret": "••••••"}');
    expect(maskAuthUrl('http://127.0.0.1/auth-callback.html?code=abc&state=s&iss=http%3A%2F%2Fa')).toBe(
      'http://127.0.0.1/auth-callback.html?code=••••••&state=s&iss=http%3A%2F%2Fa',
    );
  });
});

describe('tokens of the session', () => {
  it('puts the placeholder on the record and the token on the wire, only toward its own origin', async () => {
    holdToken(SERVER, 'secret-token');
    const seen: { url: string; auth: string | null }[] = [];
    const inner: typeof fetch = (input, init) => {
      seen.push({ url: String(input), auth: new Headers(init?.headers).get('authorization') });
      return Promise.resolve(new Response('{}'));
    };
    const wire = withTokens({ kind: 'relay', fetch: inner, reason: '' });
    const headers = withTokenHeader(SERVER, { Accept: 'application/json' });
    expect(headers['Authorization']).toBe(TOKEN_PLACEHOLDER);
    // The user's own Authorization header wins; a resent record's mask is the session's token again.
    expect(withTokenHeader(SERVER, { authorization: 'Bearer mine' })).toEqual({ authorization: 'Bearer mine' });
    expect(withTokenHeader(SERVER, { Authorization: 'Bearer ••••••' })).toEqual({ Authorization: TOKEN_PLACEHOLDER });
    expect(withTokenHeader('http://127.0.0.1:5000/mcp', {})).toEqual({});
    await wire.fetch(SERVER, { method: 'POST', headers });
    // A placeholder that reached another origin is dropped, never filled with this server's token.
    await wire.fetch('http://127.0.0.1:5000/mcp', { method: 'POST', headers });
    expect(seen).toEqual([
      { url: SERVER, auth: 'Bearer secret-token' },
      { url: 'http://127.0.0.1:5000/mcp', auth: null },
    ]);
    holdToken(SERVER, undefined);
    expect(withTokenHeader(SERVER, {})).toEqual({});
  });

  it('takes a callback only from this origin, the callback path, and the pending state', () => {
    const origin = 'http://127.0.0.1:4173';
    const ok = { callbackUrl: `${origin}/auth-callback.html?code=c&state=s1` };
    expect(isCallbackFor(ok, 's1', origin)).toBe(true);
    expect(isCallbackFor(ok, 's2', origin)).toBe(false);
    expect(isCallbackFor({ callbackUrl: `http://evil.example/auth-callback.html?state=s1` }, 's1', origin)).toBe(false);
    expect(isCallbackFor({ callbackUrl: `${origin}/other?state=s1` }, 's1', origin)).toBe(false);
    expect(isCallbackFor('nonsense', 's1', origin)).toBe(false);
    expect(isCallbackFor(null, 's1', origin)).toBe(false);
  });
});

describe('clientIdentityOf', () => {
  it('leaves blank fields out, trims the id and URL, and sends a secret only with an id', () => {
    expect(clientIdentityOf({ clientId: ' ', clientSecret: 'orphan', metadataUrl: '' })).toEqual({});
    expect(
      clientIdentityOf({ clientId: ' app ', clientSecret: 's', metadataUrl: ' https://a.example/c.json ' }),
    ).toEqual({
      preRegistered: { client_id: 'app', client_secret: 's' },
      metadataDocumentUrl: 'https://a.example/c.json',
    });
  });
});
