import { equals, satisfies, status } from '../checks';
import { spec } from '../spec-links';
import type { StepDefinition } from '../types';

const request = {
  method: 'tools/call',
  params: { name: 'confirm_delete', arguments: {} },
  clientCapabilities: {},
};

export const errorCodes: StepDefinition = {
  id: 'error-codes',
  title: 'The reserved error range and the HTTP statuses',
  summary: 'MCP’s own codes live in -32020..-32099, and each error class has a fixed HTTP status.',
  changes: ['m12'],
  explanation: [
    'JSON-RPC leaves -32000..-32099 to implementations. 2026-07-28 splits it: -32000..-32019 stay free for legacy, implementation-defined errors (avoid them in new code), and -32020..-32099 belong to the specification alone.',
    'Three codes are defined there today: -32020 HeaderMismatch, -32021 MissingRequiredClientCapability and -32022 UnsupportedProtocolVersion. Drafts, and some SEP texts, still show the old numbers -32001, -32003 and -32004; do not send those.',
    'On Streamable HTTP the status follows the error class. The three codes above go with HTTP 400, -32601 (unknown or removed method) with 404, and a notification that was accepted gets 202. A request the server refuses before running the method (a bad envelope, header or version) gets 400 whatever the code, so -32602 is 400 for a missing _meta key but 200 when a running method rejects an argument. The table below takes each status from the library.',
  ],
  spec: [
    spec('basic', 'error-codes', 'Error codes'),
    spec('basic/transports/streamable-http', 'server-validation', 'Server validation'),
  ],
  example: {
    statuses: [
      { code: -32020, when: 'a routing header disagrees with the body', beforeMethod: true },
      { code: -32021, when: 'the request lacks a capability the method needs' },
      { code: -32022, when: 'the request names a version the server does not serve', beforeMethod: true },
      { code: -32602, when: 'params._meta lacks protocolVersion or clientCapabilities (step 3)', beforeMethod: true },
      { code: -32602, when: 'the method rejects an argument, e.g. an unknown resource URI' },
      { code: -32601, when: 'the method is unknown or removed' },
      { code: -32603, when: 'the server failed while running the method' },
    ],
    cases: [
      {
        request: { method: 'tools/call', params: { name: 'get_weather', arguments: {} } },
        handler: `{:error, -32020, "Header mismatch: Mcp-Name does not match params.name", nil}`,
      },
    ],
  },
  exercise: {
    kind: 'handler',
    task: 'This tool needs the elicitation capability, which the request did not declare. The handler answers with a draft code and a draft data shape: bring both up to 2026-07-28.',
    hint: 'MissingRequiredClientCapability is -32021 now, and data.requiredCapabilities is an object shaped like clientCapabilities: %{"elicitation" => %{}} (R-ERR-3, R-REQMETA-4).',
    request,
    start: '{:error, -32003, "Missing capability", %{"requiredCapabilities" => ["elicitation"]}}',
    solution: '{:error, -32021, "Missing capability", %{"requiredCapabilities" => %{"elicitation" => %{}}}}',
    teaches: ['R-ERR-3'],
    checks: [
      equals('/error/code', -32021, 'A missing client capability is -32021 (MissingRequiredClientCapability).'),
      satisfies(
        '/error/data/requiredCapabilities/elicitation',
        (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
        'data.requiredCapabilities must be an object naming elicitation, like clientCapabilities does.',
      ),
      status(400, 'This refusal travels on HTTP 400.'),
    ],
  },
  wrong: {
    text: '{:error, -32050, "Missing capability", %{"requiredCapabilities" => %{"elicitation" => %{}}}}',
    feedback: 'R-ERR-2',
  },
};
