import { contentBytes, isJsonObject, SKILLS_EXTENSION, verifySkillBytes, type JsonObject } from '../../src/index';
import type { McpSession } from './mcp-session';

// Pages of skills/list followed before the client gives up.
const MAX_PAGES = 20;

/**
 * What a host does with a server that declares the skills extension (SEP-2640): lists the skills, and
 * retrieves nothing ahead of need (no prefetch). With `load` (a skill's name or SKILL.md URI) it loads that
 * skill: reads its SKILL.md, verifies size, digest and frontmatter against the entry, and reads the other
 * files (each verified) only when SKILL.md passed; a failed check refuses the skill and stops there.
 */
export async function useSkills(
  session: McpSession,
  capabilities: JsonObject,
  load: string | undefined,
  notes: string[],
): Promise<void> {
  const extensions = capabilities['extensions'];
  if (!isJsonObject(extensions) || !isJsonObject(extensions[SKILLS_EXTENSION])) {
    if (load) notes.push(`--skill ${load}: the server does not declare ${SKILLS_EXTENSION}.`);
    return;
  }
  const skills = await listSkills(session);
  if (!load) {
    notes.push(
      `${skills.length} skill(s) listed, none loaded: files are read only for a loaded skill (--skill <name>).`,
    );
    return;
  }
  const skill = skills.find(
    (s) => s['uri'] === load || (isJsonObject(s['frontmatter']) && s['frontmatter']['name'] === load),
  );
  if (!skill || typeof skill['uri'] !== 'string')
    return void notes.push(`--skill ${load}: skills/list has no such skill.`);
  const files = Array.isArray(skill['resources']) ? skill['resources'].filter(isJsonObject) : [];
  const manifest = files.find((f) => f['uri'] === skill['uri']);
  const ordered = [...(manifest ? [manifest] : []), ...files.filter((f) => f !== manifest)];
  for (const file of ordered) {
    const refused = await readVerified(session, file, file === manifest ? skill : undefined);
    if (refused)
      return void notes.push(`Refused ${String(file['uri'])}: ${refused}; the skill ${load} was not loaded.`);
  }
  notes.push(`Loaded the skill ${load}: ${ordered.length} file(s), each verified against its entry.`);
}

async function listSkills(session: McpSession): Promise<JsonObject[]> {
  const skills: JsonObject[] = [];
  let cursor: string | undefined;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await session.request('skills/list', cursor === undefined ? {} : { cursor }, {
      label: page === 1 ? 'skills/list' : `skills/list page ${page}`,
      area: 'skills',
      tag: { kind: 'skill', step: 'list', uri: '' },
    });
    const list = answer.result?.['skills'];
    if (Array.isArray(list)) skills.push(...list.filter(isJsonObject));
    const next = answer.result?.['nextCursor'];
    if (typeof next !== 'string' || next === cursor) break;
    cursor = next;
  }
  return skills;
}

// Reads one file of the skill; the reason it must not be used, or null when it matches its entry.
async function readVerified(
  session: McpSession,
  file: JsonObject,
  skill: JsonObject | undefined,
): Promise<string | null> {
  const uri = String(file['uri']);
  const answer = await session.request(
    'resources/read',
    { uri },
    {
      label: `resources/read ${uri}`,
      area: 'skills',
      tag: { kind: 'skill', step: 'file', uri },
    },
  );
  const contents = answer.result?.['contents'];
  const content = Array.isArray(contents)
    ? (contents.filter(isJsonObject).find((c) => c['uri'] === uri) ?? contents.find(isJsonObject))
    : undefined;
  const bytes = content ? contentBytes(content) : null;
  if (!bytes) return 'no contents';
  const mismatch = await verifySkillBytes(bytes, file);
  if (mismatch) return `its ${mismatch} differs from the skill entry's`;
  if (!skill) return null;
  const differences = frontmatterDifferences(new TextDecoder().decode(bytes), skill['frontmatter']);
  return differences.length > 0 ? `its frontmatter differs from the entry's (${differences.join('; ')})` : null;
}

/**
 * The fields where a SKILL.md's frontmatter differs from the entry's. This reader takes flat `key: value`
 * lines of plain or quoted scalars; anything else (nested maps, lists, block scalars) cannot be compared, so
 * it is reported as a difference and the skill is refused rather than loaded unverified.
 */
export function frontmatterDifferences(markdown: string, entry: unknown): string[] {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(markdown);
  if (!match) return ['no frontmatter'];
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const m = /^([A-Za-z0-9_-]+):[ \t]*(.*)$/.exec(line);
    const raw = m?.[2]?.trim();
    if (!m || raw === undefined || raw === '' || /^[|>[{&*!]/.test(raw))
      return [`"${line.trim()}" is not a flat scalar this client compares`];
    fields[m[1]!] = /^(['"]).*\1$/.test(raw) ? raw.slice(1, -1) : raw;
  }
  const given = isJsonObject(entry) ? entry : {};
  return [...new Set([...Object.keys(fields), ...Object.keys(given)])].flatMap((key) =>
    fields[key] === given[key]
      ? []
      : [`${key}: file ${JSON.stringify(fields[key] ?? null)}, entry ${JSON.stringify(given[key] ?? null)}`],
  );
}
