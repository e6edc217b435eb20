const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The UTF-8 bytes of a string (lone surrogates become U+FFFD).
 *
 * @example
 * utf8Encode('é') // [0xc3, 0xa9]
 */
export function utf8Encode(text: string): number[] {
  const out: number[] = [];
  for (const ch of text) {
    let cp = ch.codePointAt(0) ?? 0xfffd;
    if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd;
    if (cp < 0x80) out.push(cp);
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return out;
}

/**
 * Decodes UTF-8 bytes strictly; null on any malformed sequence.
 *
 * @example
 * utf8Decode([0xc3, 0xa9]) // 'é'
 * utf8Decode([0xc3]) // null
 */
export function utf8Decode(bytes: readonly number[]): string | null {
  let out = '';
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i] ?? 0;
    const len = b < 0x80 ? 1 : b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0;
    if (len === 0 || i + len > bytes.length) return null;
    let cp = len === 1 ? b : b & (0xff >> (len + 1));
    for (let k = 1; k < len; k++) {
      const c = bytes[i + k] ?? 0;
      if ((c & 0xc0) !== 0x80) return null;
      cp = (cp << 6) | (c & 63);
    }
    const min = [0, 0, 0x80, 0x800, 0x10000][len] ?? 0;
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return null;
    out += String.fromCodePoint(cp);
    i += len;
  }
  return out;
}

/**
 * Standard Base64 (RFC 4648 §4, with padding) of bytes.
 *
 * @example
 * base64Encode([104, 105]) // 'aGk='
 */
export function base64Encode(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    out += b === undefined ? '=' : ALPHABET[(n >> 6) & 63]!;
    out += c === undefined ? '=' : ALPHABET[n & 63]!;
  }
  return out;
}

/**
 * Decodes standard padded Base64 strictly; null on a bad length, character or padding.
 *
 * @example
 * base64Decode('aGk=') // [104, 105]
 * base64Decode('aGk') // null
 */
export function base64Decode(text: string): number[] | null {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return null;
  const out: number[] = [];
  for (let i = 0; i < text.length; i += 4) {
    const chunk = text.slice(i, i + 4);
    const pad = chunk.endsWith('==') ? 2 : chunk.endsWith('=') ? 1 : 0;
    if (pad > 0 && i + 4 !== text.length) return null;
    const v = [...chunk].map((ch) => (ch === '=' ? 0 : ALPHABET.indexOf(ch)));
    const n = ((v[0] ?? 0) << 18) | ((v[1] ?? 0) << 12) | ((v[2] ?? 0) << 6) | (v[3] ?? 0);
    out.push((n >> 16) & 255);
    if (pad < 2) out.push((n >> 8) & 255);
    if (pad < 1) out.push(n & 255);
  }
  return out;
}
