// Chromium, which the app targets: happy-dom's own user agent makes Monaco apply its WebKit clipboard workaround.
// @vitest-environment-options {"settings": {"navigator": {"userAgent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36"}}}
import { describe, expect, it } from 'vitest';
import { baseOptions } from '../../../app/editor/editor-options';
import { mountEditor, monaco, textModel } from './fixture';

/** Types `text` one character at a time, as the keyboard does (Monaco's own `type` command). */
function typeText(editor: monaco.editor.IStandaloneCodeEditor, text: string): void {
  for (const ch of text) editor.trigger('keyboard', 'type', { text: ch });
}

function editorWith(text: string, options = baseOptions(false, 'params')) {
  const model = textModel(text);
  const { editor } = mountEditor({ ...options, model });
  editor.focus();
  return { editor, model };
}

describe('typing JSON into an editable editor', () => {
  it('replaces a selection instead of wrapping it in the quote or brace typed', () => {
    const { editor, model } = editorWith('{}');
    editor.setSelection(model.getFullModelRange());
    typeText(editor, '{"a": [1], "b": "x"}');
    expect(model.getValue()).toBe('{"a": [1], "b": "x"}');
  });

  it('adds no closing quote or bracket after the caret', () => {
    const { editor, model } = editorWith('');
    typeText(editor, '[');
    typeText(editor, '"');
    expect(model.getValue()).toBe('["');
  });

  it("Monaco's defaults would have left stray characters (the test can tell)", () => {
    const { editor, model } = editorWith('{}', { ariaLabel: 'defaults' });
    editor.setSelection(model.getFullModelRange());
    typeText(editor, '"');
    expect(model.getValue()).toBe('"{}"');
  });
});
