import {
  McpUiResourceMetaSchema,
  McpUiToolMetaSchema,
  RESOURCE_MIME_TYPE,
  RESOURCE_URI_META_KEY,
} from '@modelcontextprotocol/ext-apps';
import { isJsonObject, type JsonObject } from '../../json/types';

/**
 * The MIME type of an MCP App's HTML (from `@modelcontextprotocol/ext-apps`).
 *
 * @example
 * APP_MIME_TYPE // => 'text/html;profile=mcp-app'
 */
export const APP_MIME_TYPE: string = RESOURCE_MIME_TYPE;

/**
 * The deprecated flat `_meta` key naming a tool's UI resource (hosts still read it).
 *
 * @example
 * FLAT_RESOURCE_URI_KEY // => 'ui/resourceUri'
 */
export const FLAT_RESOURCE_URI_KEY: string = RESOURCE_URI_META_KEY;

/** One place the shape departs from the package's schema: the path under `_meta.ui`, and what is wrong. */
export interface ShapeIssue {
  path: readonly (string | number)[];
  message: string;
}

function issuesOf(result: { success: true } | { success: false; error: { issues: readonly unknown[] } }): ShapeIssue[] {
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    if (!isJsonObject(issue)) return [];
    const path = Array.isArray(issue['path'])
      ? issue['path'].filter((p) => typeof p === 'string' || typeof p === 'number')
      : [];
    return [{ path, message: typeof issue['message'] === 'string' ? issue['message'] : 'invalid' }];
  });
}

/**
 * Where a tool's `_meta.ui` departs from ext-apps' `McpUiToolMeta` (csp and permissions are never a tool's).
 *
 * @example
 * toolMetaIssues({ resourceUri: 'ui://a', visibility: ['agent'] }).map((i) => i.path.join('/')) // => ['visibility/0']
 * toolMetaIssues({ resourceUri: 'ui://a', visibility: ['model', 'app'] }) // => []
 */
export function toolMetaIssues(ui: unknown): ShapeIssue[] {
  return issuesOf(McpUiToolMetaSchema.safeParse(ui));
}

/**
 * Where a resource's `_meta.ui` departs from ext-apps' `McpUiResourceMeta`.
 *
 * @example
 * resourceMetaIssues({ csp: { connectDomains: 'https://api.example.com' } }).map((i) => i.path.join('/')) // => ['csp/connectDomains']
 * resourceMetaIssues({ csp: { connectDomains: ['https://api.example.com'] }, prefersBorder: true }) // => []
 */
export function resourceMetaIssues(ui: unknown): ShapeIssue[] {
  return issuesOf(McpUiResourceMetaSchema.safeParse(ui));
}

/**
 * The UI resource a tool names: `_meta.ui.resourceUri`, else the deprecated flat key; undefined when none.
 *
 * @example
 * appResourceUri({ name: 't', _meta: { ui: { resourceUri: 'ui://t/view' } } }) // => 'ui://t/view'
 * appResourceUri({ name: 't', _meta: { 'ui/resourceUri': 'ui://t/old' } }) // => 'ui://t/old'
 * appResourceUri({ name: 't' }) // => undefined
 */
export function appResourceUri(tool: unknown): string | undefined {
  const meta = isJsonObject(tool) && isJsonObject(tool['_meta']) ? tool['_meta'] : undefined;
  const ui = meta && isJsonObject(meta['ui']) ? meta['ui'] : undefined;
  const uri = ui?.['resourceUri'] ?? meta?.[FLAT_RESOURCE_URI_KEY];
  return typeof uri === 'string' ? uri : undefined;
}

/**
 * A tool's visibility (`["model", "app"]` when it says none).
 *
 * @example
 * toolVisibility({ _meta: { ui: { visibility: ['app'] } } }) // => ['app']
 * toolVisibility({}) // => ['model', 'app']
 */
export function toolVisibility(tool: unknown): string[] {
  const meta = isJsonObject(tool) && isJsonObject(tool['_meta']) ? tool['_meta'] : undefined;
  const ui: JsonObject | undefined = meta && isJsonObject(meta['ui']) ? meta['ui'] : undefined;
  const v = ui?.['visibility'];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : ['model', 'app'];
}

/**
 * The listed tools a host lets a View call, as it answers the View's `tools/list`: those whose visibility
 * includes app (the same rule that refuses a View's `tools/call`, R-APP-17); anything not a named tool is left out.
 *
 * @example
 * appCallableTools([{ name: 'a' }, { name: 'b', _meta: { ui: { visibility: ['model'] } } }, { name: 'c', _meta: { ui: { visibility: ['app'] } } }, 7]).map((t) => t['name'])
 * // => ['a', 'c']
 */
export function appCallableTools(tools: readonly unknown[]): JsonObject[] {
  return tools.filter(
    (t): t is JsonObject => isJsonObject(t) && typeof t['name'] === 'string' && toolVisibility(t).includes('app'),
  );
}
