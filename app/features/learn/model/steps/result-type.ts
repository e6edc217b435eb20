import { equals } from '../checks';
import { DEMO_SERVER_INFO, spec } from '../spec-links';
import type { StepDefinition } from '../types';

const request = { method: 'tools/call', params: { name: 'get_weather', arguments: { city: 'Paris' } } };
const weather = '{:ok, %{"content" => [%{"type" => "text", "text" => "18°C and sunny"}]}}';

export const resultType: StepDefinition = {
  id: 'result-type',
  title: 'resultType on every result',
  summary: 'Every 2026 result says what it is: "complete", "input_required", or an extension value such as "task".',
  changes: ['M8'],
  explanation: [
    'In 2026-07-28 a result is no longer just "whatever the method returns". It carries a required resultType string, so a client can tell a finished answer from an interim one before it reads anything else.',
    'Ordinary answers say "complete". A server that needs more input from the user answers "input_required" (you will meet it in the multi-round steps), and the tasks extension adds "task". Values are case-sensitive, and a client must reject a value it does not know.',
    'Clients read a missing resultType as "complete" only when the server speaks an older revision. A 2026-07-28 server that leaves it out is broken, and some clients then simply show nothing, for example an empty tool list.',
  ],
  spec: [spec('basic', 'resulttype', 'Result types'), spec('basic', 'result-responses', 'Result responses')],
  example: { cases: [{ request, handler: weather, options: { serverInfo: DEMO_SERVER_INFO } }] },
  exercise: {
    kind: 'response',
    task: 'The box holds the answer a 2025-11-25 server sends for this tools/call. Edit it into a response a 2026-07-28 client accepts: the checker must report no error for resultType.',
    hint: 'Add one member to the result object. Its value is a lowercase word (R-RESULT-TYPE-1, R-RESULT-TYPE-2).',
    request,
    from: { request, handler: weather, options: { serverInfo: DEMO_SERVER_INFO } },
    checks: [equals('/result/resultType', 'complete', 'An ordinary tool result must say resultType "complete".')],
  },
  ownServer: 'tools/list',
  wrong: {
    text: '{\n  "jsonrpc": "2.0",\n  "id": 1,\n  "result": {\n    "content": [{ "type": "text", "text": "18°C and sunny" }],\n    "resultType": "Complete"\n  }\n}',
    feedback: 'R-RESULT-TYPE-2',
  },
};
