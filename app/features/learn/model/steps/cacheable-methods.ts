import { equals, satisfies } from '../checks';
import { DEMO_SERVER_INFO, spec } from '../spec-links';
import type { StepDefinition } from '../types';

const options = { serverInfo: DEMO_SERVER_INFO, cache: { ttlMs: 300000, scope: 'public' as const } };
const discover = { method: 'server/discover' };
const read = { method: 'resources/read', params: { uri: 'file:///demo/readme.md' } };

export const cacheableMethods: StepDefinition = {
  id: 'cacheable-methods',
  title: 'Which results carry cache hints, and which never do',
  summary: 'Six methods carry hints on complete results; calls and interim results never do.',
  changes: ['m5'],
  explanation: [
    'Exactly six methods are cacheable: server/discover, tools/list, prompts/list, resources/list, resources/templates/list and resources/read. Their complete results must carry both ttlMs and cacheScope.',
    'Everything else carries neither: a tools/call or prompts/get answer is computed for one call, and an input_required result is a question back to the client, not an answer anyone could reuse. All pages of one paginated list use the same cacheScope.',
    'The changelog’s own list names five methods and forgets server/discover; the caching page and the schema include it, so send hints on discover too. The examples below apply the same :cache option to four results: look where the shaper puts hints and where it does not.',
  ],
  spec: [
    spec('server/utilities/caching', 'cacheable-results', 'Cacheable results'),
    spec('server/utilities/caching', 'interaction-with-pagination', 'Caching and pagination'),
  ],
  example: {
    cases: [
      {
        label: 'server/discover: hints',
        request: discover,
        handler: '{:ok, %{"supportedVersions" => ["2026-07-28"], "capabilities" => %{"resources" => %{}}}}',
        options,
      },
      {
        label: 'resources/read, complete: hints',
        request: read,
        handler: '{:ok, %{"contents" => [%{"uri" => "file:///demo/readme.md", "text" => "Hello"}]}}',
        options,
      },
      {
        label: 'tools/call: no hints',
        request: { method: 'tools/call', params: { name: 'get_weather', arguments: {} } },
        handler: '{:ok, %{"content" => [%{"type" => "text", "text" => "18°C"}]}}',
        options,
      },
      {
        label: 'resources/read, input_required: no hints',
        request: { ...read, clientCapabilities: { roots: {} } },
        handler: '{:input_required, %{"where" => %{"method" => "roots/list"}}, "sealed-state-1"}',
        options,
      },
    ],
  },
  exercise: {
    kind: 'response',
    task: 'This server/discover answer comes from a server that treats discover like an ordinary call: it sends no resultType and no cache hints. Fix it so the checker finds nothing wrong with its caching.',
    hint: 'Discover is one of the six: add resultType "complete", an integer ttlMs of 0 or more, and cacheScope "public" or "private" (R-CACHE-1, R-DISCOVER-2).',
    request: discover,
    from: {
      request: discover,
      handler: '{:ok, %{"supportedVersions" => ["2026-07-28"], "capabilities" => %{"tools" => %{}}}}',
      options,
    },
    strip: ['resultType', 'ttlMs', 'cacheScope'],
    checks: [
      equals('/result/resultType', 'complete', 'A discover answer is a complete result.'),
      satisfies(
        '/result/ttlMs',
        (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0,
        'ttlMs must be a whole number of milliseconds, 0 or more.',
      ),
      satisfies(
        '/result/cacheScope',
        (v) => v === 'public' || v === 'private',
        'cacheScope must be "public" or "private".',
      ),
    ],
  },
  wrong: {
    text: '{\n  "jsonrpc": "2.0",\n  "id": 1,\n  "result": {\n    "supportedVersions": ["2026-07-28"],\n    "capabilities": { "tools": {} },\n    "resultType": "complete",\n    "ttlMs": "300000",\n    "cacheScope": "shared"\n  }\n}',
    feedback: 'R-CACHE',
  },
};
