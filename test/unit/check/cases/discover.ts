import { err, ex, good, res, type RuleCase } from '../helpers';

const ok = ex('server/discover', res(good('server/discover')));
const caps = (c: Record<string, unknown>): ReturnType<typeof ex> =>
  ex('server/discover', res(good('server/discover', { capabilities: c })));

export const discoverCases: RuleCase[] = [
  {
    rule: 'R-DISCOVER-1',
    name: 'discover answered -32601',
    ok,
    bad: ex('server/discover', err(-32601, 'Method not found'), { status: 404 }),
    pointer: '/error/code',
  },
  {
    rule: 'R-DISCOVER-2',
    name: 'no supportedVersions',
    ok,
    bad: ex('server/discover', res(good('server/discover', { supportedVersions: undefined }))),
    pointer: '/result',
  },
  {
    rule: 'R-DISCOVER-2',
    name: 'no capabilities',
    ok,
    bad: ex('server/discover', res(good('server/discover', { capabilities: undefined }))),
    pointer: '/result',
  },
  {
    rule: 'R-DISCOVER-2',
    name: 'no cache hints',
    ok,
    bad: ex('server/discover', res(good('server/discover', { ttlMs: undefined, cacheScope: undefined }))),
    pointer: '/result',
  },
  {
    rule: 'R-DISCOVER-3',
    name: 'request version not listed',
    ok,
    bad: ex('server/discover', res(good('server/discover', { supportedVersions: ['2025-11-25'] }))),
    pointer: '/result/supportedVersions',
  },
  {
    rule: 'R-DISCOVER-5',
    name: 'extension id without prefix',
    ok: caps({ extensions: { 'io.modelcontextprotocol/tasks': {} } }),
    bad: caps({ extensions: { tasks: {} } }),
    pointer: '/result/capabilities/extensions/tasks',
  },
  {
    rule: 'R-DISCOVER-5',
    name: 'tools capability not an object',
    ok: caps({ tools: { listChanged: true } }),
    bad: caps({ tools: true }),
    pointer: '/result/capabilities/tools',
  },
  {
    rule: 'R-DISCOVER-6',
    name: 'capabilities.tasks',
    ok,
    bad: caps({ tasks: { list: {} } }),
    pointer: '/result/capabilities/tasks',
  },
  {
    rule: 'R-DISCOVER-7',
    name: 'no serverInfo',
    ok,
    bad: ex('server/discover', res(good('server/discover', { _meta: undefined }))),
    pointer: '/result',
  },
];
