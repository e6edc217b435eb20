import { exampleArguments, revealInvisible } from '../../../../src/index';
import { showNotice } from '../../../state/ui-store';
import { cutArgumentsNote, type Catalog } from '../model/request-draft';
import { expandTemplate, templateVariables } from '../model/uri-template';
import type { ArgumentField } from './arguments-form';

/** One line of the catalog. Its words are worked out when it is shown or searched, not for all 100,000 at once. */
export interface CatalogEntry {
  key: string;
  /** The label and the note, server strings with their invisible characters shown. */
  words: () => { label: string; note: string };
  /** Lower-cased text the filter searches: the server's own strings, as sent. */
  haystack: () => string;
  /** The tool's name when it declares schemas to show. */
  schemasOf?: string;
  pick: () => void;
}

/** A group's entries, made when first read: connecting to 100,000 tools makes only the rows shown. */
export interface CatalogEntries {
  readonly length: number;
  at(index: number): CatalogEntry | undefined;
}

/** The entries of `items`, each made by `make` the first time it is read. */
function lazyEntries<T>(items: readonly T[], make: (item: T) => CatalogEntry): CatalogEntries {
  const made: (CatalogEntry | undefined)[] = [];
  return {
    length: items.length,
    at: (index) => {
      const item = items[index];
      return item === undefined ? undefined : (made[index] ??= make(item));
    },
  };
}

/** The entries whose search text holds `needle` (already lower-cased). */
export function matchingEntries(entries: CatalogEntries, needle: string): CatalogEntries {
  if (!needle) return entries;
  const out: CatalogEntry[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries.at(i);
    if (entry?.haystack().includes(needle)) out.push(entry);
  }
  return out;
}

/** The small form a prompt's arguments or a template's variables open. */
export interface CatalogForm {
  key: string;
  title: string;
  fields: ArgumentField[];
  toParams: (v: Record<string, string>) => string;
}

const json = (v: unknown) => JSON.stringify(v, null, 2);
const text = (v: unknown) => (typeof v === 'string' ? revealInvisible(v) : '');

/** One entry: its words and search text made once, when first asked for (a catalog may be huge). */
function entry(
  key: string,
  searched: readonly unknown[],
  words: () => { label: string; note: string },
  pick: () => void,
  schemasOf?: string,
): CatalogEntry {
  let held: { label: string; note: string } | null = null;
  let hay: string | null = null;
  return {
    key,
    words: () => (held ??= words()),
    haystack: () =>
      (hay ??= searched
        .filter((v) => typeof v === 'string')
        .join(' ')
        .toLowerCase()),
    ...(schemasOf !== undefined ? { schemasOf } : {}),
    pick,
  };
}

/** The catalog's groups that have entries: tools, prompts, resources, templates. */
export function catalogGroups(
  catalog: Catalog,
  onPick: (method: string, params: string) => void,
  setForm: (form: CatalogForm | null) => void,
): { title: string; entries: CatalogEntries }[] {
  return [
    {
      title: 'Tools',
      entries: lazyEntries(catalog.tools ?? [], (t) => {
        const name = String(t.name);
        const hasSchemas = t.inputSchema !== undefined || t.outputSchema !== undefined;
        return entry(
          name,
          [t.title, name, t.description],
          () => {
            const title = text(t.title);
            return {
              label: title && title !== name ? `${title} (${text(name)})` : text(name),
              note: text(t.description),
            };
          },
          () => {
            setForm(null);
            const built = exampleArguments(t.inputSchema);
            onPick('tools/call', json({ name, arguments: built.value }));
            if (built.cut) showNotice(cutArgumentsNote(name, built.cut));
          },
          hasSchemas ? name : undefined,
        );
      }),
    },
    {
      title: 'Prompts',
      entries: lazyEntries(catalog.prompts ?? [], (p) => {
        const name = String(p.name);
        return entry(
          `prompt:${name}`,
          [p.title, name, p.description],
          () => ({ label: text(p.title) || text(name), note: text(p.description) }),
          () => {
            const fields = argumentFields(p.arguments);
            const toParams = (values: Record<string, string>) =>
              json({ name, arguments: Object.fromEntries(fields.map((f) => [f.name, values[f.name] ?? ''])) });
            setForm(
              fields.length > 0 ? { key: `prompt:${name}`, title: `Arguments of ${name}`, fields, toParams } : null,
            );
            onPick('prompts/get', toParams({}));
          },
        );
      }),
    },
    {
      title: 'Resources',
      entries: lazyEntries(catalog.resources ?? [], (r) =>
        entry(
          `resource:${String(r.uri)}`,
          [r.name, r.uri],
          () => ({ label: text(r.name) || text(r.uri), note: text(r.uri) }),
          () => {
            setForm(null);
            onPick('resources/read', json({ uri: r.uri }));
          },
        ),
      ),
    },
    {
      title: 'Templates',
      entries: lazyEntries(catalog.templates ?? [], (t) => {
        const template = String(t.uriTemplate);
        return entry(
          `template:${template}`,
          [t.name, template],
          () => ({ label: text(t.name) || text(template), note: text(template) }),
          () => {
            const fields = templateVariables(template).map((name) => ({ name, required: true }));
            const toParams = (values: Record<string, string>) => json({ uri: expandTemplate(template, values) });
            setForm({ key: `template:${template}`, title: `Variables of ${template}`, fields, toParams });
            onPick('resources/read', toParams({}));
          },
        );
      }),
    },
  ].filter((g) => g.entries.length > 0);
}

/**
 * The key of the catalog row the request being built comes from: the called tool, the prompt, the read
 * resource, or the template whose form filled it in; null when the request names none. One row at most.
 *
 * @example
 * selectedKeyOf('tools/call', '{"name":"forecast","arguments":{}}', null) // => 'forecast'
 * selectedKeyOf('prompts/get', '{"name":"summarize"}', null) // => 'prompt:summarize'
 * selectedKeyOf('resources/read', '{"uri":"demo://a"}', null) // => 'resource:demo://a'
 * selectedKeyOf('ping', '{}', null) // => null
 */
export function selectedKeyOf(method: string, paramsText: string | undefined, form: CatalogForm | null): string | null {
  if (method === 'resources/read' && form?.key.startsWith('template:')) return form.key;
  let params: { name?: unknown; uri?: unknown };
  try {
    params = JSON.parse(paramsText ?? '') as typeof params;
  } catch {
    return null;
  }
  if (typeof params !== 'object' || params === null) return null;
  const named = typeof params.name === 'string' ? params.name : null;
  if (method === 'tools/call') return named;
  if (method === 'prompts/get') return named === null ? null : `prompt:${named}`;
  if (method === 'resources/read' && typeof params.uri === 'string') return `resource:${params.uri}`;
  return null;
}

function argumentFields(declared: unknown): ArgumentField[] {
  if (!Array.isArray(declared)) return [];
  return declared.flatMap((a: unknown) => {
    if (typeof a !== 'object' || a === null || typeof (a as { name?: unknown }).name !== 'string') return [];
    const { name, description, required } = a as { name: string; description?: unknown; required?: unknown };
    return [
      {
        name,
        ...(typeof description === 'string' ? { description } : {}),
        required: required === true,
        multiline: true,
      },
    ];
  });
}
