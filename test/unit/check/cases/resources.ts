import { err, ex, good, res, type RuleCase } from '../helpers';

const read = ex('resources/read', res(good('resources/read')), { params: { uri: 'file:///a' } });
const notFound = (code: number, data?: unknown): ReturnType<typeof ex> =>
  ex('resources/read', err(code, 'Resource not found', data), { params: { uri: 'file:///nope' } });

export const resourceCases: RuleCase[] = [
  {
    rule: 'R-RES-1',
    name: 'resource without name',
    ok: ex('resources/list', res(good('resources/list'))),
    bad: ex('resources/list', res(good('resources/list', { resources: [{ uri: 'file:///a' }] }))),
    pointer: '/result/resources/0',
  },
  {
    rule: 'R-RES-2',
    name: 'templates under the wrong key',
    ok: ex('resources/templates/list', res(good('resources/templates/list'))),
    bad: ex(
      'resources/templates/list',
      res(good('resources/templates/list', { resourceTemplates: undefined, templates: [] })),
    ),
    pointer: '/result',
  },
  {
    rule: 'R-RES-3',
    name: 'contents entry without text or blob',
    ok: read,
    bad: ex('resources/read', res(good('resources/read', { contents: [{ uri: 'x' }] }))),
    pointer: '/result/contents/0',
  },
  {
    rule: 'R-RES-4',
    name: '-32002 for a missing resource',
    ok: notFound(-32602, { uri: 'file:///nope' }),
    bad: notFound(-32002),
    pointer: '/error/code',
  },
  {
    rule: 'R-RES-6',
    name: 'data.uri missing',
    ok: notFound(-32602, { uri: 'file:///nope' }),
    bad: notFound(-32602, {}),
    pointer: '/error/data',
  },
  {
    rule: 'R-PROMPT-1',
    name: 'arguments as an object',
    ok: ex('prompts/list', res(good('prompts/list'))),
    bad: ex('prompts/list', res(good('prompts/list', { prompts: [{ name: 'p', arguments: { a: 1 } }] }))),
    pointer: '/result/prompts/0/arguments',
  },
  {
    rule: 'R-PROMPT-2',
    name: 'system role',
    ok: ex('prompts/get', res(good('prompts/get'))),
    bad: ex(
      'prompts/get',
      res(good('prompts/get', { messages: [{ role: 'system', content: { type: 'text', text: 'x' } }] })),
    ),
    pointer: '/result/messages/0/role',
  },
  {
    rule: 'R-PAGE-1',
    name: 'nextCursor null',
    ok: ex('tools/list', res(good('tools/list', { nextCursor: '' }))),
    bad: ex('tools/list', res(good('tools/list', { nextCursor: null }))),
    pointer: '/result/nextCursor',
  },
  {
    rule: 'R-COMPL-1',
    name: '101 values',
    ok: ex('completion/complete', res(good('completion/complete'))),
    bad: ex(
      'completion/complete',
      res(good('completion/complete', { completion: { values: Array.from({ length: 101 }, (_, i) => String(i)) } })),
    ),
    pointer: '/result/completion/values',
  },
];
