import { useEffect } from 'react';
import { HeaderBar } from './features/playground/header-bar';
import { HelpOverlay } from './features/playground/help-overlay';
import { Playground } from './features/playground/playground';
import { useHashRoute } from './features/playground/use-hash-route';
import { useShortcuts } from './features/playground/use-shortcuts';
import { useEffectiveTheme } from './features/playground/use-theme';
import { useStore } from './state/store';
import { NoticeBar } from './ui/notice-bar';

/** The shell: header, notice, the playground and the help overlay. */
export function App() {
  const theme = useEffectiveTheme(useStore((s) => s.theme));
  const notice = useStore((s) => s.notice);
  const helpOpen = useStore((s) => s.helpOpen);
  const { showNotice, setHelpOpen } = useStore((s) => s.uiActions);
  useHashRoute();
  useShortcuts();
  useEffect(() => {
    document.documentElement.dataset['theme'] = theme;
  }, [theme]);
  return (
    <div className="shell">
      <HeaderBar />
      <NoticeBar notice={notice} onDismiss={() => showNotice(null)} />
      <main className="shell-main">
        <Playground theme={theme} />
      </main>
      <HelpOverlay open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
