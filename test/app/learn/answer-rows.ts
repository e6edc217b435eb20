// Right and wrong answers for every local exercise: the unit tests and the Chromium walk type them.
import { stepById } from '../../../app/features/learn/model/steps';
import { startText } from '../../../app/features/learn/model/engine';
import type { LocalExercise } from '../../../app/features/learn/model/types';

/** One answer a learner may type: whether it must pass, and (when not) a fragment the feedback must name. */
type Row = [label: string, text: string, pass: boolean, says?: string];

const TP = '00-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01';
const discoverWith = (tp: string, ext = 'io.modelcontextprotocol/tasks') =>
  `{:ok, %{"supportedVersions" => ["2026-07-28"], "capabilities" => %{"tools" => %{}, "extensions" => %{"${ext}" => %{}}}, "_meta" => %{"traceparent" => "${tp}"}}}`;
const elicitation = (field: string, type: string, required = `["${field}"]`, key = 'confirm', extra = '') =>
  `{:input_required, %{"${key}" => %{"method" => "elicitation/create", "params" => %{${extra}"message" => "Delete 3 files?", "requestedSchema" => %{"type" => "object", "properties" => %{"${field}" => %{"type" => "${type}"}}, "required" => ${required}}}}}, "s1"}`;
const taskFields =
  '"taskId" => "786512e2", "status" => "working", "createdAt" => "2026-07-28T10:30:00Z", "lastUpdatedAt" => "2026-07-28T10:30:00Z"';

export const TABLES: Record<string, Row[]> = {
  'two-eras': [
    [
      'get_time after get_weather',
      '{:ok, %{"tools" => [%{"name" => "get_weather", "inputSchema" => %{"type" => "object"}}, %{"name" => "get_time", "inputSchema" => %{"type" => "object", "additionalProperties" => false}}]}}',
      true,
    ],
    [
      'keys reordered, get_time first',
      '{:ok, %{"tools" => [%{"inputSchema" => %{"additionalProperties" => false, "type" => "object"}, "name" => "get_time"}, %{"inputSchema" => %{"type" => "object"}, "name" => "get_weather"}]}}',
      true,
    ],
    [
      'the JSON handler form',
      '["ok", {"tools": [{"name": "get_weather", "inputSchema": {"type": "object"}}, {"name": "get_time", "inputSchema": {"type": "object", "additionalProperties": false}}]}]',
      true,
    ],
    [
      'a bare JSON object',
      '{"tools": [{"name": "get_weather", "inputSchema": {"type": "object"}}, {"name": "get_time", "inputSchema": {"type": "object", "additionalProperties": false}}]}',
      true,
    ],
    [
      'get_weather dropped',
      '{:ok, %{"tools" => [%{"name" => "get_time", "inputSchema" => %{"type" => "object", "additionalProperties" => false}}]}}',
      false,
      'Keep get_weather',
    ],
    [
      'extra properties allowed',
      '{:ok, %{"tools" => [%{"name" => "get_weather", "inputSchema" => %{"type" => "object"}}, %{"name" => "get_time", "inputSchema" => %{"type" => "object"}}]}}',
      false,
      'additionalProperties',
    ],
    [
      'array input schema',
      '{:ok, %{"tools" => [%{"name" => "get_weather", "inputSchema" => %{"type" => "object"}}, %{"name" => "get_time", "inputSchema" => %{"type" => "array", "additionalProperties" => false}}]}}',
      false,
      'R-TOOLS-2',
    ],
    [
      'misnamed tool',
      '{:ok, %{"tools" => [%{"name" => "get_weather", "inputSchema" => %{"type" => "object"}}, %{"name" => "getTime", "inputSchema" => %{"type" => "object", "additionalProperties" => false}}]}}',
      false,
      'get_time',
    ],
  ],
  'no-sessions': [
    [
      'compact text',
      '{:ok, %{"content" => [%{"type" => "text", "text" => "{\\"basket_id\\":\\"bsk_42\\"}"}], "structuredContent" => %{"basket_id" => "bsk_42"}}}',
      true,
    ],
    [
      'spaced text',
      '{:ok, %{"structuredContent" => %{"basket_id" => "bsk_42"}, "content" => [%{"text" => "{ \\"basket_id\\": \\"bsk_42\\" }", "type" => "text"}]}}',
      true,
    ],
    [
      'JSON form',
      '["ok", {"content": [{"type": "text", "text": "{\\"basket_id\\":\\"bsk_42\\"}"}], "structuredContent": {"basket_id": "bsk_42"}}]',
      true,
    ],
    [
      'another handle',
      '{:ok, %{"content" => [%{"type" => "text", "text" => "{\\"basket_id\\":\\"bsk_7\\"}"}], "structuredContent" => %{"basket_id" => "bsk_7"}}}',
      false,
      'bsk_42',
    ],
    [
      'no text mirror',
      '{:ok, %{"content" => [], "structuredContent" => %{"basket_id" => "bsk_42"}}}',
      false,
      'R-TOOLS-10',
    ],
    [
      'text disagrees',
      '{:ok, %{"content" => [%{"type" => "text", "text" => "{\\"basket_id\\":\\"bsk_1\\"}"}], "structuredContent" => %{"basket_id" => "bsk_42"}}}',
      false,
      'R-TOOLS-10',
    ],
  ],
  discover: [
    [
      'serverInfo removed',
      '{:ok, %{"supportedVersions" => ["2026-07-28"], "capabilities" => %{"tools" => %{"listChanged" => true}}}}',
      true,
    ],
    [
      'reordered, with instructions',
      '{:ok, %{"instructions" => "Weather.", "capabilities" => %{"tools" => %{"listChanged" => true}}, "supportedVersions" => ["2026-07-28"]}}',
      true,
    ],
    [
      'JSON form',
      '["ok", {"supportedVersions": ["2026-07-28"], "capabilities": {"tools": {"listChanged": true}}}]',
      true,
    ],
    [
      'serverInfo kept',
      '{:ok, %{"supportedVersions" => ["2026-07-28"], "capabilities" => %{"tools" => %{}}, "serverInfo" => %{"name" => "demo", "version" => "1.0.0"}}}',
      false,
      'R-META-3',
    ],
    ['supportedVersions removed', '{:ok, %{"capabilities" => %{"tools" => %{}}}}', false, 'supportedVersions'],
  ],
  versions: [
    [
      'the solution',
      '{:error, -32022, "Unsupported protocol version", %{"supported" => ["2026-07-28"], "requested" => "1900-01-01"}}',
      true,
    ],
    [
      'the spec’s own example, two versions',
      '{:error, -32022, "Unsupported protocol version", %{"requested" => "1900-01-01", "supported" => ["2026-07-28", "2025-11-25"]}}',
      true,
    ],
    [
      'another message, JSON form',
      '["error", -32022, "Version not served", {"supported": ["2026-07-28"], "requested": "1900-01-01"}]',
      true,
    ],
    [
      'requested missing',
      '{:error, -32022, "Unsupported protocol version", %{"supported" => ["2026-07-28"]}}',
      false,
      'requested',
    ],
    [
      'supported a string',
      '{:error, -32022, "Unsupported protocol version", %{"supported" => "2026-07-28", "requested" => "1900-01-01"}}',
      false,
      'R-REQMETA-3',
    ],
    [
      'the refused version listed',
      '{:error, -32022, "Unsupported protocol version", %{"supported" => ["1900-01-01"], "requested" => "1900-01-01"}}',
      false,
      'never the refused one',
    ],
    [
      'empty list',
      '{:error, -32022, "Unsupported protocol version", %{"supported" => [], "requested" => "1900-01-01"}}',
      false,
      'supported',
    ],
    [
      'draft code',
      '{:error, -32004, "Unsupported protocol version", %{"supported" => ["2026-07-28"], "requested" => "1900-01-01"}}',
      false,
      '-32022',
    ],
  ],
  'cache-hints': [
    [
      'the solution',
      '{"serverInfo": {"name": "demo", "version": "1.0.0"}, "cache": {"ttlMs": 300000, "scope": "public"}}',
      true,
    ],
    [
      'reordered, one line',
      '{"cache":{"scope":"public","ttlMs":300000},"serverInfo":{"version":"1.0.0","name":"demo"}}',
      true,
    ],
    [
      'seconds',
      '{"serverInfo": {"name": "demo", "version": "1.0.0"}, "cache": {"ttlMs": 300, "scope": "public"}}',
      false,
      'milliseconds',
    ],
    [
      'private',
      '{"serverInfo": {"name": "demo", "version": "1.0.0"}, "cache": {"ttlMs": 300000, "scope": "private"}}',
      false,
      'public',
    ],
    [
      'a fraction',
      '{"serverInfo": {"name": "demo", "version": "1.0.0"}, "cache": {"ttlMs": 300.5, "scope": "public"}}',
      false,
      'ttlMs',
    ],
  ],
  'cacheable-methods': [
    [
      'public, five minutes',
      '{"jsonrpc": "2.0", "id": 1, "result": {"supportedVersions": ["2026-07-28"], "capabilities": {"tools": {}}, "resultType": "complete", "ttlMs": 300000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}}}',
      true,
    ],
    [
      'private, zero, reordered',
      '{"id":1,"result":{"cacheScope":"private","ttlMs":0,"resultType":"complete","capabilities":{"tools":{}},"supportedVersions":["2026-07-28"],"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"demo","version":"1.0.0"}}},"jsonrpc":"2.0"}',
      true,
    ],
    [
      'ttlMs a string',
      '{"jsonrpc": "2.0", "id": 1, "result": {"supportedVersions": ["2026-07-28"], "capabilities": {"tools": {}}, "resultType": "complete", "ttlMs": "300000", "cacheScope": "public"}}',
      false,
      'ttlMs',
    ],
    [
      'unknown scope',
      '{"jsonrpc": "2.0", "id": 1, "result": {"supportedVersions": ["2026-07-28"], "capabilities": {"tools": {}}, "resultType": "complete", "ttlMs": 1, "cacheScope": "shared"}}',
      false,
      'cacheScope',
    ],
    [
      'negative ttl',
      '{"jsonrpc": "2.0", "id": 1, "result": {"supportedVersions": ["2026-07-28"], "capabilities": {"tools": {}}, "resultType": "complete", "ttlMs": -1, "cacheScope": "public"}}',
      false,
      'ttlMs',
    ],
    [
      'no resultType',
      '{"jsonrpc": "2.0", "id": 1, "result": {"supportedVersions": ["2026-07-28"], "capabilities": {"tools": {}}, "ttlMs": 1, "cacheScope": "public"}}',
      false,
      'resultType',
    ],
  ],
  'result-type': [
    [
      'complete',
      '{"jsonrpc": "2.0", "id": 1, "result": {"content": [{"type": "text", "text": "18°C and sunny"}], "resultType": "complete"}}',
      true,
    ],
    [
      'first, one line',
      '{"result":{"resultType":"complete","content":[{"text":"18°C and sunny","type":"text"}]},"id":1,"jsonrpc":"2.0"}',
      true,
    ],
    [
      'capitalised',
      '{"jsonrpc": "2.0", "id": 1, "result": {"content": [], "resultType": "Complete"}}',
      false,
      'R-RESULT-TYPE-2',
    ],
    ['missing', '{"jsonrpc": "2.0", "id": 1, "result": {"content": []}}', false, 'resultType'],
  ],
  'resource-not-found': [
    [
      'the solution',
      '{"jsonrpc": "2.0", "id": 1, "error": {"code": -32602, "message": "Resource not found", "data": {"uri": "file:///missing.txt"}}}',
      true,
    ],
    [
      'reordered, other message',
      '{"error":{"data":{"uri":"file:///missing.txt"},"message":"No such resource","code":-32602},"jsonrpc":"2.0","id":1}',
      true,
    ],
    [
      'old code',
      '{"jsonrpc": "2.0", "id": 1, "error": {"code": -32002, "message": "Resource not found", "data": {"uri": "file:///missing.txt"}}}',
      false,
      '-32602',
    ],
    ['no uri', '{"jsonrpc": "2.0", "id": 1, "error": {"code": -32602, "message": "Resource not found"}}', false, 'uri'],
    [
      'another uri',
      '{"jsonrpc": "2.0", "id": 1, "error": {"code": -32602, "message": "x", "data": {"uri": "file:///other.txt"}}}',
      false,
      'uri',
    ],
    [
      'empty contents',
      '{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "contents": [], "ttlMs": 0, "cacheScope": "private"}}',
      false,
      'not a result',
    ],
  ],
  'error-codes': [
    [
      'the solution',
      '{:error, -32021, "Missing capability", %{"requiredCapabilities" => %{"elicitation" => %{}}}}',
      true,
    ],
    [
      'with the form mode, JSON form',
      '["error", -32021, "This tool needs elicitation", {"requiredCapabilities": {"elicitation": {"form": {}}}}]',
      true,
    ],
    [
      'draft code',
      '{:error, -32003, "Missing capability", %{"requiredCapabilities" => %{"elicitation" => %{}}}}',
      false,
      '-32021',
    ],
    [
      'a list of names',
      '{:error, -32021, "Missing capability", %{"requiredCapabilities" => ["elicitation"]}}',
      false,
      'requiredCapabilities',
    ],
    [
      'an unassigned MCP code',
      '{:error, -32050, "Missing capability", %{"requiredCapabilities" => %{"elicitation" => %{}}}}',
      false,
      'R-ERR-2',
    ],
  ],
  'input-required': [
    ['the solution', elicitation('confirm', 'boolean', '["confirm"]', 'confirm', '"mode" => "form", '), true],
    ['no mode (form is the default), another key', elicitation('confirm', 'boolean', '["confirm"]', 'ask'), true],
    ['sampling kept', startText(stepById('input-required')!.exercise as LocalExercise), false, 'R-MRTR-6'],
    ['a string field', elicitation('confirm', 'string'), false, 'boolean'],
    ['another field name', elicitation('ok', 'boolean'), false, 'confirm'],
    ['not required', elicitation('confirm', 'boolean', '[]'), false, 'required'],
    [
      'URL mode',
      elicitation('confirm', 'boolean', '["confirm"]', 'confirm', '"mode" => "url", "url" => "https://x.example", '),
      false,
      'form',
    ],
  ],
  'url-elicitation': [
    [
      'the solution',
      '{:input_required, %{"connect" => %{"method" => "elicitation/create", "params" => %{"mode" => "url", "url" => "https://mcp.example.com/connect", "message" => "Authorize Example Co"}}}, "sealed-connect-state"}',
      true,
    ],
    [
      'reordered, other URL, JSON form',
      '["input_required", {"connect": {"params": {"message": "Sign in", "url": "https://auth.example.org/start", "mode": "url"}, "method": "elicitation/create"}}, "st"]',
      true,
    ],
    [
      'elicitationId kept',
      '{:input_required, %{"connect" => %{"method" => "elicitation/create", "params" => %{"mode" => "url", "elicitationId" => "e1", "url" => "https://mcp.example.com/connect", "message" => "m"}}}, "s"}',
      false,
      'elicitationId',
    ],
    [
      'another key',
      '{:input_required, %{"login" => %{"method" => "elicitation/create", "params" => %{"mode" => "url", "url" => "https://mcp.example.com/connect", "message" => "m"}}}, "s"}',
      false,
      'connect',
    ],
    [
      'form mode',
      '{:input_required, %{"connect" => %{"method" => "elicitation/create", "params" => %{"mode" => "form", "message" => "m", "requestedSchema" => %{"type" => "object", "properties" => %{}}}}}, "s"}',
      false,
      'URL mode',
    ],
    ['still -32042', '{:error, -32042, "This request requires more information.", nil}', false, 'input_required'],
  ],
  'removed-methods': [
    ['the solution', '{:error, -32601, "Method not found", nil}', true],
    ['another message, JSON form', '["error", -32601, "logging/setLevel was removed", null]', true],
    ['still obeys', '{:ok, %{}}', false, '-32601'],
    ['invalid request', '{:error, -32600, "Invalid request", nil}', false, 'R-REMOVED-1'],
  ],
  tasks: [
    ['the solution', `{:task, %{${taskFields}, "ttlMs" => 60000, "pollIntervalMs" => 5000}}`, true],
    [
      'reordered, with a status message, JSON form',
      '["task", {"pollIntervalMs": 5000, "ttlMs": 60000, "statusMessage": "Working", "lastUpdatedAt": "2026-07-28T10:30:00Z", "createdAt": "2026-07-28T10:30:00Z", "status": "working", "taskId": "786512e2"}]',
      true,
    ],
    ['old names', `{:task, %{${taskFields}, "ttl" => 60000, "pollInterval" => 5000}}`, false, 'R-TASK-3'],
    ['still nested', `{:task, %{"task" => %{${taskFields}, "ttlMs" => 60000}}}`, false, 'task'],
  ],
  extensions: [
    [
      'the solution',
      '{:error, -32021, "tasks/get needs the tasks extension", %{"requiredCapabilities" => %{"extensions" => %{"io.modelcontextprotocol/tasks" => %{}}}}}',
      true,
    ],
    [
      'another message, JSON form',
      '["error", -32021, "Declare io.modelcontextprotocol/tasks", {"requiredCapabilities": {"extensions": {"io.modelcontextprotocol/tasks": {}}}}]',
      true,
    ],
    ['still served', `{:ok, %{${taskFields}}}`, false, '-32021'],
    [
      'extension not named',
      '{:error, -32021, "Missing capability", %{"requiredCapabilities" => %{}}}',
      false,
      'R-TASK-7',
    ],
  ],
  'tool-schemas': [
    [
      'the solution',
      '{:ok, %{"content" => [%{"type" => "text", "text" => "[{\\"hour\\":\\"09:00\\"}]"}], "structuredContent" => [%{"hour" => "09:00"}]}}',
      true,
    ],
    [
      'spaced text, JSON form',
      '["ok", {"structuredContent": [{"hour": "09:00"}], "content": [{"type": "text", "text": "[ { \\"hour\\": \\"09:00\\" } ]"}]}]',
      true,
    ],
    [
      'wrapped',
      '{:ok, %{"content" => [%{"type" => "text", "text" => "{\\"forecasts\\":[{\\"hour\\":\\"09:00\\"}]}"}], "structuredContent" => %{"forecasts" => [%{"hour" => "09:00"}]}}}',
      false,
      'array itself',
    ],
    [
      'two entries',
      '{:ok, %{"content" => [%{"type" => "text", "text" => "[{\\"hour\\":\\"09:00\\"},{\\"hour\\":\\"10:00\\"}]"}], "structuredContent" => [%{"hour" => "09:00"}, %{"hour" => "10:00"}]}}',
      false,
      'one entry',
    ],
    [
      'another hour',
      '{:ok, %{"content" => [%{"type" => "text", "text" => "[{\\"hour\\":\\"10:00\\"}]"}], "structuredContent" => [%{"hour" => "10:00"}]}}',
      false,
      '09:00',
    ],
    ['no mirror', '{:ok, %{"content" => [], "structuredContent" => [%{"hour" => "09:00"}]}}', false, 'R-TOOLS-10'],
  ],
  deprecations: [
    ['the solution', discoverWith(TP), true],
    [
      'another valid traceparent, sampled off',
      discoverWith('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00'),
      true,
    ],
    ['made up', discoverWith('abc'), false, 'R-META-7'],
    ['version ff', discoverWith(TP.replace(/^00/, 'ff')), false, 'version ff'],
    ['all-zero trace id', discoverWith(`00-${'0'.repeat(32)}-00f067aa0ba902b7-01`), false, 'trace id'],
    [
      'all-zero parent id',
      discoverWith(`00-0af7651916cd43dd8448eb211c80319c-${'0'.repeat(16)}-01`),
      false,
      'parent id',
    ],
    ['uppercase hex', discoverWith(TP.toUpperCase()), false, 'lowercase'],
    ['bare extension id', discoverWith(TP, 'tasks'), false, 'R-DISCOVER-5'],
  ],
};
