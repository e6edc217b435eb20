import { isJsonObject } from '../json/types';

const TOOL_KEYS = new Set(['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', '_meta']);
const HINTS = new Set(['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']);

/**
 * Whether a tools/list item certainly passes the SDK's ToolSchema: a stricter check of the common
 * shape only (no icons, no execution, known annotation keys), so a `true` never hides an issue
 * and anything unusual goes to Zod. Spares Zod the thousands of plain tools of a big list.
 *
 * @example
 * plainValidTool({ name: 'echo', inputSchema: { type: 'object' } }) // => true
 * // Not plainly valid: the caller falls back to Zod, which explains what is missing.
 * plainValidTool({ name: 'echo' }) // => false
 */
export function plainValidTool(tool: unknown): boolean {
  if (!isJsonObject(tool) || typeof tool['name'] !== 'string') return false;
  for (const key in tool) {
    if (!TOOL_KEYS.has(key)) return false;
    const value = tool[key];
    if (key === 'title' || key === 'description') {
      if (typeof value !== 'string') return false;
    } else if (key === 'inputSchema') {
      if (!plainInputSchema(value)) return false;
    } else if (key === 'outputSchema') {
      if (!isJsonObject(value) || ('$schema' in value && typeof value['$schema'] !== 'string')) return false;
    } else if (key === 'annotations') {
      if (!plainAnnotations(value)) return false;
    } else if (key === '_meta' && !isJsonObject(value)) return false;
  }
  return 'inputSchema' in tool;
}

function plainInputSchema(value: unknown): boolean {
  if (!isJsonObject(value) || value['type'] !== 'object') return false;
  const properties = value['properties'];
  if (properties !== undefined && !isJsonObject(properties)) return false;
  const required = value['required'];
  return required === undefined || (Array.isArray(required) && required.every((r) => typeof r === 'string'));
}

function plainAnnotations(value: unknown): boolean {
  if (!isJsonObject(value)) return false;
  for (const key in value) {
    const v = value[key];
    if (key === 'title' ? typeof v !== 'string' : !HINTS.has(key) || typeof v !== 'boolean') return false;
  }
  return true;
}
