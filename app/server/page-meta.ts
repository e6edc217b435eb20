// The <meta> tags the server writes into the page it serves (security/page.ts) and the page reads: shared by
// both sides (app/tsconfig.json lists this file), so each name is written once.

/** The MCP App sandbox port's origin (app/server/sandbox): not a secret, every page gets it. */
export const SANDBOX_META_NAME = 'mcp-inspector-sandbox';

/**
 * How the inspector was started, so the page shows commands the user can run as typed: `npm start --` in the
 * repository, `mcp-shape-inspector` from the package.
 */
export const LAUNCH_META_NAME = 'mcp-inspector-launch';

/** The launch a page names when the server did not say (the Vite dev server, a page saved to disk). */
export const DEFAULT_LAUNCH = 'npm start --';
