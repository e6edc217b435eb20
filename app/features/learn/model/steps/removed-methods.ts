import { equals, status } from '../checks';
import { spec } from '../spec-links';
import type { StepDefinition } from '../types';

const request = { method: 'logging/setLevel', params: { level: 'info' } };

export const removedMethods: StepDefinition = {
  id: 'removed-methods',
  title: 'Removed methods, and the log level per request',
  summary: 'ping, logging/setLevel and resources/subscribe are gone (404, -32601); logs are asked for on each request.',
  changes: ['M5'],
  explanation: [
    'Several methods only made sense inside a session, so 2026-07-28 removes them: ping, logging/setLevel, resources/subscribe and resources/unsubscribe, and initialize for clients that send the modern envelope. A 2026 server answers them like any unknown method: -32601 (method not found) on HTTP 404.',
    'With no session there is nowhere to store a log level. A client that wants log messages for one request puts _meta["io.modelcontextprotocol/logLevel"] on that request, and the server sends notifications/message only on that request’s own stream. Without the key the server sends no log messages at all. The notification notifications/roots/list_changed is gone as well.',
    'MCP logging itself is deprecated (it still works); new servers should log to stderr or OpenTelemetry. The second example shows a request built by the library with a log level.',
  ],
  spec: [
    spec('server/utilities/logging', 'per-request-log-level', 'Per-request log level'),
    spec('basic', 'error-codes', 'Error codes'),
  ],
  example: {
    cases: [{ request: { method: 'ping' }, handler: '{:error, -32601, "Method not found", nil}' }],
    requests: [
      {
        label: 'tools/call asking for warnings and worse',
        input: { method: 'tools/call', id: 7, params: { name: 'sync', arguments: {} }, logLevel: 'warning' },
      },
    ],
  },
  live: 'removed',
  exercise: {
    kind: 'handler',
    task: 'A client sent logging/setLevel with a 2026 envelope, and this handler still obeys it. Answer the way a 2026-07-28 server must.',
    hint: 'The method no longer exists: answer with the JSON-RPC error for an unknown method, whose HTTP status is 404 (R-REMOVED-1).',
    request,
    start: '{:ok, %{}}',
    solution: '{:error, -32601, "Method not found", nil}',
    checks: [
      equals('/error/code', -32601, 'A removed method is answered as an unknown one: -32601.'),
      status(404, 'Method not found travels on HTTP 404.'),
    ],
  },
  wrong: { text: '{:error, -32600, "Invalid request", nil}', feedback: 'R-REMOVED-1' },
};
