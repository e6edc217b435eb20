import {
  CLIENT_INFO,
  ERROR_CODES,
  isJsonObject,
  LEGACY_PROTOCOL_VERSION,
  methodFact,
  toLegacyResponse,
  type EraDifference,
  type HandlerResult,
  type JsonObject,
  type LegacyOutcome,
  type ToResponseOptions,
} from '../../../../src/index';
import { DEMO_SERVER_INFO } from './spec-links';
import type { RequestContext } from './types';

/**
 * What the "Legacy 2025-11-25" pane shows: only what a 2025-11-25 server could have sent.
 * `response` is a 2025 message; `initialize` adds the request it answers (discover has no 2025 form,
 * so its pane is the initialize exchange that carried the same facts); `reason` says why a shape has none.
 */
export type LegacyPane =
  | {
      form: 'response' | 'initialize';
      /** The 2025 request, shown when it differs from the modern one (initialize). */
      request?: JsonObject;
      response: JsonObject;
      httpStatus: 200;
      /** What differs from the modern pane beyond the shaper's additions, in words. */
      note?: string;
      /** The library's differences, kept only when the pane is the library's own legacy response. */
      differences: EraDifference[];
    }
  | { form: 'none'; reason: string };

/** Methods a 2025-11-25 server did not know. */
const NEW_IN_2026: Readonly<Record<string, string>> = {
  'server/discover': 'server/discover is new in 2026-07-28.',
  'subscriptions/listen':
    'subscriptions/listen is new in 2026-07-28; a 2025-11-25 client called resources/subscribe and opened a GET stream.',
};

/** The codes 2026-07-28 reserved for itself; none existed in 2025-11-25. */
const MCP_CODES: readonly number[] = Object.values(ERROR_CODES)
  .filter((f) => f.kind === 'mcp')
  .map((f) => f.code);

/** Members a 2025-11-25 capabilities object did not have. */
const NEW_CAPABILITIES = ['extensions'];

/**
 * The legacy pane for one handler result: the library's 2025 response when a 2025 server could send
 * it, a corrected one where 2025 said something else (ping answered `{}`, tasks with `ttl`), the
 * initialize exchange for discover, or the reason there is no 2025 form.
 *
 * @example
 * // An error is a response in both eras:
 * legacyPane({ method: 'ping' }, { kind: 'error', code: -32601, message: 'Method not found' }).form // => 'response'
 */
export function legacyPane(
  context: RequestContext,
  result: HandlerResult,
  differences: (legacy: LegacyOutcome) => EraDifference[],
  options?: ToResponseOptions,
): LegacyPane {
  const id = context.id ?? 1;
  if (context.method === 'server/discover') return initializeExchange(id, context, result, options);
  const newMethod = NEW_IN_2026[context.method];
  if (newMethod) return { form: 'none', reason: `${newMethod} A 2025-11-25 server answered it with -32601.` };
  if (result.kind === 'error' && methodFact(context.method)?.removed === 'core')
    return removedMethod(id, context.method);
  if (result.kind === 'error' && MCP_CODES.includes(result.code))
    return { form: 'none', reason: `${result.code} has no 2025-11-25 form: ${NEW_CODE[result.code] ?? ''}` };
  const library = toLegacyResponse(id, context.method, result, options);
  if (!library.representable) return { form: 'none', reason: library.reason };
  const message = library.response as JsonObject;
  const unfit = outsideLegacySchema(context.method, message);
  if (unfit) return { form: 'none', reason: unfit };
  if (result.kind === 'task') return legacyTask(message);
  return { form: 'response', response: message, httpStatus: 200, differences: differences(library) };
}

const NEW_CODE: Readonly<Record<number, string>> = {
  [-32020]:
    'the Mcp-Method, Mcp-Name and Mcp-Param-* headers it guards are new in 2026-07-28 (a 2025 server only checked MCP-Protocol-Version, with a bare HTTP 400).',
  [-32021]: 'a 2025-11-25 server knew the client’s capabilities from initialize and could not ask for one per request.',
  [-32022]:
    'a 2025-11-25 server refused no version per request: it answered initialize with the version it supports, and a bad MCP-Protocol-Version header got a bare HTTP 400.',
};

/** Results a 2025 schema would refuse although the library shapes them verbatim. */
function outsideLegacySchema(method: string, message: JsonObject): string | null {
  const result = message['result'];
  if (!isJsonObject(result)) return null;
  if (method === 'tools/list' && Array.isArray(result['tools'])) {
    const tool = result['tools'].find(
      (t) => isJsonObject(t) && isJsonObject(t['outputSchema']) && t['outputSchema']['type'] !== 'object',
    );
    if (isJsonObject(tool))
      return `This listing has no 2025-11-25 form: 2025-11-25 required an outputSchema of type "object", so ${String(tool['name'])} would have wrapped its list in an object.`;
  }
  if (method === 'tools/call' && 'structuredContent' in result && !isJsonObject(result['structuredContent']))
    return 'This result has no 2025-11-25 form: 2025-11-25 required structuredContent to be an object.';
  return null;
}

/** ping, logging/setLevel, resources/(un)subscribe: a 2025 server served them with an empty result. */
function removedMethod(id: string | number, method: string): LegacyPane {
  return {
    form: 'response',
    response: { jsonrpc: '2.0', id, result: {} },
    httpStatus: 200,
    note: `${method} existed in 2025-11-25, and a server answered it with an empty result. 2026-07-28 removed it, so the modern pane is the answer to an unknown method.`,
    differences: [],
  };
}

/** 2025-11-25 nested the task under "task" and named its durations ttl and pollInterval. */
function legacyTask(message: JsonObject): LegacyPane {
  const result = message['result'] as JsonObject;
  const task = isJsonObject(result['task']) ? { ...result['task'] } : {};
  const renamed: JsonObject = {};
  for (const [key, value] of Object.entries(task)) renamed[RENAMED[key] ?? key] = value;
  if (!('ttl' in renamed)) renamed['ttl'] = null;
  return {
    form: 'response',
    response: { ...message, result: { ...result, task: renamed } },
    httpStatus: 200,
    note: 'In 2025-11-25 tasks were core: the client asked for one with params.task, the server nested it under "task", and the durations were named ttl and pollInterval.',
    differences: [],
  };
}

const RENAMED: Readonly<Record<string, string>> = { ttlMs: 'ttl', pollIntervalMs: 'pollInterval' };

/**
 * Discover has no 2025 form; the same facts came from initialize. A refusal of the version becomes
 * the 2025 negotiation: the server answers initialize with the version it does support.
 */
function initializeExchange(
  id: string | number,
  context: RequestContext,
  result: HandlerResult,
  options?: ToResponseOptions,
): LegacyPane {
  const asked =
    result.kind === 'error' ? (context.protocolVersion ?? LEGACY_PROTOCOL_VERSION) : LEGACY_PROTOCOL_VERSION;
  const request: JsonObject = {
    jsonrpc: '2.0',
    id,
    method: 'initialize',
    params: { protocolVersion: asked, capabilities: {}, clientInfo: CLIENT_INFO },
  };
  const discovered = result.kind === 'ok' ? result.result : {};
  const capabilities = isJsonObject(discovered['capabilities']) ? { ...discovered['capabilities'] } : {};
  const dropped = NEW_CAPABILITIES.filter((k) => k in capabilities);
  for (const key of dropped) delete capabilities[key];
  const initialized: JsonObject = {
    protocolVersion: LEGACY_PROTOCOL_VERSION,
    capabilities,
    serverInfo: { ...(options?.serverInfo ?? DEMO_SERVER_INFO) },
  };
  if (typeof discovered['instructions'] === 'string') initialized['instructions'] = discovered['instructions'];
  if (isJsonObject(discovered['_meta'])) initialized['_meta'] = discovered['_meta'];
  const notes = [
    'server/discover is new in 2026-07-28. A 2025-11-25 client learned the same facts from the initialize exchange shown here, once per session, and then sent notifications/initialized.',
    result.kind === 'error'
      ? `There was no version refusal: the server answered with the version it supports (${LEGACY_PROTOCOL_VERSION}), and a client that cannot speak it disconnects.`
      : 'The body names one protocolVersion instead of supportedVersions, carries serverInfo in the body, and has no cache hints.',
    dropped.length ? `capabilities.${dropped.join(', ')} is new in 2026-07-28, so it is left out.` : '',
  ];
  return {
    form: 'initialize',
    request,
    response: { jsonrpc: '2.0', id, result: initialized },
    httpStatus: 200,
    note: notes.filter(Boolean).join(' '),
    differences: [],
  };
}
