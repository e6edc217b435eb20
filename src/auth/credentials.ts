import type { PrivateKeyJwt } from 'oauth4webapi';

/**
 * A client's registration with one authorization server, and how it got it.
 *
 * @example
 * const server = { issuer: 'https://auth.example.com', authorization_endpoint: 'https://auth.example.com/authorize', token_endpoint: 'https://auth.example.com/token', registration_endpoint: 'https://auth.example.com/register' };
 * const fetchAuth: AuthFetch = async () => Response.json({ client_id: 'abc', client_secret: 's3cret' }, { status: 201 });
 * const step = await registerClient(fetchAuth, { server, identity: { clientName: 'inspector', redirectUri: 'http://127.0.0.1:8976/callback' } });
 * step.value?.client_id // => 'abc'
 * step.value?.source // => 'dynamic'
 */
export interface ClientCredentials {
  client_id: string;
  client_secret?: string;
  /** As the registration answered it; absent: chosen from the server's metadata at the token endpoint. */
  token_endpoint_auth_method?: string;
  /** A private key (a WebCrypto CryptoKey) for private_key_jwt, given with pre-registered credentials. */
  private_key?: ClientPrivateKey;
  source: 'pre-registered' | 'metadata-document' | 'dynamic';
}

/**
 * An asymmetric private key as WebCrypto gives it (`crypto.subtle.importKey`), for private_key_jwt.
 *
 * @example
 * const { privateKey } = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
 * const key: ClientPrivateKey = { key: privateKey };
 * clientAuthOf('private_key_jwt', { client_id: 'a', private_key: key, source: 'pre-registered' }) instanceof Function // => true
 */
export type ClientPrivateKey = Parameters<typeof PrivateKeyJwt>[0];

/**
 * Where credentials live, keyed by issuer: a registration is never offered to another
 * authorization server. The CLI and the live screen keep them in memory (`memoryCredentialStore`).
 *
 * @example
 * const store = memoryCredentialStore();
 * store.set('https://auth.example.com', { client_id: 'abc', source: 'dynamic' });
 * store.get('https://auth.example.com')?.client_id // => 'abc'
 */
export interface CredentialStore {
  get(issuer: string): ClientCredentials | undefined;
  set(issuer: string, credentials: ClientCredentials): void;
  delete(issuer: string): void;
}

/**
 * A credential store in memory, gone with the process or page.
 *
 * @example
 * memoryCredentialStore().get('https://auth.example.com') // => undefined
 */
export function memoryCredentialStore(): CredentialStore {
  const byIssuer = new Map<string, ClientCredentials>();
  return {
    get: (issuer) => byIssuer.get(issuer),
    set: (issuer, credentials) => void byIssuer.set(issuer, credentials),
    delete: (issuer) => void byIssuer.delete(issuer),
  };
}
