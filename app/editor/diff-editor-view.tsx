import { useEffect, useLayoutEffect, useRef } from 'react';
import { monaco } from './setup';
import { themeName } from './editor-options';
import type { DiffEditorProps } from './diff-editor';
import './editor.css';

/** The real diff editor, loaded lazily by DiffEditor: two models of its own, disposed with it. */
export default function DiffEditorView(props: DiffEditorProps) {
  const {
    originalUri,
    modifiedUri,
    original,
    modified,
    originalLabel,
    modifiedLabel,
    theme,
    ariaLabel,
    testId,
    height,
  } = props;
  const host = useRef<HTMLDivElement>(null);
  const models = useRef<{ original: monaco.editor.ITextModel; modified: monaco.editor.ITextModel } | null>(null);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const make = (uri: string, text: string) => {
      monaco.editor.getModel(monaco.Uri.parse(uri))?.dispose();
      return monaco.editor.createModel(text, 'json', monaco.Uri.parse(uri));
    };
    const pair = {
      original: make(originalUri, latest.current.original),
      modified: make(modifiedUri, latest.current.modified),
    };
    const editor = monaco.editor.createDiffEditor(element, {
      automaticLayout: true,
      readOnly: true,
      originalEditable: false,
      renderSideBySide: true,
      // Side by side is the point of this view, even in a narrow pane (lines wrap instead).
      useInlineViewWhenSpaceIsLimited: false,
      wordWrap: 'on',
      diffWordWrap: 'on',
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      renderOverviewRuler: false,
      fontSize: 13,
      lineHeight: 19,
      lineNumbersMinChars: 3,
      stickyScroll: { enabled: false },
      ariaLabel,
      originalAriaLabel: `${ariaLabel}: ${latest.current.originalLabel}`,
      modifiedAriaLabel: `${ariaLabel}: ${latest.current.modifiedLabel}`,
      theme: themeName(latest.current.theme),
    });
    editor.setModel(pair);
    models.current = pair;
    element.dataset.editorReady = 'true';
    return () => {
      delete element.dataset.editorReady;
      models.current = null;
      editor.dispose();
      pair.original.dispose();
      pair.modified.dispose();
    };
  }, [originalUri, modifiedUri, ariaLabel]);

  useEffect(() => {
    const pair = models.current;
    if (pair && pair.original.getValue() !== original) pair.original.setValue(original);
  }, [original]);
  useEffect(() => {
    const pair = models.current;
    if (pair && pair.modified.getValue() !== modified) pair.modified.setValue(modified);
  }, [modified]);
  useEffect(() => monaco.editor.setTheme(themeName(theme)), [theme]);

  return (
    <div className="si-diff" data-testid={testId} style={height ? { height } : undefined}>
      <div className="si-diff-labels" aria-hidden="true">
        <span>{originalLabel}</span>
        <span>{modifiedLabel}</span>
      </div>
      <div ref={host} className="si-editor si-diff-host" />
    </div>
  );
}
