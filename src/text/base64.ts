/**
 * How `bytesToBase64` and `base64ToBytes` spell Base64.
 *
 * @example
 * // base64url without padding, as in share links:
 * const options: Base64Options = { url: true };
 * bytesToBase64(new Uint8Array([251, 255]), options) // => '-_8'
 */
export interface Base64Options {
  /** RFC 4648 §5 base64url (`-` and `_`), padding left out on encode and optional on decode. */
  url?: boolean;
}

const STANDARD = /^[A-Za-z0-9+/]*={0,2}$/;
const URL_SAFE = /^[A-Za-z0-9_-]*={0,2}$/;

/**
 * Base64 of bytes (RFC 4648 §4 with padding, or §5 base64url without).
 *
 * @example
 * bytesToBase64(new TextEncoder().encode('café')) // => 'Y2Fmw6k='
 * bytesToBase64(new Uint8Array([251, 255]), { url: true }) // => '-_8'
 */
export function bytesToBase64(bytes: Uint8Array, options: Base64Options = {}): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const text = btoa(binary);
  return options.url ? text.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '') : text;
}

/**
 * Decodes Base64 strictly: null on a bad character, length or padding (atob alone forgives a
 * missing `=`, which R-HDR-8 counts as invalid). base64url may leave the padding out.
 *
 * @example
 * base64ToBytes('aGk=') // => new Uint8Array([104, 105])
 * base64ToBytes('aGk') // => null
 * base64ToBytes('-_8', { url: true }) // => new Uint8Array([251, 255])
 */
export function base64ToBytes(text: string, options: Base64Options = {}): Uint8Array | null {
  let b64 = text;
  if (options.url) {
    if (!URL_SAFE.test(text)) return null;
    b64 = text.replaceAll('-', '+').replaceAll('_', '/');
    if (!b64.endsWith('=')) b64 += '='.repeat((4 - (b64.length % 4)) % 4);
  } else if (!STANDARD.test(text)) return null;
  if (b64.length % 4 !== 0) return null;
  let binary: string;
  try {
    binary = atob(b64);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
