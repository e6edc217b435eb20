import { ex, good, res, TASKS, type RuleCase } from '../helpers';

const ok = ex('resources/read', res(good('resources/read')));
const taskGet = {
  resultType: 'complete',
  taskId: 't1',
  status: 'working',
  createdAt: '2026-08-01T00:00:00Z',
  lastUpdatedAt: '2026-08-01T00:00:00Z',
  ttlMs: 60000,
};

export const cacheCases: RuleCase[] = [
  {
    rule: 'R-CACHE-1',
    name: 'tools/list without hints',
    ok: ex('tools/list', res(good('tools/list'))),
    bad: ex('tools/list', res(good('tools/list', { ttlMs: undefined, cacheScope: undefined }))),
    pointer: '/result',
  },
  {
    rule: 'R-CACHE-1',
    name: 'discover without cacheScope',
    ok: ex('server/discover', res(good('server/discover'))),
    bad: ex('server/discover', res(good('server/discover', { cacheScope: undefined }))),
    pointer: '/result',
  },
  {
    rule: 'R-CACHE-2',
    name: 'negative ttlMs',
    ok,
    bad: ex('resources/read', res(good('resources/read', { ttlMs: -1 }))),
    pointer: '/result/ttlMs',
  },
  {
    rule: 'R-CACHE-2',
    name: 'fractional ttlMs',
    ok,
    bad: ex('resources/read', res(good('resources/read', { ttlMs: 1.5 }))),
    pointer: '/result/ttlMs',
  },
  {
    rule: 'R-CACHE-2',
    name: 'string ttlMs',
    ok,
    bad: ex('resources/read', res(good('resources/read', { ttlMs: '60000' }))),
    pointer: '/result/ttlMs',
  },
  {
    rule: 'R-CACHE-3',
    name: 'cacheScope "Public"',
    ok,
    bad: ex('resources/read', res(good('resources/read', { cacheScope: 'Public' }))),
    pointer: '/result/cacheScope',
  },
  {
    rule: 'R-CACHE-4',
    name: 'hints on input_required',
    ok: ex('resources/read', res({ resultType: 'input_required', requestState: 's' })),
    bad: ex(
      'resources/read',
      res({ resultType: 'input_required', requestState: 's', ttlMs: 0, cacheScope: 'private' }),
    ),
    pointer: '/result/ttlMs',
  },
  {
    rule: 'R-CACHE-6',
    name: 'ttlMs on tools/call',
    ok: ex('tools/call', res(good('tools/call'))),
    bad: ex('tools/call', res(good('tools/call', { ttlMs: 0 }))),
    pointer: '/result/ttlMs',
  },
  {
    rule: 'R-CACHE-6',
    name: 'a task retention ttlMs is no cache hint',
    ok: ex('tasks/get', res(taskGet), { caps: { extensions: { [TASKS]: {} } }, params: { taskId: 't1' } }),
    bad: ex('prompts/get', res(good('prompts/get', { ttlMs: 60000 }))),
    pointer: '/result/ttlMs',
  },
];
