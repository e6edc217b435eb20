import { printHandlerResult } from '../../../src/index';
import { CodeEditor, type EditorMarker } from '../../editor';
import { CopyButton } from '../../ui/copy-button';
import type { Preview, PreviewOk } from './model/compute-preview';

const SYNTAX_LABEL = { elixir: 'Elixir (IEx)', json: 'JSON', 'elixir-term': 'Elixir term → ExMCP' } as const;

/** The handler-result editor: syntax badge, parse error marked at its line and column, copy in both syntaxes. */
export function InputPanel({
  text,
  onChange,
  preview,
  lastGood,
  theme,
  onAction,
}: {
  text: string;
  onChange: (text: string) => void;
  preview: Preview | null;
  lastGood: PreviewOk | null;
  theme: 'light' | 'dark';
  onAction: (action: 'format' | 'copyLink' | 'nextExample' | 'help') => void;
}) {
  const problem = preview && !preview.ok ? preview.problem : null;
  const markers: EditorMarker[] = problem?.line
    ? [{ startLine: problem.line, startColumn: problem.column ?? 1, message: problem.message, severity: 'error' }]
    : [];
  const language = /^\s*[[{"]/.test(text) && !/%\{|=>|\{\s*:/.test(text.slice(0, 2000)) ? 'json' : 'elixir';
  return (
    <section className="panel panel-grow" aria-label="Handler result">
      <header className="panel-header">
        <h2>Handler result</h2>
        <span className="syntax-badge" data-testid="syntax-badge">
          {preview?.ok ? SYNTAX_LABEL[preview.syntax] : problem ? 'error' : '…'}
        </span>
        {lastGood && (
          <>
            <CopyButton
              label="Copy as Elixir"
              text={() => printHandlerResult(lastGood.handlerResult, 'elixir')}
              testId="copy-elixir"
            />
            <CopyButton
              label="Copy as JSON"
              text={() => printHandlerResult(lastGood.handlerResult, 'json')}
              testId="copy-json"
            />
          </>
        )}
      </header>
      <div className="editor-box">
        <CodeEditor
          modelUri="inmemory://playground/handler-result"
          value={text}
          language={language}
          onChange={onChange}
          markers={markers}
          theme={theme}
          ariaLabel="Handler result (Elixir or JSON)"
          testId="handler-input"
          onAction={onAction}
        />
      </div>
      {problem && (
        <div className="problem" role="alert" data-testid="parse-error">
          <strong>{problem.title}</strong>
          {problem.line !== undefined && (
            <span>
              {' '}
              at line {problem.line}, column {problem.column}
            </span>
          )}
          <p>{problem.message}</p>
          {problem.excerpt && <pre className="excerpt">{problem.excerpt}</pre>}
        </div>
      )}
      {preview?.ok && preview.notes.length > 0 && (
        <ul className="notes" data-testid="parse-notes">
          {preview.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
