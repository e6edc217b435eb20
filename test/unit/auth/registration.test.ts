import { describe, expect, it } from 'vitest';
import {
  registerClient,
  tokenAuthMethod,
  usesClientCredentials,
  type AuthFetch,
  type ServerMetadata,
} from '../../../src/auth';

// Pre-registered credentials and metadata documents need no request: a fetch that is called fails the test.
const noNetwork: AuthFetch = () => Promise.reject(new Error('no request was expected'));
const identity = { clientName: 'test', redirectUri: 'http://127.0.0.1:8976/callback' };
const server = (extra: Partial<ServerMetadata> = {}): ServerMetadata => ({
  issuer: 'https://auth.example.com',
  registration_endpoint: 'https://auth.example.com/register',
  ...extra,
});

describe('registerClient: the spec`s priority', () => {
  it('uses pre-registered credentials first, even where CIMD and DCR are offered', async () => {
    const step = await registerClient(noNetwork, {
      server: server({ client_id_metadata_document_supported: true }),
      identity: {
        ...identity,
        preRegistered: { client_id: 'mine', client_secret: 's' },
        metadataDocumentUrl: 'https://me.example/c.json',
      },
    });
    expect(step.value).toEqual({ client_id: 'mine', client_secret: 's', source: 'pre-registered' });
    expect(step.sent).toEqual([]);
  });

  it('uses the Client ID Metadata Document when the server supports them', async () => {
    const step = await registerClient(noNetwork, {
      server: server({ client_id_metadata_document_supported: true }),
      identity: { ...identity, metadataDocumentUrl: 'https://me.example/c.json' },
    });
    expect(step.value).toEqual({
      client_id: 'https://me.example/c.json',
      token_endpoint_auth_method: 'none',
      source: 'metadata-document',
    });
  });

  it('fails with a clear error when nothing is possible', async () => {
    const step = await registerClient(noNetwork, { server: { issuer: 'https://auth.example.com' }, identity });
    expect(step.ok).toBe(false);
    expect(step.error).toContain('pre-registered credentials');
  });

  it('records a network failure of dynamic registration instead of throwing', async () => {
    const step = await registerClient(noNetwork, { server: server(), identity });
    expect(step.ok).toBe(false);
    expect(step.sent).toHaveLength(1);
    expect(step.received).toEqual([null]);
  });
});

describe('tokenAuthMethod', () => {
  const secret = { client_id: 'a', client_secret: 's', source: 'pre-registered' as const };
  it.each([
    [undefined, secret, 'client_secret_basic'],
    [['client_secret_post'], secret, 'client_secret_post'],
    [['client_secret_post', 'client_secret_basic'], secret, 'client_secret_post'],
    [['private_key_jwt', 'client_secret_basic'], secret, 'client_secret_basic'],
    [['none'], { client_id: 'a', source: 'dynamic' as const }, 'none'],
    [['client_secret_post'], { ...secret, token_endpoint_auth_method: 'client_secret_basic' }, 'client_secret_basic'],
  ])('metadata %j, client %j: %s', (methods, client, expected) => {
    expect(tokenAuthMethod(server(methods ? { token_endpoint_auth_methods_supported: methods } : {}), client)).toBe(
      expected,
    );
  });
});

describe('usesClientCredentials', () => {
  const secret = { client_id: 'a', client_secret: 's', source: 'pre-registered' as const };
  it('only for a confidential client of a server without the authorization code grant', () => {
    expect(usesClientCredentials(server({ grant_types_supported: ['client_credentials'] }), secret)).toBe(true);
    expect(
      usesClientCredentials(server({ grant_types_supported: ['authorization_code', 'client_credentials'] }), secret),
    ).toBe(false);
    expect(usesClientCredentials(server(), secret)).toBe(false);
    expect(
      usesClientCredentials(server({ grant_types_supported: ['client_credentials'] }), {
        client_id: 'a',
        source: 'dynamic',
      }),
    ).toBe(false);
  });
});
