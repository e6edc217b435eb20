import { describe, expect, it } from 'vitest';
import { createSizeMode, fitModelToSize, LARGE_TEXT, largeFrom, sizeOptions } from '../../../app/editor/size-mode';
import { monaco, mountEditor, textModel } from './fixture';

const { EditorOption } = monaco.editor;
const huge = () => 'x'.repeat(LARGE_TEXT + 1);

function setup(text: string, wordWrap = true) {
  const model = textModel(text, 'plaintext');
  fitModelToSize(model, text.length);
  const { editor } = mountEditor({ model, ...sizeOptions(text.length, wordWrap) });
  return { model, editor, size: createSizeMode(editor, text.length, wordWrap) };
}

const state = (editor: monaco.editor.IStandaloneCodeEditor, model: monaco.editor.ITextModel) => ({
  folding: editor.getOption(EditorOption.folding),
  matchBrackets: editor.getOption(EditorOption.matchBrackets),
  wordWrap: editor.getOption(EditorOption.wordWrap),
  bracketColours: model.getOptions().bracketPairColorizationOptions.enabled,
});

describe('size mode', () => {
  it('a read-only editor drops the extras from a smaller size on (an output shown whole when it arrives)', () => {
    const limit = largeFrom(true);
    expect(limit).toBeLessThan(largeFrom(false));
    expect(largeFrom(false)).toBe(LARGE_TEXT);
    const model = textModel('{}', 'plaintext');
    const { editor } = mountEditor({ model, ...sizeOptions(2, true, limit) });
    const size = createSizeMode(editor, 2, true, limit);
    size.fit(model, limit + 1);
    expect(state(editor, model)).toEqual({
      folding: false,
      matchBrackets: 'never',
      wordWrap: 'off',
      bracketColours: false,
    });
    size.fit(model, limit);
    expect(state(editor, model)).toEqual({
      folding: true,
      matchBrackets: 'always',
      wordWrap: 'on',
      bracketColours: true,
    });
  });

  it('keeps the extras and wraps long lines on an ordinary text', () => {
    const { editor, model } = setup('{"a": 1}');
    expect(state(editor, model)).toEqual({
      folding: true,
      matchBrackets: 'always',
      wordWrap: 'on',
      bracketColours: true,
    });
  });

  it('drops folding, bracket matching and colours, and wrapping, past LARGE_TEXT and back', () => {
    const { editor, model, size } = setup('{}');
    size.fit(model, LARGE_TEXT + 1);
    expect(state(editor, model)).toEqual({
      folding: false,
      matchBrackets: 'never',
      wordWrap: 'off',
      bracketColours: false,
    });
    size.fit(model, 10);
    expect(state(editor, model)).toEqual({
      folding: true,
      matchBrackets: 'always',
      wordWrap: 'on',
      bracketColours: true,
    });
  });

  it('starts large when the text is', () => {
    const { editor, model } = setup(huge());
    expect(state(editor, model)).toMatchObject({ folding: false, wordWrap: 'off', bracketColours: false });
  });

  it('follows the word-wrap preference, which a large text overrides', () => {
    const { editor, model, size } = setup('{}');
    size.setWordWrap(false);
    expect(editor.getOption(EditorOption.wordWrap)).toBe('off');
    size.setWordWrap(true);
    expect(editor.getOption(EditorOption.wordWrap)).toBe('on');
    size.fit(model, LARGE_TEXT + 1);
    size.setWordWrap(true);
    expect(editor.getOption(EditorOption.wordWrap)).toBe('off');
  });

  it('re-fits the model when something resets its options', () => {
    const { model, size } = setup(huge());
    const watch = size.watch(model, () => model.getValueLength());
    model.updateOptions({ bracketColorizationOptions: { enabled: true, independentColorPoolPerBracketType: false } });
    expect(model.getOptions().bracketPairColorizationOptions.enabled).toBe(false);
    watch.dispose();
  });
});
