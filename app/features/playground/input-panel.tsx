import { printHandlerResult } from '../../../src/index';
import { CodeEditor, MODEL_URIS, type EditorCommand, type EditorDiagnostic } from '../../editor';
import { CopyButton } from '../../ui/copy-button';
import { EditorPanel } from '../../ui/editor-panel';
import type { Preview, PreviewOk, PreviewProblem } from './model/compute-preview';
import { WithDecisionLinks } from './views/decision-link';

const SYNTAX_LABEL = { elixir: 'Elixir (IEx)', json: 'JSON', 'elixir-term': 'Elixir term → ExMCP' } as const;
const NO_DIAGNOSTICS: readonly EditorDiagnostic[] = [];

/** The parse error as a marker at its line and column. */
function problemDiagnostics(problem: PreviewProblem | null): readonly EditorDiagnostic[] {
  if (!problem?.line) return NO_DIAGNOSTICS;
  return [
    {
      position: { line: problem.line, column: problem.column ?? 1 },
      message: problem.message,
      severity: 'error',
    },
  ];
}

/** The handler-result editor: syntax badge, parse error marked at its line and column, copy in both syntaxes. */
export function InputPanel({
  text,
  onChange,
  preview,
  lastGood,
  theme,
  commands,
}: {
  text: string;
  onChange: (text: string) => void;
  preview: Preview | null;
  lastGood: PreviewOk | null;
  theme: 'light' | 'dark';
  /** Bound inside the editor (format, copy link, help...). */
  commands?: readonly EditorCommand[];
}) {
  const problem = preview && !preview.ok ? preview.problem : null;
  const language = /^\s*[[{"]/.test(text) && !/%\{|=>|\{\s*:/.test(text.slice(0, 2000)) ? 'json' : 'elixir';
  const actions = (
    <>
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
    </>
  );
  return (
    <EditorPanel
      title="Handler result"
      actions={actions}
      editor={
        <CodeEditor
          modelUri={MODEL_URIS.handler}
          value={text}
          language={language}
          onChange={onChange}
          diagnostics={problemDiagnostics(problem)}
          theme={theme}
          ariaLabel="Handler result (Elixir or JSON)"
          testId="handler-input"
          commands={commands}
        />
      }
    >
      {problem && (
        <div className="problem" role="alert" data-testid="parse-error">
          <strong>{problem.title}</strong>
          {problem.line !== undefined && (
            <span>
              {' '}
              at line {problem.line}, column {problem.column}
            </span>
          )}
          <p>
            <WithDecisionLinks text={problem.message} />
          </p>
          {problem.excerpt && <pre className="excerpt">{problem.excerpt}</pre>}
        </div>
      )}
      {preview?.ok && preview.notes.length > 0 && (
        <ul className="notes" data-testid="parse-notes">
          {preview.notes.map((n) => (
            <li key={n}>
              <WithDecisionLinks text={n} />
            </li>
          ))}
        </ul>
      )}
    </EditorPanel>
  );
}
