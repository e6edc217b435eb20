/**
 * Base URL of the 2026-07-28 specification pages.
 *
 * @example
 * SPEC_BASE_URL + 'server/utilities/caching' // => 'https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching'
 */
export const SPEC_BASE_URL = 'https://modelcontextprotocol.io/specification/2026-07-28/';

/**
 * Where the SEPs live (they are not under the spec base).
 *
 * @example
 * SEP_BASE_URL + '2663-tasks-extension.md' // => SPEC_PAGES.tasksSep
 */
export const SEP_BASE_URL = 'https://github.com/modelcontextprotocol/modelcontextprotocol/blob/main/seps/';

/**
 * Where the MCP Apps specification lives (the ext-apps repository, not the spec site).
 *
 * @example
 * SPEC_PAGES.apps.startsWith(EXT_APPS_SPEC_BASE_URL) // => true
 */
export const EXT_APPS_SPEC_BASE_URL = 'https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/';

/**
 * Spec page paths (under `SPEC_BASE_URL`) and SEP links the library cites.
 *
 * @example
 * specUrl(SPEC_PAGES.caching) // => 'https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching'
 */
export const SPEC_PAGES = {
  basic: 'basic',
  authorization: 'basic/authorization',
  versioning: 'basic/versioning',
  streamableHttp: 'basic/transports/streamable-http',
  transports: 'basic/transports',
  patterns: 'basic/patterns',
  mrtr: 'basic/patterns/mrtr',
  subscriptions: 'basic/patterns/subscriptions',
  discover: 'server/discover',
  caching: 'server/utilities/caching',
  tools: 'server/tools',
  resources: 'server/resources',
  prompts: 'server/prompts',
  pagination: 'server/utilities/pagination',
  logging: 'server/utilities/logging',
  completion: 'server/utilities/completion',
  elicitation: 'client/elicitation',
  changelog: 'changelog',
  schema: 'schema',
  tasksSep: `${SEP_BASE_URL}2663-tasks-extension.md`,
  skillsSep: `${SEP_BASE_URL}2640-skills-extension.md`,
  apps: `${EXT_APPS_SPEC_BASE_URL}2026-01-26/apps.mdx`,
} as const;

/**
 * The full URL of a spec page path (a full `https://` URL is returned as is).
 *
 * @example
 * specUrl('basic') // => 'https://modelcontextprotocol.io/specification/2026-07-28/basic'
 * specUrl(SPEC_PAGES.tasksSep) // => 'https://github.com/modelcontextprotocol/modelcontextprotocol/blob/main/seps/2663-tasks-extension.md'
 */
export function specUrl(page: string): string {
  return page.startsWith('https://') ? page : SPEC_BASE_URL + page;
}
