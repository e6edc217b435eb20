import { describe, expect, it } from 'vitest';
import { Authorizer, type AuthFetch } from '../../../src';

// A hostile server names URLs for the inspector to fetch after a 401 (#39 Low 14): link-local
// addresses and, from a server off this machine, this machine itself. None of them is ever fetched.

function authorizerFor(serverUrl: string, documents: Record<string, unknown>) {
  const fetched: string[] = [];
  const fetch: AuthFetch = async (url) => {
    fetched.push(url);
    return documents[url] ? Response.json(documents[url]) : new Response('', { status: 404 });
  };
  const authorizer = new Authorizer({
    fetch,
    serverUrl,
    identity: { clientName: 'inspector', redirectUri: 'http://127.0.0.1:8976/callback' },
    openAuthorization: () => Promise.reject(new Error('not reached')),
  });
  return { authorizer, fetched };
}

const challenge = (metadata: string) => ({
  status: 401,
  headers: { 'www-authenticate': `Bearer resource_metadata="${metadata}"` },
  body: '',
});

describe('URLs a server names', () => {
  it.each(['http://169.254.169.254/latest/meta-data/', 'http://[fe80::1]/.well-known/oauth-protected-resource'])(
    'never fetches a link-local resource_metadata (%s)',
    async (metadata) => {
      const { authorizer, fetched } = authorizerFor('http://127.0.0.1:3000/mcp', {});
      const retry = await authorizer.answer(
        { method: 'POST', url: 'http://127.0.0.1:3000/mcp', headers: {} },
        challenge(metadata),
      );
      expect(retry).toBe(false);
      expect(fetched).not.toContain(metadata);
      expect(JSON.stringify(authorizer.steps)).toContain('a server may not name a link-local address');
    },
  );

  it('a server off this machine cannot make the inspector fetch this machine (its other ports)', async () => {
    const server = 'https://mcp.example.com/mcp';
    const metadata = 'https://mcp.example.com/.well-known/oauth-protected-resource/mcp';
    const { authorizer, fetched } = authorizerFor(server, {
      [metadata]: { resource: server, authorization_servers: ['http://127.0.0.1:5432/'] },
    });
    await authorizer.answer({ method: 'POST', url: server, headers: {} }, challenge(metadata));
    expect(fetched).toContain(metadata);
    expect(fetched.filter((u) => u.startsWith('http://127.0.0.1:5432'))).toEqual([]);
    const metadataStep = authorizer.steps.find((s) => s.kind === 'server-metadata');
    expect(metadataStep).toMatchObject({ ok: false, received: [null, null] });
  });
});
