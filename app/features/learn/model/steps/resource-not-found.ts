import { custom, equals } from '../checks';
import { spec } from '../spec-links';
import type { StepDefinition } from '../types';

const uri = 'file:///missing.txt';
const request = { method: 'resources/read', params: { uri } };
const notFound = `{:error, -32002, "Resource not found", %{"uri" => "${uri}"}}`;

export const resourceNotFound: StepDefinition = {
  id: 'resource-not-found',
  title: 'Resource not found: -32002 becomes -32602',
  summary: 'An unknown URI is an invalid parameter now; -32002 must never be sent again.',
  changes: ['m6'],
  explanation: [
    '2025-11-25 answered a resources/read for a URI that does not exist with its own code, -32002. In 2026-07-28 the URI is simply an invalid parameter, so the answer is the standard -32602, ideally with the URI in data.uri.',
    'A 2026 server must never send -32002. Clients keep accepting it from older servers, which is why the code is still known, but it is retired for new traffic.',
    'An empty contents array is not a way to say "not found": it claims the resource exists and is empty. Use the error.',
  ],
  spec: [spec('server/resources', 'error-handling', 'Resource errors'), spec('basic', 'error-codes', 'Error codes')],
  example: {
    cases: [{ request, handler: notFound }],
  },
  exercise: {
    kind: 'response',
    task: 'Turn this legacy resource-not-found answer into a modern one that also tells the client which URI was missing.',
    hint: 'Change the code to the one for invalid params, and add a data object with the uri from the request (R-RES-4, R-RES-6).',
    request,
    from: { request, handler: '{:error, -32002, "Resource not found", nil}' },
    target: { request, handler: notFound },
    teaches: ['R-RES-6'],
    checks: [
      custom((o) =>
        (o.response as { result?: unknown }).result !== undefined
          ? 'A missing resource is an error, not a result: an empty contents array claims the resource exists.'
          : null,
      ),
      equals('/error/code', -32602, 'Resource not found is -32602 in 2026-07-28.'),
      equals('/error/data/uri', uri, 'Name the missing URI in error.data.uri.'),
    ],
  },
  wrong: {
    text: '{\n  "jsonrpc": "2.0",\n  "id": 1,\n  "result": { "resultType": "complete", "contents": [], "ttlMs": 0, "cacheScope": "private" }\n}',
    feedback: 'not a result',
  },
};
