import { stringList } from './http';
import type { ResourceMetadata } from './resource-metadata';
import type { ServerMetadata } from './server-metadata';

/**
 * The scopes to ask for, as the spec says: the user's own choice first; else the challenge's
 * `scope` joined with what was asked before (step-up keeps earlier grants); else the resource
 * metadata's `scopes_supported`; else none (the parameter is omitted). `offline_access` is added
 * only when the authorization server lists it (so refresh tokens can be issued).
 *
 * @example
 * chooseScopes({ challenge: ['files:write'], previous: ['files:read'] }) // => ['files:read', 'files:write']
 * chooseScopes({ resource: { scopes_supported: ['a', 'b'] } as ResourceMetadata }) // => ['a', 'b']
 * chooseScopes({}) // => []
 */
export function chooseScopes(input: {
  requested?: readonly string[];
  challenge?: readonly string[];
  previous?: readonly string[];
  resource?: ResourceMetadata;
  server?: ServerMetadata;
}): string[] {
  let scopes: string[];
  if (input.requested && input.requested.length > 0) scopes = [...input.requested];
  else if (input.challenge && input.challenge.length > 0) scopes = [...(input.previous ?? []), ...input.challenge];
  else if (input.previous && input.previous.length > 0) scopes = [...input.previous];
  else scopes = [...(input.resource?.scopes_supported ?? [])];
  const offered = stringList(input.server?.scopes_supported);
  if (scopes.length > 0 && offered.includes('offline_access')) scopes.push('offline_access');
  if (!offered.includes('offline_access')) scopes = scopes.filter((s) => s !== 'offline_access');
  return [...new Set(scopes)];
}
