import * as oauth from 'oauth4webapi';
import type { ClientCredentials, ClientPrivateKey } from './credentials';
import { authFinding } from './finding';
import { isLoopback, jsonObjectOf, Recorder, stringList } from './http';
import type { ServerMetadata } from './server-metadata';
import type { AuthFetch, AuthStep } from './types';

/**
 * What the client knows about itself when it registers.
 *
 * @example
 * const server = { issuer: 'https://auth.example.com', client_id_metadata_document_supported: true };
 * const me: ClientIdentity = { clientName: 'mcp-shape-inspector', redirectUri: 'http://127.0.0.1:8976/callback', metadataDocumentUrl: 'https://inspector.example/client.json' };
 * // The metadata document's URL is the client id: nothing is sent.
 * const fetchAuth: AuthFetch = () => Promise.reject(new Error('not called'));
 * (await registerClient(fetchAuth, { server, identity: me })).value?.client_id // => 'https://inspector.example/client.json'
 */
export interface ClientIdentity {
  clientName: string;
  redirectUri: string;
  /** Credentials the user registered by hand; used first, with any authorization server. */
  preRegistered?: { client_id: string; client_secret?: string; private_key?: ClientPrivateKey };
  /** The https URL of this client's Client ID Metadata Document, when it has one. */
  metadataDocumentUrl?: string;
}

/**
 * Step 4, registration, in the spec's priority: pre-registered credentials, then a Client ID
 * Metadata Document when the server supports them, then Dynamic Client Registration (RFC 7591,
 * judged by R-AUTH-13). Fails when none is possible.
 *
 * @example
 * const server = { issuer: 'https://auth.example.com', registration_endpoint: 'https://auth.example.com/register' };
 * const fetchAuth: AuthFetch = async () => Response.json({ client_id: 'abc' }, { status: 201 });
 * const step = await registerClient(fetchAuth, { server, identity: { clientName: 'inspector', redirectUri: 'http://127.0.0.1:8976/callback' } });
 * step.value?.client_id // => 'abc'
 * JSON.parse(step.sent[0]?.body ?? '{}').redirect_uris // => ['http://127.0.0.1:8976/callback']
 */
export async function registerClient(
  fetch: AuthFetch,
  options: { server: ServerMetadata; identity: ClientIdentity; signal?: AbortSignal },
): Promise<AuthStep<ClientCredentials>> {
  const { server, identity } = options;
  const recorder = new Recorder(fetch, options.signal);
  const step: AuthStep<ClientCredentials> = {
    kind: 'registration',
    label: 'Client registration',
    sent: recorder.sent,
    received: recorder.received,
    findings: [],
    ok: false,
  };
  if (identity.preRegistered) {
    step.label = 'Client registration: pre-registered credentials';
    step.value = { ...identity.preRegistered, source: 'pre-registered' };
    step.ok = true;
    return step;
  }
  if (server['client_id_metadata_document_supported'] === true && identity.metadataDocumentUrl) {
    step.label = 'Client registration: Client ID Metadata Document';
    step.value = {
      client_id: identity.metadataDocumentUrl,
      token_endpoint_auth_method: 'none',
      source: 'metadata-document',
    };
    step.ok = true;
    return step;
  }
  if (!server.registration_endpoint) {
    step.error =
      'the authorization server offers no dynamic registration and this client has no Client ID Metadata Document: pass pre-registered credentials';
    return step;
  }
  step.label = 'Client registration: Dynamic Client Registration (RFC 7591)';
  const metadata = registrationMetadata(server, identity);
  try {
    await oauth.dynamicClientRegistrationRequest(server, metadata, {
      [oauth.customFetch]: recorder.customFetch,
      [oauth.allowInsecureRequests]: isLoopback(server.registration_endpoint),
    });
  } catch (error) {
    step.error = `dynamic client registration failed: ${error instanceof Error ? error.message : String(error)}`;
    return step;
  }
  // Read by hand: servers commonly omit client_secret_expires_at, which oauth4webapi insists on.
  const answer = recorder.received[0] ?? null;
  const json = jsonObjectOf(answer);
  if (!answer || (answer.status !== 201 && answer.status !== 200) || !json || typeof json['client_id'] !== 'string') {
    step.findings.push(
      authFinding('R-AUTH-13', '', 'Dynamic client registration did not answer 201 with a client_id.', {
        expected: 'HTTP 201 {"client_id": "…"}',
        actual: answer ? `HTTP ${answer.status} ${answer.body.slice(0, 200)}` : '(no answer)',
      }),
    );
    step.error = `dynamic client registration failed (HTTP ${answer?.status ?? 'no answer'})`;
    return step;
  }
  const method =
    typeof json['token_endpoint_auth_method'] === 'string' ? json['token_endpoint_auth_method'] : undefined;
  step.value = {
    client_id: json['client_id'],
    ...(typeof json['client_secret'] === 'string' ? { client_secret: json['client_secret'] } : {}),
    ...(method ? { token_endpoint_auth_method: method } : {}),
    source: 'dynamic',
  };
  step.ok = true;
  return step;
}

// A native client on a loopback redirect; refresh_token asked for so offline use is possible.
function registrationMetadata(
  server: ServerMetadata,
  identity: ClientIdentity,
): Partial<oauth.OmitSymbolProperties<oauth.Client>> {
  const supported = stringList(server.token_endpoint_auth_methods_supported);
  const method =
    supported.length === 0 || supported.includes('none')
      ? 'none'
      : (supported.find((m) => m === 'client_secret_basic' || m === 'client_secret_post') ?? 'none');
  return {
    client_name: identity.clientName,
    redirect_uris: [identity.redirectUri],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: method,
    application_type: isLoopback(identity.redirectUri) ? 'native' : 'web',
  };
}

/**
 * How the client authenticates at the token endpoint: as registered, else private_key_jwt with a
 * private key, else the first of client_secret_basic, client_secret_post the server lists (basic
 * when it lists none, RFC 8414's default), and none for a client without a secret.
 *
 * @example
 * tokenAuthMethod({ issuer: 'x', token_endpoint_auth_methods_supported: ['client_secret_post'] }, { client_id: 'a', client_secret: 's', source: 'pre-registered' }) // => 'client_secret_post'
 */
export function tokenAuthMethod(server: ServerMetadata, client: ClientCredentials): string {
  if (client.token_endpoint_auth_method) return client.token_endpoint_auth_method;
  if (client.private_key) return 'private_key_jwt';
  if (!client.client_secret) return 'none';
  const supported = stringList(server.token_endpoint_auth_methods_supported);
  if (supported.length === 0) return 'client_secret_basic';
  return supported.find((m) => m === 'client_secret_basic' || m === 'client_secret_post') ?? 'client_secret_basic';
}

/**
 * The oauth4webapi client authentication for a method name.
 *
 * @example
 * typeof clientAuthOf('none', { client_id: 'a', source: 'dynamic' }) // => 'function'
 */
export function clientAuthOf(method: string, client: ClientCredentials): oauth.ClientAuth {
  const secret = client.client_secret ?? '';
  if (method === 'client_secret_basic') return basicAuth(secret);
  if (method === 'client_secret_post') return oauth.ClientSecretPost(secret);
  if (method === 'private_key_jwt' && client.private_key) return oauth.PrivateKeyJwt(client.private_key);
  return oauth.None();
}

// RFC 6749 §2.3.1 form-encodes id and secret; oauth4webapi also escapes "-", ".", "_" and "*",
// which authorization servers that skip the decoding then misread, so the plain form encoding it is.
function basicAuth(secret: string): oauth.ClientAuth {
  const form = (value: string) => new URLSearchParams([['v', value]]).toString().slice(2);
  return (_as, client, _body, headers) => {
    headers.set('authorization', `Basic ${btoa(`${form(client.client_id)}:${form(secret)}`)}`);
  };
}
