import { isJsonObject, resourceNotFound, type CacheHints, type JsonObject } from '../../../../src';
import { CODES, invalidParams, McpError } from '../mcp/errors';
import type { Reply } from '../mcp/types';
import type { Catalog, DemoContext, ResourceContents } from './catalog';
import { page } from './pages';

/** Lists are the same for every caller, so shared caches may keep them (CACHE § Cache Scope). */
export const LIST_CACHE: CacheHints = { ttlMs: 300_000, scope: 'public' };

/** A method handler of the demo server. */
export type MethodHandler = (ctx: DemoContext) => Promise<Reply>;

const ok = (result: JsonObject, cache?: CacheHints): Reply => ({
  kind: 'result',
  result: { kind: 'ok', result },
  ...(cache ? { cache } : {}),
});

const stringParam = (ctx: DemoContext, name: string): string => {
  const value = ctx.request.params[name];
  if (typeof value !== 'string') throw invalidParams(`params.${name} must be a string.`);
  return value;
};

/** Page sizes: only resources/list is paginated, to show nextCursor on a list that is not tiny. */
export interface PageSizes {
  resources: number;
  others: number;
}

/** tools/*, resources/*, prompts/* and completion/complete over a catalog. */
export function catalogMethods(catalog: Catalog, sizes: PageSizes): Record<string, MethodHandler> {
  const listed = (key: string, items: JsonObject[], ctx: DemoContext, size = sizes.others): Reply => {
    const { items: slice, nextCursor } = page(items, ctx.request.params['cursor'], size);
    return ok({ [key]: slice, ...(nextCursor !== undefined ? { nextCursor } : {}) }, LIST_CACHE);
  };
  const tools = () => [...catalog.tools.values()].map((t) => t.tool);
  const prompts = () => [...catalog.prompts.values()].map((p) => p.prompt);
  const resources = () => [...catalog.resources.values()].map((r) => r.resource);
  return {
    'tools/list': async (ctx) => listed('tools', tools(), ctx),
    'prompts/list': async (ctx) => listed('prompts', prompts(), ctx),
    'resources/list': async (ctx) => listed('resources', resources(), ctx, sizes.resources),
    'resources/templates/list': async (ctx) =>
      listed(
        'resourceTemplates',
        catalog.templates.map((t) => t.template),
        ctx,
      ),
    'tools/call': async (ctx) => {
      const name = stringParam(ctx, 'name');
      const tool = catalog.tools.get(name);
      if (!tool) throw invalidParams(`Unknown tool ${JSON.stringify(name)}; tools/list names the tools.`);
      const args = ctx.request.params['arguments'] ?? {};
      if (!isJsonObject(args)) throw invalidParams('params.arguments must be an object.');
      return { kind: 'result', result: await tool.call(args, ctx) };
    },
    'prompts/get': async (ctx) => {
      const name = stringParam(ctx, 'name');
      const prompt = catalog.prompts.get(name);
      if (!prompt) throw invalidParams(`Unknown prompt ${JSON.stringify(name)}; prompts/list names the prompts.`);
      const args = ctx.request.params['arguments'] ?? {};
      if (!isJsonObject(args) || Object.values(args).some((v) => typeof v !== 'string'))
        throw invalidParams('params.arguments must be an object of strings.');
      return { kind: 'result', result: await prompt.get(args as Record<string, string>, ctx) };
    },
    'resources/read': async (ctx) => {
      const uri = stringParam(ctx, 'uri');
      const { contents, cache } = await readResource(catalog, uri, ctx);
      return ok({ contents }, cache);
    },
    'completion/complete': async (ctx) => ok({ completion: complete(catalog, ctx.request.params) }),
  };
}

async function readResource(
  catalog: Catalog,
  uri: string,
  ctx: DemoContext,
): Promise<{ contents: ResourceContents[]; cache?: CacheHints }> {
  const resource = catalog.resources.get(uri);
  if (resource) return { contents: await resource.read(ctx), ...(resource.cache ? { cache: resource.cache } : {}) };
  for (const template of catalog.templates) {
    const vars = template.match(uri);
    const contents = vars && (await template.read(vars, uri, ctx));
    if (contents) return { contents };
  }
  throw new McpError(resourceNotFound(), `Resource not found: ${uri}`, { uri });
}

function complete(catalog: Catalog, params: JsonObject): JsonObject {
  const ref = params['ref'];
  const argument = params['argument'];
  if (
    !isJsonObject(ref) ||
    !isJsonObject(argument) ||
    typeof argument['name'] !== 'string' ||
    typeof argument['value'] !== 'string'
  )
    throw invalidParams('completion/complete needs params.ref and params.argument {name, value}.');
  let values: string[];
  if (ref['type'] === 'ref/prompt') {
    const prompt = typeof ref['name'] === 'string' ? catalog.prompts.get(ref['name']) : undefined;
    if (!prompt) throw invalidParams(`Unknown prompt ${JSON.stringify(ref['name'])}.`);
    values = prompt.complete?.(argument['name'], argument['value']) ?? [];
  } else if (ref['type'] === 'ref/resource') {
    const template = catalog.templates.find((t) => t.template.uriTemplate === ref['uri']);
    if (!template) throw invalidParams(`Unknown resource template ${JSON.stringify(ref['uri'])}.`);
    values = template.complete?.(argument['name'], argument['value']) ?? [];
  } else throw new McpError(CODES.invalidParams, 'params.ref.type must be "ref/prompt" or "ref/resource".');
  return { values: values.slice(0, 100), total: values.length, hasMore: values.length > 100 };
}
