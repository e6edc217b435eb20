import { argumentsFor } from '../../../../src/index';
import type { Catalog } from '../model/request-draft';

/** What the server listed: click a tool, prompt or resource to fill in the request. Names are shown as text. */
export function CatalogList({
  catalog,
  onPick,
}: {
  catalog: Catalog;
  onPick: (method: string, params: string) => void;
}) {
  const json = (v: unknown) => JSON.stringify(v, null, 2);
  const groups = [
    {
      title: 'Tools',
      items: (catalog.tools ?? []).map((t) => ({
        key: t.name,
        label: t.name,
        note: t.description,
        pick: () => onPick('tools/call', json({ name: t.name, arguments: argumentsFor(t.inputSchema) })),
      })),
    },
    {
      title: 'Prompts',
      items: (catalog.prompts ?? []).map((p) => ({
        key: p.name,
        label: p.name,
        note: p.description,
        pick: () => onPick('prompts/get', json({ name: p.name, arguments: {} })),
      })),
    },
    {
      title: 'Resources',
      items: (catalog.resources ?? []).map((r) => ({
        key: r.uri,
        label: r.name ?? r.uri,
        note: r.uri,
        pick: () => onPick('resources/read', json({ uri: r.uri })),
      })),
    },
    {
      title: 'Templates',
      items: (catalog.templates ?? []).map((t) => ({
        key: t.uriTemplate,
        label: t.name ?? t.uriTemplate,
        note: t.uriTemplate,
        pick: () => onPick('resources/read', json({ uri: t.uriTemplate })),
      })),
    },
  ].filter((g) => g.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className="catalog" data-testid="catalog">
      {groups.map((g) => (
        <details key={g.title} open={g.title === 'Tools'}>
          <summary>
            {g.title} ({g.items.length})
          </summary>
          <ul>
            {g.items.map((item) => (
              <li key={item.key}>
                <button type="button" className="link-button" onClick={item.pick} data-testid={`catalog-${item.key}`}>
                  {item.label}
                </button>
                {item.note && <span className="muted"> {item.note.slice(0, 140)}</span>}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
