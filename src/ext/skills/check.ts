import type { Scope } from '../../check/context';
import { objAt, ptr } from '../../check/context';
import { show } from '../../check/finding';
import { SKILLS_EXTENSION, SKILLS_FACTS } from './facts';
import { skillEntryProblems } from './entries';

/**
 * R-SKILL-1..5, -7 and -9 on one exchange: every skill entry of skills/list and skills/get (what the
 * SDK's schemas leave open), skills/get answering the URI asked without a cursor, and skills requests
 * served although the request did not declare the extension.
 *
 * @example
 * const caps = { extensions: { 'io.modelcontextprotocol/skills': {} } };
 * const _meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': caps };
 * const skill = { uri: 'skill://Git_Flow/SKILL.md', frontmatter: { name: 'Git_Flow', description: 'd' }, resources: [{ uri: 'skill://Git_Flow/SKILL.md', digest: 'sha256:' + '0'.repeat(64), size: 1 }] };
 * const body = JSON.stringify({ jsonrpc: '2.0', id: 1, result: { skills: [skill], resultType: 'complete', ttlMs: 0, cacheScope: 'public' } });
 * checkExchange({ request: { method: 'skills/list', id: 1, params: { _meta } }, response: { status: 200, body } }).filter((f) => f.rule.startsWith('R-SKILL')).map((f) => [f.rule, f.pointer])
 * // => [['R-SKILL-2', '/result/skills/0/frontmatter/name']]
 */
export function checkSkills(s: Scope): void {
  const result = objAt(s.msg, 'result');
  if (!result) return;
  const method = s.req.method;
  if (s.req.owner === SKILLS_FACTS && s.req.undeclared)
    s.report(
      'R-SKILL-7',
      ptr('result'),
      `${method} was served although the request did not declare ${SKILLS_EXTENSION}; it must get -32021.`,
      { expected: '-32021 naming the extension', actual: 'a result' },
    );
  if (method === 'skills/list' && Array.isArray(result['skills']))
    result['skills'].forEach((entry, i) => entryFindings(s, entry, ['result', 'skills', String(i)]));
  if (method === 'skills/get') {
    const skill = objAt(result, 'skill');
    if (skill) entryFindings(s, skill, ['result', 'skill']);
    const asked = s.req.params?.['uri'];
    if (skill && typeof asked === 'string' && skill['uri'] !== asked)
      s.report('R-SKILL-9', ptr('result', 'skill', 'uri'), `skills/get of ${asked} answered another skill.`, {
        expected: show(asked),
        actual: show(skill['uri']),
      });
    if ('nextCursor' in result)
      s.report('R-SKILL-9', ptr('result', 'nextCursor'), 'skills/get returns one skill and carries no cursor.', {
        expected: 'absent',
        actual: show(result['nextCursor']),
      });
  }
}

function entryFindings(s: Scope, entry: unknown, at: string[]): void {
  for (const problem of skillEntryProblems(entry))
    s.report(problem.rule, ptr(...at, ...problem.path), `This skill entry breaks SEP-2640: ${problem.message}.`);
}
