// Chromium, which the app targets: happy-dom's own user agent makes Monaco apply its WebKit clipboard workaround.
// @vitest-environment-options {"settings": {"navigator": {"userAgent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36"}}}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withEditorCommands } from '../../../app/editor/editor-commands';
import { createSession, type EditorSession } from '../../../app/editor/editor-session';
import { MARKER_OWNER } from '../../../app/editor/diagnostics';
import { getEditorPreferences, setEditorPreferences } from '../../../app/editor/preferences';
import { reveal } from '../../../app/editor/registry';
import type { CodeEditorProps, EditorCommand } from '../../../app/editor/types';
import { freshUri, keydown, monaco } from './fixture';

const sessions: { session: EditorSession; host: HTMLElement }[] = [];
afterEach(() => {
  for (const { session, host } of sessions.splice(0)) {
    session.dispose();
    host.remove();
  }
  setEditorPreferences({ wordWrap: true, tabMovesFocus: true });
});

function open(props: Partial<CodeEditorProps> = {}, commands: EditorCommand[] = []) {
  const host = document.createElement('div');
  document.body.append(host);
  const onChange = vi.fn();
  const all: CodeEditorProps = {
    modelUri: freshUri('response.json'),
    value: '{\n  "result": {\n    "ttlMs": 60000\n  }\n}',
    language: 'json',
    theme: 'light',
    ariaLabel: 'Response',
    testId: 'response',
    onChange,
    ...props,
  };
  const session = createSession(host, all, { onChange: () => onChange, commands: () => withEditorCommands(commands) });
  sessions.push({ session, host });
  const model = monaco.editor.getModel(monaco.Uri.parse(all.modelUri));
  const editor = monaco.editor.getEditors().find((e) => host.contains(e.getContainerDomNode()));
  if (!model || !editor) throw new Error('no editor');
  return { session, host, model, editor, onChange, uri: all.modelUri };
}

const focusedInput = (editor: monaco.editor.ICodeEditor) => {
  editor.focus();
  return document.activeElement as Element;
};

describe('createSession', () => {
  it('shows the value, follows new values, and reports only the user edits', () => {
    const { session, model, onChange } = open({ value: '{"a": 1}' });
    session.setValue('{"a": 2}');
    expect(model.getValue()).toBe('{"a": 2}');
    expect(onChange).not.toHaveBeenCalled();
    model.pushEditOperations([], [{ range: new monaco.Range(1, 7, 1, 8), text: '3' }], () => null);
    expect(onChange).toHaveBeenLastCalledWith('{"a": 3}');
  });

  it('shows diagnostics as our markers, and clears them when the last editor goes', () => {
    const { session, model } = open();
    session.setDiagnostics([{ pointer: '/result/ttlMs', severity: 'error', message: 'bad', rule: 'R-CACHE-1' }]);
    const markers = () => monaco.editor.getModelMarkers({ resource: model.uri, owner: MARKER_OWNER });
    expect(markers().map((m) => model.getValueInRange(m))).toEqual(['60000']);
    const entry = sessions.pop();
    entry?.session.dispose();
    entry?.host.remove();
    expect(markers()).toEqual([]);
  });

  it('reveals a finding: focus, and the marker range selected', () => {
    const { editor, uri, model } = open();
    expect(reveal(uri, '/result/ttlMs')).toBe(true);
    expect(model.getValueInRange(editor.getSelection() ?? new monaco.Range(1, 1, 1, 1))).toBe('60000');
    expect(editor.hasTextFocus()).toBe(true);
    // A missing member lands on its parent.
    expect(reveal(uri, '/result/cacheScope')).toBe(true);
    expect(editor.getSelection()?.startLineNumber).toBe(2);
    expect(reveal('inmemory://test/none.json', '/result')).toBe(false);
  });

  it('unregisters on dispose: a disposed editor no longer answers reveal', () => {
    const { uri } = open();
    const entry = sessions.pop();
    entry?.session.dispose();
    entry?.host.remove();
    expect(reveal(uri, '/result')).toBe(false);
  });

  it('keeps typed characters such as ? inside the editor, but lets command keys through as handled', () => {
    const onWindowKey = vi.fn();
    window.addEventListener('keydown', onWindowKey);
    const help = vi.fn();
    const { editor } = open({}, [{ id: 'help', label: 'Help', keys: ['F1'], run: help }]);
    const input = focusedInput(editor);
    keydown(input, { key: '?', code: 'Slash', keyCode: 191, shiftKey: true });
    expect(onWindowKey).not.toHaveBeenCalled();
    keydown(input, { key: 'F1', code: 'F1', keyCode: 112 });
    expect(help).toHaveBeenCalledTimes(1);
    // Escape types nothing: page handlers may see it.
    keydown(input, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(onWindowKey).toHaveBeenCalledTimes(1);
    window.removeEventListener('keydown', onWindowKey);
  });

  it('wraps long lines and lets Tab leave by default; Alt+Z and Ctrl+M toggle both in every editor', () => {
    const first = open();
    const second = open();
    const option = (e: monaco.editor.ICodeEditor) => ({
      wordWrap: e.getOption(monaco.editor.EditorOption.wordWrap),
      tabFocusMode: e.getOption(monaco.editor.EditorOption.tabFocusMode),
    });
    expect(option(first.editor)).toEqual({ wordWrap: 'on', tabFocusMode: true });
    const input = focusedInput(first.editor);
    keydown(input, { key: 'z', code: 'KeyZ', keyCode: 90, altKey: true });
    keydown(input, { key: 'm', code: 'KeyM', keyCode: 77, ctrlKey: true });
    expect(getEditorPreferences()).toEqual({ wordWrap: false, tabMovesFocus: false });
    expect(option(first.editor)).toEqual({ wordWrap: 'off', tabFocusMode: false });
    expect(option(second.editor)).toEqual({ wordWrap: 'off', tabFocusMode: false });
  });

  it('starts a replaced text at its top', () => {
    const { session, editor } = open({ value: `{\n${'  "k": 1,\n'.repeat(300)}  "end": 0\n}` });
    editor.setPosition({ lineNumber: 250, column: 4 });
    session.setValue('[1, 2, 3]');
    expect(editor.getPosition()).toMatchObject({ lineNumber: 1, column: 1 });
  });

  it('takes over focus and caret from the placeholder', async () => {
    const { handOffCaret } = await import('../../../app/editor/handoff');
    const uri = freshUri('handler.json');
    handOffCaret(uri, { start: 3, end: 5 });
    (document.activeElement as HTMLElement | null)?.blur();
    const { editor } = open({ modelUri: uri, value: '{"abcdef": 1}' });
    expect(editor.getSelection()).toMatchObject({ startColumn: 4, endColumn: 6 });
    expect(editor.hasTextFocus()).toBe(true);
  });

  it('places findings on a huge response only once the whole text arrived in slices, and a key makes it whole first', async () => {
    const { session, uri, host, editor } = open({ readOnly: true });
    // The overview ruler paints on a canvas, which happy-dom does not have.
    editor.updateOptions({ overviewRulerLanes: 0, hideCursorInOverviewRuler: true });
    const tools = Array.from({ length: 30_000 }, (_, i) => `      {"name": "tool_${i}", "inputSchema": {}}`);
    const huge = `{\n  "result": {\n    "tools": [\n${tools.join(',\n')}\n    ]\n  }\n}`;
    session.setValue(huge);
    session.setDiagnostics([{ pointer: '/result/tools/29999', severity: 'error', message: 'last', rule: 'R-TOOLS-1' }]);
    const current = () => monaco.editor.getModel(monaco.Uri.parse(uri))!;
    const ours = () => monaco.editor.getModelMarkers({ resource: current().uri, owner: MARKER_OWNER });
    // Still arriving: no marker placed on a part of the text.
    expect(current().getValueLength()).toBeLessThan(huge.length);
    expect(ours()).toEqual([]);
    keydown(host.querySelector('textarea, .native-edit-context') ?? host, {
      key: 'ArrowDown',
      code: 'ArrowDown',
      keyCode: 40,
    });
    expect(current().getValue()).toBe(huge);
    // The layer places on a huge text just after it paints: wait for that event, not for time.
    await vi.waitFor(() => expect(ours()).toHaveLength(1));
    expect(ours()[0]).toMatchObject({ message: 'last', startLineNumber: tools.length + 3 });
  });
  it.each(['contextmenu', 'copy'])(
    'a %s while a huge text arrives in slices acts on the whole text, never on the part that arrived',
    (type) => {
      const { session, uri, host, editor } = open({ readOnly: true });
      editor.updateOptions({ overviewRulerLanes: 0, hideCursorInOverviewRuler: true });
      const lines = Array.from({ length: 30_000 }, (_, i) => `  "line_${i}": ${i},`);
      const huge = `{\n${lines.join('\n')}\n  "end": true\n}`;
      session.setValue(huge);
      const current = () => monaco.editor.getModel(monaco.Uri.parse(uri))!;
      expect(current().getValueLength()).toBeLessThan(huge.length);
      const target = host.querySelector('.view-lines') ?? host;
      target.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
      expect(current().getValue()).toBe(huge);
    },
  );
});
