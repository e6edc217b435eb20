import { custom, equals, valueAt } from '../checks';
import { traceparentProblem } from '../trace-context';
import { DEMO_SERVER_INFO, spec } from '../spec-links';
import type { StepDefinition } from '../types';

const request = { method: 'server/discover' };
const options = { serverInfo: DEMO_SERVER_INFO };
const TRACEPARENT = '00-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01';
const good = `{:ok, %{"supportedVersions" => ["2026-07-28"],\n  "capabilities" => %{"tools" => %{}, "extensions" => %{"io.modelcontextprotocol/tasks" => %{}}},\n  "_meta" => %{"traceparent" => "${TRACEPARENT}"}}}`;

export const deprecations: StepDefinition = {
  id: 'deprecations',
  title: 'Extensions and trace context; deprecations for reading',
  summary:
    'Roots, Sampling, Logging and HTTP+SSE are deprecated; extensions are negotiated by id; traceparent may ride in _meta.',
  changes: ['m1', 'm2'],
  explanation: [
    'Optional features are negotiated through an "extensions" map in client and server capabilities. Its keys are extension ids with a mandatory reverse-DNS prefix, such as io.modelcontextprotocol/tasks; the value is a settings object, {} for "supported". A client declares them per request, in the envelope’s clientCapabilities, like every other capability.',
    'Any _meta may carry the OpenTelemetry keys traceparent, tracestate and baggage without a prefix, in their W3C formats: a traceparent is version-traceid-parentid-flags in lowercase hex, the version is never ff, and neither id may be all zeros.',
  ],
  reading: {
    changes: ['D1', 'D2', 'D3', 'D4', 'G1', 'S1', 'P1'],
    paragraphs: [
      'Deprecated is not invalid. Roots, Sampling and Logging still work and will for at least twelve months, but new servers should take paths as tool or config parameters, call their own LLM provider, and log to stderr or OpenTelemetry. Also deprecated: the two-endpoint HTTP+SSE transport of 2024-11-05 and includeContext "thisServer"/"allServers" in sampling. A feature is now Active, Deprecated (at least twelve months, with a migration path) or Removed, and the spec keeps a public list of deprecated features.',
      'Two changes outside the wire: the generated schema.json now types the minimum, maximum and default of a number field as number rather than integer (so a default of 95.5 is valid), and SEPs are now proposed as pull requests, one markdown file each, numbered after the pull request.',
    ],
  },
  spec: [
    spec('deprecated', '', 'Deprecated features'),
    spec('basic/versioning', 'extension-negotiation', 'Extension negotiation'),
    spec('basic', 'meta', 'Trace context in _meta'),
  ],
  example: { cases: [{ request, handler: good, options }] },
  exercise: {
    kind: 'handler',
    task: 'This discover result advertises the tasks extension under a bare name and carries a made-up traceparent. Fix both so the checker accepts them.',
    hint: `Extension ids need their prefix (io.modelcontextprotocol/tasks), and a traceparent has the W3C form version-traceid-parentid-flags, e.g. ${TRACEPARENT} (R-DISCOVER-5, R-META-7).`,
    request,
    options,
    start:
      '{:ok, %{"supportedVersions" => ["2026-07-28"],\n  "capabilities" => %{"tools" => %{}, "extensions" => %{"tasks" => %{}}},\n  "_meta" => %{"traceparent" => "abc"}}}',
    solution: good,
    checks: [
      equals(
        '/result/capabilities/extensions/io.modelcontextprotocol~1tasks',
        {},
        'Advertise the tasks extension under its full id.',
      ),
      custom((o) => {
        const problem = traceparentProblem(valueAt(o.response, '/result/_meta/traceparent'));
        return problem ? `Keep a traceparent in _meta, in the W3C format: ${problem}.` : null;
      }),
    ],
  },
  wrong: {
    text: good.replace(TRACEPARENT, 'abc'),
    feedback: 'R-META-7',
  },
};
