/**
 * The origin saved headers belong to: the origin of the server URL they were entered for. A URL
 * that does not parse is its own origin (it matches only itself), so a header never leaks to it.
 *
 * @example
 * serverOrigin('http://127.0.0.1:3000/mcp') // => 'http://127.0.0.1:3000'
 */
export function serverOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}
