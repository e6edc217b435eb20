import { useState } from 'react';
import { useInflightStore } from '../../../exchange/state/inflight-store';
import { useLiveStore } from '../state/live-store';
import { headersFor } from '../state/saved-live';
import { demoServerUrl, type Transport } from '../../../exchange/transport/choose-fetch';
import { HeaderRows } from './header-rows';
import { EraSelect } from '../legacy/era-select';
import { useServersStore } from '../servers/servers-store';
import { SchemeHint } from '../../../ui/scheme-hint';
import { stdioServerUrl } from '../../../state/page-facts';

/** Where to connect: the server URL (the embedded demo server by default), transport, extra headers. */
export function ConnectBar({
  transport,
  onConnect,
  busy,
}: {
  transport: Transport;
  onConnect: () => void;
  busy: boolean;
}) {
  const url = useLiveStore((s) => s.url);
  const mode = useLiveStore((s) => s.mode);
  const headers = useLiveStore((s) => s.headers);
  const { setUrl, setMode, switchServer, keepDraft } = useLiveStore((s) => s.actions);
  const listed = useServersStore((s) => s.servers);
  const revealSecrets = useInflightStore((s) => s.revealSecrets);
  const { setRevealSecrets } = useInflightStore((s) => s.actions);
  const [showHeaders, setShowHeaders] = useState(headers.length > 0);
  return (
    <form
      className="connect-bar"
      onSubmit={(e) => {
        e.preventDefault();
        onConnect();
      }}
    >
      <label className="grow">
        <span>Server URL</span>
        <input
          type="url"
          value={url}
          placeholder={demoServerUrl()}
          onChange={(e) => {
            // The request goes along with the typed URL; a listed server keeps a copy for when it is picked again.
            if (listed.some((s) => s.url === (url.trim() || demoServerUrl()))) keepDraft();
            setUrl(e.target.value);
          }}
          data-testid="server-url"
          spellCheck={false}
        />
      </label>
      <label>
        <span>Send</span>
        <select value={mode} onChange={(e) => setMode(e.target.value as typeof mode)} data-testid="transport-mode">
          <option value="auto">automatically</option>
          <option value="relay">through the relay</option>
          <option value="direct">straight from the browser</option>
        </select>
      </label>
      <EraSelect url={url.trim() || demoServerUrl()} />
      <button type="submit" disabled={busy} data-testid="connect-button">
        {busy ? 'Connecting…' : 'Connect'}
      </button>
      <button
        type="button"
        className="button-small"
        onClick={() => setShowHeaders(!showHeaders)}
        aria-expanded={showHeaders}
      >
        {/* Only the rows this server gets: another server's rows are listed in the panel but not sent here. */}
        Headers ({headersFor(headers, url.trim() || demoServerUrl()).filter((h) => h.enabled && h.name).length})
      </button>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={revealSecrets}
          onChange={(e) => setRevealSecrets(e.target.checked)}
          data-testid="reveal-secrets"
        />
        Reveal secrets
      </label>
      <span className="muted transport-reason" data-testid="transport-reason">
        {transport.reason}
      </span>
      <DemoLinks onPick={switchServer} />
      <SchemeHint typed={url} onUse={setUrl} />
      {showHeaders && <HeaderRows />}
    </form>
  );
}

/** The demo servers one click away (conforming, divergent on purpose, behind OAuth) and the `--stdio` server. */
function DemoLinks({ onPick }: { onPick: (url: string) => void }) {
  const stdio = stdioServerUrl(window.location.origin);
  return (
    <span className="demo-links">
      Demo servers:{' '}
      <button type="button" className="link-button" onClick={() => onPick(demoServerUrl('mcp'))} data-testid="use-demo">
        conforming
      </button>{' '}
      <button
        type="button"
        className="link-button"
        onClick={() => onPick(demoServerUrl('divergent'))}
        data-testid="use-divergent"
      >
        divergent
      </button>{' '}
      <button
        type="button"
        className="link-button"
        // Beside the others on the demo's path: its authorization server approves the demo user in one click.
        onClick={() => onPick(new URL('protected', demoServerUrl()).href)}
        data-testid="use-protected"
      >
        protected (OAuth)
      </button>
      {stdio && (
        <>
          {' · '}
          <button type="button" className="link-button" onClick={() => onPick(stdio)} data-testid="use-stdio">
            your stdio server
          </button>
        </>
      )}
    </span>
  );
}
