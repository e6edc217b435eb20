import { useEffect, useMemo, useRef, useState } from 'react';
import { registerCommands, type Command } from '../../../shell/commands';
import type { ExchangeRecord } from '../../../../src/index';
import { useHistoryStore } from '../../../exchange/history/history-store';
import { useInflightStore } from '../../../exchange/state/inflight-store';
import { demoServerUrl } from '../../../exchange/transport/choose-fetch';
import { useLiveStore } from '../state/live-store';
import { ImportServers } from './import-servers';
import { nameForUrl, useServersStore, type SavedServer } from './servers-store';
import './servers.css';

/**
 * The server list: one click (or Ctrl+Alt+1…9) switches Live to a server, whose connection, catalog, headers
 * and tokens are its own; add the current URL, rename, remove, import from a client config.
 */
export function ServersBar() {
  const servers = useServersStore((s) => s.servers);
  const { add } = useServersStore((s) => s.actions);
  const url = useLiveStore((s) => s.url).trim() || demoServerUrl();
  const [importing, setImporting] = useState(false);
  const importButton = useRef<HTMLButtonElement>(null);
  const commands = useMemo<Command[]>(
    () =>
      servers.slice(0, 9).map((s, i) => ({
        id: `live.server.${i + 1}`,
        label: `Switch to server ${s.name}`,
        keys: [`$mod+Alt+Digit${i + 1}`],
        run: () => switchTo(s.url),
        group: 'Live',
      })),
    [servers],
  );
  useEffect(() => registerCommands(commands), [commands]);
  const known = servers.some((s) => s.url === url);
  return (
    <div className="servers">
      <nav className="servers-bar" aria-label="Servers" data-testid="servers-bar">
        <span className="muted">Servers:</span>
        {servers.map((s, i) => (
          <ServerTab key={s.id} server={s} index={i} active={s.url === url} />
        ))}
        {!known && (
          <button
            type="button"
            className="button-small"
            onClick={() => add([{ name: nameForUrl(url), url }])}
            data-testid="server-add"
          >
            + Add this server
          </button>
        )}
        <button
          ref={importButton}
          type="button"
          className="button-small"
          onClick={() => setImporting(!importing)}
          aria-expanded={importing}
          data-testid="server-import"
        >
          Import…
        </button>
      </nav>
      {importing && (
        <ImportServers
          onDone={() => {
            setImporting(false);
            // Focus goes back where the panel was opened, not to the page.
            importButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}

/**
 * Points Live at a server of the list, and the answer pane at that server's newest exchange (or at none):
 * the last server's answer is not this one's.
 */
function switchTo(url: string) {
  useLiveStore.getState().actions.switchServer(url);
  const newest = useHistoryStore
    .getState()
    .records.reduce<ExchangeRecord | null>(
      (found, r) => (r.request.url === url && (!found || r.startedAt > found.startedAt) ? r : found),
      null,
    );
  useInflightStore.getState().actions.select(newest?.id ?? null);
}

function ServerTab({ server, index, active }: { server: SavedServer; index: number; active: boolean }) {
  const { rename, remove } = useServersStore((s) => s.actions);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(server.name);
  if (editing)
    return (
      <form
        className="server-tab"
        onSubmit={(e) => {
          e.preventDefault();
          rename(server.id, name);
          setEditing(false);
        }}
      >
        <input
          aria-label={`New name for ${server.name}`}
          value={name}
          autoFocus
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setEditing(false)}
          onKeyDown={(e) => e.key === 'Escape' && setEditing(false)}
          data-testid="server-rename-input"
        />
      </form>
    );
  return (
    <span className={active ? 'server-tab active' : 'server-tab'} data-testid="server-tab" data-active={active}>
      <button
        type="button"
        className="server-select"
        aria-current={active}
        title={`${server.url}${index < 9 ? ` (Ctrl+Alt+${index + 1})` : ''}`}
        onClick={() => switchTo(server.url)}
        data-testid="server-select"
      >
        {server.name}
      </button>
      <button
        type="button"
        className="link-button"
        aria-label={`Rename ${server.name}`}
        onClick={() => {
          setName(server.name);
          setEditing(true);
        }}
        data-testid="server-rename"
      >
        ✎
      </button>
      <button
        type="button"
        className="link-button"
        aria-label={`Remove ${server.name}`}
        onClick={() => remove(server.id)}
        data-testid="server-remove"
      >
        ×
      </button>
    </span>
  );
}
