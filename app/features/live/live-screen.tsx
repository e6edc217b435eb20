import { useCallback, useEffect, useMemo, useState } from 'react';
import { editorCommands, registerCommands, useCommands, type Command } from '../../shell/commands';
import type { ScreenProps } from '../../shell/screens';
import { useHistoryStore } from '../../exchange/history/history-store';
import { buildDraft } from './model/request-draft';
import { useInflightStore } from '../../exchange/state/inflight-store';
import { useLiveStore } from './state/live-store';
import { useShallow } from 'zustand/react/shallow';
import { headersFor, type HeaderRow } from './state/saved-live';
import { identityOf } from '../../queries/live-cache';
import { chooseTransport, demoServerUrl } from '../../exchange/transport/choose-fetch';
import { FollowUps } from './mrtr/follow-ups';
import { prefillOf, type LivePrefill } from './model/link-prefill';
import { liveOwner } from './state/live-owner';
import { useConnect } from './use-connect';
import { cacheReasonFor, useSend } from './use-send';
import { ConnectBar } from './views/connect-bar';
import { ExchangeView } from '../../exchange/views/exchange-view';
import { HistoryPanel } from './views/history-panel';
import { RequestBuilder } from './views/request-builder';
import { ServerSummary } from './views/server-summary';
import { StaleNote } from './views/stale-note';
import { DeclareRetry } from './views/declare-retry';
import { requiredCapabilitiesOf } from './model/required-capabilities';
import { mergeRequired, readCapabilities } from './model/client-capabilities';
import { isSecretHeaderName, requestMessageOf, type ExchangeRecord } from '../../../src/index';
import { AuthPanel } from './auth/auth-panel';
import { ListenPanel } from './listen/listen-panel';
import './live.css';

/** The live screen: connect to a server, build any modern request, and see where the answer departs from the spec. */
export default function LiveScreen({ theme, params }: ScreenProps) {
  // Every setting (the draft reads them all), compared field by field: actions never re-render.
  const settings = useLiveStore(useShallow(({ actions: _actions, ...rest }) => rest));
  const url = settings.url.trim() || demoServerUrl();
  const transport = useMemo(() => chooseTransport(settings.mode), [settings.mode]);
  const { send, pending, lastCacheHit } = useSend(transport);
  const identity = identityOf(secretHeaders(headersFor(settings.headers, url)));
  const { connect, discover, catalog, declared, busy } = useConnect(send, url, identity);
  const records = useHistoryStore((s) => s.records);
  const selectedId = useInflightStore((s) => s.selectedId);
  const inflight = useInflightStore((s) => s.inflight);
  const revealSecrets = useInflightStore((s) => s.revealSecrets);
  const [nextId, setNextId] = useState(100);
  const paramsText = settings.params[settings.method] ?? '{}';
  // The params are read once, not once per tool: a catalog may hold 100,000 of them.
  const tool = useMemo(() => {
    const called = nameOf(paramsText);
    return called === undefined ? undefined : catalog.tools?.find((t) => t.name === called);
  }, [catalog, paramsText]);
  const toolSchema = tool?.inputSchema;
  const draft = useMemo(
    () =>
      buildDraft({
        settings: { ...settings, headers: headersFor(settings.headers, url) },
        paramsText,
        id: nextId,
        ...(toolSchema ? { toolInputSchema: toolSchema } : {}),
      }),
    [settings, url, paramsText, nextId, toolSchema],
  );
  const sendDraft = useCallback(() => {
    if (!draft.ok) return;
    setNextId((n) => n + 1);
    void send({ url, message: draft.message, headers: draft.headers, rpcMethod: draft.rpcMethod });
  }, [draft, send, url]);
  const resend = (record: ExchangeRecord) => {
    const message = requestMessageOf(record);
    if ('id' in message) message['id'] = nextId;
    setNextId((n) => n + 1);
    void send(
      { url: record.request.url, message, headers: record.request.headers, rpcMethod: record.rpcMethod },
      { bypassCache: true },
    );
  };
  const commands = useMemo<Command[]>(
    () => [{ id: 'live.send', label: 'Send the request', keys: ['$mod+Enter'], run: sendDraft, group: 'Live' }],
    [sendDraft],
  );
  useEffect(() => registerCommands(commands), [commands]);
  const allCommands = editorCommands(useCommands());
  const loadHistory = useHistoryStore((s) => s.actions.load);
  useEffect(() => void loadHistory(), [loadHistory]);
  useLinkParameters(params);
  // Leaving the screen lets every request and stream it started go (results stay in their stores).
  useEffect(() => () => liveOwner.stop(), []);
  const selected = records.find((r) => r.id === selectedId) ?? null;
  const required = requiredCapabilitiesOf(selected);
  const declareAndRetry = () => {
    if (!required) return;
    const caps = readCapabilities(settings.envelope.clientCapabilities) ?? {};
    const envelope = { ...settings.envelope, clientCapabilities: JSON.stringify(mergeRequired(caps, required)) };
    useLiveStore.getState().actions.patchEnvelope({ clientCapabilities: envelope.clientCapabilities });
    const retry = buildDraft({
      settings: { ...settings, envelope, headers: headersFor(settings.headers, url) },
      paramsText,
      id: nextId,
      ...(toolSchema ? { toolInputSchema: toolSchema } : {}),
    });
    if (!retry.ok) return;
    setNextId((n) => n + 1);
    void send({ url, message: retry.message, headers: retry.headers, rpcMethod: retry.rpcMethod });
  };
  return (
    <div className="live" data-testid="live-screen">
      <ConnectBar transport={transport} onConnect={() => void connect()} busy={busy} />
      <AuthPanel url={url} transport={transport} send={send} connect={connect} reveal={revealSecrets} />
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
          pending={pending || busy}
          onStop={() => liveOwner.stop()}
        />
        <div className="live-response">
          <StaleNote record={selected} url={url} paramsInvalid={!draft.ok} />
          {required && <DeclareRetry required={required} onRetry={declareAndRetry} />}
          <ExchangeView
            record={selected}
            inflight={inflight}
            theme={theme}
            revealSecrets={revealSecrets}
            fromCache={cacheReasonFor(lastCacheHit, selected)}
            onSendAnyway={selected ? () => resend(selected) : undefined}
          />
          <FollowUps record={selected} send={send} />
        </div>
      </div>
      <ListenPanel
        url={url}
        identity={identity}
        transport={transport}
        discover={discover}
        catalog={catalog}
        connect={connect}
      />
      <HistoryPanel onResend={resend} />
    </div>
  );
}

/**
 * `#/live?url=&method=&params=`: a link fills in the server URL and a request, and sends nothing:
 * connecting and sending wait for the user's click. (A link never makes the inspector act.)
 */
function useLinkParameters(params: URLSearchParams): void {
  const link = prefillOf(params);
  const key = JSON.stringify(link);
  useEffect(() => {
    const parsed = JSON.parse(key) as LivePrefill;
    const { setUrl, setMethod, setParamsText } = useLiveStore.getState().actions;
    if (parsed.url !== undefined) setUrl(parsed.url);
    if (parsed.method !== undefined) setMethod(parsed.method);
    if (parsed.method !== undefined && parsed.params !== undefined) setParamsText(parsed.method, parsed.params);
  }, [key]);
}

/** The credentials among the rows that go to this server (they key its cached connection). */
function secretHeaders(rows: readonly HeaderRow[]): Record<string, string> {
  return Object.fromEntries(rows.filter((r) => r.enabled && isSecretHeaderName(r.name)).map((r) => [r.name, r.value]));
}

function nameOf(paramsText: string): string | undefined {
  try {
    const name = (JSON.parse(paramsText) as { name?: unknown }).name;
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}
