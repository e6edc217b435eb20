import { isJsonObject, revealInvisible } from '../../../../src/index';

const HINTS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;

/**
 * What the server says about the tool being called, where it is chosen: title, description,
 * annotations, task support (`execution.taskSupport`) and both schemas. Every string is shown as text.
 */
export function ToolDetails({ tool }: { tool: Record<string, unknown> }) {
  const annotations = isJsonObject(tool['annotations']) ? tool['annotations'] : {};
  const execution = isJsonObject(tool['execution']) ? tool['execution'] : {};
  const title =
    typeof tool['title'] === 'string'
      ? tool['title']
      : typeof annotations['title'] === 'string'
        ? annotations['title']
        : '';
  const hints = HINTS.filter((h) => typeof annotations[h] === 'boolean').map((h) => `${h}: ${String(annotations[h])}`);
  const tasks =
    typeof execution['taskSupport'] === 'string'
      ? execution['taskSupport']
      : 'not declared by the tool (2026-07-28 asks for a task per request, through the tasks extension)';
  return (
    <details className="tool-details" data-testid="tool-details">
      <summary>
        <strong>{revealInvisible(String(tool['name']))}</strong>
        {title && <span data-testid="tool-details-title"> · {revealInvisible(title)}</span>}
      </summary>
      {typeof tool['description'] === 'string' && (
        <p data-testid="tool-details-description">{revealInvisible(tool['description']).slice(0, 2000)}</p>
      )}
      <dl className="tool-details-facts">
        <dt>Annotations</dt>
        <dd data-testid="tool-details-annotations">{hints.length > 0 ? hints.join(', ') : 'none declared'}</dd>
        <dt>Task support</dt>
        <dd data-testid="tool-details-tasks">{tasks}</dd>
      </dl>
      {(['inputSchema', 'outputSchema'] as const).map((key) =>
        isJsonObject(tool[key]) ? (
          <details key={key} data-testid={`tool-details-${key}`}>
            <summary>{key}</summary>
            <pre className="mono">{JSON.stringify(tool[key], null, 2).slice(0, 20_000)}</pre>
          </details>
        ) : null,
      )}
    </details>
  );
}
