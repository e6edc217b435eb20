import { isJsonObject, revealInvisible, type JsonObject } from '../../../../src/index';

/** One skill of a listing, as the view shows it (server text made visible, never rendered). */
export interface SkillRow {
  uri: string;
  name: string;
  description: string;
  files: number;
  bytes: number;
}

/** One file of an opened skill: its entry's size and digest, and what reading it showed. */
export interface SkillFileRow {
  uri: string;
  size: unknown;
  digest: unknown;
  state: 'unread' | 'verified' | 'mismatch' | 'unreadable';
  /** The read's record id (to open it in the exchange view). */
  recordId?: string;
  /** The file's text (capped), when it is text. */
  text?: string;
}

// The most files of one skill the view reads, and the most characters of one it shows.
const MAX_SKILL_FILES = 20;
export const MAX_SHOWN_CHARS = 64 * 1024;

/**
 * The skills of a skills/list result, each with its file count and declared bytes; entries that are
 * no objects with a string uri are left out (the checker names them).
 *
 * @example
 * const result = { skills: [{ uri: 'skill://a/SKILL.md', frontmatter: { name: 'a', description: 'Does a' }, resources: [{ uri: 'skill://a/SKILL.md', size: 12 }, { uri: 'skill://a/x.txt', size: 3 }] }, 7] };
 * skillRowsOf(result) // => [{ uri: 'skill://a/SKILL.md', name: 'a', description: 'Does a', files: 2, bytes: 15 }]
 */
export function skillRowsOf(result: JsonObject | null): SkillRow[] {
  const skills = result?.['skills'];
  if (!Array.isArray(skills)) return [];
  return skills.flatMap((entry) => {
    if (!isJsonObject(entry) || typeof entry['uri'] !== 'string') return [];
    const front = isJsonObject(entry['frontmatter']) ? entry['frontmatter'] : {};
    const files = Array.isArray(entry['resources']) ? entry['resources'].filter(isJsonObject) : [];
    return [
      {
        uri: revealInvisible(entry['uri']),
        name: revealInvisible(typeof front['name'] === 'string' ? front['name'] : '(no name)'),
        description: revealInvisible(typeof front['description'] === 'string' ? front['description'] : ''),
        files: files.length,
        bytes: files.reduce((sum, f) => sum + (typeof f['size'] === 'number' ? f['size'] : 0), 0),
      },
    ];
  });
}

/**
 * The files a skill entry lists, unread yet, at most MAX_SKILL_FILES (SKILL.md first).
 *
 * @example
 * const entry = { uri: 'skill://a/SKILL.md', resources: [{ uri: 'skill://a/x.txt', size: 3, digest: 'sha256:00' }, { uri: 'skill://a/SKILL.md', size: 2, digest: 'sha256:11' }] };
 * skillFilesOf(entry).map((f) => f.uri) // => ['skill://a/SKILL.md', 'skill://a/x.txt']
 */
export function skillFilesOf(entry: JsonObject): SkillFileRow[] {
  const files = Array.isArray(entry['resources']) ? entry['resources'].filter(isJsonObject) : [];
  const listed = files.flatMap((f) =>
    typeof f['uri'] === 'string'
      ? [{ uri: f['uri'], size: f['size'], digest: f['digest'], state: 'unread' as const }]
      : [],
  );
  const own = listed.filter((f) => f.uri === entry['uri']);
  return [...own, ...listed.filter((f) => f.uri !== entry['uri'])].slice(0, MAX_SKILL_FILES);
}

/**
 * The frontmatter fields of a skill entry as `[key, text]` pairs (values that are no strings as JSON).
 *
 * @example
 * frontmatterOf({ frontmatter: { name: 'a', description: 'Does a', metadata: { v: 1 } } }) // => [['name', 'a'], ['description', 'Does a'], ['metadata', '{"v":1}']]
 */
export function frontmatterOf(entry: JsonObject): [string, string][] {
  const front = isJsonObject(entry['frontmatter']) ? entry['frontmatter'] : {};
  return Object.entries(front).map(([key, value]) => [
    revealInvisible(key),
    revealInvisible(typeof value === 'string' ? value : JSON.stringify(value)),
  ]);
}
