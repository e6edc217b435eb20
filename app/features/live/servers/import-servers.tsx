import { useState } from 'react';
import { launchCommand } from '../../../state/page-facts';
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
  const [known, setKnown] = useState<ImportResult['servers']>([]);
  const run = (source: string) => {
    const result = importConfig(source, launchCommand());
    const listed = new Map(useServersStore.getState().servers.map((s) => [s.url, s.name]));
    setRead(result);
    setKnown(result.servers.filter((s) => listed.has(s.url)).map((s) => ({ ...s, name: listed.get(s.url) ?? s.name })));
    useServersStore.getState().actions.add(result.servers.map(({ name, url }) => ({ name, url })));
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
          // Opened by its button: the paste goes straight in.
          autoFocus
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
          <p data-testid="import-servers-summary">{importSummary(read.servers.length, known)}</p>
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

/**
 * What the import did to the list: how many servers joined it, and which were in it already (a URL keeps
 * its entry and its name; the config's headers are added to it).
 */
function importSummary(found: number, known: ImportResult['servers']): string {
  if (found === 0) return 'No http server in this config.';
  const added = found - known.length;
  const joined = added === 0 ? 'No server added' : `${added} server${added === 1 ? '' : 's'} added to the list`;
  if (known.length === 0) return `${joined}.`;
  const names = known.map((s) => s.name).join(', ');
  const them = known.length === 1 ? 'it' : 'them';
  const headers = known.some((s) => s.headers.length > 0) ? ` (the config's headers were added to ${them})` : '';
  return `${joined}; already in it: ${names}${headers}.`;
}
