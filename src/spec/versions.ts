/**
 * The protocol revision this library targets.
 *
 * @example
 * MODERN_PROTOCOL_VERSION // => '2026-07-28'
 */
export const MODERN_PROTOCOL_VERSION = '2026-07-28';

/**
 * The last revision before 2026-07-28 (sessions, `initialize`, no `_meta` envelope).
 *
 * @example
 * LEGACY_PROTOCOL_VERSION // => '2025-11-25'
 */
export const LEGACY_PROTOCOL_VERSION = '2025-11-25';

/**
 * Every published revision, newest first; all but the first are session-based (2025 era and older).
 *
 * @example
 * PROTOCOL_VERSIONS.includes('2025-06-18') // => true
 */
export const PROTOCOL_VERSIONS = [
  MODERN_PROTOCOL_VERSION,
  LEGACY_PROTOCOL_VERSION,
  '2025-06-18',
  '2025-03-26',
  '2024-11-05',
] as const;

/**
 * Whether a version names a revision before 2026-07-28.
 *
 * @example
 * isLegacyVersion('2025-11-25') // => true
 * isLegacyVersion('2026-07-28') // => false
 */
export function isLegacyVersion(version: unknown): boolean {
  return (
    typeof version === 'string' && version !== MODERN_PROTOCOL_VERSION && PROTOCOL_VERSIONS.some((v) => v === version)
  );
}

/**
 * A well-formed revision that no server supports: what a probe sends to see the -32022 refusal.
 *
 * @example
 * isLegacyVersion(UNSUPPORTED_PROTOCOL_VERSION) // => false
 * UNSUPPORTED_PROTOCOL_VERSION > MODERN_PROTOCOL_VERSION // => true
 */
export const UNSUPPORTED_PROTOCOL_VERSION = '2099-01-01';
