import type { ScreenProps } from '../../shell/screens';
import { useInflightStore } from '../../exchange/state/inflight-store';
import { ExchangeView } from '../../exchange/views/exchange-view';
import { AuthPanel } from './auth/auth-panel';
import { ChangesPanel } from './changes/changes-panel';
import { ServersBar } from './servers/servers-bar';
import { SavedRequestsPanel } from './saved/saved-requests-panel';
import { useReplay } from './saved/use-replay';
import { useInterfaceChanges } from './changes/use-interface-changes';
import { ListenPanel } from './listen/listen-panel';
import { FollowUps } from './mrtr/follow-ups';
import { AppHostPanel } from './apps/app-host-panel';
import { LegacyPanels } from './legacy/legacy-panels';
import { liveOwner } from './state/live-owner';
import { useLiveScreen } from './use-live-screen';
import { cacheReasonFor } from './use-send';
import { useLiveStore } from './state/live-store';
import { ConnectBar } from './views/connect-bar';
import { DeclareRetry } from './views/declare-retry';
import { HistoryPanel } from './views/history-panel';
import { RequestBuilder } from './views/request-builder';
import { ServerSummary } from './views/server-summary';
import { StaleNote } from './views/stale-note';
import './live.css';

/** The live screen: connect to a server, build any modern request, and see where the answer departs from the spec. */
export default function LiveScreen({ theme, params }: ScreenProps) {
  const live = useLiveScreen(params);
  const { url, transport, send, connect, selected } = live;
  const inflight = useInflightStore((s) => s.inflight);
  const revealSecrets = useInflightStore((s) => s.revealSecrets);
  const changes = useInterfaceChanges(url, live.discover, live.catalog);
  const replay = useReplay(send, url, live.catalog);
  return (
    <div className="live" data-testid="live-screen">
      <ServersBar />
      <ConnectBar transport={transport} onConnect={() => void connect()} busy={live.busy} />
      <AuthPanel url={url} transport={transport} send={send} connect={connect} reveal={revealSecrets} />
      <ServerSummary record={live.discover} legacy={live.legacy} />
      <ChangesPanel shown={changes} />
      <div className="live-columns">
        <RequestBuilder
          catalog={live.catalog}
          declared={live.declared}
          draft={live.draft}
          url={url}
          onSend={live.sendDraft}
          commands={live.allCommands}
          theme={theme}
          pending={live.pending || live.busy}
          onStop={() => liveOwner.stop()}
        />
        <div className="live-response">
          <StaleNote record={selected} url={url} paramsInvalid={!live.draft.ok} />
          {live.required && <DeclareRetry required={live.required} onRetry={live.declareAndRetry} />}
          <ExchangeView
            record={selected}
            inflight={inflight}
            theme={theme}
            revealSecrets={revealSecrets}
            fromCache={cacheReasonFor(live.lastCacheHit, selected)}
            onSendAnyway={selected ? () => live.resend(selected) : undefined}
            onReadResource={fillResourceRead}
          />
          <FollowUps record={selected} send={send} />
          <AppHostPanel record={selected} send={send} tools={live.catalog.tools} theme={theme} />
          <LegacyPanels record={selected} />
        </div>
      </div>
      <SavedRequestsPanel url={url} onReplay={replay} />
      <ListenPanel
        url={url}
        identity={live.identity}
        transport={transport}
        discover={live.discover}
        catalog={live.catalog}
        connect={connect}
      />
      <HistoryPanel onResend={live.resend} />
    </div>
  );
}

/** A resource link of a result fills in resources/read of its URI; sending waits for the user. */
function fillResourceRead(uri: string): void {
  const { setMethod, setParamsText } = useLiveStore.getState().actions;
  setParamsText('resources/read', JSON.stringify({ uri }, null, 2));
  setMethod('resources/read');
}
