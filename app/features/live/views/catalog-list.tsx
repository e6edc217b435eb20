import { useMemo, useState, type ReactNode } from 'react';
import { argumentsFor, revealInvisible } from '../../../../src/index';
import type { Catalog } from '../model/request-draft';
import { expandTemplate, templateVariables } from '../model/uri-template';
import { ArgumentsForm, type ArgumentField } from './arguments-form';

/** A big server's catalog shows this many entries per group; the filter searches them all. */
const CATALOG_SHOWN = 1000;

interface Item {
  key: string;
  label: string;
  note?: string;
  details?: ReactNode;
  /** Lower-cased text the filter searches. */
  haystack: string;
  pick: () => void;
}

/**
 * What the server listed: click a tool, prompt, resource or template to fill in the request (a prompt or
 * template also opens a small form for its arguments). Server strings show their invisible characters.
 */
export function CatalogList({
  catalog,
  onPick,
}: {
  catalog: Catalog;
  onPick: (method: string, params: string) => void;
}) {
  const [filter, setFilter] = useState('');
  const [form, setForm] = useState<{
    key: string;
    title: string;
    fields: ArgumentField[];
    toParams: (v: Record<string, string>) => string;
  } | null>(null);
  const groups = useMemo(() => groupsOf(catalog, onPick, setForm), [catalog, onPick]);
  const needle = filter.trim().toLowerCase();
  const total = groups.reduce((n, g) => n + g.items.length, 0);
  if (total === 0) return null;
  return (
    <div className="catalog" data-testid="catalog">
      {total > 20 && (
        <label className="catalog-filter">
          <span>Filter</span>
          <input
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={`search all ${total} entries`}
            data-testid="catalog-filter"
          />
        </label>
      )}
      {groups.map((g) => {
        const matching = needle ? g.items.filter((i) => i.haystack.includes(needle)) : g.items;
        const shown = matching.slice(0, CATALOG_SHOWN);
        return (
          <details key={g.title} open={g.title === 'Tools' || needle !== ''} data-testid={`catalog-group-${g.title}`}>
            <summary>
              {g.title} ({needle ? `${matching.length} of ${g.items.length}` : g.items.length})
            </summary>
            <ul>
              {shown.map((item) => (
                <li key={item.key}>
                  <button type="button" className="link-button" onClick={item.pick} data-testid={`catalog-${item.key}`}>
                    {item.label}
                  </button>
                  {item.note && <span className="muted"> {item.note.slice(0, 140)}</span>}
                  {item.details}
                </li>
              ))}
            </ul>
            {matching.length > shown.length && (
              <p className="muted" data-testid="catalog-more">
                Showing the first {CATALOG_SHOWN} of {matching.length}: type in Filter to find the others.
              </p>
            )}
          </details>
        );
      })}
      {form && (
        <ArgumentsForm
          key={form.key}
          title={form.title}
          fields={form.fields}
          toParams={form.toParams}
          onParams={(params) => onPick(form.key.startsWith('prompt:') ? 'prompts/get' : 'resources/read', params)}
        />
      )}
    </div>
  );
}

type FormState = {
  key: string;
  title: string;
  fields: ArgumentField[];
  toParams: (v: Record<string, string>) => string;
};

function groupsOf(
  catalog: Catalog,
  onPick: (method: string, params: string) => void,
  setForm: (form: FormState | null) => void,
): { title: string; items: Item[] }[] {
  const json = (v: unknown) => JSON.stringify(v, null, 2);
  const text = (v: unknown) => (typeof v === 'string' ? revealInvisible(v) : '');
  const item = (key: string, label: string, note: string | undefined, pick: () => void, details?: ReactNode): Item => ({
    key,
    label,
    ...(note ? { note } : {}),
    ...(details ? { details } : {}),
    haystack: `${label} ${note ?? ''}`.toLowerCase(),
    pick,
  });
  return [
    {
      title: 'Tools',
      items: (catalog.tools ?? []).map((t) => {
        const name = String(t.name);
        const title = text(t.title);
        return item(
          name,
          title && title !== name ? `${title} (${text(name)})` : text(name),
          text(t.description),
          () => {
            setForm(null);
            onPick('tools/call', json({ name, arguments: argumentsFor(t.inputSchema) }));
          },
          <ToolSchemas inputSchema={t.inputSchema} outputSchema={t.outputSchema} name={name} />,
        );
      }),
    },
    {
      title: 'Prompts',
      items: (catalog.prompts ?? []).map((p) => {
        const name = String(p.name);
        const fields = argumentFields(p.arguments);
        const toParams = (values: Record<string, string>) =>
          json({ name, arguments: Object.fromEntries(fields.map((f) => [f.name, values[f.name] ?? ''])) });
        return item(`prompt:${name}`, text(p.title) || text(name), text(p.description), () => {
          setForm(
            fields.length > 0 ? { key: `prompt:${name}`, title: `Arguments of ${name}`, fields, toParams } : null,
          );
          onPick('prompts/get', toParams({}));
        });
      }),
    },
    {
      title: 'Resources',
      items: (catalog.resources ?? []).map((r) =>
        item(`resource:${String(r.uri)}`, text(r.name) || text(r.uri), text(r.uri), () => {
          setForm(null);
          onPick('resources/read', json({ uri: r.uri }));
        }),
      ),
    },
    {
      title: 'Templates',
      items: (catalog.templates ?? []).map((t) => {
        const template = String(t.uriTemplate);
        const fields = templateVariables(template).map((name) => ({ name, required: true }));
        const toParams = (values: Record<string, string>) => json({ uri: expandTemplate(template, values) });
        return item(`template:${template}`, text(t.name) || text(template), text(template), () => {
          setForm({ key: `template:${template}`, title: `Variables of ${template}`, fields, toParams });
          onPick('resources/read', toParams({}));
        });
      }),
    },
  ].filter((g) => g.items.length > 0);
}

function argumentFields(declared: unknown): ArgumentField[] {
  if (!Array.isArray(declared)) return [];
  return declared.flatMap((a: unknown) => {
    if (typeof a !== 'object' || a === null || typeof (a as { name?: unknown }).name !== 'string') return [];
    const { name, description, required } = a as { name: string; description?: unknown; required?: unknown };
    return [{ name, ...(typeof description === 'string' ? { description } : {}), required: required === true }];
  });
}

/** A tool's input and output schemas, one click away. */
function ToolSchemas({
  name,
  inputSchema,
  outputSchema,
}: {
  name: string;
  inputSchema?: unknown;
  outputSchema?: unknown;
}) {
  if (inputSchema === undefined && outputSchema === undefined) return null;
  return (
    <details className="tool-schemas" data-testid={`schemas-${name}`}>
      <summary>schemas</summary>
      {inputSchema !== undefined && (
        <>
          <h4>input</h4>
          <pre className="mono">{revealInvisible(JSON.stringify(inputSchema, null, 2))}</pre>
        </>
      )}
      {outputSchema !== undefined && (
        <>
          <h4>output</h4>
          <pre className="mono">{revealInvisible(JSON.stringify(outputSchema, null, 2))}</pre>
        </>
      )}
    </details>
  );
}
