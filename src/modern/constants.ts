/**
 * The protocol revision this shaper targets.
 *
 * @example
 * MODERN_PROTOCOL_VERSION // '2026-07-28'
 */
export const MODERN_PROTOCOL_VERSION = '2026-07-28';

/**
 * The result `_meta` key that names the server.
 *
 * @example
 * SERVER_INFO_META_KEY // 'io.modelcontextprotocol/serverInfo'
 * // result._meta[SERVER_INFO_META_KEY] is { name: 'demo', version: '1.0.0' } with the serverInfo option set
 */
export const SERVER_INFO_META_KEY = 'io.modelcontextprotocol/serverInfo';

/**
 * The request-scoped `_meta` keys a method may echo; the shaper deletes them from a result's
 * `_meta` on every method except `tools/call` (seed: "Request-scoped io.modelcontextprotocol/* keys").
 *
 * @example
 * REQUEST_SCOPED_META_KEYS.includes('io.modelcontextprotocol/logLevel') // true
 */
export const REQUEST_SCOPED_META_KEYS: readonly string[] = [
  'io.modelcontextprotocol/protocolVersion',
  'io.modelcontextprotocol/clientCapabilities',
  'io.modelcontextprotocol/clientInfo',
  'io.modelcontextprotocol/logLevel',
];

/** The legacy and modern "resource not found" codes. */
export const LEGACY_RESOURCE_NOT_FOUND = -32002;

/**
 * Base URL of the 2026-07-28 specification pages.
 *
 * @example
 * SPEC_BASE_URL + 'server/utilities/caching' // 'https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching'
 */
export const SPEC_BASE_URL = 'https://modelcontextprotocol.io/specification/2026-07-28/';

/** Public documentation page of the seed module. */
export const MODERN_SEED_URL = 'https://hexdocs.pm/conduit_mcp/ConduitMcp.Protocol.Modern.html';
