import { ERROR_CODES, META_KEYS } from '../spec';

export { REQUEST_SCOPED_META_KEYS, SPEC_BASE_URL } from '../spec';

/**
 * The result `_meta` key that names the server.
 *
 * @example
 * SERVER_INFO_META_KEY // => 'io.modelcontextprotocol/serverInfo'
 * toResponse(1, 'ping', { kind: 'ok', result: {} }, { serverInfo: { name: 'demo', version: '1.0.0' } }).result?._meta // => { [SERVER_INFO_META_KEY]: { name: 'demo', version: '1.0.0' } }
 */
export const SERVER_INFO_META_KEY = META_KEYS.serverInfo.key;

/** The legacy "resource not found" code, which the shaper rewrites to -32602. */
export const LEGACY_RESOURCE_NOT_FOUND = ERROR_CODES.LegacyResourceNotFound.code;

/** Public documentation page of the seed module. */
export const MODERN_SEED_URL = 'https://hexdocs.pm/conduit_mcp/ConduitMcp.Protocol.Modern.html';
