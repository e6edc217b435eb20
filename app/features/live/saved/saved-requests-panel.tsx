import { useEffect, useMemo, useRef, useState } from 'react';
import { registerCommands, type Command } from '../../../shell/commands';
import { downloadJson } from '../../../exchange/files/download';
import { showNotice } from '../../../state/ui-store';
import { useLiveStore } from '../state/live-store';
import { COLLECTION_KIND, useSavedRequestsStore, type SavedRequest } from './saved-requests-store';
import { useChangesStore } from '../changes/changes-store';
import { useReplayWarningStore } from './replay-warning-store';
import './saved.css';

/**
 * The saved requests of the server Live points at: save the request being built under a name (and a
 * group), replay one (it is sent at once, as it was saved, with this session's headers), load it into
 * the builder, delete it; export and import the whole collection as a file. Each is a command too.
 */
export function SavedRequestsPanel({
  url,
  onReplay,
}: {
  url: string;
  onReplay: (request: SavedRequest, confirmed?: boolean) => void;
}) {
  const all = useSavedRequestsStore((s) => s.requests);
  const { remove, importFile } = useSavedRequestsStore((s) => s.actions);
  const mine = useMemo(() => all.filter((r) => r.server === url), [all, url]);
  const [name, setName] = useState('');
  const [group, setGroup] = useState('');
  const file = useRef<HTMLInputElement>(null);
  const intoView = useOpenedIntoView();
  useReplayCommands(mine, onReplay);
  const saveCurrent = () => {
    saveBuilt(url, name.trim(), group.trim());
    setName('');
  };
  const load = (r: SavedRequest) => {
    const { setMethod, setParamsText, patchEnvelope } = useLiveStore.getState().actions;
    setMethod(r.method);
    setParamsText(r.method, r.params);
    patchEnvelope(r.envelope);
    showNotice(`The request builder now holds the saved request ${r.name}.`);
  };
  const onImport = async (picked: File | undefined) => {
    if (!picked) return;
    try {
      const n = importFile(await picked.text());
      showNotice(`${n} saved request${n === 1 ? '' : 's'} imported from ${picked.name}.`);
    } catch (error) {
      showNotice((error as Error).message);
    }
  };
  return (
    <details
      className="saved-requests"
      data-testid="saved-requests"
      open={mine.length > 0 || undefined}
      onToggle={intoView.onToggle}
    >
      <summary onClick={intoView.onSummaryClick}>Saved requests ({mine.length})</summary>
      <form
        className="saved-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) saveCurrent();
        }}
      >
        <input
          aria-label="Name of the saved request"
          placeholder="Name this request"
          value={name}
          onChange={(e) => setName(e.target.value)}
          data-testid="saved-name"
        />
        <input
          aria-label="Group"
          placeholder="Group (optional)"
          value={group}
          onChange={(e) => setGroup(e.target.value)}
          data-testid="saved-group"
        />
        <button type="submit" className="button-small" disabled={!name.trim()} data-testid="saved-save">
          Save request
        </button>
        <button
          type="button"
          className="button-small"
          disabled={all.length === 0}
          onClick={() => downloadJson('mcp-saved-requests.json', { kind: COLLECTION_KIND, requests: all })}
          data-testid="saved-export"
        >
          Export
        </button>
        <button type="button" className="button-small" onClick={() => file.current?.click()} data-testid="saved-import">
          Import
        </button>
        <input
          ref={file}
          type="file"
          accept=".json,application/json"
          hidden
          onChange={(e) => void onImport(e.target.files?.[0])}
          data-testid="saved-import-file"
        />
      </form>
      <SavedGroups mine={mine} onReplay={onReplay} onLoad={load} onRemove={remove} />
    </details>
  );
}

/** The server's saved requests by group (those without a group first). */
function SavedGroups({
  mine,
  onReplay,
  onLoad,
  onRemove,
}: {
  mine: readonly SavedRequest[];
  onReplay: (r: SavedRequest, confirmed?: boolean) => void;
  onLoad: (r: SavedRequest) => void;
  onRemove: (id: string) => void;
}) {
  const groups = [...new Set(mine.map((r) => r.group))].sort();
  const warning = useReplayWarningStore((s) => s.warning);
  const { clear } = useReplayWarningStore((s) => s.actions);
  return (
    <>
      {groups.map((g) => (
        <div key={g} className="saved-group">
          {g && <h4>{g}</h4>}
          <ul>
            {mine
              .filter((r) => r.group === g)
              .map((r) => (
                <li key={r.id} data-testid="saved-request">
                  <strong>{r.name}</strong> <span className="muted">{r.method}</span>{' '}
                  <button type="button" className="button-small" onClick={() => onReplay(r)} data-testid="saved-replay">
                    Replay
                  </button>
                  <button type="button" className="button-small" onClick={() => onLoad(r)} data-testid="saved-load">
                    Load
                  </button>
                  <button
                    type="button"
                    className="button-small"
                    onClick={() => onRemove(r.id)}
                    data-testid="saved-delete"
                  >
                    Delete
                  </button>
                  {warning?.id === r.id && (
                    <ReplayWarningNote changes={warning.changes} onReplay={() => onReplay(r, true)} onCancel={clear} />
                  )}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/** Saves the request being built under `name` for `url`, with the called tool as listed (see replayChanges). */
function saveBuilt(url: string, name: string, group: string): void {
  const s = useLiveStore.getState();
  const params = s.params[s.method] ?? '{}';
  const tool = s.method === 'tools/call' ? listedTool(url, params) : undefined;
  useSavedRequestsStore.getState().actions.save({
    server: url,
    name,
    group,
    method: s.method,
    params,
    envelope: s.envelope,
    ...(tool ? { tool } : {}),
  });
}

/** What changed since the request was saved, before it is sent anyway. */
function ReplayWarningNote({
  changes,
  onReplay,
  onCancel,
}: {
  changes: readonly string[];
  onReplay: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="warn-text" role="alert" data-testid="saved-replay-warning">
      <p>Not sent: the server changed since this request was saved.</p>
      <ul>
        {changes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <button type="button" className="button-small" onClick={onReplay} data-testid="saved-replay-anyway">
        Replay anyway
      </button>
      <button type="button" className="button-small" onClick={onCancel} data-testid="saved-replay-cancel">
        Cancel
      </button>
    </div>
  );
}

/** The tool a tools/call names, as the server's last connection listed it (its changes snapshot). */
function listedTool(url: string, paramsText: string): Record<string, unknown> | undefined {
  let name: unknown;
  try {
    name = (JSON.parse(paramsText) as { name?: unknown }).name;
  } catch {
    return undefined;
  }
  const seen = useChangesStore.getState().saved.find((s) => s.url === url);
  return seen?.snapshot.tools.find((t) => t.key === name)?.shape;
}

/**
 * The panel sits at the foot of the request pane: opened by the user (a click or Enter on its summary),
 * it scrolls into view; the open it mounts with scrolls nothing.
 */
function useOpenedIntoView() {
  const opening = useRef(false);
  return {
    onSummaryClick: () => void (opening.current = true),
    onToggle: (e: React.SyntheticEvent<HTMLDetailsElement>) => {
      if (opening.current && e.currentTarget.open) e.currentTarget.scrollIntoView({ block: 'nearest' });
      opening.current = false;
    },
  };
}

/** The first nine saved requests of this server as commands (keys, `?` help, the editors' palette). */
function useReplayCommands(
  mine: readonly SavedRequest[],
  onReplay: (request: SavedRequest, confirmed?: boolean) => void,
) {
  const commands = useMemo<Command[]>(
    () =>
      mine.slice(0, 9).map((r, i) => ({
        id: `live.saved.${i + 1}`,
        label: `Replay saved request ${r.name}`,
        keys: [`$mod+Alt+Shift+Digit${i + 1}`],
        run: () => onReplay(r),
        group: 'Live',
      })),
    [mine, onReplay],
  );
  useEffect(() => registerCommands(commands), [commands]);
}
