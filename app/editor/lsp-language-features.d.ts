// Monaco ships its LSP adapters without types; these are the two the schema chunk uses.
declare module 'monaco-editor/languages/features/common/lspLanguageFeatures' {
  import type { CancellationToken, IPosition, languages, Uri } from 'monaco-editor/editor';
  import type { editor } from 'monaco-editor/editor';

  type WorkerAccessor = (...uris: Uri[]) => Promise<unknown>;

  export class CompletionAdapter {
    constructor(worker: WorkerAccessor, triggerCharacters: string[]);
    readonly triggerCharacters: string[];
    provideCompletionItems(
      model: editor.ITextModel,
      position: IPosition,
      context: languages.CompletionContext,
      token: CancellationToken,
    ): Promise<languages.CompletionList | undefined>;
  }

  export class HoverAdapter {
    constructor(worker: WorkerAccessor);
    provideHover(
      model: editor.ITextModel,
      position: IPosition,
      token: CancellationToken,
    ): Promise<languages.Hover | undefined>;
  }
}
