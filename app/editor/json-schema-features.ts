// The Live screen's JSON schema support, in its own lazy chunk: Monaco's LSP adapters (the suggest widget
// loads with setup.ts) on a second JSON worker that knows the schemas. Monaco's `languages/features/json/register` would do
// the same but side-imports ~70 editor features (about 200 KB gzip) through its worker manager.
import { monaco } from './setup';
import { CompletionAdapter, HoverAdapter } from 'monaco-editor/languages/features/common/lspLanguageFeatures';
import { escapeMarkdown } from './hover-markdown';
import { startJsonWorker } from './json-language';
import { sanitizeSchema } from './schema-sanitize';

/** Schema findings get their own owner, beside the app's ('shape-inspector') and the syntax worker's. */
export const SCHEMA_MARKER_OWNER = 'shape-inspector-schema';

interface LspDiagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  severity?: number;
  message: string;
}
interface SchemaWorker {
  doValidation(uri: string): Promise<LspDiagnostic[]>;
}

const schemas = new Map<string, unknown>();
let client: monaco.editor.MonacoWebWorker<SchemaWorker> | undefined;

// Worker settings are fixed at start, so a new set of schemas means a new worker.
function worker(...uris: monaco.Uri[]): Promise<SchemaWorker> {
  client ??= startJsonWorker<SchemaWorker>({
    validate: true,
    allowComments: false,
    schemaValidation: 'error',
    schemaRequest: 'ignore',
    schemas: [...schemas].map(([uri, schema], index) => ({
      uri: `inmemory://schemas/${index}.json`,
      fileMatch: [uri],
      schema,
    })),
  });
  return client.withSyncedResources(uris);
}

const SEVERITY = [monaco.MarkerSeverity.Error, monaco.MarkerSeverity.Warning, monaco.MarkerSeverity.Info];

async function validate(model: monaco.editor.ITextModel): Promise<void> {
  const uri = model.uri.toString();
  const diagnostics = await (await worker(model.uri)).doValidation(uri);
  if (model.isDisposed() || !schemas.has(uri)) return;
  monaco.editor.setModelMarkers(
    model,
    SCHEMA_MARKER_OWNER,
    diagnostics.map((d) => ({
      severity: SEVERITY[(d.severity ?? 1) - 1] ?? monaco.MarkerSeverity.Hint,
      message: d.message,
      startLineNumber: d.range.start.line + 1,
      startColumn: d.range.start.character + 1,
      endLineNumber: d.range.end.line + 1,
      endColumn: d.range.end.character + 1,
    })),
  );
}

const isAttached = (model: monaco.editor.ITextModel) => schemas.has(model.uri.toString());
/** The language service's Markdown (already escaped by it), as plain text we escape ourselves. */
const plain = (markdown: string) =>
  markdown
    .split(/\n{2,}/)
    .map((paragraph) => escapeMarkdown(paragraph.replace(/\\(.)/g, '$1')))
    .join('\n\n');

let providersRegistered = false;
function registerProviders(): void {
  if (providersRegistered) return;
  providersRegistered = true;
  const completion = new CompletionAdapter(worker, [' ', ':', '"']);
  const hover = new HoverAdapter(worker);
  // Registered for 'json' but answering only for models with a schema: the playground's stay as they were.
  monaco.languages.registerCompletionItemProvider('json', {
    triggerCharacters: completion.triggerCharacters,
    provideCompletionItems: async (model, position, context, token) => {
      if (!isAttached(model)) return undefined;
      const list = await completion.provideCompletionItems(model, position, context, token);
      // Documentation as plain text: Markdown from a server's schema could show images or links.
      return (
        list && {
          ...list,
          suggestions: list.suggestions.map((s) => ({
            ...s,
            documentation: typeof s.documentation === 'object' ? s.documentation.value : s.documentation,
          })),
        }
      );
    },
  });
  monaco.languages.registerHoverProvider('json', {
    provideHover: async (model, position, token) => {
      if (!isAttached(model)) return undefined;
      const found = await hover.provideHover(model, position, token);
      return found && { ...found, contents: found.contents.map((c) => ({ value: plain(c.value) })) };
    },
  });
}

/** Validates the model at `uri` now and 500 ms after each edit, for as long as its schema is attached. */
function watchModel(uri: string): monaco.IDisposable {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let content: monaco.IDisposable | undefined;
  const follow = (model: monaco.editor.ITextModel) => {
    if (model.uri.toString() !== uri) return;
    content?.dispose();
    content = model.onDidChangeContent(() => {
      clearTimeout(timer);
      timer = setTimeout(() => void validate(model), 500);
    });
    void validate(model);
  };
  const existing = monaco.editor.getModel(monaco.Uri.parse(uri));
  if (existing) follow(existing);
  const created = monaco.editor.onDidCreateModel(follow);
  return {
    dispose() {
      clearTimeout(timer);
      content?.dispose();
      created.dispose();
      const model = monaco.editor.getModel(monaco.Uri.parse(uri));
      if (model) monaco.editor.setModelMarkers(model, SCHEMA_MARKER_OWNER, []);
    },
  };
}

/** Attaches `schema` to the model at `uri` (it may be created later); returns the detach function. */
export function attachSchema(uri: string, schema: unknown): () => void {
  registerProviders();
  schemas.set(uri, sanitizeSchema(schema));
  client?.dispose();
  client = undefined;
  const watch = watchModel(uri);
  return () => {
    watch.dispose();
    schemas.delete(uri);
    client?.dispose();
    client = undefined;
  };
}
