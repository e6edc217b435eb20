import type { Scope } from '../../check/context';
import { objAt, ptr } from '../../check/context';
import { show } from '../../check/finding';
import { SKILLS_EXTENSION } from './facts';
import { skillEntryProblems } from './entries';

/**
 * R-SKILL-1..5, -7 and -9 on one exchange: every skill entry of skills/list and skills/get (what the
 * SDK's schemas leave open), skills/get answering the URI asked without a cursor, and skills requests
 * refused with -32021 (the methods are not gated on the client's declaration).
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
  const method = s.req.method;
  const code = objAt(s.msg, 'error')?.['code'];
  if ((method === 'skills/list' || method === 'skills/get') && code === -32021)
    s.report(
      'R-SKILL-7',
      ptr('error', 'code'),
      `${method} was refused with -32021; a server that declares ${SKILLS_EXTENSION} serves it to every client.`,
      { expected: 'a result', actual: '-32021' },
    );
  const result = objAt(s.msg, 'result');
  if (!result) return;
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
