import { CLIENT_INFO, META_KEYS, MODERN_PROTOCOL_VERSION, type CacheScope } from '../../../../src/index';

/** What the ExMCP pre-step does to the pasted term before the Conduit shaper sees it. */
export type PreStep = 'none' | 'tool_result' | 'tool_result_wrap' | 'tool_error_result';

/** Everything the user sets on the playground; it is also the shared-link payload. */
export interface PlaygroundInput {
  /** The pasted handler result (Elixir or JSON), exactly as typed. */
  text: string;
  method: string;
  /** The request id as typed: `1`, `"abc"` (or abc), `null`. */
  id: string;
  /** The request's `_meta`, as JSON text. */
  requestMeta: string;
  serverInfo: { enabled: boolean; name: string; version: string };
  cacheOverride: { enabled: boolean; ttlMs: number; scope: CacheScope };
  config: { cacheTtlMs: number; cacheScope: CacheScope };
  preStep: PreStep;
}

/** The request `_meta` a modern client sends, used as the default. */
export const DEFAULT_REQUEST_META = JSON.stringify(
  {
    [META_KEYS.protocolVersion.key]: MODERN_PROTOCOL_VERSION,
    [META_KEYS.clientCapabilities.key]: {},
    [META_KEYS.clientInfo.key]: { ...CLIENT_INFO },
  },
  null,
  2,
);

/** The first screen a new user sees. */
export const DEFAULT_INPUT: PlaygroundInput = {
  text: '{:ok, %{"tools" => []}}',
  method: 'tools/list',
  id: '1',
  requestMeta: DEFAULT_REQUEST_META,
  serverInfo: { enabled: true, name: 'my-server', version: '1.0.0' },
  cacheOverride: { enabled: false, ttlMs: 30000, scope: 'public' },
  config: { cacheTtlMs: 60000, cacheScope: 'private' },
  preStep: 'none',
};

/**
 * Reads a typed request id: an integer, `null`, a quoted string, or any other text as a string.
 *
 * @example
 * parseRequestId('7') // => 7
 * parseRequestId('"7"') // => '7'
 */
export function parseRequestId(text: string): string | number | null {
  const t = text.trim();
  if (t === 'null' || t === 'nil') return null;
  if (/^-?\d+$/.test(t) && Number.isSafeInteger(Number(t))) return Number(t);
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) {
    try {
      const s: unknown = JSON.parse(t);
      if (typeof s === 'string') return s;
    } catch {
      // Not a valid JSON string literal: fall through and keep the raw text.
    }
  }
  return t;
}
