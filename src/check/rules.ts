import { AUTH_ROWS } from '../auth/rules';
import { EXTENSION_RULES } from '../ext/facts';
import { LEGACY_RULES } from './legacy/rules';
import { SPEC_PAGES } from '../spec';
import type { Level, RuleRow, Severity } from './rule-row';

export type { Level, Severity } from './rule-row';

/**
 * One rule of the catalogue (docs/rules.md).
 *
 * @example
 * RULES['R-CACHE-1'] // => { id: 'R-CACHE-1', level: 'MUST', page: 'server/utilities/caching', title: 'cacheable complete results carry ttlMs and cacheScope', scope: 'exchange' }
 */
export interface Rule {
  id: RuleId;
  level: Level;
  /** Short title for lists and reports. */
  title: string;
  /** Spec page path under the 2026-07-28 base, or a full `https://` URL (SEP-only rules). */
  page: string;
  /** `exchange`: judged from one request + response; `session`: needs several exchanges (later issue). */
  scope: 'exchange' | 'session';
  /** Severity when a rule is judged below its level's usual severity (a transport refusal, say). */
  severity?: Severity;
  /** Set on rules `checkExchange` never emits on its own (cross-references, SDK notes, not observable). */
  reference?: string;
  /** Why `severity` is below the level's, shown with every finding of the rule. */
  because?: string;
}

const SHTTP = SPEC_PAGES.streamableHttp;
const MRTR = SPEC_PAGES.mrtr;
const CACHE = SPEC_PAGES.caching;
const SUBS = SPEC_PAGES.subscriptions;

type Row = RuleRow;
const S = { scope: 'session' } as const;

// `as const` keeps each id a literal, so RuleId below is the union of the catalogue's ids.
const ROWS = [
  ['R-RPC-1', 'MUST', SPEC_PAGES.basic, 'jsonrpc is exactly "2.0"'],
  ['R-RPC-2', 'MUST', SPEC_PAGES.basic, 'exactly one of result and error'],
  ['R-RPC-3', 'MUST', SPEC_PAGES.basic, 'the response id is the request id, same type'],
  [
    'R-RPC-4',
    'MUST',
    SPEC_PAGES.schema,
    'a present id is a string or an integer',
    { severity: 'warning', because: 'a null id is JSON-RPC 2.0 for an unreadable request' },
  ],
  ['R-RPC-5', 'MUST', SPEC_PAGES.basic, 'error.code is an integer and error.message a string'],
  ['R-RPC-6', 'SHOULD', SPEC_PAGES.schema, 'error.message is one short sentence', { severity: 'info' }],
  ['R-RPC-7', 'MUST', SHTTP, 'an application/json answer is one JSON object (no batches)'],
  ['R-RPC-8', 'MUST NOT', SPEC_PAGES.patterns, 'the server sends no JSON-RPC request on a stream'],
  ['R-RESULT-TYPE-1', 'MUST', SPEC_PAGES.basic, 'every result has a string resultType'],
  [
    'R-RESULT-TYPE-2',
    'MUST',
    SPEC_PAGES.basic,
    'resultType is complete, input_required or a negotiated extension value',
  ],
  ['R-RESULT-TYPE-3', 'MUST', SPEC_PAGES.basic, 'ordinary results (and tasks/get, update, cancel) say "complete"'],
  ['R-RESULT-TYPE-4', 'MUST NOT', MRTR, 'input_required only on tools/call, prompts/get, resources/read'],
  ['R-RESULT-TYPE-5', 'MUST', SPEC_PAGES.basic, '"task" only on tools/call with the tasks extension declared'],
  [
    'R-RESULT-TYPE-6',
    'INFO',
    SPEC_PAGES.basic,
    'a missing resultType is not read as complete by modern clients',
    { reference: 'reported as R-RESULT-TYPE-1' },
  ],
  ['R-RESULT-TYPE-7', 'MUST', SPEC_PAGES.schema, 'the result matches the definition chosen by (method, resultType)'],
  ['R-META-1', 'SHOULD', SPEC_PAGES.basic, 'each result _meta names the server (serverInfo)'],
  ['R-META-2', 'MUST', SPEC_PAGES.schema, 'serverInfo is an Implementation'],
  ['R-META-3', 'INFO', SPEC_PAGES.basic, 'serverInfo goes into _meta, not the discover body', { severity: 'warning' }],
  ['R-META-4', 'MUST', SPEC_PAGES.basic, '_meta keys follow the key grammar'],
  ['R-META-5', 'SHOULD', SPEC_PAGES.basic, 'reserved _meta prefixes hold only keys MCP defines'],
  ['R-META-6', 'INFO', SPEC_PAGES.basic, 'request-scoped keys have no meaning in a result _meta'],
  ['R-META-7', 'MUST', SPEC_PAGES.basic, 'traceparent, tracestate and baggage use the W3C formats'],
  ['R-META-8', 'MUST', SPEC_PAGES.basic, 'listen-stream notifications carry the subscriptionId'],
  ['R-META-9', 'MUST', SUBS, 'the listen closing result carries the subscriptionId'],
  ['R-META-10', 'INFO', SPEC_PAGES.schema, 'request-bound notifications carry no subscriptionId'],
  ['R-REQMETA-1', 'MUST', SPEC_PAGES.basic, 'a request missing the _meta envelope gets -32602 on HTTP 400'],
  ['R-REQMETA-2', 'MUST NOT', SPEC_PAGES.basic, 'the server does not insist on clientInfo'],
  [
    'R-REQMETA-3',
    'MUST',
    SPEC_PAGES.versioning,
    'an unsupported version gets -32022 whose supported agrees with the server',
  ],
  ['R-REQMETA-4', 'MUST', SPEC_PAGES.basic, '-32021 names requiredCapabilities as an object, on HTTP 400'],
  ['R-REQMETA-5', 'SHOULD', SPEC_PAGES.logging, 'an unknown logLevel is refused with -32602', { severity: 'info' }],
  ['R-REQMETA-6', 'MUST NOT', SPEC_PAGES.logging, 'no log notifications without a requested logLevel'],
  ['R-CACHE-1', 'MUST', CACHE, 'cacheable complete results carry ttlMs and cacheScope'],
  ['R-CACHE-2', 'MUST', CACHE, 'ttlMs is an integer of 0 or more'],
  ['R-CACHE-3', 'MUST', CACHE, 'cacheScope is "public" or "private"'],
  ['R-CACHE-4', 'INFO', CACHE, 'input_required results carry no cache hints', { severity: 'warning' }],
  ['R-CACHE-5', 'MUST', CACHE, 'all pages of one list share the same cacheScope', S],
  ['R-CACHE-6', 'INFO', SPEC_PAGES.schema, 'cache hints are not defined on other results'],
  [
    'R-CACHE-7',
    'INFO',
    CACHE,
    'SDK 2.4.0 defaults to ttlMs 0 and "private"',
    { reference: 'SDK behaviour, nothing to judge' },
  ],
  ['R-MRTR-1', 'MUST', SPEC_PAGES.changelog, 'the interim result says resultType "input_required"'],
  ['R-MRTR-2', 'MUST', MRTR, 'inputRequests, requestState or both are present'],
  ['R-MRTR-3', 'MUST', MRTR, 'inputRequests maps keys to bare elicitation, sampling or roots requests'],
  ['R-MRTR-4', 'MUST', MRTR, 'inputRequests keys are unique'],
  ['R-MRTR-5', 'MUST', SPEC_PAGES.schema, 'requestState is a string'],
  ['R-MRTR-6', 'MUST NOT', MRTR, 'no input request for an undeclared client capability'],
  ['R-MRTR-7', 'MUST', MRTR, 'a tampered requestState is refused', S],
  ['R-MRTR-8', 'SHOULD', MRTR, 'missing inputResponses get a fresh input_required', S],
  ['R-MRTR-9', 'SHOULD', MRTR, 'unknown inputResponses keys are ignored', S],
  ['R-MRTR-10', 'SHOULD', MRTR, 'invalid inputResponses are never accepted as complete', S],
  ['R-MRTR-11', 'MUST', MRTR, 'a valid retry ends in a complete result', S],
  ['R-MRTR-12', 'MUST', SHTTP, 'nothing follows an input_required result on its stream'],
  ['R-MRTR-13', 'MUST', SPEC_PAGES.elicitation, 'embedded elicitations have the 2026-07-28 form or URL shape'],
  ['R-DISCOVER-1', 'MUST', SPEC_PAGES.discover, 'every server implements server/discover'],
  ['R-DISCOVER-2', 'MUST', SPEC_PAGES.discover, 'DiscoverResult has supportedVersions, capabilities and cache hints'],
  ['R-DISCOVER-3', 'MUST', SPEC_PAGES.versioning, 'the version discover answered for is among supportedVersions'],
  ['R-DISCOVER-4', 'MUST', SPEC_PAGES.prompts, 'advertised capabilities match the handlers', S],
  ['R-DISCOVER-5', 'MUST', SPEC_PAGES.versioning, 'capability values have their defined shapes'],
  ['R-DISCOVER-6', 'MUST NOT', SPEC_PAGES.discover, 'tasks are advertised under extensions, not capabilities.tasks'],
  ['R-DISCOVER-7', 'SHOULD', SPEC_PAGES.discover, 'the discover result names the server in _meta'],
  ['R-TOOLS-1', 'MUST', SPEC_PAGES.schema, 'ListToolsResult has a tools array'],
  ['R-TOOLS-2', 'MUST', SPEC_PAGES.tools, 'each Tool has a name and an object inputSchema'],
  ['R-TOOLS-3', 'SHOULD', SPEC_PAGES.tools, 'tool names are 1-128 characters of [A-Za-z0-9_.-] and unique'],
  ['R-TOOLS-4', 'SHOULD', SPEC_PAGES.tools, 'tools/list order is stable', S],
  ['R-TOOLS-5', 'MUST NOT', SPEC_PAGES.tools, 'the tool set does not change per connection', S],
  ['R-TOOLS-6', 'MUST', SHTTP, 'x-mcp-header declarations are valid'],
  ['R-TOOLS-7', 'MUST', SPEC_PAGES.tools, 'CallToolResult has content of valid ContentBlocks'],
  ['R-TOOLS-8', 'MUST', SPEC_PAGES.prompts, 'base64 data, annotation priority and audience are valid'],
  ['R-TOOLS-9', 'MUST', SPEC_PAGES.tools, 'a tool that declares an outputSchema returns structuredContent', S],
  ['R-TOOLS-10', 'SHOULD', SPEC_PAGES.tools, 'structuredContent is also given as serialized text'],
  ['R-TOOLS-11', 'SHOULD', SPEC_PAGES.tools, 'an unknown tool is a -32602 protocol error', S],
  [
    'R-TOOLS-12',
    'MUST',
    SPEC_PAGES.tools,
    'structuredContent validates against the outputSchema (JSON Schema 2020-12)',
    S,
  ],
  ['R-TOOLS-13', 'MUST', SPEC_PAGES.tools, 'inputSchema and outputSchema are valid JSON Schema 2020-12'],
  ['R-TOOLS-14', 'INFO', SPEC_PAGES.tools, 'a tool schema the checker cannot judge (a remote $ref is never fetched)'],
  ['R-RES-1', 'MUST', SPEC_PAGES.schema, 'ListResourcesResult has resources with uri and name'],
  ['R-RES-2', 'MUST', SPEC_PAGES.schema, 'ListResourceTemplatesResult has resourceTemplates'],
  ['R-RES-3', 'MUST', SPEC_PAGES.resources, 'ReadResourceResult has contents with text or blob'],
  ['R-RES-4', 'MUST', SPEC_PAGES.resources, 'resource not found is -32602, never -32002'],
  ['R-RES-5', 'MUST NOT', SPEC_PAGES.resources, 'an unknown resource never gets empty contents', S],
  ['R-RES-6', 'SHOULD', SPEC_PAGES.resources, 'the not-found error data.uri is the requested URI'],
  ['R-RES-7', 'SHOULD', SPEC_PAGES.resources, 'internal failures use -32603', S],
  ['R-PROMPT-1', 'MUST', SPEC_PAGES.schema, 'ListPromptsResult has prompts with names and arguments'],
  ['R-PROMPT-2', 'MUST', SPEC_PAGES.prompts, 'GetPromptResult has messages with user/assistant roles'],
  ['R-PROMPT-3', 'SHOULD', SPEC_PAGES.prompts, 'an unknown prompt gets -32602', S],
  ['R-PAGE-1', 'MUST', SPEC_PAGES.pagination, 'a present nextCursor is a string'],
  ['R-PAGE-2', 'SHOULD', SPEC_PAGES.pagination, 'an invalid cursor gets -32602', S],
  ['R-COMPL-1', 'MUST', SPEC_PAGES.completion, 'completion.values is a string array of at most 100'],
  ['R-COMPL-2', 'SHOULD', SPEC_PAGES.completion, 'unsupported completions get -32601', S],
  ['R-ERR-1', 'MUST NOT', SPEC_PAGES.basic, '-32002 and -32042 are never sent'],
  ['R-ERR-2', 'MUST NOT', SPEC_PAGES.basic, 'only -32020, -32021, -32022 are used in -32099..-32020'],
  ['R-ERR-3', 'SHOULD NOT', SPEC_PAGES.basic, 'codes -32000..-32019 are avoided'],
  ['R-ERR-4', 'SHOULD', SPEC_PAGES.basic, 'application codes lie outside -32768..-32000', { severity: 'info' }],
  ['R-ERR-5', 'MUST', SHTTP, '-32020 HeaderMismatch comes with HTTP 400'],
  ['R-ERR-6', 'MUST', SPEC_PAGES.basic, '-32021 data and status', { reference: 'reported as R-REQMETA-4' }],
  ['R-ERR-7', 'MUST', SPEC_PAGES.basic, '-32022 data and status', { reference: 'reported as R-REQMETA-3' }],
  ['R-ERR-8', 'MUST', SHTTP, '-32601 Method not found comes with HTTP 404'],
  [
    'R-ERR-9',
    'MUST',
    SPEC_PAGES.schema,
    '-32602 is the code for invalid params',
    { reference: 'reported by the rules of each case' },
  ],
  [
    'R-ERR-10',
    'INFO',
    SPEC_PAGES.basic,
    'standard codes keep their JSON-RPC meaning',
    { reference: 'validated by R-RPC-5' },
  ],
  ['R-HTTP-1', 'MUST', SHTTP, 'a request is answered as application/json or text/event-stream'],
  ['R-HTTP-2', 'MUST', SHTTP, 'an accepted notification gets 202 and an empty body'],
  ['R-HTTP-3', 'MUST', SHTTP, 'the HTTP status follows the status matrix (results: 200)'],
  ['R-HTTP-4', 'SHOULD', SHTTP, 'SSE responses send X-Accel-Buffering: no'],
  ['R-HTTP-5', 'MUST', SHTTP, 'an SSE stream holds data frames and exactly one response, last'],
  ['R-HTTP-6', 'MUST', SHTTP, 'notifications before the response belong to the request'],
  ['R-HTTP-7', 'SHOULD', SHTTP, 'no Mcp-Session-Id (the revision is stateless)'],
  ['R-HTTP-8', 'INFO', SPEC_PAGES.changelog, 'SSE event ids carry no meaning'],
  [
    'R-HTTP-9',
    'SHOULD',
    SPEC_PAGES.versioning,
    'an error to initialize lists the supported versions',
    { severity: 'info' },
  ],
  ['R-HDR-1', 'MUST', SHTTP, 'a missing MCP-Protocol-Version header gets 400 + -32020'],
  ['R-HDR-2', 'MUST', SHTTP, 'a header/body protocol version mismatch gets 400 + -32020'],
  ['R-HDR-3', 'MUST', SHTTP, 'a missing Mcp-Method gets 400 + -32020'],
  ['R-HDR-4', 'MUST', SHTTP, 'an Mcp-Method that differs from the body gets 400 + -32020'],
  ['R-HDR-5', 'MUST', SHTTP, 'a missing or different Mcp-Name gets 400 + -32020'],
  ['R-HDR-6', 'MUST', SHTTP, 'header names compare case-insensitively'],
  ['R-HDR-7', 'MUST', SHTTP, 'whitespace around header values is trimmed'],
  ['R-HDR-8', 'MUST', SHTTP, 'the =?base64?…?= sentinel is decoded; invalid Base64 gets -32020'],
  ['R-HDR-9', 'MUST', SHTTP, 'Mcp-Param-* headers match the x-mcp-header arguments', S],
  ['R-HDR-10', 'MUST', SHTTP, 'Mcp-Param-* values with invalid characters are refused', S],
  ['R-HDR-11', 'INFO', SHTTP, 'no header rules for notification POSTs', { reference: 'nothing to judge' }],
  ['R-ORIGIN-1', 'MUST', SHTTP, 'an invalid Origin gets 403', S],
  ['R-ORIGIN-2', 'INFO', SHTTP, 'hostile Host/Origin get a 4xx (conformance probe)', S],
  ['R-ORIGIN-3', 'SHOULD', SHTTP, 'local servers bind to 127.0.0.1', { reference: 'not observable' }],
  [
    'R-ORIGIN-4',
    'INFO',
    SHTTP,
    'SDK origin validation lets requests without Origin through',
    { reference: 'SDK behaviour' },
  ],
  ['R-REMOVED-1', 'MUST', SHTTP, 'removed methods get 404 + -32601'],
  ['R-REMOVED-2', 'MUST', SPEC_PAGES.changelog, 'tasks/result and tasks/list get -32601'],
  ['R-REMOVED-3', 'MUST NOT', SPEC_PAGES.changelog, 'no removed server-side messages on any stream'],
  ['R-REMOVED-4', 'MAY', SPEC_PAGES.versioning, 'initialize without envelope may be served as legacy'],
  ['R-SUB-1', 'MUST', SUBS, 'a listen stream starts with the acknowledgement'],
  ['R-SUB-2', 'MUST', SUBS, 'the acknowledged filter is within the requested one'],
  ['R-SUB-3', 'MUST NOT', SUBS, 'no notification of a type that was not requested'],
  ['R-SUB-4', 'MUST', SUBS, 'listen notifications carry subscriptionId', { reference: 'reported as R-META-8' }],
  ['R-SUB-5', 'MUST NOT', SPEC_PAGES.logging, 'no progress or log notifications on a listen stream'],
  ['R-SUB-6', 'SHOULD', SUBS, 'the server closes a listen stream with a result'],
  ['R-SUB-7', 'SHOULD', SPEC_PAGES.tools, 'list changes are notified on open listen streams', S],
  ['R-SUB-8', 'INFO', SUBS, 'SDK: invalid filters get an in-band -32602', { reference: 'SDK behaviour' }],
  // Each extension's rows (src/ext/<name>/rules.ts), where the tasks rows always stood.
  ...EXTENSION_RULES,
  ['R-ERA-1', 'VERDICT', SPEC_PAGES.versioning, 'the server serves 2026-07-28, not only earlier revisions'],
  ['R-ERA-2', 'INFO', SPEC_PAGES.versioning, 'a 2025-11-25 exchange with a dual-era server: judged by nothing here'],
  // The legacy era's own rules (src/check/legacy/rules.ts): 2025-era traffic, judged by judgeLegacy.
  ...LEGACY_RULES,
  [
    'R-STDIO-1',
    'MUST NOT',
    SPEC_PAGES.transports,
    'a stdio server writes nothing to stdout that is not a JSON-RPC message, one per line',
    S,
  ],
  ['R-STDIO-2', 'SHOULD', SPEC_PAGES.transports, 'a stdio server exits when its stdin is closed', S],
  [
    'R-ERA-3',
    'MUST',
    SHTTP,
    'a server of an earlier revision answers an unsupported MCP-Protocol-Version with 400 Bad Request',
    S,
  ],
  [
    'R-LIMIT',
    'INFO',
    SHTTP,
    "an answer within the scan's byte cap (product-internal, not judged)",
    { severity: 'warning', reference: 'a limit of the scan, reported by the scan itself' },
  ],
  [
    'R-INTERNAL',
    'INFO',
    SPEC_PAGES.basic,
    'the checker could not finish a check (product-internal: no rule of the specification)',
  ],
  ...AUTH_ROWS,
] as const satisfies readonly Row[];

/**
 * A rule id of the catalogue: a typo such as `'R-TYPO-1'` fails the typecheck.
 *
 * @example
 * const id: RuleId = 'R-CACHE-1';
 * isRuleId(id) // => true
 */
export type RuleId = (typeof ROWS)[number][0];

/**
 * Every rule of the catalogue, by id, with its level, spec page and scope.
 *
 * @example
 * RULES['R-CACHE-1']?.level // => 'MUST'
 * RULES['R-CACHE-5']?.scope // => 'session'
 */
export const RULES: Readonly<Record<RuleId, Rule>> = Object.fromEntries(
  ROWS.map((row: Row) => {
    const [id, level, page, title, extra] = row;
    return [id, { id, level, page, title, scope: extra?.scope ?? 'exchange', ...extra }];
  }),
) as Record<RuleId, Rule>;

/**
 * The rule of an id, or undefined when the id is not in the catalogue.
 *
 * @example
 * ruleOf('R-CACHE-1')?.level // => 'MUST'
 * ruleOf('R-NOPE-1') // => undefined
 */
export function ruleOf(id: string): Rule | undefined {
  return isRuleId(id) ? RULES[id] : undefined;
}

/**
 * Whether a string is a rule id of the catalogue.
 *
 * @example
 * isRuleId('R-RPC-1') // => true
 */
export function isRuleId(id: string): id is RuleId {
  return Object.hasOwn(RULES, id);
}

/**
 * The rules `checkExchange` cannot judge from one exchange (they need a session or a probe).
 *
 * @example
 * sessionRules().map((r) => r.id).includes('R-TOOLS-4') // => true
 */
export function sessionRules(): Rule[] {
  return Object.values(RULES).filter((r) => r.scope === 'session');
}

/**
 * The rules `checkExchange` emits (exchange scope, not a cross-reference).
 *
 * @example
 * exchangeRules().some((r) => r.id === 'R-RPC-1') // => true
 */
export function exchangeRules(): Rule[] {
  return Object.values(RULES).filter(
    (r) => r.scope === 'exchange' && r.reference === undefined && r.id !== 'R-INTERNAL',
  );
}
