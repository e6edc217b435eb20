import { equals, satisfies, status } from '../checks';
import { spec } from '../spec-links';
import type { StepDefinition } from '../types';

const request = { method: 'server/discover', protocolVersion: '1900-01-01' };
const refusal =
  '{:error, -32022, "Unsupported protocol version",\n  %{"supported" => ["2026-07-28"], "requested" => "1900-01-01"}}';

export const versions: StepDefinition = {
  id: 'versions',
  title: 'Version negotiation per request, and -32022',
  summary:
    'Each request is accepted or refused on its own version; a refusal is HTTP 400 with -32022 naming both sides.',
  changes: ['M2', 'm12'],
  explanation: [
    'Since every request states its protocol version, the server decides request by request. A version it does not serve is refused with the error -32022 (UnsupportedProtocolVersion) on HTTP 400, and the error data must list the versions the server does support ("supported", a non-empty array) and echo the one it got ("requested").',
    'With that data the client can retry with a version both sides know. Do not list the refused version in "supported": a client that trusts the list would retry the same failing request forever.',
    'On HTTP the MCP-Protocol-Version header mirrors the body. If the two disagree, the server answers -32020 (header mismatch) instead.',
    'A client that speaks both eras sends a modern request first. A 400 whose body is a modern JSON-RPC error (-32022, -32021, -32020) means a 2026 server: correct the request or retry with a listed version. An empty body or anything else means a 2025 server: fall back to initialize for the rest of the conversation. On stdio, server/discover is the probe.',
  ],
  spec: [
    spec('basic/versioning', 'protocol-version-negotiation', 'Protocol version negotiation'),
    spec('basic/versioning', 'compatibility-matrix', 'Compatibility matrix'),
    spec('basic', 'error-codes', 'Error codes'),
  ],
  example: { cases: [{ request, handler: refusal }] },
  live: 'versions',
  exercise: {
    kind: 'handler',
    task: 'The request asked for version 1900-01-01. Complete this refusal so a client learns both what it asked for and what the server supports.',
    hint: 'The data map needs "requested" => the version from the request, next to "supported" (R-REQMETA-3).',
    request,
    start: '{:error, -32022, "Unsupported protocol version", %{"supported" => ["2026-07-28"]}}',
    solution: refusal,
    checks: [
      equals('/error/code', -32022, 'An unsupported version is refused with -32022.'),
      equals('/error/data/requested', '1900-01-01', 'The error data must echo the requested version.'),
      satisfies(
        '/error/data/supported',
        (v) =>
          Array.isArray(v) &&
          v.length > 0 &&
          v.every((x) => typeof x === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(x)) &&
          !v.includes('1900-01-01'),
        'The error data must list the versions the server does support (dates such as 2026-07-28), never the refused one.',
      ),
      status(400, 'A version refusal travels on HTTP 400.'),
    ],
  },
  wrong: {
    text: '{:error, -32022, "Unsupported protocol version", %{"supported" => "2026-07-28", "requested" => "1900-01-01"}}',
    feedback: 'R-REQMETA-3',
  },
};
