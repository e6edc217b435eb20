import { err, ex, res, type RuleCase } from '../helpers';

const SKILLS = 'io.modelcontextprotocol/skills';
const caps = { extensions: { [SKILLS]: {} } };
const D = `sha256:${'a'.repeat(64)}`;
const URI = 'skill://demo/git-workflow/SKILL.md';
const entry = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  uri: URI,
  frontmatter: { name: 'git-workflow', description: 'Git conventions' },
  resources: [
    { uri: URI, digest: D, size: 10 },
    { uri: 'skill://demo/git-workflow/references/BRANCHES.md', digest: D, size: 20 },
  ],
  ...extra,
});
const hints = { resultType: 'complete', ttlMs: 60000, cacheScope: 'public' };
const list = (skill: Record<string, unknown>, c: Record<string, unknown> = caps): ReturnType<typeof ex> =>
  ex('skills/list', res({ skills: [skill], ...hints }), { caps: c });
const get = (result: Record<string, unknown>, uri = URI): ReturnType<typeof ex> =>
  ex('skills/get', res({ skill: entry(), ...hints, ...result }), { caps, params: { uri } });
const ok = list(entry());
const many = Array.from({ length: 513 }, (_, i) => ({ uri: `skill://demo/git-workflow/f${i}.md`, digest: D, size: 1 }));

export const skillsCases: RuleCase[] = [
  {
    rule: 'R-SKILL-1',
    name: 'the last path segment is not the name',
    ok,
    bad: list(entry({ frontmatter: { name: 'git-flow', description: 'd' } })),
    pointer: '/result/skills/0/frontmatter/name',
  },
  {
    rule: 'R-SKILL-2',
    name: 'a name with a double hyphen',
    ok,
    bad: list(
      entry({
        uri: 'skill://demo/git--flow/SKILL.md',
        frontmatter: { name: 'git--flow', description: 'd' },
        resources: [{ uri: 'skill://demo/git--flow/SKILL.md', digest: D, size: 1 }],
      }),
    ),
    pointer: '/result/skills/0/frontmatter/name',
  },
  {
    rule: 'R-SKILL-3',
    name: 'a file outside the skill',
    ok,
    bad: list(
      entry({
        resources: [
          { uri: URI, digest: D, size: 1 },
          { uri: 'skill://demo/other/x.md', digest: D, size: 1 },
        ],
      }),
    ),
    pointer: '/result/skills/0/resources/1/uri',
  },
  {
    rule: 'R-SKILL-4',
    name: 'over 512 files',
    ok,
    bad: list(entry({ resources: [{ uri: URI, digest: D, size: 1 }, ...many] })),
    pointer: '/result/skills/0/resources',
  },
  {
    rule: 'R-SKILL-5',
    name: 'another scheme',
    ok,
    bad: list(
      entry({
        uri: 'github://demo/git-workflow/SKILL.md',
        resources: [{ uri: 'github://demo/git-workflow/SKILL.md', digest: D, size: 1 }],
      }),
    ),
    pointer: '/result/skills/0/uri',
  },
  {
    rule: 'R-SKILL-7',
    name: 'skills/list refused undeclared',
    ok: list(entry(), {}),
    bad: ex('skills/list', err(-32021, 'declare skills', { requiredCapabilities: caps }), { caps: {} }),
    pointer: '/error/code',
  },
  {
    rule: 'R-SKILL-9',
    name: 'skills/get with a cursor',
    ok: get({}),
    bad: get({ nextCursor: 'c2' }),
    pointer: '/result/nextCursor',
  },
];
