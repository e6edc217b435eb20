import type { ExtensionSchemas } from '../types';

/**
 * The MCP Apps extension adds no result of its own on the wire; its shapes (`McpUiToolMeta`,
 * `McpUiResourceMeta`, the bridge messages) come from `@modelcontextprotocol/ext-apps` in `check.ts`
 * and `bridge.ts`.
 *
 * @example
 * APPS_SCHEMAS.source // => 'ext-apps'
 */
export const APPS_SCHEMAS: ExtensionSchemas = { source: 'ext-apps', results: {}, resultTypes: {} };
