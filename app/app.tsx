import { ShapedExample } from './features/playground/shaped-example';

/** The shell: header and the current screen. */
export function App() {
  return (
    <div className="shell">
      <header className="shell-header">
        <h1>MCP Shape Inspector</h1>
        <span className="era-badge">MCP 2026-07-28</span>
      </header>
      <main>
        <ShapedExample />
      </main>
    </div>
  );
}
