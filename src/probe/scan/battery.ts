import type { ListMethod } from '../../check/session/types';
import { isJsonObject } from '../../json/types';
import {
  CLIENT_INFO,
  LEGACY_PROTOCOL_VERSION,
  MCP_HEADERS,
  MODERN_PROTOCOL_VERSION,
  UNSUPPORTED_PROTOCOL_VERSION,
} from '../../spec';
import { EXTENSIONS, type Extension } from '../../ext';
import type { ProbeDef } from './send-probe';

/**
 * The names the scan invents for things that must not exist on the server.
 *
 * @example
 * PROBE_NAMES.missingUri // => 'mcp-shape-inspector://scan/does-not-exist'
 * fixedProbes({ foreignOrigin: PROBE_NAMES.foreignOrigin, extensions: [] }).at(-1)?.input.headers // => { Origin: 'https://attacker.example' }
 */
export const PROBE_NAMES = {
  missingUri: 'mcp-shape-inspector://scan/does-not-exist',
  // One segment: a template matcher that ignores the scheme takes it for `greeting://{name}`.
  missingSegment: 'mcp-shape-inspector://does-not-exist',
  unknownMethod: 'mcp-shape-inspector/unknown-method',
  unknownTool: 'mcp_shape_inspector_no_such_tool',
  unknownPrompt: 'mcp_shape_inspector_no_such_prompt',
  unsupportedVersion: UNSUPPORTED_PROTOCOL_VERSION,
  foreignOrigin: 'https://attacker.example',
} as const;

/**
 * Client capabilities of the probes that call tools: everything a client can answer, so MRTR and
 * task results show (every extension of src/ext declared on the request, the tasks one by SEP-2663).
 *
 * @example
 * CALL_CAPABILITIES.extensions['io.modelcontextprotocol/tasks'] // => {}
 * CALL_CAPABILITIES.extensions['io.modelcontextprotocol/ui'] // => { mimeTypes: ['text/html;profile=mcp-app'] }
 */
export const CALL_CAPABILITIES = {
  elicitation: { form: {}, url: {} },
  sampling: {},
  roots: {},
  extensions: Object.fromEntries(EXTENSIONS.map((e) => [e.facts.id, e.facts.clientSettings ?? {}])),
} as const;

/**
 * The first probe: server/discover with a plain modern envelope.
 *
 * @example
 * discoverProbe().input // => { method: 'server/discover' }
 */
export function discoverProbe(): ProbeDef {
  return {
    probe: 'discover',
    label: 'server/discover',
    area: 'discover',
    tag: { kind: 'discover' },
    input: { method: 'server/discover' },
  };
}

/**
 * One page of a list method.
 *
 * @example
 * listProbe('tools/list', 1, 2, 'c2').input // => { method: 'tools/list', params: { cursor: 'c2' } }
 * listProbe('tools/list', 1, 2, 'c2').label // => 'tools/list page 2'
 * listProbe('tools/list', 2, 1).label // => 'tools/list again (order, cache hints)'
 */
export function listProbe(method: ListMethod, run: number, page: number, cursor?: string): ProbeDef {
  const what = run === 1 ? (page === 1 ? '' : ` page ${page}`) : ' again (order, cache hints)';
  return {
    probe: `list:${method}:${run}:${page}`,
    label: `${method}${what}`,
    area: 'lists',
    tag: { kind: 'list', method, run, page },
    input: { method, ...(cursor !== undefined ? { params: { cursor } } : {}) },
  };
}

/**
 * The probes that need nothing the server listed: unknown and removed methods, a missing resource,
 * a refused envelope or header, a foreign Origin, JSON-only Accept, unknown names; then the probes of
 * each extension the server declared (src/ext).
 *
 * @example
 * const probes = fixedProbes({ foreignOrigin: 'https://attacker.example', extensions: EXTENSIONS });
 * probes.length // => 22
 * probes.slice(0, 4).map((p) => p.probe) // => ['missing-resource', 'missing-resource-segment', 'unknown-prompt', 'unknown-tool']
 * probes.filter((p) => p.area === 'methods').length // => 6
 */
export function fixedProbes(options: { foreignOrigin: string | null; extensions: readonly Extension[] }): ProbeDef[] {
  const n = PROBE_NAMES;
  const probes: ProbeDef[] = [
    {
      probe: 'missing-resource',
      label: `resources/read of a URI that does not exist`,
      area: 'resources',
      tag: { kind: 'missing-resource', uri: n.missingUri },
      input: { method: 'resources/read', params: { uri: n.missingUri } },
    },
    {
      probe: 'missing-resource-segment',
      label: `resources/read of a one-segment URI that does not exist`,
      area: 'resources',
      tag: { kind: 'missing-resource', uri: n.missingSegment },
      input: { method: 'resources/read', params: { uri: n.missingSegment } },
    },
    {
      probe: 'unknown-prompt',
      label: 'prompts/get of a prompt that does not exist',
      area: 'resources',
      tag: { kind: 'unknown-prompt', name: n.unknownPrompt },
      input: { method: 'prompts/get', params: { name: n.unknownPrompt, arguments: {} } },
    },
    {
      probe: 'unknown-tool',
      label: 'tools/call of a tool that does not exist',
      area: 'calls',
      tag: { kind: 'unknown-tool', name: n.unknownTool },
      input: { method: 'tools/call', params: { name: n.unknownTool, arguments: {} } },
    },
    other('unknown-method', `an unknown method (${n.unknownMethod})`, 'methods', { method: n.unknownMethod }),
    other('removed:initialize', 'removed method initialize, with a modern envelope', 'methods', {
      method: 'initialize',
      params: {
        protocolVersion: MODERN_PROTOCOL_VERSION,
        capabilities: {},
        clientInfo: CLIENT_INFO,
      },
    }),
    other('removed:ping', 'removed method ping', 'methods', { method: 'ping' }),
    other('removed:logging/setLevel', 'removed method logging/setLevel', 'methods', {
      method: 'logging/setLevel',
      params: { level: 'info' },
    }),
    other('removed:resources/subscribe', 'removed method resources/subscribe', 'methods', {
      method: 'resources/subscribe',
      params: { uri: n.missingUri },
    }),
    other('removed:resources/unsubscribe', 'removed method resources/unsubscribe', 'methods', {
      method: 'resources/unsubscribe',
      params: { uri: n.missingUri },
    }),
    other('missing-meta', 'a request without the _meta envelope', 'envelope', {
      method: 'server/discover',
      envelope: false,
    }),
    other('meta-without-version', '_meta without protocolVersion (clientCapabilities only)', 'envelope', {
      method: 'server/discover',
      envelope: { omit: 'protocolVersion' },
    }),
    other('meta-without-capabilities', '_meta without clientCapabilities (protocolVersion only)', 'envelope', {
      method: 'server/discover',
      envelope: { omit: 'clientCapabilities' },
    }),
    other('missing-version-header', 'the envelope without the MCP-Protocol-Version header', 'envelope', {
      method: 'server/discover',
      headers: { [MCP_HEADERS.protocolVersion]: null },
    }),
    other('method-header-mismatch', 'an Mcp-Method header that differs from the body', 'envelope', {
      method: 'tools/list',
      headers: { [MCP_HEADERS.method]: 'prompts/list' },
    }),
    other('missing-name-header', 'resources/read without its Mcp-Name header', 'envelope', {
      method: 'resources/read',
      params: { uri: n.missingUri },
      headers: { [MCP_HEADERS.name]: null },
    }),
    {
      probe: 'accept-json',
      label: 'Accept: application/json only (a JSON answer)',
      area: 'envelope',
      tag: { kind: 'accept-json' },
      input: { method: 'server/discover', headers: { Accept: 'application/json' } },
    },
    unsupportedVersionProbe(),
  ];
  if (options.foreignOrigin !== null) probes.push(foreignOriginProbe(options.foreignOrigin, 'modern'));
  for (const extension of options.extensions) probes.push(...extension.probes());
  return probes;
}

/**
 * The probes that differ from another only in an HTTP header: over stdio, where no header travels,
 * they are not sent (the foreign Origin and Mcp-Param-* probes are left out by their own options).
 *
 * @example
 * HEADER_PROBES.has('method-header-mismatch') // => true
 */
export const HEADER_PROBES: ReadonlySet<string> = new Set([
  'missing-version-header',
  'method-header-mismatch',
  'missing-name-header',
  'accept-json',
]);

/**
 * server/discover naming a protocol version nobody serves (envelope and header): -32022 with
 * `data.supported` expected of a 2026-07-28 server; after an era verdict (`legacy`) only the 400
 * Bad Request every revision requires (R-ERA-3), judged by the session rules alone.
 *
 * @example
 * unsupportedVersionProbe().input // => { method: 'server/discover', protocolVersion: '2099-01-01' }
 * unsupportedVersionProbe('legacy').tag // => { kind: 'legacy-version', version: '2099-01-01' }
 */
export function unsupportedVersionProbe(era: 'modern' | 'legacy' = 'modern'): ProbeDef {
  const version = PROBE_NAMES.unsupportedVersion;
  const input = { method: 'server/discover', protocolVersion: version };
  if (era === 'modern')
    return other('unsupported-version', `an unsupported protocol version (${version})`, 'envelope', input);
  return {
    probe: 'unsupported-version',
    label: `an unsupported protocol version (${version}), 400 expected of any revision`,
    area: 'envelope',
    tag: { kind: 'legacy-version', version },
    sessionOnly: true,
    input,
  };
}

/**
 * A request with a foreign Origin (R-ORIGIN-1, 403 expected of any revision): server/discover, or
 * after an era verdict a 2025-11-25 `initialize` (no envelope, no 2026-07-28 headers), which a
 * server of the earlier revision serves unless it checks Origin.
 *
 * @example
 * foreignOriginProbe('https://attacker.example', 'modern').input // => { method: 'server/discover', headers: { Origin: 'https://attacker.example' } }
 * foreignOriginProbe('https://attacker.example', 'legacy').input.method // => 'initialize'
 */
export function foreignOriginProbe(origin: string, era: 'modern' | 'legacy'): ProbeDef {
  const base = {
    probe: 'foreign-origin',
    area: 'origin',
    tag: { kind: 'foreign-origin', origin },
  } as const;
  if (era === 'modern')
    return {
      ...base,
      label: `a foreign Origin (${origin})`,
      input: { method: 'server/discover', headers: { Origin: origin } },
    };
  const initialize = legacyInitializeProbe();
  return {
    ...base,
    label: `a foreign Origin (${origin}) on a 2025-11-25 initialize`,
    sessionOnly: true,
    input: { ...initialize.input, headers: { ...initialize.input.headers, Origin: origin } },
  };
}

/**
 * A plain 2025-11-25 `initialize` (no envelope, no 2026-07-28 headers): sent when server/discover got
 * a 4xx without JSON-RPC, to tell a server of an earlier revision (it serves this) from a URL that
 * serves no MCP. Judged by nothing but what it tells; the session it opens is closed by the scan.
 *
 * @example
 * legacyInitializeProbe().input.headers // => { 'MCP-Protocol-Version': null, 'Mcp-Method': null }
 * legacyInitializeProbe().input.envelope // => false
 */
export function legacyInitializeProbe(): ProbeDef {
  return {
    probe: 'legacy-initialize',
    label: 'a 2025-11-25 initialize (is this a server of an earlier revision?)',
    area: 'discover',
    tag: { kind: 'other' },
    sessionOnly: true,
    input: {
      method: 'initialize',
      params: { protocolVersion: LEGACY_PROTOCOL_VERSION, capabilities: {}, clientInfo: CLIENT_INFO },
      envelope: false,
      headers: { [MCP_HEADERS.protocolVersion]: null, [MCP_HEADERS.method]: null },
    },
  };
}

/**
 * Reads of what the server listed: its first resource, its first prompt (required arguments
 * filled in) and a completion request, to compare with the `completions` capability.
 *
 * @example
 * const probes = listedProbes({ resource: 'demo://readme', prompt: { name: 'summarize', args: ['topic'] } });
 * probes.map((p) => p.probe) // => ['read-listed', 'get-listed', 'completion']
 * probes[2]?.input.params // => { ref: { type: 'ref/prompt', name: 'summarize' }, argument: { name: 'topic', value: '' } }
 */
export function listedProbes(listed: {
  resource?: string;
  prompt?: { name: string; args: string[] };
  template?: { uriTemplate: string; variable?: string };
}): ProbeDef[] {
  const probes: ProbeDef[] = [];
  if (listed.resource !== undefined)
    probes.push(
      other('read-listed', `resources/read of ${listed.resource}`, 'resources', {
        method: 'resources/read',
        params: { uri: listed.resource },
      }),
    );
  const prompt = listed.prompt;
  if (prompt)
    probes.push(
      other('get-listed', `prompts/get of ${prompt.name}`, 'resources', {
        method: 'prompts/get',
        params: { name: prompt.name, arguments: Object.fromEntries(prompt.args.map((a) => [a, 'example'])) },
      }),
    );
  const ref = prompt
    ? { type: 'ref/prompt', name: prompt.name }
    : listed.template
      ? { type: 'ref/resource', uri: listed.template.uriTemplate }
      : { type: 'ref/prompt', name: PROBE_NAMES.unknownPrompt };
  const argument = prompt?.args[0] ?? listed.template?.variable ?? 'value';
  probes.push({
    probe: 'completion',
    label: 'completion/complete (against the completions capability)',
    area: 'discover',
    tag: { kind: 'completion' },
    input: { method: 'completion/complete', params: { ref, argument: { name: argument, value: '' } } },
  });
  return probes;
}

/**
 * subscriptions/listen for what discover says can change (list_changed types, resource updates of
 * the listed resources); the scan closes the stream after its first frame, which must be the
 * acknowledgement (R-SUB-1). Null when the server advertises nothing to listen to.
 *
 * @example
 * listenProbe({ tools: { listChanged: true } }, [])?.input.params // => { notifications: { toolsListChanged: true } }
 * listenProbe({ resources: { subscribe: true } }, ['demo://readme'])?.input.params // => { notifications: { resourceSubscriptions: ['demo://readme'] } }
 * listenProbe({}, []) // => null
 */
export function listenProbe(capabilities: unknown, resources: readonly string[]): ProbeDef | null {
  const caps = isJsonObject(capabilities) ? capabilities : {};
  const flag = (name: string, key: string) => isJsonObject(caps[name]) && caps[name][key] === true;
  const notifications: Record<string, unknown> = {};
  if (flag('tools', 'listChanged')) notifications['toolsListChanged'] = true;
  if (flag('prompts', 'listChanged')) notifications['promptsListChanged'] = true;
  if (flag('resources', 'listChanged')) notifications['resourcesListChanged'] = true;
  if (flag('resources', 'subscribe') && resources.length > 0)
    notifications['resourceSubscriptions'] = resources.slice(0, 10);
  if (Object.keys(notifications).length === 0) return null;
  return {
    probe: 'listen',
    label: 'subscriptions/listen (closed after its first frame)',
    area: 'discover',
    tag: { kind: 'other' },
    input: { method: 'subscriptions/listen', params: { notifications } },
    cut: { windowMs: LISTEN_WINDOW_MS },
  };
}

// How long the listen probe waits for its first frame once the stream's headers are in.
const LISTEN_WINDOW_MS = 2000;

function other(probe: string, label: string, area: ProbeDef['area'], input: ProbeDef['input']): ProbeDef {
  return { probe, label, area, tag: { kind: 'other' }, input };
}
