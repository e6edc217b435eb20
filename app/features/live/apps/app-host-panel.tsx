import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { appAllow, type ExchangeRecord } from '../../../../src/index';
import type { Send } from '../mrtr/send-type';
import { useCatalogStale } from '../use-connect';
import { useHistoryStore } from '../../../exchange/history/history-store';
import { appCallOf, sandboxOrigin, sandboxUrl, viewTools, type AppCall, type AppUnknown } from './app-call';
import { AppSession, type ToolsWithheld } from './app-session';
import { BridgeList } from './bridge-list';
import { AppFindings } from './app-findings';
import { defaultHostSettings, type HostSettings } from './host-context';
import { HostContextForm } from './host-context-form';
import { useAppResource, useServerCall, type Loaded } from './use-app-resource';
import './apps.css';

/**
 * Live's MCP App host, beside an app tool's result: the View in a sandboxed frame on the sandbox port's origin,
 * the host context the user sets, the app's findings and the Bridge list. The app's own requests go through
 * Live's send (recorded, judged, in this call's conversation), so showing them keeps the app open.
 */
export function AppHostPanel({
  record,
  send,
  url,
  tools,
  theme,
}: {
  record: ExchangeRecord | null;
  send: Send;
  /** The server Live shows now, whose catalog `tools` is. */
  url: string;
  tools: readonly unknown[] | undefined;
  theme: 'light' | 'dark';
}) {
  const history = useHistoryStore((s) => s.records);
  const [seen, setSeen] = useState<ExchangeRecord | null>(null);
  const [open, setOpen] = useState<AppCall | AppUnknown | null>(null);
  const [closing, setClosing] = useState(false);
  // The View's own requests (its tools/call of an app tool too) keep this View; another exchange shown
  // closes it, and another app call opens its own View.
  if (record !== seen) {
    setSeen(record);
    const own = open !== null && record !== null && record.conversationId === open.anchor.id;
    const call = own ? null : appCallOf(record, { url, tools }, history);
    if (call && call.anchor.id !== open?.anchor.id) {
      setOpen(call);
      setClosing(false);
    } else if (!own && !call && record && open) setClosing(true);
  }
  const onClose = useCallback(() => {
    setOpen(null);
    setClosing(false);
  }, []);
  if (!open) return null;
  if ('problem' in open)
    return (
      <section className="app-host" data-testid="app-host" aria-label="MCP App">
        <p className="warn-text" data-testid="app-unknown">
          {open.problem}
        </p>
      </section>
    );
  return (
    <OpenApp
      key={open.anchor.id}
      call={open}
      send={send}
      // The catalog speaks for the View's server (recorded on its tool call) only while Live shows that server.
      tools={viewTools(open.anchor, url, tools ?? NO_TOOLS)}
      theme={theme}
      closing={closing}
      onClose={onClose}
    />
  );
}

// One empty list, not a new one per render: the session tells its View list_changed when the list it gets changes.
const NO_TOOLS: readonly unknown[] = [];

interface OpenAppProps {
  call: AppCall;
  send: Send;
  /** Live's catalog when it is the View's server's, else why it is not (see `viewTools`). */
  tools: readonly unknown[] | ToolsWithheld;
  theme: 'light' | 'dark';
  /** Another exchange was shown: the View gets ui/resource-teardown, then goes. */
  closing: boolean;
  onClose: () => void;
}

function OpenApp({ call, send, tools: listed, theme, closing, onClose }: OpenAppProps) {
  // A catalog listed with other credentials, or another server's, says nothing of what the View's server lists now.
  const credentialsChanged = useCatalogStale();
  const tools: readonly unknown[] | ToolsWithheld =
    typeof listed === 'string' ? listed : credentialsChanged ? 'stale' : listed;
  const withheld = typeof tools === 'string' ? tools : null;
  const [settings, setSettings] = useState<HostSettings>(() => defaultHostSettings(theme));
  const callServer = useServerCall(call.anchor, call.serverUrl, send);
  const { loaded, readRecord } = useAppResource(call.anchor.id, call.uri, callServer);
  const [session, setSession] = useState<AppSession | null>(null);
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const origin = useMemo(() => sandboxOrigin(), []);
  const frameRef = useCallback(
    (frame: HTMLIFrameElement | null) => {
      if (!frame || !loaded || 'problem' in loaded) return;
      const started = new AppSession(frame, {
        ...loaded,
        tool: call.tool,
        tools,
        toolCallId: call.anchor.rpcId ?? undefined,
        arguments: call.arguments,
        outcome: call.outcome,
        settings,
        callServer,
        onChange: refresh,
      });
      setSession(started);
      return () => started.dispose();
    },
    // The session lives as long as its frame; later settings reach it through updateSettings.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loaded],
  );
  useEffect(() => session?.updateSettings(settings), [session, settings]);
  useEffect(() => session?.updateTools(tools), [session, tools]);
  const close = useCallback(async () => {
    await session?.teardown();
    onClose();
  }, [session, onClose]);
  useEffect(() => {
    if (closing) void close();
  }, [closing, close]);
  return (
    <section className="app-host" data-testid="app-host" aria-label="MCP App">
      <header className="app-host-head">
        <h3>
          MCP App <code>{call.uri}</code>
        </h3>
        <button type="button" onClick={() => void close()} data-testid="app-close">
          Close app
        </button>
      </header>
      <HostContextForm settings={settings} onChange={(patch) => setSettings((now) => ({ ...now, ...patch }))} />
      <AppFindings call={call} read={readRecord} />
      <AppNotes origin={origin} loaded={loaded} session={session} withheld={withheld} />
      <div className="app-host-body">
        {origin && loaded && !('problem' in loaded) && !session?.stopped && (
          <iframe
            ref={frameRef}
            title={`MCP App ${call.uri}`}
            data-testid="mcp-app-frame"
            src={sandboxUrl(origin, loaded.csp)}
            sandbox="allow-scripts"
            allow={appAllow(loaded.permissions)}
            referrerPolicy="no-referrer"
            style={{ width: settings.width, height: session?.height ?? 160 }}
          />
        )}
        <BridgeList rows={session?.rows ?? []} dropped={session?.droppedRows ?? 0} />
      </div>
    </section>
  );
}

/** Why the app is not shown, or what it waits for from the user (a link to open). */
function AppNotes({
  origin,
  loaded,
  session,
  withheld,
}: {
  origin: string | null;
  loaded: Loaded | { problem: string } | null;
  session: AppSession | null;
  withheld: ToolsWithheld | null;
}) {
  const link = session?.link;
  return (
    <>
      {!origin && <p className="muted">This page was served without the sandbox port, so apps cannot render here.</p>}
      {withheld === 'stale' && (
        <p className="warn-text" data-testid="app-stale-tools">
          Live&apos;s catalog is not this app&apos;s server&apos;s as it is now (it was listed with other credentials,
          or Live shows another server): the app may call no tool until Connect lists its server&apos;s tools again.
        </p>
      )}
      {withheld === 'unknown-server' && (
        <p className="warn-text" data-testid="app-stale-tools">
          This tool call was kept before the inspector recorded which server each exchange was sent for, so this
          app&apos;s server is unknown: the app may call no tool. Call the tool again to open its app with its
          server&apos;s tools.
        </p>
      )}
      {loaded && 'problem' in loaded && (
        <p className="muted" data-testid="app-problem">
          {loaded.problem}
        </p>
      )}
      {session?.stopped && (
        <p className="app-host-stopped" data-testid="app-stopped">
          {session.stopped}
        </p>
      )}
      {link && (
        <p className="app-host-link" data-testid="app-link-ask">
          The app asks to open <code>{link.url}</code>.{' '}
          <button type="button" onClick={() => link.answer(true)}>
            Open
          </button>{' '}
          <button type="button" onClick={() => link.answer(false)}>
            Refuse
          </button>
        </p>
      )}
    </>
  );
}
