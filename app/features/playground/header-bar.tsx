import { useStore } from '../../state/store';
import type { ThemeChoice } from '../../state/ui-slice';
import { copyShareLink, runAction } from './actions';
import { EXAMPLES } from './model/examples';
import { exampleHash } from '../../state/share-link';

/** The top bar: examples gallery, share link, theme and help. */
export function HeaderBar() {
  const exampleId = useStore((s) => s.exampleId);
  const theme = useStore((s) => s.theme);
  const { setTheme } = useStore((s) => s.uiActions);
  const { loadInput } = useStore((s) => s.playgroundActions);
  const pick = (id: string) => {
    const example = EXAMPLES.find((e) => e.id === id);
    if (!example) return;
    loadInput(example.input, example.id);
    history.replaceState(null, '', exampleHash(example.id));
  };
  const current = EXAMPLES.find((e) => e.id === exampleId);
  return (
    <header className="shell-header">
      <h1>MCP Shape Inspector</h1>
      <span className="era-badge">MCP 2026-07-28</span>
      <label className="examples-picker">
        <span>Example</span>
        <select value={exampleId ?? ''} onChange={(e) => pick(e.target.value)} data-testid="example-select">
          <option value="">(your input)</option>
          {EXAMPLES.map((e) => (
            <option key={e.id} value={e.id}>
              {e.title}
            </option>
          ))}
        </select>
      </label>
      {current && (
        <span className="lesson" data-testid="example-lesson">
          {current.lesson}
        </span>
      )}
      <span className="spacer" />
      <button type="button" onClick={() => void copyShareLink()} data-testid="share-button" title="Alt+Shift+L">
        Copy link
      </button>
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
      <button type="button" onClick={() => runAction('help')} aria-label="Keyboard shortcuts" data-testid="help-button">
        ?
      </button>
    </header>
  );
}
