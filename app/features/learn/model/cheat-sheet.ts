import { spec, TASKS_SEP } from './spec-links';
import { stepById } from './steps';
import type { SpecRef } from './types';

/** One change of 2026-07-28, as one row of the cheat sheet. */
export interface CheatRow {
  /** The changelog's numbering: M major, m minor, D deprecation, S schema, G governance, P process. */
  id: string;
  change: string;
  legacy: string;
  modern: string;
  /** The step that teaches it. */
  step: string;
  spec: SpecRef;
}

/** All 28 entries of the 2026-07-28 changelog, in its order: 21 numbered changes, 4 deprecations, S1, G1, P1. */
export const CHEAT_SHEET: readonly CheatRow[] = [
  {
    id: 'M1',
    change: 'Sessions removed',
    legacy: 'initialize mints Mcp-Session-Id; later requests send it; state lives per session',
    modern: 'no Mcp-Session-Id; lists never vary per connection; state travels in handles returned as tool data',
    step: 'no-sessions',
    spec: spec('basic', 'statelessness', 'Statelessness'),
  },
  {
    id: 'M2',
    change: 'Stateless core, per-request envelope',
    legacy: 'initialize + notifications/initialized negotiate version and capabilities once',
    modern:
      'params._meta carries protocolVersion and clientCapabilities (required) and clientInfo (recommended) on every request; missing → 400 + -32602',
    step: 'envelope',
    spec: spec('basic', 'meta', '_meta fields'),
  },
  {
    id: 'M3',
    change: 'server/discover',
    legacy: 'identity and capabilities only in the initialize result',
    modern:
      'server/discover returns supportedVersions, capabilities, instructions and cache hints; serverInfo goes in _meta',
    step: 'discover',
    spec: spec('server/discover', 'response', 'server/discover'),
  },
  {
    id: 'M4',
    change: 'subscriptions/listen',
    legacy: 'GET stream for notifications; resources/subscribe and resources/unsubscribe',
    modern:
      'one POST subscriptions/listen with an opt-in filter; acknowledged first; every frame tagged with subscriptionId',
    step: 'listen',
    spec: spec('basic/patterns/subscriptions', 'acknowledgment', 'Subscriptions'),
  },
  {
    id: 'M5',
    change: 'ping, logging/setLevel, roots list_changed removed',
    legacy: 'ping both ways; logging/setLevel per session; notifications/roots/list_changed',
    modern: 'those get 404 + -32601; the log level is _meta["io.modelcontextprotocol/logLevel"] on each request',
    step: 'removed-methods',
    spec: spec('server/utilities/logging', 'per-request-log-level', 'Per-request log level'),
  },
  {
    id: 'M6',
    change: 'Tasks become an extension',
    legacy: 'core tasks: a task param, a nested {task:{…}} result, ttl and pollInterval, tasks/result and tasks/list',
    modern:
      'extension io.modelcontextprotocol/tasks declared per request; flat result with resultType "task", ttlMs, pollIntervalMs; poll tasks/get',
    step: 'tasks',
    spec: TASKS_SEP,
  },
  {
    id: 'M7',
    change: 'Multi round-trip requests',
    legacy: 'the server sends elicitation/create, sampling/createMessage or roots/list as its own requests',
    modern:
      'the server answers resultType "input_required" with inputRequests and requestState; the client retries with inputResponses',
    step: 'input-required',
    spec: spec('basic/patterns/mrtr', 'inputrequiredresult', 'MRTR'),
  },
  {
    id: 'M8',
    change: 'resultType on every result',
    legacy: 'results have no type marker',
    modern: 'required resultType: "complete", "input_required", or an extension value such as "task"',
    step: 'result-type',
    spec: spec('basic', 'resulttype', 'ResultType'),
  },
  {
    id: 'M9',
    change: 'No resumable streams',
    legacy: 'SSE event ids and Last-Event-ID to resume a broken stream',
    modern: 'a broken stream loses the request; the client re-sends it under a new id; closing the stream cancels',
    step: 'failure',
    spec: spec('basic/transports/streamable-http', 'receiving-messages', 'Receiving messages'),
  },
  {
    id: 'm1',
    change: 'extensions capability',
    legacy: 'only an "experimental" map',
    modern: 'an "extensions" map keyed by prefixed ids, e.g. io.modelcontextprotocol/tasks: {}',
    step: 'deprecations',
    spec: spec('basic/versioning', 'extension-negotiation', 'Extension negotiation'),
  },
  {
    id: 'm2',
    change: 'Trace context in _meta',
    legacy: 'no convention',
    modern: 'traceparent, tracestate and baggage allowed unprefixed in any _meta, in W3C formats',
    step: 'deprecations',
    spec: spec('basic', 'meta', '_meta'),
  },
  {
    id: 'm3',
    change: 'Deterministic tools/list order',
    legacy: 'any order',
    modern: 'the same tools in the same order every time (SHOULD)',
    step: 'tool-schemas',
    spec: spec('server/tools', 'capabilities', 'Tools'),
  },
  {
    id: 'm4',
    change: 'Routing headers',
    legacy: 'MCP-Protocol-Version and Mcp-Session-Id only',
    modern: 'Mcp-Method, Mcp-Name and Mcp-Param-* (from x-mcp-header) mirror the body; any mismatch → 400 + -32020',
    step: 'routing-headers',
    spec: spec('basic/transports/streamable-http', 'standard-request-headers', 'Request headers'),
  },
  {
    id: 'm5',
    change: 'Cache hints',
    legacy: 'no caching guidance',
    modern:
      'ttlMs and cacheScope on complete results of discover, the four lists and resources/read; never on interim results',
    step: 'cache-hints',
    spec: spec('server/utilities/caching', 'cacheable-results', 'Caching'),
  },
  {
    id: 'm6',
    change: 'Resource not found',
    legacy: '-32002',
    modern: '-32602 with data.uri; -32002 is never sent',
    step: 'resource-not-found',
    spec: spec('server/resources', 'error-handling', 'Resource errors'),
  },
  {
    id: 'm7',
    change: 'iss in authorization responses',
    legacy: 'not validated',
    modern: 'clients compare a present iss with the recorded issuer before redeeming the code',
    step: 'authorization',
    spec: spec('basic/authorization', 'authorization-response-validation', 'Authorization'),
  },
  {
    id: 'm8',
    change: 'application_type at registration',
    legacy: 'often left out',
    modern: 'clients send application_type ("native" for desktop and CLI clients)',
    step: 'authorization',
    spec: spec(
      'basic/authorization/client-registration',
      'application-type-and-redirect-uri-constraints',
      'Client registration',
    ),
  },
  {
    id: 'm9',
    change: 'Credentials bound to their issuer',
    legacy: 'one stored client_id per MCP server',
    modern: 'stored credentials are keyed by the authorization server that issued them',
    step: 'authorization',
    spec: spec('basic/authorization/client-registration', 'authorization-server-binding', 'Issuer binding'),
  },
  {
    id: 'm10',
    change: 'Looser tool schemas',
    legacy: 'outputSchema must describe an object; structuredContent is an object',
    modern:
      'any JSON Schema 2020-12 for outputSchema; structuredContent any JSON value; inputSchema root still an object',
    step: 'tool-schemas',
    spec: spec('server/tools', 'structured-content', 'Structured content'),
  },
  {
    id: 'm11',
    change: 'No elicitationId, no elicitation/complete',
    legacy: 'URL mode with elicitationId, notifications/elicitation/complete and error -32042',
    modern: 'URL-mode requests inside inputRequests; the client retries to learn the outcome',
    step: 'url-elicitation',
    spec: spec('client/elicitation', 'url-mode-elicitation-requests', 'URL mode'),
  },
  {
    id: 'm12',
    change: 'Error-code range and statuses',
    legacy:
      'JSON-RPC codes plus -32002 (resource not found) and -32042 (URL elicitation required), all in HTTP 200 bodies; a bad MCP-Protocol-Version header got a bare 400',
    modern:
      '-32020 HeaderMismatch, -32021 missing capability, -32022 unsupported version (HTTP 400); -32601 on 404; any refusal before the method runs (e.g. -32602 for a bad envelope) on 400',
    step: 'error-codes',
    spec: spec('basic', 'error-codes', 'Error codes'),
  },
  {
    id: 'D1',
    change: 'Roots, Sampling, Logging deprecated',
    legacy: 'active features',
    modern: 'still valid, not for new designs: use parameters, your own LLM calls, stderr or OpenTelemetry',
    step: 'deprecations',
    spec: spec('deprecated', '', 'Deprecated features'),
  },
  {
    id: 'D2',
    change: 'HTTP+SSE transport deprecated',
    legacy: 'the 2024-11-05 two-endpoint transport still listed',
    modern: 'deprecated; use Streamable HTTP (a 2026-only server answers GET with 405)',
    step: 'deprecations',
    spec: spec('basic/transports/streamable-http', 'backward-compatibility', 'Backward compatibility'),
  },
  {
    id: 'D3',
    change: 'includeContext thisServer/allServers deprecated',
    legacy: 'sampling may ask for server context',
    modern: 'leave includeContext out or use "none"',
    step: 'deprecations',
    spec: spec('client/sampling', 'context-inclusion', 'Sampling context'),
  },
  {
    id: 'D4',
    change: 'Dynamic Client Registration deprecated',
    legacy: 'POST /register to obtain a client_id',
    modern: 'prefer Client ID Metadata Documents: an HTTPS URL as client_id',
    step: 'deprecations',
    spec: spec('basic/authorization/client-registration', 'client-id-metadata-documents', 'Client ID metadata'),
  },
  {
    id: 'S1',
    change: 'NumberSchema bounds typed as number',
    legacy: 'schema.json typed minimum, maximum and default of a number field as integer',
    modern: 'number, as the TypeScript schema always said (a default of 95.5 is valid)',
    step: 'deprecations',
    spec: spec('changelog', '', 'Changelog'),
  },
  {
    id: 'G1',
    change: 'Feature lifecycle',
    legacy: 'no stated policy for retiring features',
    modern:
      'Active, Deprecated (at least 12 months, with a migration path) or Removed; a public list of deprecated features',
    step: 'deprecations',
    spec: spec('deprecated', '', 'Deprecated features'),
  },
  {
    id: 'P1',
    change: 'SEPs as pull requests',
    legacy: 'SEPs proposed as issues',
    modern: 'one markdown file per SEP, numbered after its pull request',
    step: 'deprecations',
    spec: spec('changelog', '', 'Changelog'),
  },
];

/**
 * Whether the tour checks a change (an example or exercise judges it) or only describes it.
 *
 * @example
 * depthOf(CHEAT_SHEET[0]) // => 'taught'
 */
export function depthOf(row: CheatRow): 'taught' | 'reading' {
  return stepById(row.step)?.reading?.changes.includes(row.id) ? 'reading' : 'taught';
}
