import { useState } from 'react';
import { useLiveStore } from '../state/live-store';
import { importConfig, type ImportResult } from './import-config';
import { useServersStore } from './servers-store';

/**
 * Import servers from a pasted or dropped client config (`mcpServers`) or registry `server.json`: http
 * servers join the list (their headers go to their own origin, kept in memory as every header is), stdio
 * ones show the line that serves them. Nothing is connected: the user picks a server and connects.
 */
export function ImportServers({ onDone }: { onDone: () => void }) {
  const [text, setText] = useState('');
  const [read, setRead] = useState<ImportResult | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const run = (source: string) => {
    const result = importConfig(source);
    setRead(result);
    setAdded(useServersStore.getState().actions.add(result.servers.map(({ name, url }) => ({ name, url }))));
    for (const s of result.servers)
      if (s.headers.length > 0) useLiveStore.getState().actions.addHeadersFor(s.url, s.headers);
  };
  return (
    <section
      className="import-servers"
      aria-label="Import servers"
      data-testid="import-servers"
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        const file = e.dataTransfer.files[0];
        if (file) void file.text().then((t) => (setText(t), run(t)));
      }}
    >
      <label>
        <span>
          Paste or drop a client config (Claude Desktop, Cursor, VS Code, Windsurf: <code>mcpServers</code>) or a
          registry <code>server.json</code>
        </span>
        <textarea
          value={text}
          rows={6}
          spellCheck={false}
          onChange={(e) => setText(e.target.value)}
          data-testid="import-servers-text"
        />
      </label>
      <div className="import-actions">
        <button type="button" onClick={() => run(text)} disabled={text.trim() === ''} data-testid="import-servers-run">
          Import
        </button>
        <button type="button" className="button-small" onClick={onDone}>
          Close
        </button>
      </div>
      {read && (
        <div data-testid="import-servers-result">
          <p>
            {added === 0 && read.servers.length > 0
              ? 'Every http server of this config is in the list already.'
              : `${added ?? 0} server${added === 1 ? '' : 's'} added to the list.`}
          </p>
          {read.stdio.length > 0 && (
            <>
              <p>These run over stdio; the page never starts a process. Serve one at /stdio/mcp with:</p>
              <ul>
                {read.stdio.map((s) => (
                  <li key={s.name}>
                    {s.name}: <code data-testid="import-stdio-line">{s.line}</code>
                  </li>
                ))}
              </ul>
            </>
          )}
          {read.problems.length > 0 && (
            <ul className="warn-text">
              {read.problems.map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
