import { useEffect, useLayoutEffect, useRef } from 'react';
import { monaco } from './setup';
import { createSession, type EditorSession, type SessionCallbacks } from './editor-session';
import { themeName } from './editor-options';
import type { CodeEditorProps, EditorAnnotation, EditorMarker } from './types';
import './editor.css';

const NO_MARKERS: EditorMarker[] = [];
const NO_ANNOTATIONS: EditorAnnotation[] = [];

/** The real editor, loaded lazily by CodeEditor: one Monaco editor on the model named `modelUri`. */
export default function MonacoEditor(props: CodeEditorProps) {
  const {
    modelUri,
    value,
    language,
    readOnly = false,
    markers = NO_MARKERS,
    annotations = NO_ANNOTATIONS,
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
      onAction: () => latest.current.onAction,
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

  useLayoutEffect(() => session.current?.setValue(value), [modelUri, value]);
  useLayoutEffect(() => session.current?.setLanguage(language), [modelUri, language]);
  useEffect(() => session.current?.setMode(readOnly, ariaLabel), [modelUri, readOnly, ariaLabel]);
  useEffect(() => session.current?.setMarkers(markers), [modelUri, markers, value]);
  useEffect(() => session.current?.setAnnotations(annotations), [modelUri, annotations]);
  // The theme is global in Monaco: the last editor to set it wins, which is fine for one app theme.
  useEffect(() => monaco.editor.setTheme(themeName(theme)), [theme]);

  return <div ref={host} className="si-editor" style={height ? { height } : undefined} data-testid={testId} />;
}
