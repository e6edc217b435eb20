import { custom, equals } from '../checks';
import { DEMO_SERVER_INFO, spec } from '../spec-links';
import type { StepDefinition } from '../types';

const request = { method: 'tools/list' };
const handler = '{:ok, %{"tools" => [%{"name" => "get_weather", "inputSchema" => %{"type" => "object"}}]}}';

export const cacheHints: StepDefinition = {
  id: 'cache-hints',
  title: 'Cache hints: ttlMs and cacheScope',
  summary: 'Cacheable results say how long they stay fresh and whether a shared cache may keep them.',
  changes: ['m5'],
  explanation: [
    'Lists and reads change rarely, yet 2025 clients had no way to know how long an answer stays good. In 2026-07-28 such results carry two hints. ttlMs is a whole number of milliseconds the answer stays fresh, like max-age in HTTP; 0 means "already stale, ask again".',
    'cacheScope says who may reuse the answer. "private" keeps it to the same user or authorization; "public" lets a shared gateway hand it to everyone. Marking a per-user list public can leak one tenant’s data to another, so choose public only for answers that are the same for all callers.',
    'The hints complement listChanged notifications, they do not replace them. In the shaping library the cache hints come from the :cache option (or the configured default), and they win over any ttlMs a handler writes itself.',
  ],
  spec: [
    spec('server/utilities/caching', 'time-to-live-ttl-field', 'Time to live'),
    spec('server/utilities/caching', 'cache-scope-field', 'Cache scope'),
  ],
  example: { cases: [{ request, handler, options: { serverInfo: DEMO_SERVER_INFO } }] },
  exercise: {
    kind: 'options',
    task: 'The box holds the shaper options for this tools/list. Make the response cacheable for five minutes, by anyone.',
    hint: 'ttlMs counts milliseconds (5 × 60 × 1000), and the scope that lets shared caches keep the answer is "public".',
    request,
    handler,
    start: JSON.stringify({ serverInfo: DEMO_SERVER_INFO, cache: { ttlMs: 60000, scope: 'private' } }, null, 2),
    solution: JSON.stringify({ serverInfo: DEMO_SERVER_INFO, cache: { ttlMs: 300000, scope: 'public' } }, null, 2),
    checks: [
      custom((o) =>
        (o.response as { result?: { ttlMs?: unknown } }).result?.ttlMs === 300
          ? 'ttlMs counts milliseconds, not seconds: five minutes is 300000.'
          : null,
      ),
      equals('/result/ttlMs', 300000, 'The answer must stay fresh for five minutes.'),
      equals('/result/cacheScope', 'public', 'Any cache, shared ones included, may keep it.'),
    ],
  },
  ownServer: 'tools/list',
  wrong: {
    text: JSON.stringify({ serverInfo: DEMO_SERVER_INFO, cache: { ttlMs: 300.5, scope: 'public' } }, null, 2),
    feedback: 'ttlMs',
  },
};
