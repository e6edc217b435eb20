import type { ExchangeRecord } from '../../../src/index';
import type { ScreenProps } from '../../shell/screens';
import { resultOf } from '../../exchange/model/body';
import { useHistoryStore } from '../../exchange/history/history-store';
import { AuthPanel } from './auth/auth-panel';
import { ChangesPanel } from './changes/changes-panel';
import { ServersBar } from './servers/servers-bar';
import { SavedRequestsPanel } from './saved/saved-requests-panel';
import { useReplay } from './saved/use-replay';
import { useInterfaceChanges } from './changes/use-interface-changes';
import { ListenPanel } from './listen/listen-panel';
import { SkillsPanel } from './skills/skills-panel';
import { AppHostPanel } from './apps/app-host-panel';
import { refetchLists } from './listen/refetch-lists';
import { useQueryClient } from '@tanstack/react-query';
import { liveOwner } from './state/live-owner';
import { useLiveScreen } from './use-live-screen';
import { cacheReasonFor } from './use-send';
import { useLiveStore } from './state/live-store';
import { useInflightStore } from '../../exchange/state/inflight-store';
import { AnswerPane } from './views/answer-pane';
import { CatalogPane } from './views/catalog-pane';
import { CatalogPlacement } from './views/catalog-placement';
import { ConnectBar } from './views/connect-bar';
import { HistoryPanel } from './views/history-panel';
import { LiveWorkspace } from './views/live-workspace';
import { RequestBuilder } from './views/request-builder';
import './live.css';

/**
 * The live screen: connect to a server, build any modern request, and see where the answer departs from
 * the spec. Above, where to connect; below, three resizable panes (catalog, request, answer) and a dock
 * with the history and the notifications (views/live-workspace.tsx).
 */
export default function LiveScreen({ theme, params }: ScreenProps) {
  const live = useLiveScreen(params);
  const { url, transport, send, connect, selected } = live;
  const revealSecrets = useInflightStore((s) => s.revealSecrets);
  const historyCount = useHistoryStore((s) => s.records.length);
  const changes = useInterfaceChanges(url, live.discover, live.catalog);
  const replay = useReplay(send, url, live.catalog);
  const client = useQueryClient();
  const listened = seenDiscover(live.discover, live.legacy !== null);
  const listed = listened !== null;
  return (
    <div className="live" data-testid="live-screen">
      <div className="live-top">
        <ServersBar />
        <ConnectBar transport={transport} onConnect={() => void connect()} busy={live.busy} />
        <AuthPanel url={url} transport={transport} send={send} connect={connect} reveal={revealSecrets} />
        <ChangesPanel shown={changes} />
      </div>
      <LiveWorkspace
        historyCount={historyCount}
        sends={live.sends}
        answerId={selected?.id ?? null}
        catalog={
          <CatalogPane
            discover={live.discover}
            legacy={live.legacy}
            catalog={live.catalog}
            onRefresh={listed ? () => void refetchLists(client, url, live.identity, connect) : null}
            busy={live.busy}
          >
            <SkillsPanel url={url} discover={live.discover} send={send} />
          </CatalogPane>
        }
        request={
          <CatalogPlacement.Provider value="pane">
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
            <SavedRequestsPanel url={url} onReplay={replay} />
          </CatalogPlacement.Provider>
        }
        answer={
          <AnswerPane
            selected={selected}
            url={url}
            paramsInvalid={!live.draft.ok}
            required={live.required}
            onDeclareAndRetry={live.declareAndRetry}
            theme={theme}
            fromCache={cacheReasonFor(live.lastCacheHit, selected)}
            onResend={live.resend}
            onReadResource={fillResourceRead}
            send={send}
          >
            {/* Further views of the selected answer mount here (an MCP App's frame and its Bridge list). */}
            <AppHostPanel record={selected} send={send} url={url} tools={live.catalog.tools} theme={theme} />
          </AnswerPane>
        }
        history={<HistoryPanel onResend={live.resend} />}
        notifications={
          <ListenPanel
            url={url}
            identity={live.identity}
            transport={transport}
            discover={listened}
            catalog={live.catalog}
            connect={connect}
          />
        }
      />
    </div>
  );
}

/**
 * The discover answer the notifications may read the server's capabilities from: one with a result (or a
 * legacy server's), never a refusal, so a server not yet authorized is not said to declare nothing.
 */
function seenDiscover(discover: ExchangeRecord | null, legacy: boolean): ExchangeRecord | null {
  return discover && (legacy || resultOf(discover.response)) ? discover : null;
}

/** A resource link of a result fills in resources/read of its URI; sending waits for the user. */
function fillResourceRead(uri: string): void {
  const { setMethod, setParamsText } = useLiveStore.getState().actions;
  setParamsText('resources/read', JSON.stringify({ uri }, null, 2));
  setMethod('resources/read');
}
