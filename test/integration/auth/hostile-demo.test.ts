import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';
import { rawRequest } from '../demo/raw-http';

// The protected demo's authorization server against a hostile page and a hostile registrant (#39
// Medium 8, Low 15): the attacks of the audit, on 127.0.0.1.

let app: RunningInspector;
beforeAll(async () => {
  app = await startInspector();
});
afterAll(() => app.close());

const register = (redirectUris: string[], name = 'Trusted Bank') =>
  fetch(`${app.origin}/demo/auth/reg`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ redirect_uris: redirectUris, client_name: name, token_endpoint_auth_method: 'none' }),
  });

describe('the protected demo against another site', () => {
  it('refuses a foreign Origin like the other demos', async () => {
    const answer = await rawRequest(`${app.origin}/demo/auth/reg`, {
      headers: { origin: 'http://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ redirect_uris: ['http://127.0.0.1:1/cb'] }),
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('"http://evil.example" may not use this endpoint');
  });

  it('refuses a body over its cap at once (a page posting 256 MiB)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${app.origin}/demo/auth/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(256 * 1024 * 1024),
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write('grant_type=');
    });
    expect(status).toBe(413);
  });
});

describe('the demo authorization server against a hostile registrant', () => {
  it('registers no redirect URI off loopback or the app, so it is no open redirect', async () => {
    const answer = await register(['https://evil.example/landing']);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid_redirect_uri' });
    expect((await register(['http://127.0.0.1:8976/callback'])).status).toBe(201);
  });

  it('its approval page cannot be framed and names where the code goes', async () => {
    const client = (await (await register(['http://127.0.0.1:8976/callback'])).json()) as { client_id: string };
    const authorize = new URL(`${app.origin}/demo/auth/auth`);
    for (const [k, v] of Object.entries({
      client_id: client.client_id,
      response_type: 'code',
      redirect_uri: 'http://127.0.0.1:8976/callback',
      scope: 'mcp:read',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      state: 's',
      resource: `${app.origin}/demo/protected`,
    }))
      authorize.searchParams.set(k, v);
    const first = await fetch(authorize, { redirect: 'manual' });
    const cookies = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const page = await fetch(new URL(first.headers.get('location')!, authorize), {
      headers: { cookie: cookies },
      redirect: 'manual',
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await page.text();
    expect(html).toContain('The code goes to <strong><code>http://127.0.0.1:8976/callback</code></strong>');
  });
});
