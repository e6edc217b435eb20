// The names of the metas the server writes into the page and the page reads: no Node, so both halves import it.

/**
 * The meta naming the MCP App sandbox's origin (app/server/sandbox): not a secret, every page gets it.
 *
 * @example
 * `<meta name="${SANDBOX_META_NAME}" content="http://127.0.0.1:5174">` // => '<meta name="mcp-inspector-sandbox" content="http://127.0.0.1:5174">'
 */
export const SANDBOX_META_NAME = 'mcp-inspector-sandbox';

/**
 * The meta listing the inspector's own origins, space-separated: its port under every name it answers to
 * (the loopback names and any host it was bound to), so the page knows them all, not only the one it was
 * reached by. Not a secret, every page gets it.
 *
 * @example
 * const self = { port: 5173, extraHosts: ['inspector.test'] };
 * `<meta name="${OWN_ORIGINS_META_NAME}" content="${ownOrigins(self).join(' ')}">`
 * // => '<meta name="mcp-inspector-origins" content="http://127.0.0.1:5173 http://localhost:5173 http://[::1]:5173 http://inspector.test:5173">'
 */
export const OWN_ORIGINS_META_NAME = 'mcp-inspector-origins';
