/**
 * The scan's exact findings on every real server the project's tests start, each judged by hand against
 * docs/rules.md: one row per rule and severity, the probes it is found on, and why it is right. A server
 * with no row gets no finding at all. test/integration/scan/truth.test.ts scans each server and asserts
 * exactly this set; `npm run docs:scan-truth` writes docs/scan-truth.md from it.
 *
 * @example
 * TRUTH.find((s) => s.id === 'sdk2-dual')!.rows.map((r) => `${r.severity} ${r.rule}`) // => ['error R-ORIGIN-1']
 */

/** One finding of a server's scan: its rule, severity, the probes it is on, and why it is right. */
export interface TruthRow {
  rule: string;
  severity: 'error' | 'warning' | 'info';
  /** The probes (exchange `probe` ids) it is found on, or every exchange that got an answer. */
  on: readonly string[] | 'every answered exchange';
  why: string;
}

/** A server the tests start, how, the era it speaks, and its whole finding set. */
export interface TruthServer {
  id: string;
  server: string;
  era: '2026-07-28' | '2025-11-25' | 'stdio 2026-07-28' | 'stdio 2025-11-25';
  rows: readonly TruthRow[];
}

const ORIGIN_SERVED = (on = 'foreign-origin'): TruthRow => ({
  rule: 'R-ORIGIN-1',
  severity: 'error',
  on: [on],
  why: 'a request with Origin: https://attacker.example was served (HTTP 200); every revision requires a server to check Origin and refuse an invalid one with 403',
});
const ERA_REFUSED: TruthRow = {
  rule: 'R-ERA-1',
  severity: 'error',
  on: ['discover'],
  why: 'a well-formed server/discover was refused as a 2025-era server refuses it: the one era verdict, and no modern rule judges the probes after it',
};
// SDK 1.x refuses with "id": null wherever it refuses (its transport's error helper writes no id).
const SDK1_ID_NULL = (sessions: boolean): TruthRow => ({
  rule: 'R-RPC-4',
  severity: 'error',
  on: ['discover', 'unsupported-version', ...(sessions ? ['legacy:no-session'] : [])],
  why: `its 400 refusals carry a JSON-RPC error with "id": null although each id was readable (SDK 1.x's own schema allows no null id): of server/discover (beside the era verdict), of MCP-Protocol-Version 2099-01-01 (the status every revision requires)${sessions ? ", and of the legacy phase's ping without the Mcp-Session-Id" : ''}`,
});
const SDK_403_ID_NULL: TruthRow = {
  rule: 'R-RPC-4',
  severity: 'warning',
  on: ['foreign-origin'],
  why: 'its origin guard (originValidationResponse) answers 403 with "id": null; null is no RequestId, the catalogue rates it a warning on a transport refusal, which may not have read the body',
};
const SDK_403_32000: TruthRow = {
  rule: 'R-ERR-3',
  severity: 'warning',
  on: ['foreign-origin'],
  why: 'the same 403 carries -32000, a code new implementations should not use (a SHOULD NOT, so a warning)',
};
const TMCP_ROWS: readonly TruthRow[] = [
  {
    rule: 'R-COMPL-1',
    severity: 'error',
    on: ['completion'],
    why: 'completion/complete for a prompt argument without a completer answers a result with no completion object (CompleteResult requires it)',
  },
  {
    rule: 'R-REQMETA-1',
    severity: 'error',
    on: ['missing-meta', 'meta-without-version', 'meta-without-capabilities'],
    why: 'a request without the envelope (with MCP-Protocol-Version present) must get -32602 on HTTP 400: tmcp answers -32020 to the first two and -32602 on HTTP 200 to the third',
  },
  {
    rule: 'R-TOOLS-11',
    severity: 'info',
    on: ['unknown-tool'],
    why: 'an unknown tool is answered as a tool error (isError) instead of -32602; a SHOULD shown as info because the call was refused',
  },
  {
    rule: 'R-TOOLS-14',
    severity: 'info',
    on: ['list:tools/list:1:1', 'list:tools/list:2:1'],
    why: 'its tool schemas name draft-07 in $schema, which a 2020-12 validator does not judge: said, not judged',
  },
  {
    rule: 'R-RES-6',
    severity: 'warning',
    on: ['missing-resource', 'missing-resource-segment'],
    why: 'the not-found error (-32602, right) names no data.uri (a SHOULD)',
  },
];

// Rows of one severity on the same probes, each rule with its own reason.
const rows = (severity: TruthRow['severity'], on: readonly string[], each: [string, string][]): TruthRow[] =>
  each.map(([rule, why]) => ({ rule, severity, on, why }));
const DISCOVERS = ['discover', 'missing-meta', 'meta-without-version', 'meta-without-capabilities', 'accept-json'];
const TOOL_LISTS = ['list:tools/list:1:1', 'list:tools/list:2:1'];

/** Every real server of the tests, in the order the test scans them. */
export const TRUTH: readonly TruthServer[] = [
  {
    id: 'demo-mcp',
    server: 'the embedded demo /demo/mcp (this project, conforming; the official suite passes it)',
    era: '2026-07-28',
    rows: [],
  },
  {
    id: 'demo-protected',
    server: 'the embedded demo /demo/protected behind its oidc-provider (no token given)',
    era: '2026-07-28',
    rows: [],
  },
  {
    id: 'demo-divergent',
    server:
      "the embedded demo /demo/divergent (this project's planted departures, app/server/demo/divergent/departures.ts)",
    era: '2026-07-28',
    rows: [
      {
        rule: 'R-HTTP-7',
        severity: 'warning',
        on: 'every answered exchange',
        why: 'departure session-id: every answer sets Mcp-Session-Id, and 2026-07-28 creates no sessions',
      },
      // Its DiscoverResult is served to every discover probe, the envelope-less ones included.
      ...rows('error', DISCOVERS, [
        ['R-RESULT-TYPE-1', 'departure discover-no-result-type: the DiscoverResult has no resultType'],
        ['R-DISCOVER-2', 'departure discover-no-cache-hints: the DiscoverResult lacks ttlMs and cacheScope'],
        ['R-DISCOVER-6', 'departure discover-v1-tasks-capability: capabilities.tasks, the v1 shape'],
      ]),
      ...rows('warning', DISCOVERS, [
        ['R-DISCOVER-7', 'departure discover-server-info-in-body: no serverInfo in _meta'],
        ['R-META-3', 'departure discover-server-info-in-body: serverInfo sits in the result body'],
      ]),
      ...rows('error', TOOL_LISTS, [
        ['R-CACHE-2', 'departure tools-list-bad-cache-hints: ttlMs "300000" is a string'],
        ['R-CACHE-3', 'departure tools-list-bad-cache-hints: cacheScope "shared" is no allowed value'],
        ['R-APP-2', "the broken demo app tool's _meta.ui.visibility holds an unknown value"],
        ['R-APP-8', 'the broken demo app tool declares csp on the tool, where hosts never read it'],
      ]),
      {
        rule: 'R-APP-3',
        severity: 'warning',
        on: TOOL_LISTS,
        why: 'the broken demo app tool still uses the deprecated flat _meta["ui/resourceUri"] key',
      },
      {
        rule: 'R-CACHE-1',
        severity: 'error',
        on: ['list:prompts/list:1:1', 'list:prompts/list:2:1'],
        why: 'departure prompts-list-no-cache-hints',
      },
      // Also the ghost app's resource and the probe without Mcp-Name (which is served, R-HDR-5).
      ...rows(
        'error',
        ['missing-resource', 'missing-resource-segment', 'missing-name-header', 'app-resource:2'],
        [
          ['R-RES-4', 'departure not-found-32002: a resource that does not exist gets -32002, not -32602'],
          ['R-ERR-1', 'departure not-found-32002: -32002 no longer exists in 2026-07-28'],
        ],
      ),
      {
        rule: 'R-HDR-5',
        severity: 'error',
        on: ['missing-name-header'],
        why: 'departure name-header-ignored: a resources/read without Mcp-Name is served instead of refused with 400 and -32020',
      },
      {
        rule: 'R-ERR-8',
        severity: 'error',
        on: [
          'unknown-method',
          'removed:initialize',
          'removed:logging/setLevel',
          'removed:resources/subscribe',
          'removed:resources/unsubscribe',
        ],
        why: 'departure unknown-method-200: -32601 comes on HTTP 200, not 404',
      },
      {
        rule: 'R-REMOVED-1',
        severity: 'error',
        on: ['removed:ping'],
        why: 'departure ping-served: the removed ping gets a result instead of -32601 on 404',
      },
      {
        rule: 'R-META-1',
        severity: 'warning',
        on: ['removed:ping'],
        why: 'that ping result names no server in _meta (every result should)',
      },
      {
        rule: 'R-REQMETA-1',
        severity: 'error',
        on: ['missing-meta', 'meta-without-version', 'meta-without-capabilities'],
        why: 'departure missing-meta-accepted: requests without the envelope get a result on HTTP 200',
      },
      {
        rule: 'R-REQMETA-3',
        severity: 'error',
        on: ['unsupported-version'],
        why: 'departure unsupported-version-no-requested: -32022 data lacks requested',
      },
      {
        rule: 'R-META-6',
        severity: 'info',
        on: ['read-listed', 'app-resource:0', 'app-resource:1', 'app-resource:3', 'skills:file:0', 'skills:file:1'],
        why: 'departure echoed-request-meta: resources/read results echo the request-scoped _meta keys',
      },
      {
        rule: 'R-RPC-3',
        severity: 'error',
        on: ['completion'],
        why: 'departure completion-id-as-string: the response id is the request id as a string',
      },
      {
        rule: 'R-SUB-1',
        severity: 'error',
        on: ['listen'],
        why: 'departure listen-no-ack: the listen stream starts with resources/updated, not the acknowledgment',
      },
      ...rows(
        'error',
        ['app-resource:1'],
        [
          ['R-APP-4', 'the broken demo app resource is not read as text/html;profile=mcp-app'],
          ['R-APP-6', 'the broken demo app resource is no HTML document'],
          ['R-APP-9', 'the broken demo app resource names a CSP domain that injects a directive'],
        ],
      ),
      {
        rule: 'R-APP-7',
        severity: 'error',
        on: ['app-resource:2'],
        why: 'ghost_app names a ui:// resource that does not exist',
      },
      {
        rule: 'R-SKILL-8',
        severity: 'error',
        on: ['skills:file:1'],
        why: 'a skill file of the right size but whose bytes do not match its entry digest (stale file)',
      },
      {
        rule: 'R-CACHE-4',
        severity: 'warning',
        on: [
          'call:book_table',
          'call:join_team',
          'call:test_input_required_result_elicitation',
          'call:test_input_required_result_sampling',
          'call:test_input_required_result_list_roots',
          'call:test_input_required_result_request_state',
          'call:test_input_required_result_multiple_inputs',
          'call:test_input_required_result_multi_round',
          'call:test_input_required_result_tampered_state',
          'call:test_input_required_result_capabilities',
          'call:test_missing_capability',
          'call:test_streaming_elicitation',
          'call:test_tool_with_task',
          'retry:book_table',
          'retry:test_input_required_result_multi_round',
        ],
        why: 'departure input-required-cache-hints: every input_required result carries ttlMs and cacheScope',
      },
      {
        rule: 'R-HTTP-6',
        severity: 'error',
        on: ['call:count_slowly', 'call:test_tool_with_progress'],
        why: 'departure list-changed-in-call-stream: a tools/list_changed notification in a tools/call stream',
      },
      {
        rule: 'R-TOOLS-12',
        severity: 'error',
        on: ['call:stock_level'],
        why: "stock_level's structuredContent breaks its outputSchema (a string count, a negative reorderAt)",
      },
      {
        rule: 'R-TOOLS-10',
        severity: 'warning',
        on: ['call:broken_app'],
        why: 'broken_app returns structuredContent with no text block for it',
      },
      {
        rule: 'R-APP-10',
        severity: 'error',
        on: ['call:broken_app'],
        why: 'broken_app has an app and returns an empty content array',
      },
      {
        rule: 'R-RESULT-TYPE-3',
        severity: 'error',
        on: [
          'generate_report',
          'slow_compute',
          'failing_job',
          'protocol_error_job',
          'confirm_delete',
          'multi_input',
          'test_tool_with_task',
        ].flatMap((tool) => [`tasks/get:${tool}:1`, `tasks/get:${tool}:2`]),
        why: 'departure tasks-get-result-type-task: tasks/get answers resultType "task", not "complete"',
      },
    ],
  },
  {
    id: 'sdk2-dual',
    server: '@modelcontextprotocol/server 2.4.0, createMcpHandler with its stateless 2025 fallback, no origin guard',
    era: '2026-07-28',
    rows: [ORIGIN_SERVED()],
  },
  {
    id: 'sdk2-dual-guard',
    server: 'the same, behind the SDK origin guard (originValidationResponse)',
    era: '2026-07-28',
    rows: [SDK_403_ID_NULL, SDK_403_32000],
  },
  {
    id: 'sdk2-modern',
    server: "the same, modern only (legacy: 'reject'), behind the SDK origin guard",
    era: '2026-07-28',
    rows: [SDK_403_ID_NULL, SDK_403_32000],
  },
  {
    id: 'sdk1-stateful',
    server: '@modelcontextprotocol/sdk 1.32.2 Streamable HTTP with sessions',
    era: '2025-11-25',
    rows: [ERA_REFUSED, SDK1_ID_NULL(true), ORIGIN_SERVED()],
  },
  {
    id: 'sdk1-stateless',
    server: '@modelcontextprotocol/sdk 1.32.2 Streamable HTTP, stateless',
    era: '2025-11-25',
    rows: [ERA_REFUSED, SDK1_ID_NULL(false), ORIGIN_SERVED()],
  },
  {
    id: 'sdk1-guard',
    server: 'the same with sessions, behind its own origin guard (enableDnsRebindingProtection, allowedOrigins)',
    era: '2025-11-25',
    rows: [
      ERA_REFUSED,
      SDK1_ID_NULL(true),
      {
        rule: 'R-RPC-4',
        severity: 'warning',
        on: ['foreign-origin'],
        why: 'its guard refuses the 2025-11-25 initialize with a foreign Origin with 403 (right: no R-ORIGIN-1) and "id": null; null is no RequestId, a warning on a transport refusal, as for the SDK 2.x guard',
      },
    ],
  },
  {
    id: 'era-http',
    server: '@modelcontextprotocol/sdk 1.x Streamable HTTP whose tools ask the client back (test/fixtures/legacy-era)',
    era: '2025-11-25',
    rows: [ERA_REFUSED, SDK1_ID_NULL(true), ORIGIN_SERVED()],
  },
  {
    id: 'era-sse',
    server: 'the same server over its HTTP+SSE transport (2024-11-05, /sse)',
    era: '2025-11-25',
    rows: [
      {
        ...ERA_REFUSED,
        why: 'server/discover got 404, but a GET of the URL opened the HTTP+SSE transport (an endpoint event) and its initialize was served: the era verdict, not "no MCP endpoint"',
      },
      {
        rule: 'R-LEGACY-9',
        severity: 'error',
        on: ['legacy:foreign-origin'],
        why: 'its session accepted a POST with a foreign Origin (HTTP 202); servers must validate Origin on every connection',
      },
    ],
  },
  {
    id: 'tmcp',
    server: 'tmcp 1.20.0 with allowedOrigins (another SDK)',
    era: '2026-07-28',
    rows: TMCP_ROWS,
  },
  {
    id: 'tmcp-open',
    server: 'tmcp 1.20.0 without allowedOrigins',
    era: '2026-07-28',
    rows: [...TMCP_ROWS, ORIGIN_SERVED()],
  },
  {
    id: 'foreign-400',
    server:
      'a fixture answering as another language\'s official SDK: 400 text/plain "Bad Request: Unsupported protocol version (supported versions: …)"',
    era: '2025-11-25',
    rows: [
      {
        ...ERA_REFUSED,
        why: 'a 4xx with no JSON-RPC body that names the versions it speaks: the era verdict quotes them',
      },
      ORIGIN_SERVED(),
    ],
  },
  {
    id: 'foreign-422',
    server:
      'a fixture answering as a third language\'s official SDK: 422, no Content-Type, "Unexpected message, expect initialize request"',
    era: '2025-11-25',
    rows: [
      { ...ERA_REFUSED, why: 'a 422 with no Content-Type asking for initialize: the era verdict' },
      {
        rule: 'R-ERA-3',
        severity: 'error',
        on: ['unsupported-version'],
        why: 'MCP-Protocol-Version 2099-01-01 got 422; every revision requires 400 Bad Request for an unsupported version',
      },
      ORIGIN_SERVED(),
    ],
  },
  {
    id: 'foreign-404',
    server: "a fixture refusing with a framework's 404 HTML page",
    era: '2025-11-25',
    rows: [
      {
        ...ERA_REFUSED,
        why: 'a 404 page, told from "no MCP here" by a 2025-11-25 initialize at the same URL that was served',
      },
      {
        rule: 'R-ERA-3',
        severity: 'error',
        on: ['unsupported-version'],
        why: 'MCP-Protocol-Version 2099-01-01 got 404; every revision requires 400 Bad Request',
      },
      ORIGIN_SERVED(),
      {
        rule: 'R-LEGACY-7',
        severity: 'error',
        on: ['legacy:legacy-3'],
        why: 'its session GET stream gets the 404 page; a 2025-era server answers text/event-stream or 405',
      },
    ],
  },
  {
    id: 'stdio-modern',
    server: 'the modern stdio fixture (the demo core over stdin/stdout), scan --stdio',
    era: 'stdio 2026-07-28',
    rows: [],
  },
  {
    id: 'stdio-banner',
    server: 'the same behind a banner line on stdout',
    era: 'stdio 2026-07-28',
    rows: [
      {
        rule: 'R-STDIO-1',
        severity: 'error',
        on: ['discover'],
        why: 'stdout line 1 is a banner, no JSON-RPC message; over stdio stdout carries only messages',
      },
    ],
  },
  {
    id: 'stdio-sdk1',
    server: '@modelcontextprotocol/sdk 1.x McpServer over its StdioServerTransport',
    era: 'stdio 2025-11-25',
    rows: [
      {
        ...ERA_REFUSED,
        why: 'server/discover got -32601: it speaks an earlier revision (over stdio no probe holds for every revision, so none follows)',
      },
    ],
  },
];

/**
 * What a by-hand reading found that the scan does not report yet, each with where it would be judged.
 * Empty since the era verdict's server/discover and the legacy phase's transport probes are judged for
 * "id": null too (R-RPC-4).
 *
 * @example
 * OPEN // => []
 */
export const OPEN: readonly { servers: readonly string[]; what: string }[] = [];
