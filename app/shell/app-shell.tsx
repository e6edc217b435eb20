import { Suspense, useEffect, useState } from 'react';
import { useUiStore } from '../state/ui-store';
import { NoticeBar } from '../ui/notice-bar';
import { useGlobalCommands } from './global-commands';
import { useGlobalKeys } from './global-keys';
import { Header } from './header';
import { HelpOverlay } from './help-overlay';
import { useRoute } from './router';
import { SCREEN_COMPONENTS } from './screens';
import { SkipLink } from './skip-link';
import { ToolbarSlotContext } from './toolbar-context';
import { useScreenNotice } from './use-screen-notice';
import { useEffectiveTheme } from './use-theme';

/** The shell: header, notice, the routed screen (a lazy chunk) and the help overlay. */
export function AppShell() {
  const theme = useEffectiveTheme(useUiStore((s) => s.theme));
  const helpOpen = useUiStore((s) => s.helpOpen);
  const { showNotice, setHelpOpen } = useUiStore((s) => s.actions);
  const route = useRoute();
  const notice = useScreenNotice(route.screen);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useGlobalCommands();
  useGlobalKeys();
  useEffect(() => {
    document.documentElement.dataset['theme'] = theme;
  }, [theme]);
  useEffect(() => {
    if (route.unknown) showNotice(`There is no screen at "${route.unknown.slice(0, 80)}": showing the playground.`);
  }, [route.unknown, showNotice]);
  const ScreenComponent = SCREEN_COMPONENTS[route.screen];
  return (
    <div className="shell" data-screen={route.screen}>
      <SkipLink />
      <Header screen={route.screen} onSlot={setSlot} />
      <NoticeBar notice={notice} onDismiss={() => showNotice(null)} />
      <main className="shell-main">
        <ToolbarSlotContext.Provider value={slot}>
          <Suspense fallback={<div className="screen-loading">Loading…</div>}>
            <ScreenComponent theme={theme} path={route.path} params={route.params} hash={route.hash} />
          </Suspense>
        </ToolbarSlotContext.Provider>
      </main>
      <HelpOverlay open={helpOpen} screen={route.screen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
