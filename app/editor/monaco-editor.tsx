import { useEffect, useLayoutEffect, useRef } from 'react';
import { monaco } from './setup';
import { createSession, type EditorSession, type SessionCallbacks } from './editor-session';
import { withEditorCommands } from './editor-commands';
import { themeName } from './editor-options';
import type { CodeEditorProps, EditorAnnotation, EditorCommand, EditorDiagnostic } from './types';
import { provideSchemaFeatures } from './schema-features-loader';
import './editor.css';

provideSchemaFeatures(() => import('./json-schema-features'));

const NONE: readonly never[] = [];

/** The real editor, loaded lazily by CodeEditor: one Monaco editor on the model named `modelUri`. */
export default function MonacoEditor(props: CodeEditorProps) {
  const {
    modelUri,
    value,
    language,
    readOnly = false,
    diagnostics = NONE as readonly EditorDiagnostic[],
    annotations = NONE as readonly EditorAnnotation[],
    commands = NONE as readonly EditorCommand[],
    theme,
    ariaLabel,
    testId,
    height,
  } = props;
  const host = useRef<HTMLDivElement>(null);
  const session = useRef<EditorSession | null>(null);
  const latest = useRef(props);

  // Runs first on every commit, so the creation below and the callbacks see the current props.
  useLayoutEffect(() => {
    latest.current = props;
  });

  // Layout effect: Monaco replaces the placeholder in the same frame, with no empty flash.
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const callbacks: SessionCallbacks = {
      onChange: () => latest.current.onChange,
      commands: () => withEditorCommands(latest.current.commands ?? NONE),
    };
    const created = createSession(element, latest.current, callbacks);
    session.current = created;
    element.dataset.editorReady = 'true';
    return () => {
      session.current = null;
      delete element.dataset.editorReady;
      created.dispose();
    };
  }, [modelUri]);

  useLayoutEffect(() => {
    session.current?.setValue(value);
  }, [modelUri, value]);
  useLayoutEffect(() => {
    session.current?.setLanguage(language);
  }, [modelUri, language]);
  useEffect(() => {
    session.current?.setMode(readOnly, ariaLabel);
  }, [modelUri, readOnly, ariaLabel]);
  useEffect(() => {
    session.current?.setDiagnostics(diagnostics);
  }, [modelUri, diagnostics]);
  useEffect(() => {
    session.current?.setAnnotations(annotations);
  }, [modelUri, annotations]);
  useEffect(() => {
    session.current?.syncCommands();
  }, [modelUri, commands]);
  // The theme is global in Monaco: the last editor to set it wins, which is fine for one app theme.
  useEffect(() => monaco.editor.setTheme(themeName(theme)), [theme]);

  return <div ref={host} className="si-editor" style={height ? { height } : undefined} data-testid={testId} />;
}
