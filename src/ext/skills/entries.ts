import { SKILL_DIGEST_PATTERN, SKILL_LIMITS } from '@modelcontextprotocol/core/ext/skills';
import { isJsonObject, type JsonObject } from '../../json/types';
import { base64ToBytes } from '../../text/base64';
import { sha256Hex } from './sha256';

/** One problem of a skill entry: its rule, the path under the entry, and what is wrong. */
export interface EntryProblem {
  rule: 'R-SKILL-1' | 'R-SKILL-2' | 'R-SKILL-3' | 'R-SKILL-4' | 'R-SKILL-5';
  path: readonly string[];
  message: string;
}

// The Agent Skills naming rules: lowercase letters, digits and single hyphens, 1 to 64 characters.
const NAME = /^(?!.*--)[a-z0-9]([a-z0-9-]{0,62}[a-z0-9])?$/;

/**
 * What SEP-2640 asks of a skill entry beyond its schema (the SDK's `SkillSchema`): the uri ends in
 * `<name>/SKILL.md`, the name follows the naming rules, `resources` lists every file once (SKILL.md
 * included) inside the skill, within the interoperability limits, under `skill://`.
 *
 * @example
 * const entry = { uri: 'skill://demo/git-flow/SKILL.md', frontmatter: { name: 'git-workflow', description: 'd' }, resources: [] };
 * skillEntryProblems(entry).map((p) => `${p.rule} ${p.path.join('/')}`) // => ['R-SKILL-1 frontmatter/name', 'R-SKILL-3 resources']
 */
export function skillEntryProblems(entry: unknown): EntryProblem[] {
  if (!isJsonObject(entry) || typeof entry['uri'] !== 'string') return [];
  const uri = entry['uri'];
  const out: EntryProblem[] = [];
  const name = isJsonObject(entry['frontmatter']) ? entry['frontmatter']['name'] : undefined;
  const segments = uri.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').split('/');
  if (segments.at(-1) !== 'SKILL.md' || segments.length < 2)
    out.push({ rule: 'R-SKILL-1', path: ['uri'], message: `${uri} does not end in <skill-path>/SKILL.md` });
  else if (typeof name === 'string' && segments.at(-2) !== name)
    out.push({
      rule: 'R-SKILL-1',
      path: ['frontmatter', 'name'],
      message: `the last skill-path segment of ${uri} is "${segments.at(-2)}", but the frontmatter names "${name}"`,
    });
  if (typeof name === 'string' && !NAME.test(name))
    out.push({
      rule: 'R-SKILL-2',
      path: ['frontmatter', 'name'],
      message: `"${name}" is no valid skill name (a-z, 0-9, single hyphens, at most 64)`,
    });
  if (!uri.startsWith('skill://'))
    out.push({ rule: 'R-SKILL-5', path: ['uri'], message: `${uri} is not under skill://` });
  const resources = entry['resources'];
  if (Array.isArray(resources)) out.push(...resourceProblems(uri, resources));
  return out;
}

function resourceProblems(uri: string, resources: readonly unknown[]): EntryProblem[] {
  const out: EntryProblem[] = [];
  const files = resources.filter(isJsonObject);
  const root = uri.slice(0, -'SKILL.md'.length);
  if (!files.some((f) => f['uri'] === uri))
    out.push({ rule: 'R-SKILL-3', path: ['resources'], message: `resources has no entry for the skill's own ${uri}` });
  const seen = new Set<unknown>();
  files.forEach((f, i) => {
    if (seen.has(f['uri']))
      out.push({
        rule: 'R-SKILL-3',
        path: ['resources', String(i), 'uri'],
        message: `${String(f['uri'])} is listed twice`,
      });
    seen.add(f['uri']);
    if (typeof f['uri'] === 'string' && !f['uri'].startsWith(root))
      out.push({
        rule: 'R-SKILL-3',
        path: ['resources', String(i), 'uri'],
        message: `${f['uri']} is outside the skill's ${root}`,
      });
  });
  const bytes = files.reduce((sum, f) => sum + (typeof f['size'] === 'number' ? f['size'] : 0), 0);
  if (files.length > SKILL_LIMITS.files || bytes > SKILL_LIMITS.bytes)
    out.push({
      rule: 'R-SKILL-4',
      path: ['resources'],
      message: `${files.length} files, ${bytes} bytes: over the limits hosts must accept (${SKILL_LIMITS.files} files, ${SKILL_LIMITS.bytes} bytes)`,
    });
  return out;
}

/**
 * The raw bytes a resources/read content carries (text as UTF-8, blob decoded), or null.
 *
 * @example
 * contentBytes({ uri: 'skill://a/SKILL.md', text: 'é' })?.length // => 2
 * contentBytes({ uri: 'x', blob: 'AAE=' })?.length // => 2
 */
export function contentBytes(content: JsonObject): Uint8Array | null {
  if (typeof content['text'] === 'string') return new TextEncoder().encode(content['text']);
  return typeof content['blob'] === 'string' ? base64ToBytes(content['blob']) : null;
}

/**
 * Holds a skill file's bytes to its entry's `{size, digest}` (SHA-256): the reason it fails (`size`
 * first, then `digest`), or null when both match. A digest that is no `sha256:<64 hex>` never matches.
 *
 * @example
 * const bytes = new TextEncoder().encode('hi');
 * skillBytesProblem(bytes, { size: 2, digest: 'sha256:8f434346648f6b96df89dda901c5176b10a6d83961dd3c1ac88b59b2dc327aa4' }) // => null
 * skillBytesProblem(bytes, { size: 3, digest: 'sha256:00' }) // => 'size'
 * skillBytesProblem(bytes, { size: 2, digest: 'sha256:' + '0'.repeat(64) }) // => 'digest'
 */
export function skillBytesProblem(
  bytes: Uint8Array,
  entry: { size?: unknown; digest?: unknown },
): 'size' | 'digest' | null {
  if (entry.size !== bytes.length) return 'size';
  return typeof entry.digest === 'string' &&
    SKILL_DIGEST_PATTERN.test(entry.digest) &&
    entry.digest === skillDigestOf(bytes)
    ? null
    : 'digest';
}

/**
 * The digest a skill entry gives for these bytes: `sha256:` and 64 lowercase hex digits.
 *
 * @example
 * skillDigestOf(new TextEncoder().encode('hi')) // => 'sha256:8f434346648f6b96df89dda901c5176b10a6d83961dd3c1ac88b59b2dc327aa4'
 */
export function skillDigestOf(bytes: Uint8Array): string {
  return `sha256:${sha256Hex(bytes)}`;
}

/**
 * Checks a skill file's bytes against its entry's `{size, digest}` (as `skillBytesProblem`; kept
 * asynchronous for its callers): the reason it fails (`size` or `digest`), or null when both match.
 *
 * @example
 * const bytes = new TextEncoder().encode('hi');
 * await verifySkillBytes(bytes, { size: 2, digest: 'sha256:8f434346648f6b96df89dda901c5176b10a6d83961dd3c1ac88b59b2dc327aa4' }) // => null
 * await verifySkillBytes(bytes, { size: 3, digest: 'sha256:00' }) // => 'size'
 */
export async function verifySkillBytes(
  bytes: Uint8Array,
  entry: { size?: unknown; digest?: unknown },
): Promise<'size' | 'digest' | null> {
  return Promise.resolve(skillBytesProblem(bytes, entry));
}
