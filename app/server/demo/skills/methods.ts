import { skillEntry } from '@modelcontextprotocol/server/ext/skills';
import { type JsonObject } from '../../../../src';
import { invalidParams } from '../mcp/errors';
import type { Reply } from '../mcp/types';
import type { Catalog } from '../surface/catalog';
import { LIST_CACHE, type MethodHandler } from '../surface/methods';
import { DEMO_SKILLS, STALE_SKILL_FILES } from './files';
import { skillSummary } from './frontmatter';

// The entries (digests and sizes) come from the official SDK's skillEntry, built once on first use.
let entries: Promise<JsonObject[]> | undefined;
const entriesOf = (): Promise<JsonObject[]> =>
  (entries ??= Promise.all(DEMO_SKILLS.map((s) => skillEntry(s.path, s.files) as Promise<JsonObject>)));

const ok = (result: JsonObject): Reply => ({ kind: 'result', result: { kind: 'ok', result }, cache: LIST_CACHE });

/** skills/list and skills/get of the skills extension (SEP-2640) over the demo's skills, for every client. */
export function skillMethods(): Record<string, MethodHandler> {
  return {
    'skills/list': async () => ok({ skills: await entriesOf() }),
    'skills/get': async (ctx) => {
      const uri = ctx.request.params['uri'];
      if (typeof uri !== 'string') throw invalidParams('params.uri must be a string.');
      const skill = (await entriesOf()).find((s) => s['uri'] === uri);
      if (!skill) throw invalidParams(`No skill at ${uri}; skills/list names the skills.`, { uri });
      return ok({ skill });
    },
  };
}

/**
 * Every skill file is a resource: resources/read of skill://<path>/<file> (a template). Each SKILL.md is also
 * listed in resources/list, named and described as its frontmatter says (SEP-2640's resource metadata).
 * `stale` (the divergent demo) serves the files of STALE_SKILL_FILES edited after their entries were made.
 */
export function registerSkillFiles(catalog: Catalog, stale = false): void {
  const files = new Map<string, string>(
    DEMO_SKILLS.flatMap((s) =>
      Object.entries(s.files).map(([file, text]) => {
        const uri = `skill://${s.path}/${file}`;
        const edit = stale ? STALE_SKILL_FILES[uri] : undefined;
        return [uri, edit ? edit(text) : text] as const;
      }),
    ),
  );
  const contents = (uri: string) => {
    const text = files.get(uri);
    return text === undefined ? null : [{ uri, mimeType: 'text/markdown', text }];
  };
  for (const skill of DEMO_SKILLS) {
    const uri = `skill://${skill.path}/SKILL.md`;
    const text = files.get(uri);
    if (text === undefined) throw new Error(`The demo skill ${skill.path} has no SKILL.md`);
    catalog.addResource({
      resource: { uri, ...skillSummary(text), mimeType: 'text/markdown' },
      read: async () => [{ uri, mimeType: 'text/markdown', text }],
    });
  }
  catalog.addTemplate({
    template: { uriTemplate: 'skill://demo/{skill}/{+file}', name: 'skill-files', title: 'Skill files' },
    match: (uri) => (files.has(uri) ? { uri } : null),
    read: async (_vars, uri) => contents(uri),
  });
}
