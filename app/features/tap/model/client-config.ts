import type { TapInfo } from '../../../server/tap/protocol';

/**
 * The JSON most MCP clients read (`mcpServers`), pointing the client at a tap instead of the server.
 *
 * @example
 * const config = clientConfig('http://127.0.0.1:4173', { name: '', path: '/tap', target: 'http://localhost:3000/mcp' });
 * JSON.parse(config) // => { mcpServers: { tapped: { url: 'http://127.0.0.1:4173/tap' } } }
 */
export function clientConfig(origin: string, tap: TapInfo): string {
  return JSON.stringify({ mcpServers: { [tap.name || 'tapped']: { url: `${origin}${tap.path}` } } }, null, 2);
}
