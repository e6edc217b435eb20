import { isJsonObject, type JsonObject } from '../../../../src/index';
import { SchemaForm } from './schema-form';

/**
 * The form of a tools/call's `arguments`, generated from the tool's inputSchema and kept in sync both
 * ways with the params editor: it reads the arguments from the params text on every render, and every
 * change writes the whole params text back (other params, `_meta` included, kept).
 */
export function ToolArgumentsForm({
  tool,
  schema,
  paramsText,
  onParamsText,
}: {
  tool: string;
  schema: JsonObject;
  paramsText: string;
  onParamsText: (text: string) => void;
}) {
  const params = parsed(paramsText);
  return (
    <details className="tool-arguments-form" open data-testid="tool-arguments-form">
      <summary>Arguments of {tool} as a form (the params below follow)</summary>
      {params ? (
        <SchemaForm
          schema={schema}
          value={params['arguments'] ?? {}}
          onChange={(next) => onParamsText(JSON.stringify({ ...params, arguments: next }, null, 2))}
        />
      ) : (
        <p className="muted" data-testid="tool-arguments-form-waiting">
          The params are not a JSON object right now; the form follows once they parse.
        </p>
      )}
    </details>
  );
}

function parsed(text: string): JsonObject | null {
  try {
    const value: unknown = JSON.parse(text);
    return isJsonObject(value) ? value : null;
  } catch {
    return null;
  }
}
