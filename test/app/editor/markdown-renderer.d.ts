// Monaco's Markdown renderer (the one its hovers use) ships without types; the tests render with it.
declare module 'monaco-editor/base/browser/markdownRenderer' {
  import type { IMarkdownString } from 'monaco-editor/editor';
  export function renderMarkdown(markdown: IMarkdownString): { element: HTMLElement; dispose(): void };
}
