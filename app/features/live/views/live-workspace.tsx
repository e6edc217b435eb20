import { useEffect, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { Group, Panel, Separator, usePanelRef, type Layout } from 'react-resizable-panels';
import { useShallow } from 'zustand/react/shallow';
import { useMediaQuery } from '../../../ui/use-media-query';
import { useLiveLayoutStore } from '../state/layout-store';
import { useFocusKeptAcrossLayouts } from './live-workspace-focus';

/** At this width and below, the panes stack in one column and the page scrolls. */
export const STACK_QUERY = '(max-width: 800px)';
/** The dock's height when both its panels are closed: its bar of toggles stays. */
const DOCK_BAR = '2.4rem';

/** What goes in each pane; the screen decides, the workspace only lays them out. */
export interface LiveWorkspaceProps {
  catalog: ReactNode;
  request: ReactNode;
  answer: ReactNode;
  history: ReactNode;
  notifications: ReactNode;
  /** The number shown on the history toggle. */
  historyCount: number;
  /** Changes with each request the user sends: stacked, the answer pane is then scrolled into view. */
  sends: number;
  /** The shown exchange: stacked, its arrival after a send is scrolled into view once more (it is taller). */
  answerId: string | null;
}

/**
 * Live's panes over the full height: catalog, request and answer side by side, each resizable by a
 * separator (drag it, or focus it and use the arrow keys, Home and End), and below them a dock with the
 * history and the notifications, each of which closes. Sizes are remembered. At 800 px or less the
 * panes stack in one column. Both layouts are one element tree (stacking is CSS, see live.css), so
 * crossing 800 px never remounts a pane: an editor's undo, an open details, the focus, an app's frame stay.
 */
export function LiveWorkspace(props: LiveWorkspaceProps) {
  const stacked = useMediaQuery(STACK_QUERY);
  const root = useRef<HTMLDivElement>(null);
  const answerPane = useRef<HTMLDivElement>(null);
  useStackedScroll(stacked, props.sends, props.answerId, answerPane);
  useFocusKeptAcrossLayouts(root, stacked);
  return (
    <div
      ref={root}
      className={stacked ? 'live-stacked' : 'live-workspace'}
      data-testid="live-workspace"
      data-layout={stacked ? 'stacked' : 'panes'}
    >
      <ResizablePanes {...props} stacked={stacked} answerPane={answerPane} />
    </div>
  );
}

/**
 * In one column the answer is far below Send: each new request brings it into view (Connect does not),
 * and again when its answer arrives, since the page below it has grown by then.
 */
function useStackedScroll(
  stacked: boolean,
  sends: number,
  answerId: string | null,
  answerPane: RefObject<HTMLDivElement | null>,
) {
  const seen = useRef({ sends, answerId, awaiting: false });
  useEffect(() => {
    const last = seen.current;
    const sent = last.sends !== sends;
    const arrived = last.awaiting && last.answerId !== answerId;
    seen.current = { sends, answerId, awaiting: stacked && (sent || (last.awaiting && !arrived)) };
    if (stacked && (sent || arrived)) answerPane.current?.scrollIntoView({ block: 'start' });
  }, [stacked, sends, answerId, answerPane]);
}

/** A group's saved sizes and the callback that saves them (sizes only: nothing a server said). */
function useSavedLayout(
  group: string,
  stacked: boolean,
): { defaultLayout: Layout | undefined; onLayoutChanged: (l: Layout) => void } {
  // Read once at mount: the group owns its sizes from then on, and each change is saved. Stacked, the
  // groups have no size of their own, so nothing they report then is the user's choice.
  const [saved] = useState(() => useLiveLayoutStore.getState().groups[group]);
  const setSizes = useLiveLayoutStore(useShallow((s) => s.actions.setSizes));
  const onLayoutChanged = (layout: Layout) => {
    if (!stacked) setSizes(group, layout);
  };
  return { defaultLayout: saved, onLayoutChanged };
}

type DockPanel = 'history' | 'notifications';

/** The dock's three collapsible panels (the dock itself, the history, the notifications) and their toggles. */
function useDock() {
  const dockRef = usePanelRef();
  const historyRef = usePanelRef();
  const notesRef = usePanelRef();
  const [closed, setClosed] = useState({ dock: false, history: false, notifications: false });
  // Each panel says whether it is closed after every resize (a drag past its minimum closes it too).
  const sync = () =>
    setClosed((c) => {
      const now = {
        dock: dockRef.current?.isCollapsed() ?? c.dock,
        history: historyRef.current?.isCollapsed() ?? c.history,
        notifications: notesRef.current?.isCollapsed() ?? c.notifications,
      };
      return now.dock === c.dock && now.history === c.history && now.notifications === c.notifications ? c : now;
    });
  const toggle = (which: DockPanel) => {
    const [mine, other] = which === 'history' ? [historyRef, notesRef] : [notesRef, historyRef];
    const d = dockRef.current;
    if (!d || !mine.current || !other.current) return;
    if (d.isCollapsed()) {
      d.expand();
      if (mine.current.isCollapsed()) mine.current.expand();
    } else if (mine.current.isCollapsed()) mine.current.expand();
    // Closing the last open one closes the dock down to its bar.
    else if (other.current.isCollapsed()) d.collapse();
    else mine.current.collapse();
  };
  const open = (which: DockPanel) => !closed.dock && !closed[which];
  return { dockRef, historyRef, notesRef, closed, sync, toggle, open };
}

/** How the panes are laid out now, and where the answer pane's element goes (scrolled to when stacked). */
interface Layouts {
  stacked: boolean;
  answerPane: Ref<HTMLDivElement>;
}

function ResizablePanes({
  catalog,
  request,
  answer,
  sends: _sends,
  answerId: _answerId,
  stacked,
  answerPane,
  ...dockProps
}: LiveWorkspaceProps & Layouts) {
  const outer = useSavedLayout('live-outer', stacked);
  const main = useSavedLayout('live-main', stacked);
  const dock = useDock();
  return (
    <Group orientation="vertical" id="live-outer" className="live-outer" {...outer}>
      <Panel id="live-panel-main" minSize="14rem">
        <Group orientation="horizontal" id="live-main" className="live-main" {...main}>
          <Panel id="live-panel-catalog" defaultSize="24%" minSize="12rem" collapsible>
            <PaneBody pane="catalog">{catalog}</PaneBody>
          </Panel>
          <PaneSeparator label="Resize the catalog and the request" />
          <Panel id="live-panel-request" defaultSize="30%" minSize="16rem">
            <PaneBody pane="request">{request}</PaneBody>
          </Panel>
          <PaneSeparator label="Resize the request and the answer" />
          <Panel id="live-panel-answer" defaultSize="46%" minSize="20rem">
            <PaneBody pane="answer" ref={answerPane}>
              {answer}
            </PaneBody>
          </Panel>
        </Group>
      </Panel>
      <PaneSeparator label="Resize the panes and the history" />
      <Panel
        id="live-panel-dock"
        defaultSize="26%"
        minSize="7rem"
        collapsible
        collapsedSize={DOCK_BAR}
        panelRef={dock.dockRef}
        onResize={dock.sync}
      >
        <Dock {...dockProps} dock={dock} stacked={stacked} />
      </Panel>
    </Group>
  );
}

/**
 * The history and the notifications side by side under a bar of toggles that open and close each. Stacked,
 * the bar is hidden and both show, whatever the toggles say.
 */
function Dock({
  history,
  notifications,
  historyCount,
  dock,
  stacked,
}: Pick<LiveWorkspaceProps, 'history' | 'notifications' | 'historyCount'> & {
  dock: ReturnType<typeof useDock>;
  stacked: boolean;
}) {
  const sizes = useSavedLayout('live-dock-panes', stacked);
  const toggleButton = (which: DockPanel, words: string) => (
    <button
      type="button"
      className="button-small"
      aria-expanded={dock.open(which)}
      onClick={() => dock.toggle(which)}
      data-testid={`dock-${which}-toggle`}
    >
      {dock.open(which) ? '▾' : '▸'} {words}
    </button>
  );
  return (
    <div className="live-dock" data-testid="live-dock" data-closed={dock.closed.dock}>
      <div className="live-dock-bar" role="toolbar" aria-label="History and notifications">
        {toggleButton('history', `History (${historyCount})`)}
        {toggleButton('notifications', 'Notifications')}
      </div>
      <Group orientation="horizontal" id="live-dock-panes" className="live-dock-panes" {...sizes}>
        <Panel
          id="live-panel-history"
          defaultSize="62%"
          minSize="16rem"
          collapsible
          panelRef={dock.historyRef}
          onResize={dock.sync}
        >
          <PaneBody pane="history" hidden={!stacked && !dock.open('history')}>
            {history}
          </PaneBody>
        </Panel>
        <PaneSeparator label="Resize the history and the notifications" />
        <Panel
          id="live-panel-notifications"
          defaultSize="38%"
          minSize="14rem"
          collapsible
          panelRef={dock.notesRef}
          onResize={dock.sync}
        >
          <PaneBody pane="notifications" hidden={!stacked && !dock.open('notifications')}>
            {notifications}
          </PaneBody>
        </Panel>
      </Group>
    </div>
  );
}

/**
 * A pane's scrolling body. A closed pane keeps its content mounted (a listen stream goes on, the
 * history keeps its filters) but hidden, so neither its controls nor its text are reached by Tab.
 */
function PaneBody({
  pane,
  hidden = false,
  children,
  ref,
}: {
  pane: string;
  hidden?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      className={`live-pane live-pane-${pane}`}
      data-testid={`pane-${pane}`}
      data-pane={pane}
      hidden={hidden}
    >
      {children}
    </div>
  );
}

function PaneSeparator({ label }: { label: string }) {
  return <Separator className="live-separator" aria-label={label} />;
}
