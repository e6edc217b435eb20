import { authFinding } from './finding';
import { jsonObjectOf, Recorder, stringList } from './http';
import type { AuthFetch, AuthStep } from './types';

/**
 * Protected Resource Metadata (RFC 9728) as far as MCP needs it.
 *
 * @example
 * const document = { resource: 'https://mcp.example.com/mcp', authorization_servers: ['https://auth.example.com'], scopes_supported: ['files:read'] };
 * const step = await discoverResourceMetadata(async () => Response.json(document), { serverUrl: 'https://mcp.example.com/mcp' });
 * step.value // => { ...document, url: 'https://mcp.example.com/.well-known/oauth-protected-resource/mcp' }
 */
export interface ResourceMetadata {
  resource: string;
  authorization_servers: string[];
  scopes_supported?: string[];
  /** Where the document was found. */
  url: string;
}

/**
 * The URIs a client tries for a server's resource metadata, in the spec's order: the challenge's
 * `resource_metadata` alone when given; else the path-inserted well-known URI, then the root one.
 *
 * @example
 * resourceMetadataUrls('https://mcp.example.com/public/mcp')
 * // => ['https://mcp.example.com/.well-known/oauth-protected-resource/public/mcp', 'https://mcp.example.com/.well-known/oauth-protected-resource']
 */
export function resourceMetadataUrls(serverUrl: string, fromChallenge?: string): string[] {
  if (fromChallenge) return [fromChallenge];
  const url = new URL(serverUrl);
  const root = `${url.origin}/.well-known/oauth-protected-resource`;
  const path = url.pathname.replace(/\/$/, '');
  return path === '' ? [root] : [root + path, root];
}

/**
 * Whether resource metadata's `resource` may stand for the MCP server at `serverUrl`: the same
 * origin, and its path the server's path or a parent of it at a `/` boundary (RFC 9728 §3.3, as
 * MCP clients apply it). Query and fragment do not count.
 *
 * @example
 * resourceMatches('https://mcp.example.com/mcp', 'https://mcp.example.com/mcp') // => true
 * resourceMatches('https://mcp.example.com', 'https://mcp.example.com/mcp') // => true
 * resourceMatches('https://evil.example.com/mcp', 'https://mcp.example.com/mcp') // => false
 */
export function resourceMatches(resource: string, serverUrl: string): boolean {
  if (!URL.canParse(resource)) return false;
  const a = new URL(resource);
  const b = new URL(serverUrl);
  if (a.origin !== b.origin) return false;
  const parent = a.pathname.replace(/\/$/, '');
  const child = b.pathname.replace(/\/$/, '');
  return child === parent || child.startsWith(parent + '/');
}

/**
 * Step 2, resource metadata: fetches Protected Resource Metadata from the challenge's
 * `resource_metadata` or the well-known URIs in order, and judges it (R-AUTH-2 not found, R-AUTH-3
 * malformed, R-AUTH-4 its `resource` is not the server). A mismatched resource stops the flow
 * (`ok` false), though `value` still holds the document for a judge to go on with.
 *
 * @example
 * const document = { resource: 'http://127.0.0.1:3000/mcp', authorization_servers: ['http://127.0.0.1:3000/demo/auth'] };
 * const fetchAuth: AuthFetch = async (url) => (url.endsWith('/mcp') ? Response.json(document) : new Response('', { status: 404 }));
 * const step = await discoverResourceMetadata(fetchAuth, { serverUrl: 'http://127.0.0.1:3000/mcp' });
 * step.value?.authorization_servers[0] // => 'http://127.0.0.1:3000/demo/auth'
 */
export async function discoverResourceMetadata(
  fetch: AuthFetch,
  options: { serverUrl: string; resourceMetadataUrl?: string; signal?: AbortSignal },
): Promise<AuthStep<ResourceMetadata>> {
  const recorder = new Recorder(fetch, options.signal);
  const step: AuthStep<ResourceMetadata> = {
    kind: 'resource-metadata',
    label: 'Protected Resource Metadata (RFC 9728)',
    sent: recorder.sent,
    received: recorder.received,
    findings: [],
    ok: false,
  };
  for (const url of resourceMetadataUrls(options.serverUrl, options.resourceMetadataUrl)) {
    const answer = await recorder.send({ method: 'GET', url, headers: { accept: 'application/json' } });
    if (!answer || answer.status !== 200) continue;
    const json = jsonObjectOf(answer);
    const servers = stringList(json?.['authorization_servers']);
    if (!json || typeof json['resource'] !== 'string' || servers.length === 0) {
      step.findings.push(
        authFinding(
          'R-AUTH-3',
          json && typeof json['resource'] === 'string' ? '/authorization_servers' : '/resource',
          `The resource metadata at ${url} needs a resource and at least one authorization server.`,
          { actual: answer.body.slice(0, 200) },
        ),
      );
      step.error = `the resource metadata at ${url} is not usable`;
      return step;
    }
    const resource = json['resource'];
    const scopes = stringList(json['scopes_supported']);
    step.value = {
      resource,
      authorization_servers: servers,
      ...(Array.isArray(json['scopes_supported']) ? { scopes_supported: scopes } : {}),
      url,
    };
    if (!resourceMatches(resource, options.serverUrl)) {
      step.findings.push(
        authFinding('R-AUTH-4', '/resource', `The resource metadata is for ${resource}, not for this server.`, {
          expected: options.serverUrl,
          actual: resource,
        }),
      );
      step.error = `the resource metadata names ${resource}, not ${options.serverUrl}: refusing to authorize for it`;
      return step;
    }
    step.ok = true;
    return step;
  }
  step.findings.push(
    authFinding('R-AUTH-2', '', `No Protected Resource Metadata at ${recorder.sent.map((r) => r.url).join(' or ')}.`, {
      expected: 'HTTP 200 with a JSON document',
    }),
  );
  step.error = recorder.received.every((r) => r === null)
    ? `the resource metadata could not be fetched (${recorder.lastError})`
    : 'no Protected Resource Metadata was found';
  return step;
}
