import type { RuleRow } from '../../check/rule-row';
import { SPEC_PAGES } from '../../spec/urls';

const SEP_2640 = SPEC_PAGES.skillsSep;
const S = { scope: 'session' } as const;

/**
 * The skills extension's rules (SEP-2640), as rows of the catalogue `RULES` (docs/rules.md).
 *
 * @example
 * SKILLS_RULES.map((row) => row[0]).includes('R-SKILL-7') // => true
 */
export const SKILLS_RULES = [
  ['R-SKILL-1', 'MUST', SEP_2640, "a skill's uri ends in <name>/SKILL.md, name as its frontmatter says"],
  ['R-SKILL-2', 'MUST', SEP_2640, 'a skill name follows the Agent Skills naming rules'],
  ['R-SKILL-3', 'MUST', SEP_2640, 'resources lists every file of the skill once, SKILL.md included, inside it'],
  ['R-SKILL-4', 'SHOULD NOT', SEP_2640, 'no skill over 512 files or 16 MiB'],
  ['R-SKILL-5', 'SHOULD', SEP_2640, 'skills use the skill:// scheme'],
  ['R-SKILL-6', 'MUST', SEP_2640, 'skills/get of a URI that is no skill gets -32602', S],
  ['R-SKILL-7', 'MUST', SEP_2640, 'skills/list and skills/get are served, declared by the request or not'],
  ['R-SKILL-8', 'MUST', SEP_2640, "a skill file's bytes match its entry's size and digest", S],
  ['R-SKILL-9', 'MUST', SEP_2640, 'skills/get answers the skill asked for, without a cursor'],
] as const satisfies readonly RuleRow[];
