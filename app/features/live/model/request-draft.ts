import { argumentsFor, buildRequest, exampleArguments, revealInvisible } from '../../../../src/index';
import type { LiveSettings } from '../state/saved-live';
import { hasTemplateExpression } from './uri-template';

/** A request ready to send, or the field that stops it, in that field's own words. */
export type Draft =
  | { ok: true; message: Record<string, unknown>; body: string; headers: Record<string, string>; rpcMethod: string }
  | { ok: false; field: 'params' | 'clientCapabilities' | 'clientInfo' | 'method'; message: string };

/** Everything the draft is built from besides the saved settings. */
export interface DraftInput {
  settings: Pick<LiveSettings, 'method' | 'envelope' | 'headers'>;
  paramsText: string;
  id: number;
  /** The called tool's inputSchema, for its `Mcp-Param-*` headers. */
  toolInputSchema?: Record<string, unknown>;
}

const ROUTING_HEADERS = /^(mcp-method|mcp-name|mcp-param-.*)$/i;

/**
 * Builds the modern request the live screen will send: the `_meta` envelope and the routing headers
 * from the library, then the user's extra headers (which win), minus the routing headers if the user
 * leaves them out on purpose.
 */
export function buildDraft({ settings, paramsText, id, toolInputSchema }: DraftInput): Draft {
  const method = settings.method.trim();
  if (!method) return { ok: false, field: 'method', message: 'Choose or type a method.' };
  const params = parseObject(paramsText.trim() === '' ? '{}' : paramsText, 'params');
  if ('message' in params) return params;
  const uri = params.value['uri'];
  if (method === 'resources/read' && typeof uri === 'string' && hasTemplateExpression(uri))
    return {
      ok: false,
      field: 'params',
      message: `Fill in the template's variables: ${uri} is a template, not a URI.`,
    };
  const caps = parseObject(settings.envelope.clientCapabilities, 'clientCapabilities');
  if ('message' in caps) return caps;
  const info =
    settings.envelope.clientInfo.trim() === ''
      ? { value: null }
      : parseObject(settings.envelope.clientInfo, 'clientInfo');
  if ('message' in info) return info;
  const built = buildRequest({
    method,
    id,
    params: params.value,
    protocolVersion: settings.envelope.protocolVersion,
    clientCapabilities: caps.value,
    clientInfo: info.value as { name: string; version: string } | null,
    ...(settings.envelope.logLevel ? { logLevel: settings.envelope.logLevel } : {}),
    ...(toolInputSchema ? { toolInputSchema } : {}),
  });
  const headers = Object.fromEntries(
    Object.entries(built.headers).filter(
      ([name]) => !(settings.envelope.omitRoutingHeaders && ROUTING_HEADERS.test(name)),
    ),
  );
  for (const row of settings.headers) if (row.enabled && row.name.trim()) headers[row.name.trim()] = row.value;
  return { ok: true, message: built.message, body: built.body, headers, rpcMethod: method };
}

function parseObject(
  text: string,
  field: 'params' | 'clientCapabilities' | 'clientInfo',
): { value: Record<string, unknown> } | { ok: false; field: typeof field; message: string } {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return { value: value as Record<string, unknown> };
    return {
      ok: false,
      field,
      message: `${field} must be a JSON object, not ${Array.isArray(value) ? 'an array' : typeof value}.`,
    };
  } catch (error) {
    return { ok: false, field, message: `${field} is not valid JSON: ${(error as Error).message}` };
  }
}

/**
 * A starting `params` for a method, from what the server listed: the first tool, prompt or resource.
 *
 * @example
 * defaultParams('tools/call', { tools: [{ name: 'echo' }] }) // => '{\n  "name": "echo",\n  "arguments": {}\n}'
 */
export function defaultParams(method: string, catalog: Catalog): string {
  const tool = catalog.tools?.[0];
  const prompt = catalog.prompts?.[0];
  const resource = catalog.resources?.[0];
  const value: Record<string, unknown> =
    method === 'tools/call'
      ? { name: tool?.name ?? '', arguments: tool ? argumentsFor(tool.inputSchema) : {} }
      : method === 'prompts/get'
        ? { name: prompt?.name ?? '', arguments: {} }
        : method === 'resources/read'
          ? { uri: resource?.uri ?? '' }
          : method === 'completion/complete'
            ? { ref: { type: 'ref/prompt', name: prompt?.name ?? '' }, argument: { name: '', value: '' } }
            : method.startsWith('tasks/') && method !== 'tasks/list'
              ? { taskId: '' }
              : {};
  return JSON.stringify(value, null, 2);
}

/**
 * What Live says when a tool's example arguments were cut at the bound (`exampleArguments`).
 *
 * @example
 * cutArgumentsNote('huge', '/rows: minItems 150000000 is beyond the 100000-character bound of example values')
 * // => 'The example arguments of huge are cut short (/rows: minItems 150000000 is beyond the 100000-character bound of example values): edit them before sending.'
 */
export function cutArgumentsNote(tool: string, cut: string): string {
  return `The example arguments of ${revealInvisible(tool)} are cut short (${cut}): edit them before sending.`;
}

/**
 * The note for `defaultParams`' arguments when they were cut at the bound, else null.
 *
 * @example
 * defaultParamsNote('tools/call', { tools: [{ name: 'echo', inputSchema: { type: 'object' } }] }) // => null
 */
export function defaultParamsNote(method: string, catalog: Catalog): string | null {
  const tool = catalog.tools?.[0];
  if (method !== 'tools/call' || !tool) return null;
  const { cut } = exampleArguments(tool.inputSchema);
  return cut === null ? null : cutArgumentsNote(tool.name, cut);
}

/** What the server listed, as far as the request builder needs it. */
export interface Catalog {
  tools?: {
    name: string;
    title?: string;
    description?: string;
    inputSchema?: Record<string, unknown>;
    outputSchema?: Record<string, unknown>;
  }[];
  prompts?: { name: string; title?: string; description?: string; arguments?: unknown }[];
  resources?: { uri: string; name?: string }[];
  templates?: { uriTemplate: string; name?: string }[];
}
