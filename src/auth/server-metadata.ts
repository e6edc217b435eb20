import * as oauth from 'oauth4webapi';
import { authFinding } from './finding';
import { isLoopback, Recorder, stringList } from './http';
import type { AuthFetch, AuthStep } from './types';

/**
 * Authorization server metadata (RFC 8414 / OpenID Connect Discovery) as oauth4webapi reads it.
 *
 * @example
 * const server = { issuer: 'https://auth.example.com', authorization_endpoint: 'https://auth.example.com/authorize', token_endpoint: 'https://auth.example.com/token' , code_challenge_methods_supported: ['S256'] };
 * const step = await discoverServerMetadata(async () => Response.json(server), { issuer: 'https://auth.example.com' });
 * step.value?.code_challenge_methods_supported // => ['S256']
 */
export type ServerMetadata = oauth.AuthorizationServer;

/**
 * The metadata URIs for an issuer, in the spec's order: with a path, the RFC 8414 path-inserted
 * URI, the OpenID path-inserted URI, then the OpenID path-appended URI; without one, RFC 8414 then
 * OpenID at the root.
 *
 * @example
 * serverMetadataUrls('https://auth.example.com/tenant1')
 * // => ['https://auth.example.com/.well-known/oauth-authorization-server/tenant1', 'https://auth.example.com/.well-known/openid-configuration/tenant1', 'https://auth.example.com/tenant1/.well-known/openid-configuration']
 */
export function serverMetadataUrls(issuer: string): string[] {
  const url = new URL(issuer);
  const path = url.pathname.replace(/\/$/, '');
  const oauthWk = `${url.origin}/.well-known/oauth-authorization-server`;
  const oidcWk = `${url.origin}/.well-known/openid-configuration`;
  if (path === '') return [oauthWk, oidcWk];
  return [oauthWk + path, oidcWk + path, `${url.origin}${path}/.well-known/openid-configuration`];
}

/**
 * Step 3, server metadata: fetches the issuer's metadata from the well-known URIs in order and
 * judges it: the `issuer` must be the identifier asked for (R-AUTH-6, stops the flow), PKCE S256
 * must be offered (R-AUTH-7, stops the flow), the endpoints present (R-AUTH-8) and on https
 * (R-AUTH-18), a registration path noted (R-AUTH-9).
 *
 * @example
 * const server = { issuer: 'https://auth.example.com', authorization_endpoint: 'https://auth.example.com/authorize', token_endpoint: 'https://auth.example.com/token' , code_challenge_methods_supported: ['S256'] };
 * const fetchAuth: AuthFetch = async (url) => (url.includes('/oauth-authorization-server') ? Response.json(server) : new Response('', { status: 404 }));
 * const step = await discoverServerMetadata(fetchAuth, { issuer: 'https://auth.example.com' });
 * step.value?.token_endpoint // => 'https://auth.example.com/token'
 */
export async function discoverServerMetadata(
  fetch: AuthFetch,
  options: { issuer: string; signal?: AbortSignal },
): Promise<AuthStep<ServerMetadata>> {
  const recorder = new Recorder(fetch, options.signal);
  const step: AuthStep<ServerMetadata> = {
    kind: 'server-metadata',
    label: 'Authorization server metadata (RFC 8414, OpenID discovery)',
    sent: recorder.sent,
    received: recorder.received,
    findings: [],
    ok: false,
  };
  if (!URL.canParse(options.issuer)) {
    step.error = `the authorization server ${JSON.stringify(options.issuer)} is not a URL`;
    return step;
  }
  const expected = new URL(options.issuer);
  for (const url of serverMetadataUrls(options.issuer)) {
    let metadata: ServerMetadata;
    try {
      const response = await recorder.customFetch(url, { method: 'GET', headers: { accept: 'application/json' } });
      metadata = await oauth.processDiscoveryResponse(expected, response);
    } catch (error) {
      if (oauth4Code(error) === oauth.JSON_ATTRIBUTE_COMPARISON) {
        const actual = String(recordedJson(recorder)?.['issuer']);
        step.findings.push(
          authFinding('R-AUTH-6', '/issuer', `The metadata at ${url} is for issuer ${actual}.`, {
            expected: options.issuer,
            actual,
          }),
        );
        step.error = `the metadata names issuer ${actual}, not ${options.issuer}: refusing to use it`;
        return step;
      }
      continue;
    }
    step.value = metadata;
    judgeMetadata(metadata, step);
    step.ok = step.error === undefined;
    return step;
  }
  step.findings.push(
    authFinding('R-AUTH-5', '', `No authorization server metadata for ${options.issuer} at any well-known URI.`, {
      expected: serverMetadataUrls(options.issuer).join(' or '),
    }),
  );
  step.error = `no metadata for the authorization server ${options.issuer}`;
  return step;
}

/**
 * Judges authorization server metadata into `step`: PKCE S256 offered (R-AUTH-7, stops the flow),
 * the endpoints present (R-AUTH-8) and on https (R-AUTH-18), a registration path noted (R-AUTH-9).
 *
 * @example
 * const step: AuthStep<ServerMetadata> = { kind: 'server-metadata', label: 'metadata', sent: [], received: [], findings: [], ok: false };
 * judgeMetadata({ issuer: 'https://auth.example.com', authorization_endpoint: 'https://auth.example.com/authorize', token_endpoint: 'https://auth.example.com/token' }, step);
 * step.findings.map((f) => f.rule) // => ['R-AUTH-7', 'R-AUTH-9']
 */
export function judgeMetadata(metadata: ServerMetadata, step: AuthStep<ServerMetadata>): void {
  const methods = stringList(metadata.code_challenge_methods_supported);
  if (!methods.includes('S256')) {
    step.findings.push(
      authFinding(
        'R-AUTH-7',
        '/code_challenge_methods_supported',
        'The authorization server does not offer PKCE S256.',
        {
          expected: '["S256"]',
          actual: JSON.stringify(metadata.code_challenge_methods_supported ?? null),
        },
      ),
    );
    step.error = 'the authorization server does not support PKCE with S256: refusing to authorize';
  }
  const missing = (['authorization_endpoint', 'token_endpoint'] as const).filter((k) => {
    const url = metadata[k];
    return typeof url !== 'string' || !URL.canParse(url);
  });
  const types = metadata.response_types_supported;
  if (missing.length > 0 || (types !== undefined && !stringList(types).includes('code'))) {
    step.findings.push(
      authFinding(
        'R-AUTH-8',
        missing.length > 0 ? `/${missing[0]}` : '/response_types_supported',
        missing.length > 0
          ? `The metadata lacks a usable ${missing.join(' and ')}.`
          : 'response_types_supported does not list code.',
      ),
    );
    if (missing.length > 0) step.error ??= `the metadata lacks ${missing.join(' and ')}`;
  }
  for (const key of ['authorization_endpoint', 'token_endpoint', 'registration_endpoint'] as const) {
    const url = metadata[key];
    if (typeof url === 'string' && url.startsWith('http:') && !isLoopback(url))
      step.findings.push(authFinding('R-AUTH-18', `/${key}`, `${key} is not https: ${url}.`));
  }
  if (!metadata.registration_endpoint && metadata['client_id_metadata_document_supported'] !== true)
    step.findings.push(
      authFinding(
        'R-AUTH-9',
        '',
        'The authorization server offers neither Client ID Metadata Documents nor dynamic registration; clients need pre-registered credentials.',
      ),
    );
}

function oauth4Code(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? (error as { code?: string }).code : undefined;
}

function recordedJson(recorder: Recorder): Record<string, unknown> | null {
  const last = recorder.received[recorder.received.length - 1];
  try {
    return last ? (JSON.parse(last.body) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
