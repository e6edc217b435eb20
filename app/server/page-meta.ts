// The <meta> tags the server writes into the page it serves (security/page.ts) and the page reads, besides the
// relay's token (relay/protocol.ts): shared by both sides (app/tsconfig.json lists this file).

/** The MCP App sandbox port's origin (app/server/sandbox): not a secret, every page gets it. */
export const SANDBOX_META_NAME = 'mcp-inspector-sandbox';

/**
 * How the inspector was started, so the page shows commands the user can run as typed: `npm start --` in the
 * repository, `mcp-shape-inspector` from the package.
 */
export const LAUNCH_META_NAME = 'mcp-inspector-launch';

/**
 * The path of the stdio server `--stdio` started (its endpoint on this origin), only when there is one: Live
 * offers it beside the demo servers. The command itself is never told to the page.
 */
export const STDIO_META_NAME = 'mcp-inspector-stdio';

/** The launch a page names when the server did not say (the Vite dev server, a page saved to disk). */
export const DEFAULT_LAUNCH = 'npm start --';

/**
 * The inspector's own origins, space-separated: its port under every name it answers to (the loopback names and
 * any host it was bound to), so the page knows them all, not only the one it was reached by. Not a secret.
 */
export const OWN_ORIGINS_META_NAME = 'mcp-inspector-origins';
