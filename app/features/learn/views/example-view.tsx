import { useMemo, type ReactNode } from 'react';
import { buildRequest, parseHandlerResult, printHandlerResult } from '../../../../src/index';
import type { EditorCommand } from '../../../editor';
import { playgroundHash } from '../model/run-links';
import { shapeCase } from '../model/shape-case';
import { rowStatus } from '../model/status-rows';
import type { ExampleDef, StatusRow } from '../model/types';
import { SideBySide } from './side-by-side';
import { formatHeaders } from './view-helpers';

/** A step's example: every response, status and request on it is computed here by the library. */
export function ExampleView({
  example,
  stepId,
  theme,
  commands,
}: {
  example: ExampleDef;
  stepId: string;
  theme: 'light' | 'dark';
  commands?: readonly EditorCommand[];
}) {
  const shaped = useMemo(() => (example.cases ?? []).map((c) => ({ c, shaped: shapeCase(c) })), [example]);
  return (
    <section className="learn-section" aria-label="Example" data-testid="example">
      <h3>Example</h3>
      {shaped.map(({ c, shaped: s }, i) => (
        <MoreCase key={i} first={i === 0} label={c.label ?? c.request.method}>
          {c.label && <p className="learn-case-label">{c.label}</p>}
          <p className="learn-case-label">
            The handler’s result for <code>{c.request.method}</code>
          </p>
          <HandlerForms handler={c.handler} />
          <p className="learn-run-link">
            <a href={playgroundHash(c)} data-testid="open-in-playground">
              Open this example in the Playground
            </a>
          </p>
          <SideBySide shaped={s} name={`${stepId}-example-${i}`} theme={theme} commands={commands} />
        </MoreCase>
      ))}
      {example.statuses && <StatusTable rows={example.statuses} />}
      {example.requests?.map((r) => {
        const built = buildRequest(r.input);
        return (
          <div key={r.label} data-testid="built-request">
            <p className="learn-case-label">{r.label} (built by buildRequest)</p>
            <pre className="learn-pre">{formatHeaders(built.headers)}</pre>
            <pre className="learn-pre">{JSON.stringify(built.message, null, 2)}</pre>
          </div>
        );
      })}
    </section>
  );
}

function StatusTable({ rows }: { rows: readonly StatusRow[] }) {
  return (
    <table className="learn-table" data-testid="status-table">
      <thead>
        <tr>
          <th>JSON-RPC error code</th>
          <th>When</th>
          <th>HTTP status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.code} ${row.when}`} data-code={row.code}>
            <td>
              <code>{row.code}</code>
            </td>
            <td>{row.when}</td>
            <td data-testid="status">{rowStatus(row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The handler result as Elixir (as written) and in the JSON form the playground and the exercises also read. */
function HandlerForms({ handler }: { handler: string }) {
  const json = JSON.stringify(JSON.parse(printHandlerResult(parseHandlerResult(handler).result, 'json')));
  return (
    <div className="learn-two learn-handler-forms">
      <div>
        <p className="learn-case-label">Elixir</p>
        <pre className="learn-pre" data-testid="example-handler">
          {handler}
        </pre>
      </div>
      <div>
        <p className="learn-case-label">The same in JSON</p>
        <pre className="learn-pre" data-testid="example-handler-json">
          {json}
        </pre>
      </div>
    </div>
  );
}

/** The first case shows at once; the others open on a click, so a step stays within two screens. */
function MoreCase({ first, label, children }: { first: boolean; label: string; children: ReactNode }) {
  if (first) return <div>{children}</div>;
  return (
    <details className="learn-more" data-testid="more-case">
      <summary>Also: {label}</summary>
      {children}
    </details>
  );
}
