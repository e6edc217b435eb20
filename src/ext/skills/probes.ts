import { ofKind } from '../../check/session/answer';
import type { SessionExchange } from '../../check/session/types';
import { isJsonObject } from '../../json/types';
import type { ProbeDef } from '../../probe/scan/send-probe';
import type { FollowUps } from '../types';
import { SKILLS_EXTENSION } from './facts';

const DECLARED = { extensions: { [SKILLS_EXTENSION]: {} } };
/** The skill URI the scan invents, which no server serves. */
const UNKNOWN_SKILL = 'skill://mcp-shape-inspector-no-such-skill/SKILL.md';
/** Most files of one skill the scan reads. */
const MAX_FILES = 10;

/**
 * The scan's probes for a server that declares the skills extension: skills/list, and skills/get of a
 * skill nobody serves (R-SKILL-6), both declaring the extension.
 *
 * @example
 * skillsProbes().map((p) => p.input.method) // => ['skills/list', 'skills/get']
 */
export function skillsProbes(): ProbeDef[] {
  return [
    {
      probe: 'skills:list',
      label: 'skills/list',
      area: 'skills',
      tag: { kind: 'skill', step: 'list', uri: '' },
      input: { method: 'skills/list', clientCapabilities: DECLARED },
    },
    {
      probe: 'skills:unknown',
      label: 'skills/get of a skill that does not exist',
      area: 'skills',
      tag: { kind: 'skill', step: 'unknown', uri: UNKNOWN_SKILL },
      input: { method: 'skills/get', params: { uri: UNKNOWN_SKILL }, clientCapabilities: DECLARED },
    },
  ];
}

/**
 * After skills/list: skills/get of the first listed skill and resources/read of its files (R-SKILL-8); a
 * server that does not declare the extension gets one line on the Skills card instead.
 *
 * @example
 * skillFollowUps([]).note?.text // => 'the server does not declare io.modelcontextprotocol/skills: it serves no skills'
 */
export function skillFollowUps(session: readonly SessionExchange[]): FollowUps {
  const list = ofKind(session, 'skill').find((e) => e.tag.step === 'list');
  if (!list)
    return {
      probes: [],
      note: { area: 'skills', text: `the server does not declare ${SKILLS_EXTENSION}: it serves no skills` },
    };
  const skills = list.answer.result?.['skills'];
  const first = Array.isArray(skills) ? skills.find(isJsonObject) : undefined;
  if (!first || typeof first['uri'] !== 'string')
    return { probes: [], note: { area: 'skills', text: 'skills/list listed no skill' } };
  const uri = first['uri'];
  const files = Array.isArray(first['resources'])
    ? first['resources'].flatMap((f) => (isJsonObject(f) && typeof f['uri'] === 'string' ? [f['uri']] : []))
    : [uri];
  return {
    probes: [
      {
        probe: 'skills:get',
        label: `skills/get of ${uri}`,
        area: 'skills',
        tag: { kind: 'skill', step: 'get', uri },
        input: { method: 'skills/get', params: { uri }, clientCapabilities: DECLARED },
      },
      ...files.slice(0, MAX_FILES).map((file, i): ProbeDef => ({
        probe: `skills:file:${i}`,
        label: `resources/read of ${file}`,
        area: 'skills',
        tag: { kind: 'skill', step: 'file', uri: file },
        input: { method: 'resources/read', params: { uri: file } },
      })),
    ],
  };
}
