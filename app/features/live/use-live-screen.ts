import { useCallback, useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { requestMessageOf, type ExchangeRecord } from '../../../src/index';
import { editorCommands, registerCommands, useCommands, type Command } from '../../shell/commands';
import { useHistoryStore } from '../../exchange/history/history-store';
import { useInflightStore } from '../../exchange/state/inflight-store';
import { chooseTransport, demoServerUrl } from '../../exchange/transport/choose-fetch';
import { mergeRequired, readCapabilities } from './model/client-capabilities';
import { prefillOf, type LivePrefill } from './model/link-prefill';
import { buildDraft } from './model/request-draft';
import { leaveNotices } from './state/leave-notices';
import { requiredCapabilitiesOf } from './model/required-capabilities';
import { liveOwner } from './state/live-owner';
import { peekRequestId, takeRequestId } from './state/request-ids';
import { useLiveStore } from './state/live-store';
import { headersFor } from './state/saved-live';
import { connectionIdentity, useConnect } from './use-connect';
import { useSend } from './use-send';
import { passArgumentGate } from './forms/argument-gate';
import { useRegisterCompleter } from './forms/completer';
import { calledTool } from './model/called-tool';

/**
 * The Live screen's orchestration: the settings, the transport, send and connect, the draft built
 * from the settings, the commands, and what to do on resend or "declare and retry". The screen is
 * the view of what this returns.
 */
export function useLiveScreen(params: URLSearchParams) {
  // Every setting (the draft reads them all), compared field by field: actions never re-render.
  const settings = useLiveStore(useShallow(({ actions: _actions, ...rest }) => rest));
  const url = settings.url.trim() || demoServerUrl();
  const transport = useMemo(() => chooseTransport(settings.mode), [settings.mode]);
  const { send, wire, pending, lastCacheHit } = useSend(transport);
  const identity = connectionIdentity(headersFor(settings.headers, url));
  const connection = useConnect(send, url, identity, wire);
  const records = useHistoryStore((s) => s.records);
  const selectedId = useInflightStore((s) => s.selectedId);
  // Counts the requests sent from the builder and the history (a stacked screen scrolls to each answer).
  const [sends, setSends] = useState(0);
  const paramsText = settings.params[settings.method] ?? '{}';
  // The params are read once, not once per tool: a catalog may hold 100,000 of them.
  const tool = useMemo(() => {
    const called = calledTool(paramsText);
    return called === undefined ? undefined : connection.catalog.tools?.find((t) => t.name === called);
  }, [connection.catalog, paramsText]);
  const toolSchema = tool?.inputSchema;
  const draftWith = useCallback(
    (envelope: typeof settings.envelope) =>
      buildDraft({
        settings: { ...settings, envelope, headers: headersFor(settings.headers, url) },
        paramsText,
        // What the builder shows; Send takes the session's next id when it goes.
        id: peekRequestId(),
        ...(toolSchema ? { toolInputSchema: toolSchema } : {}),
      }),
    // `sends`: after a send, the id shown is the next one again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [settings, url, paramsText, toolSchema, sends],
  );
  const draft = useMemo(() => draftWith(settings.envelope), [draftWith, settings.envelope]);
  const sendBuilt = useCallback(
    (built: ReturnType<typeof buildDraft>) => {
      if (!built.ok) return;
      leaveNotices();
      setSends((n) => n + 1);
      const message = 'id' in built.message ? { ...built.message, id: takeRequestId() } : built.message;
      // The listed tool goes along, so its outputSchema judges the answer (R-TOOLS-12).
      const called =
        built.rpcMethod === 'tools/call' && tool ? { tool: { name: tool.name, outputSchema: tool.outputSchema } } : {};
      void send({ url, message, headers: built.headers, rpcMethod: built.rpcMethod, ...called });
    },
    [send, url, tool],
  );
  const sendDraft = useCallback(() => void (passArgumentGate() && sendBuilt(draft)), [sendBuilt, draft]);
  useRegisterCompleter(send, url, settings);
  const resend = (record: ExchangeRecord) => {
    const message = requestMessageOf(record);
    if ('id' in message) message['id'] = takeRequestId();
    leaveNotices();
    setSends((n) => n + 1);
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
    sendBuilt(draftWith(envelope));
  };
  return {
    url,
    transport,
    send,
    pending,
    lastCacheHit,
    identity,
    ...connection,
    draft,
    sendDraft,
    resend,
    allCommands,
    selected,
    required,
    declareAndRetry,
    sends,
  };
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
