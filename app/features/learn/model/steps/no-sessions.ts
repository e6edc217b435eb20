import { equals } from '../checks';
import { DEMO_SERVER_INFO, spec } from '../spec-links';
import type { StepDefinition } from '../types';

const request = { method: 'tools/call', params: { name: 'create_basket', arguments: {} } };
const options = { serverInfo: DEMO_SERVER_INFO };

export const noSessions: StepDefinition = {
  id: 'no-sessions',
  title: 'No sessions: state travels in handles',
  summary: 'Mcp-Session-Id is gone; a server that needs state returns a handle the model passes back.',
  changes: ['M1'],
  explanation: [
    'In 2025-11-25 the server could mint an Mcp-Session-Id when a client initialized and key everything on it: a shopping cart, an open browser, a log level. Any later request with that header reached the same state.',
    'In 2026-07-28 there are no protocol sessions. A server never mints Mcp-Session-Id and ignores one it receives, and lists such as tools/list must not depend on the connection. Any request may land on any server instance behind a load balancer.',
    'State that must outlive one call becomes ordinary tool data: a tool such as create_basket returns an id (a handle), and later calls take it as an argument. Return it both as structuredContent, for programs, and as text, for models and older clients.',
  ],
  spec: [
    spec('server/tools', 'stateful-tools', 'Stateful tools'),
    spec('basic/transports/streamable-http', 'earlier-streamable-http-revisions', 'What changed in Streamable HTTP'),
    spec('basic', 'statelessness', 'Statelessness'),
  ],
  example: {
    cases: [
      {
        request,
        handler:
          '{:ok, %{"content" => [%{"type" => "text", "text" => "{\\"basket_id\\":\\"bsk_1\\"}"}],\n        "structuredContent" => %{"basket_id" => "bsk_1"}}}',
        options,
      },
    ],
  },
  exercise: {
    kind: 'handler',
    task: 'Write the create_basket result: return the handle "bsk_42" as structuredContent (key basket_id) and mirror it as a text block, so the checker has nothing to warn about.',
    hint: 'The text block carries the JSON serialization of structuredContent (R-TOOLS-10): %{"type" => "text", "text" => "{\\"basket_id\\":\\"bsk_42\\"}"}.',
    request,
    options,
    start: '{:ok, %{"content" => [], "structuredContent" => %{"basket_id" => "bsk_42"}}}',
    solution:
      '{:ok, %{"content" => [%{"type" => "text", "text" => "{\\"basket_id\\":\\"bsk_42\\"}"}],\n        "structuredContent" => %{"basket_id" => "bsk_42"}}}',
    teaches: ['R-TOOLS-10'],
    checks: [
      equals(
        '/result/structuredContent/basket_id',
        'bsk_42',
        'structuredContent.basket_id must hold the handle bsk_42.',
      ),
    ],
  },
  wrong: {
    text: '{:ok, %{"content" => [], "structuredContent" => %{"basket_id" => "bsk_42"}}}',
    feedback: 'R-TOOLS-10',
  },
};
