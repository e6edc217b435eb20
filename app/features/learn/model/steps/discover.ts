import { MODERN_PROTOCOL_VERSION } from '../../../../../src/index';
import { absent, equals, satisfies } from '../checks';
import { DEMO_SERVER_INFO, spec } from '../spec-links';
import type { StepDefinition } from '../types';

const request = { method: 'server/discover' };
const options = { serverInfo: DEMO_SERVER_INFO, cache: { ttlMs: 3_600_000, scope: 'public' as const } };
const discover =
  '{:ok, %{"supportedVersions" => ["2026-07-28"],\n        "capabilities" => %{"tools" => %{"listChanged" => true}},\n        "instructions" => "Weather tools."}}';

export const discoverStep: StepDefinition = {
  id: 'discover',
  title: 'server/discover, and serverInfo in result _meta',
  summary: 'A new method every server implements; the server names itself in the _meta of each result.',
  changes: ['M3', 'M2'],
  explanation: [
    'Without initialize, a client still needs a way to learn what a server offers. server/discover is that way: it returns the protocol versions the server supports, its capabilities, optional instructions for the model, and cache hints, because the answer rarely changes.',
    'Calling it is optional for the client; implementing it is not optional for the server. On stdio a client can also send it first to find out whether the process speaks 2026-07-28 at all.',
    'Where initialize went: its protocolVersion and the client’s capabilities and clientInfo now ride in every request’s _meta (step 3); the server’s protocolVersion became supportedVersions, and its capabilities and instructions moved here; serverInfo moved into each result’s _meta; notifications/initialized has no successor. The legacy pane below is the initialize exchange that carried the same facts.',
    'The server identity (name and version) moved out of the result body. It now travels in _meta["io.modelcontextprotocol/serverInfo"], on the discover result and on every other result too. Early SDKs put serverInfo at the top of the discover result, as a draft once said; conforming clients read it from _meta.',
  ],
  spec: [
    spec('server/discover', 'discoverresult', 'DiscoverResult'),
    spec('basic', 'meta', 'Per-response _meta fields'),
    spec('basic/transports/stdio', 'backward-compatibility', 'Probing the era on stdio'),
  ],
  example: { cases: [{ request, handler: discover, options }] },
  exercise: {
    kind: 'handler',
    task: 'This handler still puts serverInfo in the body, the shape from before spec PR #3002. The shaper already stamps the identity into _meta, so remove the body copy until the checker is satisfied.',
    hint: 'Delete the "serverInfo" entry from the map; keep supportedVersions and capabilities (R-META-3).',
    request,
    options,
    start:
      '{:ok, %{"supportedVersions" => ["2026-07-28"],\n        "capabilities" => %{"tools" => %{"listChanged" => true}},\n        "serverInfo" => %{"name" => "demo", "version" => "1.0.0"}}}',
    solution:
      '{:ok, %{"supportedVersions" => ["2026-07-28"],\n        "capabilities" => %{"tools" => %{"listChanged" => true}}}}',
    teaches: ['R-META-3'],
    checks: [
      absent('/result/serverInfo', 'serverInfo does not belong in the result body any more.'),
      equals(
        '/result/_meta/io.modelcontextprotocol~1serverInfo/name',
        'demo',
        'The server must still name itself in _meta.',
      ),
      satisfies(
        '/result/supportedVersions',
        (v) => Array.isArray(v) && v.includes(MODERN_PROTOCOL_VERSION),
        'supportedVersions must still list 2026-07-28.',
      ),
    ],
  },
  wrong: {
    text: '{:ok, %{"supportedVersions" => ["2026-07-28"],\n        "capabilities" => %{"tools" => %{}},\n        "serverInfo" => %{"name" => "demo", "version" => "1.0.0"}}}',
    feedback: 'R-META-3',
  },
};
