import { ENVELOPE, isJsonObject, META_KEYS, MODERN_PROTOCOL_VERSION } from '../../../../src/index';
import { routeHash } from '../../../shell/router';
import { encodeStateHash } from '../../../state/state-hash';
import type { ShapeCase } from './types';

/**
 * The Playground link that opens one handler result with its request and shaper options filled in.
 * Opening it only fills the playground; nothing is sent.
 *
 * @example
 * playgroundHash({ request: { method: 'tools/list' }, handler: '{:ok, %{"tools" => []}}' }).startsWith('#s=') // => true
 */
export function playgroundHash(shape: ShapeCase): string {
  const { request, handler, options } = shape;
  const requestMeta = {
    [META_KEYS.protocolVersion.key]: request.protocolVersion ?? MODERN_PROTOCOL_VERSION,
    [META_KEYS.clientCapabilities.key]: request.clientCapabilities ?? {},
  };
  const cache = options?.cache;
  // The playground's input fields: a screen may not import the playground, so they are written here;
  // test/app/learn/run-links.test.ts reads each link back with the playground's own decoder.
  const input = {
    text: handler,
    method: request.method,
    id: JSON.stringify(request.id ?? 1),
    requestMeta: JSON.stringify(requestMeta, null, 2),
    serverInfo: options?.serverInfo
      ? { enabled: true, name: options.serverInfo.name, version: options.serverInfo.version }
      : { enabled: false, name: 'my-server', version: '1.0.0' },
    cacheOverride: cache
      ? { enabled: true, ttlMs: cache.ttlMs, scope: cache.scope }
      : { enabled: false, ttlMs: 30000, scope: 'public' },
    config: { cacheTtlMs: 60000, cacheScope: 'private' },
    preStep: 'none',
  };
  return encodeStateHash(input);
}

/** The envelope keys Live writes itself. */
const LIVE_ENVELOPE = new Set<string>([ENVELOPE.protocolVersion, ENVELOPE.clientCapabilities, ENVELOPE.clientInfo]);

/**
 * The Live link that prefills one request to a server (`#/live?url=&method=&params=`); Live sends
 * nothing until the user clicks. The envelope keys are left out: Live adds its own.
 *
 * @example
 * liveHash('http://127.0.0.1:5173/demo/mcp', 'tools/list', {}) // => '#/live?url=http%3A%2F%2F127.0.0.1%3A5173%2Fdemo%2Fmcp&method=tools%2Flist&params=%7B%7D'
 */
export function liveHash(url: string, method: string, params: Record<string, unknown> = {}): string {
  const copy = { ...params };
  if (isJsonObject(copy['_meta'])) {
    const meta = Object.fromEntries(Object.entries(copy['_meta']).filter(([k]) => !LIVE_ENVELOPE.has(k)));
    if (Object.keys(meta).length > 0) copy['_meta'] = meta;
    else delete copy['_meta'];
  }
  return routeHash('live', [], { url, method, params: JSON.stringify(copy) });
}

/**
 * The "try it on your own server" link: Live with one request of both eras filled in and the user's
 * own server URL left as it is (a link never connects or sends). On a 2025-era server, Live's Auto
 * speaks its era and shows each answer's 2026-07-28 view.
 *
 * @example
 * ownServerHash('tools/list') // => '#/live?method=tools%2Flist&params=%7B%7D'
 */
export function ownServerHash(method: string): string {
  return routeHash('live', [], { method, params: '{}' });
}
