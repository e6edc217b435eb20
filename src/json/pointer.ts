/**
 * Builds an RFC 6901 JSON pointer from path segments (`/` becomes `~1`, `~` becomes `~0`).
 *
 * @example
 * jsonPointer('result', '_meta', 'io.modelcontextprotocol/serverInfo')
 * // => '/result/_meta/io.modelcontextprotocol~1serverInfo'
 */
export function jsonPointer(...segments: (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replaceAll('~', '~0').replaceAll('/', '~1')).join('');
}
