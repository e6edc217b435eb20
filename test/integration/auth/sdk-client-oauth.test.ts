import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  StreamableHTTPClientTransport,
  UnauthorizedError,
  type OAuthClientProvider,
} from '@modelcontextprotocol/client';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';
import { sendExchange } from '../../../src';
import { approveAsDemoUser } from './demo-user';

// The official SDK client, as the official Inspector builds on it, authorizing against our protected demo:
// its Dynamic Client Registration asks for the scopes the resource advertises, which the server must accept.
let inspector: RunningInspector;
beforeAll(async () => {
  inspector = await startInspector();
});
afterAll(() => inspector.close());

const REDIRECT = 'http://127.0.0.1:9/callback';

/** An in-memory provider, as an app keeps one: what the SDK asks it to store, and the URL it asks to open. */
function memoryProvider(): OAuthClientProvider & { opened: URL | null } {
  let client: Awaited<ReturnType<OAuthClientProvider['clientInformation']>>;
  let tokens: Awaited<ReturnType<OAuthClientProvider['tokens']>>;
  let verifier = '';
  return {
    opened: null,
    redirectUrl: REDIRECT,
    clientMetadata: {
      client_name: 'official SDK client (test)',
      redirect_uris: [REDIRECT],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    },
    clientInformation: () => client,
    saveClientInformation: (info) => void (client = info),
    tokens: () => tokens,
    saveTokens: (saved) => void (tokens = saved),
    redirectToAuthorization(url) {
      this.opened = url;
    },
    saveCodeVerifier: (v) => void (verifier = v),
    codeVerifier: () => verifier,
  };
}

describe('the official SDK client (@modelcontextprotocol/client 2.x) against /demo/protected', () => {
  it('registers dynamically with the resource scopes, authorizes as the demo user, and its token lists the tools', async () => {
    const url = new URL(`${inspector.origin}/demo/protected`);
    const provider = memoryProvider();
    const first = new Client({ name: 'sdk-oauth-test', version: '1.0.0' });
    await expect(first.connect(new StreamableHTTPClientTransport(url, { authProvider: provider }))).rejects.toThrow(
      UnauthorizedError,
    );
    expect(provider.opened, 'the SDK asked to open the authorization URL').not.toBeNull();
    expect(provider.opened!.searchParams.get('scope')).toContain('mcp:read');
    const callback = await approveAsDemoUser(provider.opened!.href, REDIRECT, { deliver: false });
    const transport = new StreamableHTTPClientTransport(url, { authProvider: provider });
    await transport.finishAuth(new URL(callback).searchParams);
    const tokens = await provider.tokens();
    expect(tokens?.access_token).toBeTruthy();
    // The SDK's own handshake now gets past authorization: what refuses it is the era (the demo speaks only
    // 2026-07-28), not a 401.
    const client = new Client({ name: 'sdk-oauth-test', version: '1.0.0' });
    await expect(client.connect(transport)).rejects.toThrow(/speaks only 2026-07-28/);
    // The token the SDK obtained opens the protected demo to a modern request.
    const recorded = await sendExchange((u, init) => fetch(u, init), {
      url: url.href,
      method: 'tools/list',
      id: 1,
      params: {},
      headers: { Authorization: `Bearer ${tokens!.access_token}` },
    });
    expect(recorded.response.status).toBe(200);
    const body = JSON.parse(recorded.response.body) as { result: { tools: unknown[] } };
    expect(body.result.tools.length).toBeGreaterThan(0);
  });
});
