/**
 * The server a URL names, as a record keeps it: its origin and path, without what may carry a credential
 * (`user:password@`, the query, where tokens travel) and without the fragment. Undefined for text that is no
 * http(s) URL. Two records belong to one server when their `serverOf` is the same.
 *
 * @example
 * serverOf('http://user:secret@127.0.0.1:3000/mcp?api_key=k#top') // => 'http://127.0.0.1:3000/mcp'
 * serverOf('https://MCP.example.com/mcp') === serverOf('https://mcp.example.com/mcp') // => true
 * serverOf('not a url') // => undefined
 */
export function serverOf(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  return `${parsed.origin}${parsed.pathname}`;
}
