import { base64ToBytes } from '../../../../src';

const PREFIX = '=?base64?';
const SUFFIX = '?=';

/**
 * A received Mcp-Name / Mcp-Param-* value after trimming optional whitespace and decoding a
 * complete `=?base64?…?=` sentinel (SHTTP § Value Encoding); a value missing either marker is
 * literal. Invalid Base64 or UTF-8 inside the sentinel is an error (R-HDR-8).
 */
export function decodeHeaderValue(raw: string): { ok: true; value: string } | { ok: false; reason: string } {
  const value = raw.replace(/^[ \t]+|[ \t]+$/g, '');
  if (!(value.startsWith(PREFIX) && value.endsWith(SUFFIX) && value.length >= PREFIX.length + SUFFIX.length))
    return { ok: true, value };
  const bytes = base64ToBytes(value.slice(PREFIX.length, value.length - SUFFIX.length));
  if (bytes === null) return { ok: false, reason: 'invalid Base64 inside the =?base64?…?= sentinel' };
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: 'bytes that are not UTF-8 inside the =?base64?…?= sentinel' };
  }
}
