import type { ThemeChoice } from '../state/ui-store';
import { useUiStore } from '../state/ui-store';
import { routeHash, SCREENS, type Screen } from './router';
import './shell-layout.css';

/** The top bar: product name, one link per screen, the active screen's toolbar slot, theme and help. */
export function Header({ screen, onSlot }: { screen: Screen; onSlot: (slot: HTMLElement | null) => void }) {
  const theme = useUiStore((s) => s.theme);
  const { setTheme, setHelpOpen } = useUiStore((s) => s.actions);
  return (
    <header className="shell-header">
      <h1>MCP Shape Inspector</h1>
      <span className="era-badge">MCP 2026-07-28</span>
      <nav className="screen-nav" aria-label="Screens">
        {SCREENS.map((s) => (
          <a
            key={s.id}
            href={routeHash(s.id)}
            aria-current={s.id === screen ? 'page' : undefined}
            data-testid={`nav-${s.id}`}
          >
            {s.label}
          </a>
        ))}
      </nav>
      <div className="screen-toolbar" ref={onSlot} />
      <span className="spacer" />
      <select
        aria-label="Theme"
        value={theme}
        onChange={(e) => setTheme(e.target.value as ThemeChoice)}
        data-testid="theme-select"
      >
        <option value="system">System theme</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
      <button
        type="button"
        onClick={() => setHelpOpen(!useUiStore.getState().helpOpen)}
        aria-label="Keyboard shortcuts"
        data-testid="help-button"
      >
        ?
      </button>
    </header>
  );
}
