import type { Catalog } from '../model/request-draft';
import type { ListenChoice, ListenOptions } from './listen-filter';

/** The most resources offered as suggestions for resource updates (any uri can be typed). */
const URI_SUGGESTIONS = 500;

/** What to listen to: the list changes the server declares, a resource's updates, tasks' status. */
export function ListenFilterFields({
  options,
  choice,
  catalog,
  onChange,
}: {
  options: ListenOptions;
  choice: ListenChoice;
  catalog: Catalog;
  onChange: (next: Partial<ListenChoice>) => void;
}) {
  const uris = (catalog.resources ?? []).slice(0, URI_SUGGESTIONS).map((r) => String(r.uri));
  return (
    <fieldset className="listen-filter">
      <legend>Listen to</legend>
      {options.lists.map((l) => (
        <label key={l.flag} className="checkbox">
          <input
            type="checkbox"
            checked={choice.lists[l.flag] === true}
            onChange={(e) => onChange({ lists: { ...choice.lists, [l.flag]: e.target.checked } })}
            data-testid={`listen-${l.flag}`}
          />
          {l.label}
        </label>
      ))}
      {options.resourceUpdates && (
        <label>
          <span>Updates of the resource</span>
          <input
            type="text"
            list="listen-uris"
            value={choice.resourceUri}
            placeholder="a resource uri (none)"
            onChange={(e) => onChange({ resourceUri: e.target.value })}
            data-testid="listen-resource"
          />
          <datalist id="listen-uris">
            {uris.map((u) => (
              <option key={u} value={u} />
            ))}
          </datalist>
        </label>
      )}
      {options.tasks && (
        <label>
          <span>Status of the tasks</span>
          <input
            type="text"
            value={choice.taskIds}
            placeholder="ids, comma separated"
            onChange={(e) => onChange({ taskIds: e.target.value })}
            data-testid="listen-tasks"
          />
        </label>
      )}
    </fieldset>
  );
}
