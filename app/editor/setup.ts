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
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import { registerJson } from './json-language';

// Workers are bundled by Vite from our own origin: no CDN, works offline. The JSON worker is
// started by json-language.ts itself; every other label gets the generic editor worker.
self.MonacoEnvironment = { getWorker: () => new EditorWorker() };
registerJson();

export { monaco };
