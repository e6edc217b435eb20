import type { HeaderMap } from './types';

/**
 * Reads a header case-insensitively (RFC 9110); returns the value or undefined.
 *
 * @example
 * headerValue({ 'content-type': 'application/json' }, 'Content-Type') // => 'application/json'
 */
export function headerValue(headers: HeaderMap | undefined, name: string): string | undefined {
  if (!headers || typeof headers !== 'object') return undefined;
  const wanted = name.toLowerCase();
  for (const key of Object.keys(headers)) {
    const value = headers[key];
    if (key.toLowerCase() === wanted && typeof value === 'string') return value;
  }
  return undefined;
}

/**
 * The exact spelling a header name was sent with, or undefined when absent.
 *
 * @example
 * headerName({ 'mcp-method': 'tools/list' }, 'Mcp-Method') // => 'mcp-method'
 */
export function headerName(headers: HeaderMap | undefined, name: string): string | undefined {
  if (!headers || typeof headers !== 'object') return undefined;
  return Object.keys(headers).find((key) => key.toLowerCase() === name.toLowerCase());
}

/**
 * The media type of a Content-Type value: lower-cased, parameters dropped.
 *
 * @example
 * mediaTypeOf('Application/JSON; charset=utf-8') // => 'application/json'
 */
export function mediaTypeOf(contentType: string | undefined): string | null {
  if (contentType === undefined) return null;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === '' ? null : type;
}
