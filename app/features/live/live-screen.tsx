import { useEffect, useMemo, useRef } from 'react';
import { registerCommands, editorCommands, useCommands, type Command } from '../../shell/commands';
import type { ScreenProps } from '../../shell/screens';
import { useHistoryStore } from './history/history-store';
import type { ExchangeRecord } from './model/exchange-record';
import { buildDraft } from './model/request-draft';
import { useInflightStore } from './state/inflight-store';
import { useLiveStore } from './state/live-store';
import { chooseTransport, demoServerUrl } from './transport/choose-fetch';
import { useConnect } from './use-connect';
import { useSend } from './use-send';
import { ConnectBar } from './views/connect-bar';
import { ExchangeView } from './views/exchange-view';
import { HistoryPanel } from './views/history-panel';
import { RequestBuilder } from './views/request-builder';
import { ServerSummary } from './views/server-summary';
import './live.css';

/** The live screen: connect to a server, build any modern request, and see where the answer departs from the spec. */
export default function LiveScreen({ theme, params }: ScreenProps) {
  const settings = useLiveStore();
  const url = settings.url.trim() || demoServerUrl();
  const transport = useMemo(() => chooseTransport(settings.mode), [settings.mode]);
  const { send, pending, lastCacheReason } = useSend(transport);
  const { connect, discover, catalog, declared, busy } = useConnect(send, url);
  const records = useHistoryStore((s) => s.records);
  const selectedId = useInflightStore((s) => s.selectedId);
  const inflight = useInflightStore((s) => s.inflight);
  const nextId = useRef(100);
  const tool = catalog.tools?.find((t) => t.name === nameOf(settings.params[settings.method]));
  const draft = buildDraft({
    settings,
    paramsText: settings.params[settings.method] ?? '{}',
    id: nextId.current,
    ...(tool?.inputSchema ? { toolInputSchema: tool.inputSchema } : {}),
  });
  const sendDraft = () => {
    const current = buildDraft({
      settings: useLiveStore.getState(),
      paramsText: useLiveStore.getState().params[useLiveStore.getState().method] ?? '{}',
      id: nextId.current++,
      ...(tool?.inputSchema ? { toolInputSchema: tool.inputSchema } : {}),
    });
    if (current.ok)
      void send({ url, message: current.message, headers: current.headers, rpcMethod: current.rpcMethod });
  };
  const resend = (record: ExchangeRecord) => {
    const message = JSON.parse(record.request.body) as Record<string, unknown>;
    if ('id' in message) message['id'] = nextId.current++;
    void send(
      { url: record.request.url, message, headers: record.request.headers, rpcMethod: record.rpcMethod },
      { bypassCache: true },
    );
  };
  const sendRef = useRef(sendDraft);
  sendRef.current = sendDraft;
  const commands = useMemo<Command[]>(
    () => [
      { id: 'live.send', label: 'Send the request', keys: ['$mod+Enter'], run: () => sendRef.current(), group: 'Live' },
    ],
    [],
  );
  useEffect(() => registerCommands(commands), [commands]);
  const allCommands = editorCommands(useCommands());
  const loadHistory = useHistoryStore((s) => s.actions.load);
  useEffect(() => void loadHistory(), [loadHistory]);
  const urlParam = params.get('url');
  useEffect(() => {
    if (urlParam === null) return;
    useLiveStore.getState().actions.setUrl(urlParam);
  }, [urlParam]);
  const connectRef = useRef(connect);
  connectRef.current = connect;
  useEffect(() => {
    if (urlParam !== null && settings.url === urlParam) void connectRef.current();
  }, [urlParam, settings.url]);
  const selected = records.find((r) => r.id === selectedId) ?? null;
  return (
    <div className="live" data-testid="live-screen">
      <ConnectBar transport={transport} onConnect={() => void connect()} busy={busy} />
      <ServerSummary record={discover} />
      <div className="live-columns">
        <RequestBuilder
          catalog={catalog}
          declared={declared}
          draft={draft}
          url={url}
          onSend={sendDraft}
          commands={allCommands}
          theme={theme}
          pending={pending}
        />
        <div className="live-response">
          {lastCacheReason && (
            <p className="cache-note" data-testid="from-cache">
              {lastCacheReason}
            </p>
          )}
          <ExchangeView record={selected} inflight={inflight} theme={theme} revealSecrets={false} />
        </div>
      </div>
      <HistoryPanel onResend={resend} />
    </div>
  );
}

function nameOf(paramsText: string | undefined): string | undefined {
  try {
    const name = (JSON.parse(paramsText ?? '') as { name?: unknown }).name;
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}
