import * as monaco from 'monaco-editor/editor';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';

// Monaco's own JSON mode (languages/features/json/register) side-imports ~70 editor features we do
// not use (200 KB gzip): this registers JSON with our tokens and the same JSON worker instead.

/** Token names the 'vs' and 'vs-dark' themes already colour (string.key.json, keyword.json, ...). */
const JSON_TOKENS: monaco.languages.IMonarchLanguage = {
  tokenPostfix: '.json',
  tokenizer: {
    root: [
      [/\s+/, ''],
      [/"(?:[^"\\]|\\.)*"(?=\s*:)/, 'string.key'],
      [/"(?:[^"\\]|\\.)*"?/, 'string.value'],
      [/-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/, 'number'],
      [/(?:true|false|null)\b/, 'keyword'],
      [/[{}]/, 'delimiter.bracket'],
      [/[[\]]/, 'delimiter.array'],
      [/:/, 'delimiter.colon'],
      [/,/, 'delimiter.comma'],
      [/./, 'invalid'],
    ],
  },
};

/** The two JSON worker methods we call (vscode-json-languageservice shapes: 0-based LSP positions). */
interface LspRange {
  start: { line: number; character: number };
  end: { line: number; character: number };
}
interface JsonWorkerApi {
  format(
    uri: string,
    range: LspRange | null,
    options: { tabSize: number; insertSpaces: boolean },
  ): Promise<{ range: LspRange; newText: string }[]>;
  getFoldingRanges(uri: string, context?: { rangeLimit?: number }): Promise<{ startLine: number; endLine: number }[]>;
}

/** What the JSON worker reads at start (vscode-json-languageservice settings; schemas match model URIs). */
export interface JsonWorkerSettings {
  validate: boolean;
  allowComments?: boolean;
  schemas: { uri: string; fileMatch: string[]; schema: unknown }[];
  schemaValidation?: 'error' | 'warning' | 'ignore';
  schemaRequest?: 'error' | 'warning' | 'ignore';
}

/** A started JSON worker (the one worker file the app ships for Monaco) with fixed settings. */
export function startJsonWorkerFile(settings: JsonWorkerSettings): Worker {
  const worker = new JsonWorker();
  // json.worker.js starts on its first message and reads its settings from the second.
  worker.postMessage('ignore');
  // Remote $refs are never fetched: a localhost tool sends nothing to other origins.
  worker.postMessage({ languageId: 'json', languageSettings: settings, enableSchemaRequest: false });
  return worker;
}

/** A client of a new JSON worker with fixed settings. */
export function startJsonWorker<T extends object>(settings: JsonWorkerSettings): monaco.editor.MonacoWebWorker<T> {
  return monaco.editor.createWebWorker<T>({ worker: startJsonWorkerFile(settings) });
}

let client: monaco.editor.MonacoWebWorker<JsonWorkerApi> | undefined;

function jsonWorker(uri: monaco.Uri): Promise<JsonWorkerApi> {
  client ??= startJsonWorker<JsonWorkerApi>({ validate: false, schemas: [] });
  return client.withSyncedResources([uri]);
}

const toRange = ({ start, end }: LspRange) =>
  new monaco.Range(start.line + 1, start.character + 1, end.line + 1, end.character + 1);
const fromRange = (range: monaco.IRange): LspRange => ({
  start: { line: range.startLineNumber - 1, character: range.startColumn - 1 },
  end: { line: range.endLineNumber - 1, character: range.endColumn - 1 },
});

async function formatEdits(
  model: monaco.editor.ITextModel,
  range: monaco.IRange | null,
  options: monaco.languages.FormattingOptions,
): Promise<monaco.languages.TextEdit[]> {
  const worker = await jsonWorker(model.uri);
  const edits = await worker.format(model.uri.toString(), range && fromRange(range), {
    tabSize: options.tabSize,
    insertSpaces: options.insertSpaces,
  });
  return edits.map((edit) => ({ range: toRange(edit.range), text: edit.newText }));
}

/** Registers 'json': colours, brackets, formatting and folding (no validation, no schemas). */
export function registerJson(): void {
  monaco.languages.register({
    id: 'json',
    extensions: ['.json'],
    aliases: ['JSON', 'json'],
    mimetypes: ['application/json'],
  });
  monaco.languages.setMonarchTokensProvider('json', JSON_TOKENS);
  monaco.languages.setLanguageConfiguration('json', {
    brackets: [
      ['{', '}'],
      ['[', ']'],
    ],
    autoClosingPairs: [
      { open: '{', close: '}', notIn: ['string'] },
      { open: '[', close: ']', notIn: ['string'] },
      { open: '"', close: '"', notIn: ['string'] },
    ],
    surroundingPairs: [
      { open: '{', close: '}' },
      { open: '[', close: ']' },
      { open: '"', close: '"' },
    ],
  });
  monaco.languages.registerDocumentFormattingEditProvider('json', {
    provideDocumentFormattingEdits: (model, options) => formatEdits(model, null, options),
  });
  monaco.languages.registerDocumentRangeFormattingEditProvider('json', {
    provideDocumentRangeFormattingEdits: (model, range, options) => formatEdits(model, range, options),
  });
  monaco.languages.registerFoldingRangeProvider('json', {
    provideFoldingRanges: async (model) => {
      const worker = await jsonWorker(model.uri);
      // Monaco keeps at most 5000 folding regions (foldingMaximumRegions); send no more than that.
      const ranges = await worker.getFoldingRanges(model.uri.toString(), { rangeLimit: 5000 });
      return ranges.map(({ startLine, endLine }) => ({ start: startLine + 1, end: endLine + 1 }));
    },
  });
}
