import { PROTOCOL_VERSIONS } from './versions';

/**
 * The revision of the deprecated HTTP+SSE transport (a GET stream whose first event names the
 * endpoint to POST to).
 *
 * @example
 * HTTP_SSE_PROTOCOL_VERSION < LEGACY_PROTOCOL_VERSION // => true
 */
export const HTTP_SSE_PROTOCOL_VERSION = '2024-11-05';

/**
 * The 2025-era revisions a legacy session speaks, newest first (the `initialize` handshake, sessions).
 *
 * @example
 * LEGACY_VERSIONS.includes('2025-06-18') // => true
 * LEGACY_VERSIONS.includes(MODERN_PROTOCOL_VERSION) // => false
 */
export const LEGACY_VERSIONS: readonly string[] = PROTOCOL_VERSIONS.slice(1);

/**
 * Whether a negotiated legacy version has the client send `MCP-Protocol-Version` on every request
 * after `initialize` (2025-06-18 and later; 2025-03-26 and 2024-11-05 predate the header).
 *
 * @example
 * sendsVersionHeader(LEGACY_PROTOCOL_VERSION) // => true
 * sendsVersionHeader(HTTP_SSE_PROTOCOL_VERSION) // => false
 */
export function sendsVersionHeader(version: string): boolean {
  const index = LEGACY_VERSIONS.indexOf(version);
  return index >= 0 && index < LEGACY_VERSIONS.length - 2;
}

/**
 * The 2025-11-25 specification's base URL: legacy rules link there, not to the 2026-07-28 pages.
 *
 * @example
 * LEGACY_SPEC_BASE_URL.endsWith('/2025-11-25/') // => true
 */
export const LEGACY_SPEC_BASE_URL = `https://modelcontextprotocol.io/specification/${PROTOCOL_VERSIONS[1]}/`;

/**
 * The 2025-11-25 pages the legacy rules cite (full URLs, as the catalogue takes for pages outside 2026-07-28).
 *
 * @example
 * LEGACY_SPEC_PAGES.transports.endsWith('basic/transports') // => true
 */
export const LEGACY_SPEC_PAGES = {
  lifecycle: `${LEGACY_SPEC_BASE_URL}basic/lifecycle`,
  transports: `${LEGACY_SPEC_BASE_URL}basic/transports`,
  schema: `${LEGACY_SPEC_BASE_URL}schema`,
  backwardsCompatibility: `${LEGACY_SPEC_BASE_URL}basic/transports#backwards-compatibility`,
} as const;
