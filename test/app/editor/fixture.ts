import { afterEach } from 'vitest';
import { monaco } from '../../../app/editor/setup';

let uriCount = 0;
const created: { dispose(): void }[] = [];

/** A fresh model URI per call, so tests never share models. */
export const freshUri = (name = 'text.json') => `inmemory://test/${++uriCount}/${name}`;

/** A real Monaco text model (the same one the app uses), disposed after the test. */
export function textModel(text: string, language = 'json', uri = freshUri()): monaco.editor.ITextModel {
  const model = monaco.editor.createModel(text, language, monaco.Uri.parse(uri));
  created.push(model);
  return model;
}

/**
 * A real Monaco editor in a host element of the page, disposed after the test. Its overview ruler is
 * off: it paints on a canvas, which happy-dom does not have.
 */
export function mountEditor(options: monaco.editor.IStandaloneEditorConstructionOptions = {}): {
  editor: monaco.editor.IStandaloneCodeEditor;
  host: HTMLElement;
} {
  const host = document.createElement('div');
  host.style.width = '600px';
  host.style.height = '300px';
  document.body.append(host);
  const editor = monaco.editor.create(host, { overviewRulerLanes: 0, minimap: { enabled: false }, ...options });
  created.push(editor, { dispose: () => host.remove() });
  return { editor, host };
}

/** A keydown as the browser sends it (Monaco reads keyCode, tinykeys reads key and code). */
export function keydown(
  target: Element,
  init: { key: string; code: string; keyCode: number; altKey?: boolean; shiftKey?: boolean; ctrlKey?: boolean },
): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

afterEach(() => {
  for (const item of created.splice(0).reverse()) item.dispose();
});

export { monaco };
