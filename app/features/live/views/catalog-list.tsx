import { useContext, useDeferredValue, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { revealInvisible } from '../../../../src/index';
import type { Catalog } from '../model/request-draft';
import { ArgumentsForm } from './arguments-form';
import { catalogGroups, matchingEntries, selectedKeyOf } from './catalog-entries';
import { useCatalogViewStore } from '../state/catalog-view-store';
import { useLiveStore } from '../state/live-store';
import { CatalogRows } from './catalog-rows';
import { CatalogPlacement } from './catalog-placement';
import './catalog.css';

/** Past this many entries the catalog offers a filter that searches them all. */
const FILTER_FROM = 20;

/**
 * What the server listed: pick a tool, prompt, resource or template to fill in the request (a prompt or
 * template also opens a small form for its arguments). Each group is one list box, laid out only where
 * it is in view; server strings show their invisible characters.
 */
export function CatalogList({
  catalog,
  onPick,
  inPane = false,
}: {
  catalog: Catalog;
  onPick: (method: string, params: string) => void;
  /** This is the catalog's own pane (an inline one then renders nothing). */
  inPane?: boolean;
}) {
  const placement = useContext(CatalogPlacement);
  const { filter, form, schemasOf } = useCatalogViewStore(
    useShallow((s) => ({ filter: s.filter, form: s.form, schemasOf: s.schemasOf })),
  );
  const { setFilter, setForm, setSchemasOf } = useCatalogViewStore((s) => s.actions);
  const selected = useLiveStore((s) => selectedKeyOf(s.method, s.params[s.method], form));
  const groups = useMemo(() => catalogGroups(catalog, onPick, setForm), [catalog, onPick, setForm]);
  // Typing stays responsive while 100,000 entries are searched.
  const needle = useDeferredValue(filter.trim().toLowerCase());
  const shown = useMemo(
    () =>
      groups.map((g) => ({
        ...g,
        matching: matchingEntries(g.entries, needle),
      })),
    [groups, needle],
  );
  const total = groups.reduce((n, g) => n + g.entries.length, 0);
  if (total === 0 || (placement === 'pane' && !inPane)) return null;
  const tool = schemasOf === null ? undefined : catalog.tools?.find((t) => String(t.name) === schemasOf);
  return (
    <div className="catalog" data-testid="catalog">
      {total > FILTER_FROM && (
        <label className="catalog-filter">
          <span>Filter</span>
          <input
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={`search all ${total.toLocaleString('en')} entries`}
            data-testid="catalog-filter"
          />
        </label>
      )}
      {shown.map((g) => (
        <details key={g.title} open={g.title === 'Tools' || needle !== ''} data-testid={`catalog-group-${g.title}`}>
          <summary>
            {g.title} ({needle ? `${g.matching.length} of ${g.entries.length}` : g.entries.length})
          </summary>
          <CatalogRows
            key={needle}
            title={g.title}
            entries={g.matching}
            schemasShown={schemasOf}
            onSchemas={setSchemasOf}
            selected={selected}
          />
        </details>
      ))}
      {tool && (
        <ToolSchemas
          name={String(tool.name)}
          inputSchema={tool.inputSchema}
          outputSchema={tool.outputSchema}
          onClose={() => setSchemasOf(null)}
        />
      )}
      {form && (
        <ArgumentsForm
          key={form.key}
          title={form.title}
          fields={form.fields}
          toParams={form.toParams}
          completionRef={form.key}
          onParams={(params) => onPick(form.key.startsWith('prompt:') ? 'prompts/get' : 'resources/read', params)}
        />
      )}
    </div>
  );
}

/** A tool's input and output schemas, shown under the lists once its row's "schemas" is clicked. */
function ToolSchemas({
  name,
  inputSchema,
  outputSchema,
  onClose,
}: {
  name: string;
  inputSchema?: unknown;
  outputSchema?: unknown;
  onClose: () => void;
}) {
  return (
    <section className="tool-schemas" data-testid={`schemas-${name}`} aria-label={`Schemas of ${name}`}>
      <h4>
        Schemas of <code>{revealInvisible(name)}</code>{' '}
        <button type="button" className="link-button" onClick={onClose} data-testid="schemas-close">
          hide
        </button>
      </h4>
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
    </section>
  );
}
