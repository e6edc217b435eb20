// Monaco's narrowest useful build: the core API, the features we offer, Elixir and our JSON.
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/hover/register';
import 'monaco-editor/features/folding/register';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/format/register';
import 'monaco-editor/features/gotoError/register';
import 'monaco-editor/features/wordOperations/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/multicursor/register';
import 'monaco-editor/features/comment/register';
import 'monaco-editor/features/contextmenu/register';
import 'monaco-editor/features/clipboard/register';
// The suggest widget is an editor contribution, so only editors created after it loads get one: it loads
// here, with every editor, for the JSON schema completion that attachJsonSchema adds later.
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/languages/definitions/elixir/register';
import { registerJson, startJsonWorkerFile } from './json-language';

// Workers are bundled by Vite from our own origin: no CDN, works offline. Monaco's JSON worker is its
// editor worker plus the JSON service, so that one file serves every label (a second file, the plain
// editor worker, would be 90 KB gzip more of the same code).
self.MonacoEnvironment = { getWorker: () => startJsonWorkerFile({ validate: false, schemas: [] }) };
registerJson();

export { monaco };
