import { ENVELOPE, MODERN_PROTOCOL_VERSION, TASKS_EXTENSION } from '../../../../src/index';
import { DEFAULT_INPUT, DEFAULT_REQUEST_META, type PlaygroundInput } from './input';

/** A named, addressable (`#example/<id>`) playground state that teaches one branch of the contract. */
export interface Example {
  id: string;
  title: string;
  /** What to look at, in one or two sentences. */
  lesson: string;
  input: PlaygroundInput;
}

const ECHOED_META = `%{
     "io.modelcontextprotocol/protocolVersion" => "2026-07-28",
     "io.modelcontextprotocol/clientCapabilities" => %{},
     "io.modelcontextprotocol/clientInfo" => %{"name" => "demo-client", "version" => "1.0"},
     "io.modelcontextprotocol/logLevel" => "info",
     "com.example/trace" => "t-1",
     "progressToken" => 7
   }`;

const SERVER_INFO = { enabled: true, name: 'demo-server', version: '2.1.0' };

function example(id: string, title: string, lesson: string, patch: Partial<PlaygroundInput>): Example {
  return { id, title, lesson, input: { ...DEFAULT_INPUT, requestMeta: DEFAULT_REQUEST_META, ...patch } };
}

/** The gallery, in teaching order. */
export const EXAMPLES: readonly Example[] = [
  example(
    'tools-list',
    'tools/list: cache hints added',
    'A cacheable method: the shaper adds resultType, ttlMs 60000 and cacheScope "private" from the defaults.',
    {},
  ),
  example('tool-call', 'tools/call: a plain tool result', 'tools/call is not cacheable: only resultType is added.', {
    method: 'tools/call',
    text: '{:ok, %{"content" => [%{"type" => "text", "text" => "42 files"}]}}',
  }),
  example(
    'server-discover',
    'server/discover with serverInfo',
    'discover is cacheable, and serverInfo goes into the result _meta (there is no initialize any more).',
    {
      method: 'server/discover',
      serverInfo: SERVER_INFO,
      text: '{:ok,\n %{\n   "supportedVersions" => ["2026-07-28"],\n   "capabilities" => %{"tools" => %{"listChanged" => true}},\n   "instructions" => "Call search first."\n }}',
    },
  ),
  example('prompts-list', 'prompts/list', 'Every list method is cacheable.', {
    method: 'prompts/list',
    text: '{:ok, %{"prompts" => [%{"name" => "summarize", "description" => "Summarize a file"}]}}',
  }),
  example('resources-list', 'resources/list with a cursor', 'Pagination is unchanged; the hints apply to each page.', {
    method: 'resources/list',
    text: '{:ok, %{"resources" => [%{"uri" => "file:///a.txt", "name" => "a.txt"}], "nextCursor" => "page-2"}}',
  }),
  example('resource-templates', 'resources/templates/list', 'Templates are cacheable too.', {
    method: 'resources/templates/list',
    text: '{:ok, %{"resourceTemplates" => [%{"uriTemplate" => "file:///{path}", "name" => "file"}]}}',
  }),
  example(
    'read-strips-echo',
    'resources/read: echoed _meta stripped',
    'The four request-scoped keys the handler echoed are removed; the trace id and progressToken stay (the checker notes progressToken at info level, R-META-6).',
    {
      method: 'resources/read',
      serverInfo: SERVER_INFO,
      text: `{:ok,\n %{\n   "contents" => [%{"uri" => "file:///a.txt", "text" => "hello"}],\n   "_meta" => ${ECHOED_META}\n }}`,
    },
  ),
  example(
    'call-keeps-meta',
    'tools/call keeps its own _meta',
    'tools/call never echoes the request _meta in 2026-07-28, so every key is the tool’s own and is kept; the checker notes them at info level (R-META-6).',
    {
      method: 'tools/call',
      text: `{:ok,\n %{\n   "content" => [],\n   "_meta" => ${ECHOED_META}\n }}`,
    },
  ),
  example(
    'cache-override',
    'A per-response cache override',
    'The :cache option beats the configured default for this one response.',
    {
      cacheOverride: { enabled: true, ttlMs: 5000, scope: 'public' },
    },
  ),
  example(
    'configured-defaults',
    'Configured cache defaults',
    'config :conduit_mcp, cache_ttl_ms: 300_000, cache_scope: :public',
    {
      config: { cacheTtlMs: 300000, cacheScope: 'public' },
    },
  ),
  example(
    'handler-hints-replaced',
    'Handler hints replaced (D2)',
    'On a cacheable method the shaper’s hints win over ttlMs/cacheScope the handler set.',
    {
      text: '{:ok, %{"tools" => [], "ttlMs" => 1, "cacheScope" => "public"}}',
    },
  ),
  example(
    'input-required',
    'input_required: ask the user',
    'An InputRequiredResult is never cached and has no legacy form.',
    {
      method: 'tools/call',
      requestMeta: JSON.stringify(
        {
          [ENVELOPE.protocolVersion]: MODERN_PROTOCOL_VERSION,
          [ENVELOPE.clientCapabilities]: { elicitation: {} },
        },
        null,
        2,
      ),
      serverInfo: SERVER_INFO,
      text: '{:input_required,\n %{\n   "confirm" => %{\n     "method" => "elicitation/create",\n     "params" => %{\n       "message" => "Delete 3 files?",\n       "requestedSchema" => %{"type" => "object", "properties" => %{"ok" => %{"type" => "boolean"}}}\n     }\n   }\n },\n "eyJzdGVwIjoxfQ"}',
    },
  ),
  example(
    'input-required-empty',
    'input_required with neither part',
    'Both parts nil: the shaper emits a bare input_required (D4) and the checker flags it (R-MRTR-2).',
    {
      method: 'tools/call',
      text: '{:input_required, nil, nil}',
    },
  ),
  example(
    'task',
    'A task for tools/call',
    'The task is flattened with resultType "task"; its ttlMs is retention, not a cache hint (D3).',
    {
      method: 'tools/call',
      requestMeta: JSON.stringify(
        {
          [ENVELOPE.protocolVersion]: MODERN_PROTOCOL_VERSION,
          [ENVELOPE.clientCapabilities]: { extensions: { [TASKS_EXTENSION]: {} } },
        },
        null,
        2,
      ),
      text: '{:task,\n %{\n   "taskId" => "task-7",\n   "status" => "working",\n   "createdAt" => "2026-11-30T10:00:00Z",\n   "lastUpdatedAt" => "2026-11-30T10:00:00Z",\n   "ttlMs" => 600_000,\n   "pollIntervalMs" => 1_000\n }}',
    },
  ),
  example(
    'resource-not-found',
    '-32002 rewritten to -32602',
    '2026-07-28 forbids -32002; the shaper rewrites it on every method.',
    {
      method: 'resources/read',
      text: '{:error, -32002, "Resource not found", %{"uri" => "file:///missing.txt"}}',
    },
  ),
  example('method-not-found', '-32601: HTTP 404', 'An unknown method answers 404 in the modern era; legacy sent 200.', {
    method: 'tools/unknown',
    text: '{:error, -32601, "Method not found", nil}',
  }),
  example(
    'header-mismatch',
    '-32020: HTTP 400',
    'HeaderMismatch, MissingRequiredClientCapability and UnsupportedProtocolVersion answer 400.',
    {
      method: 'tools/call',
      text: '{:error, -32020, "Mcp-Method header does not match the body", nil}',
    },
  ),
  example(
    'error-data-false',
    'Error data false is kept (D5)',
    'Only nil data is dropped by the modern shaper; the legacy one dropped false too.',
    {
      method: 'tools/call',
      text: '{:error, -32603, "Internal error", false}',
    },
  ),
  example(
    'exmcp-wrapped',
    'ExMCP: bare map wrapped',
    'tool_result with wrap_bare_map: true wraps a map without content as %{"content" => map}: content is then a map, which 2026-07-28 rejects (R-TOOLS-7).',
    {
      method: 'tools/call',
      preStep: 'tool_result_wrap',
      text: '%{value: 42, unit: :ms}',
    },
  ),
  example(
    'exmcp-not-wrapped',
    'ExMCP: bare map not wrapped',
    'The HTTP path calls tool_result without the option: the map is used as it is, so the result has no content array (R-TOOLS-7).',
    {
      method: 'tools/call',
      preStep: 'tool_result',
      text: '%{value: 42, unit: :ms}',
    },
  ),
  example(
    'exmcp-atom-keys',
    'ExMCP: atom keys to wire names',
    ':is_error becomes "isError" and input_schema would become "inputSchema"; other atoms keep their snake_case names.',
    {
      method: 'tools/call',
      preStep: 'tool_result',
      text: '%{content: [%{type: :text, text: "disk full"}], is_error: true, structured_content: %{free: 0}}',
    },
  ),
  example(
    'exmcp-struct-redacted',
    'ExMCP: a struct reason is redacted',
    'tool_error_result keeps only handler-authored text; %File.Error{} has no message field, so the client sees just the prefix.',
    {
      method: 'tools/call',
      preStep: 'tool_error_result',
      text: '%File.Error{reason: :enoent, path: "/srv/secrets/token.txt", action: "read file"}',
    },
  ),
  example(
    'exmcp-pid-redacted',
    'ExMCP: a pid reason is redacted',
    'Pids, references and functions never reach the client.',
    {
      method: 'tools/call',
      preStep: 'tool_error_result',
      text: '{:error, {:timeout, #PID<0.231.0>}}',
    },
  ),
  example(
    'exmcp-message-kept',
    'ExMCP: an exception message is kept',
    '%RuntimeError{message: "boom"} carries a binary message, which the handler authored.',
    {
      method: 'tools/call',
      preStep: 'tool_error_result',
      text: '%RuntimeError{message: "upstream API returned 503"}',
    },
  ),
];

/**
 * Finds a gallery example by id.
 *
 * @example
 * findExample('tools-list')?.title // => 'tools/list: cache hints added'
 */
export function findExample(id: string): Example | undefined {
  return EXAMPLES.find((e) => e.id === id);
}
