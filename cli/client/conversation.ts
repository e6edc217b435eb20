import {
  eraOfDiscover,
  exampleArguments,
  inputResponsesFor,
  isJsonObject,
  LEGACY_PROTOCOL_VERSION,
  listMethods,
  METHODS,
  probeSseEndpoint,
  type JsonObject,
  type LegacyRunResult,
  type ListMethod,
} from '../../src/index';
import type { ClientCommand } from './args';
import type { McpSession } from './mcp-session';
import { converseLegacy, httpFetchOf } from './legacy';
import { argumentsFromListing } from './listed-schemas';
import { useSkills } from './skills';

// Pages followed per list and input_required rounds per call before the client gives up.
const MAX_PAGES = 20;
const MAX_ROUNDS = 5;
const LISTS = listMethods.map((method) => ({
  method,
  capability: METHODS[method].capability,
  items: METHODS[method].list,
}));

/**
 * What a well-behaved client does with a server: server/discover, every list its capabilities
 * promise (pages followed), one resources/read and one prompts/get, then the calls: the named ones
 * or every listed tool once with schema arguments, input_required answered. Tools whose
 * `x-mcp-header` declarations the checker rejects (R-TOOLS-6) are never called. A server of an
 * earlier era (`--era`, or Auto's choice from the discover answer as Live makes it) is spoken to in
 * its own era instead (`converseLegacy`); its run is returned.
 */
export async function converse(
  session: McpSession,
  command: ClientCommand,
  notes: string[],
): Promise<LegacyRunResult | null> {
  if (command.era === LEGACY_PROTOCOL_VERSION) return converseLegacy(session, command, 'streamable-http');
  if (command.era === 'http+sse') return converseLegacy(session, command, 'http+sse');
  const discover = await session.request(
    'server/discover',
    {},
    { label: 'server/discover', area: 'discover', tag: { kind: 'discover' } },
  );
  const legacy = command.era === 'auto' ? await legacyEraOf(session, command, discover.index, notes) : null;
  if (legacy) return converseLegacy(session, command, legacy);
  if (!discover.result) {
    notes.push(
      `server/discover got no result (${discover.failure ?? JSON.stringify(discover.error)}); nothing else was sent.`,
    );
    return null;
  }
  const caps = isJsonObject(discover.result['capabilities']) ? discover.result['capabilities'] : {};
  const listed: Partial<Record<ListMethod, JsonObject[]>> = {};
  for (const list of LISTS) {
    if (!(list.capability in caps) && !(list.method === 'tools/list' && command.calls.length > 0)) continue;
    listed[list.method] = await listAll(session, list.method, list.items, notes);
  }
  const resource = listed['resources/list']?.find((r) => typeof r['uri'] === 'string');
  if (resource)
    await session.request(
      'resources/read',
      { uri: resource['uri'] as string },
      {
        label: `resources/read ${String(resource['uri'])}`,
        area: 'resources',
        tag: { kind: 'other' },
      },
    );
  const prompt = listed['prompts/list']?.find((p) => typeof p['name'] === 'string');
  if (prompt)
    await session.request(
      'prompts/get',
      { name: prompt['name'] as string, arguments: promptArguments(prompt) },
      {
        label: `prompts/get ${String(prompt['name'])}`,
        area: 'resources',
        tag: { kind: 'other' },
      },
    );
  await useSkills(session, caps, command.skill, notes);
  const tools = callableTools(session, listed['tools/list'] ?? [], notes);
  const listedCalls = [...tools.keys()].slice(0, command.maxCalls).map((tool) => ({ tool }));
  if (command.calls.length === 0 && tools.size > command.maxCalls)
    notes.push(
      `${tools.size} tools are listed; the client called the first ${command.maxCalls} (--max-calls raises it).`,
    );
  const calls: ClientCommand['calls'] = command.calls.length > 0 ? command.calls : listedCalls;
  for (const call of calls) {
    const schema = tools.get(call.tool);
    if (!schema) {
      notes.push(
        `${call.tool} was not called: ${listed['tools/list'] ? 'it is not a listed, valid tool' : 'the server lists no tools'}.`,
      );
      continue;
    }
    const built = call.args ? { value: call.args, cut: null } : exampleArguments(schema);
    if (built.cut !== null) {
      notes.push(`${call.tool} was not called: its arguments could not be built within the bound (${built.cut}).`);
      continue;
    }
    const args = call.args ? built.value : argumentsFromListing(call.tool, built.value, tools);
    await callTool(session, call.tool, args, schema, command.answers);
  }
  return null;
}

/**
 * Auto's era choice on the discover answer (`eraOfDiscover`, as Live makes it): a 2025-era refusal
 * or a result that is no DiscoverResult means Streamable HTTP of 2025; no JSON-RPC at all, a GET to
 * see whether the URL is an HTTP+SSE stream (recorded). Null: speak 2026-07-28 (or nothing).
 */
async function legacyEraOf(
  session: McpSession,
  command: ClientCommand,
  index: number,
  notes: string[],
): Promise<'streamable-http' | 'http+sse' | null> {
  const record = session.records[index];
  if (!record || record.kind !== 'mcp' || record.challenged || !record.response) return null;
  const era = eraOfDiscover({ findings: record.findings, response: record.response, rpcId: record.request.id });
  if (era === 'legacy') {
    notes.push(
      'server/discover was answered as a 2025-era server answers it, so the client spoke 2025-11-25 to it (initialize first; --era pins an era).',
    );
    return 'streamable-http';
  }
  // Over stdio no GET travels: no HTTP+SSE transport to look for.
  if (era === 'modern' || command.stdio !== undefined) return null;
  const { settings } = session;
  const probe = await probeSseEndpoint(httpFetchOf(settings), {
    url: settings.url,
    headers: settings.headers,
    timeoutMs: settings.timeoutMs,
    id: 'client-sse',
  });
  if (probe.endpoint === null) return null;
  session.records.push({
    kind: 'legacy',
    exchange: { record: probe.record },
    label: 'GET: is this the HTTP+SSE transport? (its endpoint event)',
  });
  notes.push(
    'The URL is the HTTP+SSE transport of 2024-11-05 (its GET stream named an endpoint), so the client spoke it.',
  );
  return 'http+sse';
}

async function listAll(session: McpSession, method: ListMethod, items: string, notes: string[]): Promise<JsonObject[]> {
  const out: JsonObject[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await session.request(method, cursor === undefined ? {} : { cursor }, {
      label: page === 1 ? method : `${method}, page ${page}`,
      area: 'lists',
      tag: { kind: 'list', method, run: 1, page },
    });
    const list = answer.result?.[items];
    if (Array.isArray(list)) out.push(...list.filter(isJsonObject));
    const next = answer.result?.['nextCursor'];
    if (typeof next !== 'string') return out;
    if (seen.has(next)) {
      notes.push(`${method} gave the cursor ${JSON.stringify(next)} twice; the client stopped following it.`);
      return out;
    }
    seen.add(next);
    cursor = next;
  }
  notes.push(`${method} has more than ${MAX_PAGES} pages; the client followed ${MAX_PAGES}.`);
  return out;
}

// The listed tools by name with their inputSchema, leaving out those the checker found invalid headers on
// (the findings each tools/list page got when it arrived).
function callableTools(session: McpSession, tools: JsonObject[], notes: string[]): Map<string, JsonObject> {
  const invalid = new Set<number>();
  let offset = 0;
  for (const record of session.records) {
    if (record.kind !== 'mcp' || record.tag.kind !== 'list' || record.tag.method !== 'tools/list' || !record.response)
      continue;
    for (const f of record.findings) {
      const at = /^\/result\/tools\/(\d+)\//.exec(f.pointer);
      if (f.rule === 'R-TOOLS-6' && at) invalid.add(offset + Number(at[1]));
    }
    const page = parsedResult(record.response.body)?.['tools'];
    offset += Array.isArray(page) ? page.filter(isJsonObject).length : 0;
  }
  const out = new Map<string, JsonObject>();
  tools.forEach((tool, i) => {
    const name = tool['name'];
    if (typeof name !== 'string') return;
    if (invalid.has(i)) {
      notes.push(`${name} was not called: its x-mcp-header declarations are invalid (R-TOOLS-6).`);
      return;
    }
    out.set(name, isJsonObject(tool['inputSchema']) ? tool['inputSchema'] : {});
  });
  return out;
}

function parsedResult(body: string): JsonObject | null {
  try {
    const message = JSON.parse(body) as unknown;
    return isJsonObject(message) && isJsonObject(message['result']) ? message['result'] : null;
  } catch {
    return null;
  }
}

async function callTool(
  session: McpSession,
  tool: string,
  args: JsonObject,
  schema: JsonObject,
  answers: Record<string, unknown>,
): Promise<void> {
  let params: JsonObject = { name: tool, arguments: args };
  let first: number | undefined;
  for (let round = 0; round <= MAX_ROUNDS; round++) {
    const answer = await session.request('tools/call', params, {
      label: round === 0 ? `tools/call ${tool}` : `tools/call ${tool}, answering its input requests`,
      area: 'calls',
      tag: first === undefined ? { kind: 'call', tool } : { kind: 'retry', of: first },
      toolInputSchema: schema,
    });
    first ??= answer.index;
    const result = answer.result;
    if (result?.['resultType'] !== 'input_required') return;
    const inputs = isJsonObject(result['inputRequests']) ? result['inputRequests'] : {};
    const responses = inputResponsesFor(inputs);
    for (const key of Object.keys(inputs)) if (key in answers) responses[key] = answers[key] as JsonObject;
    params = { name: tool, arguments: args, inputResponses: responses };
    if (typeof result['requestState'] === 'string') params['requestState'] = result['requestState'];
  }
}

function promptArguments(prompt: JsonObject): Record<string, string> {
  const args = Array.isArray(prompt['arguments']) ? prompt['arguments'].filter(isJsonObject) : [];
  return Object.fromEntries(
    args
      .filter((a) => a['required'] === true && typeof a['name'] === 'string')
      .map((a) => [a['name'] as string, 'example']),
  );
}
