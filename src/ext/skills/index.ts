import type { Extension } from '../types';
import { checkSkills } from './check';
import { SKILLS_FACTS } from './facts';
import { skillFollowUps, skillsProbes } from './probes';
import { SKILLS_SCHEMAS } from './schemas';
import { skillFileBytes, unknownSkills } from './session';

/**
 * The skills extension (SEP-2640, `io.modelcontextprotocol/skills`): skills/list and skills/get name
 * each skill's files with their digests and sizes; the files themselves are resources.
 *
 * @example
 * SKILLS.facts.id // => 'io.modelcontextprotocol/skills'
 * SKILLS.sessionRules.map((rule) => rule.name) // => ['unknownSkills', 'skillFileBytes']
 */
export const SKILLS: Extension = {
  facts: SKILLS_FACTS,
  schemas: SKILLS_SCHEMAS,
  check: checkSkills,
  sessionRules: [unknownSkills, skillFileBytes],
  probes: skillsProbes,
  followUps: skillFollowUps,
};
