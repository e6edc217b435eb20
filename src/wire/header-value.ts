import { base64ToBytes, bytesToBase64 } from '../text/base64';

const PREFIX = '=?base64?';
const SUFFIX = '?=';

/**
 * Whether a value must travel as `=?base64?…?=`: empty, padded with whitespace, outside visible
 * ASCII (tab allowed), or itself shaped like the sentinel.
 *
 * @example
 * needsSentinel('get_weather') // => false
 * needsSentinel('café') // => true
 */
export function needsSentinel(value: string): boolean {
  if (value === '' || value !== value.trim()) return true;
  if (value.startsWith(PREFIX) && value.endsWith(SUFFIX)) return true;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c !== 9 && (c < 0x20 || c > 0x7e)) return true;
  }
  return false;
}

/**
 * Encodes a header value (Mcp-Name, Mcp-Param-*), using the Base64 sentinel only when needed.
 *
 * @example
 * encodeHeaderValue('tool') // => 'tool'
 * encodeHeaderValue('café') // => '=?base64?Y2Fmw6k=?='
 */
export function encodeHeaderValue(value: string): string {
  return needsSentinel(value) ? `${PREFIX}${bytesToBase64(new TextEncoder().encode(value))}${SUFFIX}` : value;
}

/**
 * A decoded header value, or why it could not be decoded.
 *
 * @example
 * decodeHeaderValue('=?base64?Y2Fmw6k=?=') // => { ok: true, value: 'café', sentinel: true, trimmed: false }
 * decodeHeaderValue('=?base64?***?=') // => { ok: false, reason: 'invalid Base64 inside the =?base64?…?= sentinel' }
 */
export type DecodedHeaderValue =
  | { ok: true; value: string; sentinel: boolean; trimmed: boolean }
  | { ok: false; reason: string };

/**
 * Decodes a received header value: trims optional whitespace, then decodes a complete
 * `=?base64?…?=` sentinel; a value missing the prefix or the suffix is taken literally.
 *
 * @example
 * decodeHeaderValue(' =?base64?Y2Fmw6k=?= ') // => { ok: true, value: 'café', sentinel: true, trimmed: true }
 * decodeHeaderValue('=?base64?***?=').ok // => false
 */
export function decodeHeaderValue(raw: string): DecodedHeaderValue {
  const value = trimOws(raw);
  const trimmed = value !== raw;
  if (!(value.startsWith(PREFIX) && value.endsWith(SUFFIX) && value.length >= PREFIX.length + SUFFIX.length)) {
    return { ok: true, value, sentinel: false, trimmed };
  }
  const bytes = base64ToBytes(value.slice(PREFIX.length, value.length - SUFFIX.length));
  if (bytes === null) return { ok: false, reason: 'invalid Base64 inside the =?base64?…?= sentinel' };
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    return { ok: true, value: text, sentinel: true, trimmed };
  } catch {
    return { ok: false, reason: 'the Base64 sentinel does not decode to UTF-8' };
  }
}

// Strips spaces and tabs at both ends by hand (a /[ \t]+$/ regex is quadratic on a long inner run).
function trimOws(raw: string): string {
  let from = 0;
  let to = raw.length;
  while (from < to && isOws(raw.charCodeAt(from))) from++;
  while (to > from && isOws(raw.charCodeAt(to - 1))) to--;
  return from === 0 && to === raw.length ? raw : raw.slice(from, to);
}

function isOws(code: number): boolean {
  return code === 0x20 || code === 0x09;
}
