import { describe, expect, it, vi } from 'vitest';
import { acquireModel } from '../../../app/editor/models';
import { LARGE_TEXT } from '../../../app/editor/size-mode';
import { SLICE_CHARS, SLICED_UP_TO } from '../../../app/editor/slices';
import { laterTask } from '../../../app/state/later-task';
import {
  createTextSync,
  isReplacement,
  minimalEdit,
  type TextSync,
  type TextSyncHooks,
} from '../../../app/editor/text-sync';
import { freshUri, monaco, mountEditor } from './fixture';

const LONG_LINES = Array.from({ length: 200 }, (_, i) => `"line ${i}": ${'x'.repeat(300)}`).join(',\n');

function setup(value: string, readOnly = false) {
  const handle = acquireModel(freshUri(), value, 'json');
  const { editor } = mountEditor({ model: handle.model, readOnly, wordWrap: 'off' });
  editor.layout({ width: 400, height: 120 });
  const hooks = {
    onUserChange: vi.fn(),
    onLength: vi.fn(),
    onModelSwap: vi.fn(),
    onFilled: vi.fn(),
  } satisfies TextSyncHooks;
  const sync = createTextSync(editor, handle, hooks);
  return { handle, editor, hooks, sync, release: () => handle.release() };
}

/** Resolves once a text arriving in slices is whole (a task hop at a time, as the slices come). */
const whole = (sync: TextSync) =>
  new Promise<void>((resolve) => {
    const check = () => (sync.filling ? void laterTask().then(check) : resolve());
    check();
  });

describe('minimalEdit', () => {
  it('keeps the common prefix and suffix', () => {
    expect(minimalEdit('{"a": 1}', '{"a": 12}')).toEqual({ start: 7, end: 7, text: '2', kept: 8 });
    expect(minimalEdit('abc', 'abc')).toEqual({ start: 3, end: 3, text: '', kept: 3 });
    expect(minimalEdit('', 'new')).toEqual({ start: 0, end: 0, text: 'new', kept: 0 });
  });

  it('calls a text that keeps less than half of the longer one a replacement', () => {
    expect(isReplacement('{"a": 1}', '{"a": 12}', 8)).toBe(false);
    expect(isReplacement('{:ok, %{"tools" => []}}', '{:error, -32601, "nf", nil}', 2)).toBe(true);
  });
});

describe('createTextSync', () => {
  it('applies a new value as one minimal, undoable edit and reports it as edited', () => {
    const { sync, handle, hooks } = setup('{"a": 1}');
    const decoration = handle.model.deltaDecorations([], [{ range: new monaco.Range(1, 2, 1, 5), options: {} }]);
    expect(sync.setValue('{"a": 12}')).toBe('edited');
    expect(handle.model.getValue()).toBe('{"a": 12}');
    // The untouched part keeps its decoration: the edit did not replace the whole text.
    expect(handle.model.getDecorationRange(decoration[0] ?? '')).toMatchObject({ startColumn: 2, endColumn: 5 });
    expect(hooks.onUserChange).not.toHaveBeenCalled();
    void handle.model.undo();
    expect(handle.model.getValue()).toBe('{"a": 1}');
  });

  it('keeps read-only text out of the undo stack', () => {
    const { sync, handle } = setup('{"a": 1}', true);
    sync.setValue('{"a": 2}');
    expect(handle.model.canUndo()).toBe(false);
  });

  it('says unchanged for the text it already holds (the echo of a user edit)', () => {
    const { sync, handle, hooks } = setup('{}');
    handle.model.applyEdits([{ range: new monaco.Range(1, 2, 1, 2), text: '"k": 1' }]);
    expect(hooks.onUserChange).toHaveBeenLastCalledWith('{"k": 1}');
    expect(sync.text).toBe('{"k": 1}');
    expect(sync.setValue('{"k": 1}')).toBe('unchanged');
  });

  // happy-dom measures no text width, so only the vertical scroll can be checked here.
  it('starts a replacement at the top: caret at 1:1, no scroll left over', () => {
    const { sync, editor } = setup(`{\n${LONG_LINES}\n}`);
    editor.setPosition({ lineNumber: 150, column: 300 });
    editor.setScrollPosition({ scrollTop: 2000, scrollLeft: 1500 });
    expect(editor.getScrollTop()).toBeGreaterThan(0);
    expect(sync.setValue(`[\n${LONG_LINES.replaceAll('line', 'row')}\n]`)).toBe('replaced');
    expect(editor.getPosition()).toMatchObject({ lineNumber: 1, column: 1 });
    expect(editor.getScrollTop()).toBe(0);
    expect(editor.getScrollLeft()).toBe(0);
  });

  it('keeps caret and scroll on an edit', () => {
    const text = `{\n${LONG_LINES}\n}`;
    const { sync, editor } = setup(text);
    editor.setPosition({ lineNumber: 150, column: 20 });
    editor.setScrollPosition({ scrollTop: 2000 });
    const top = editor.getScrollTop();
    sync.setValue(text.replace('"line 199"', '"line 199!"'));
    expect(editor.getPosition()).toMatchObject({ lineNumber: 150, column: 20 });
    expect(editor.getScrollTop()).toBe(top);
  });

  it('swaps in a fresh model for a huge text, under the same URI', async () => {
    const { sync, handle, hooks } = setup('{}');
    const before = handle.model;
    const huge = `[${'1,'.repeat(LARGE_TEXT / 2)}1]`;
    expect(sync.setValue(huge)).toBe('replaced');
    await whole(sync);
    expect(sync.model).not.toBe(before);
    expect(before.isDisposed()).toBe(true);
    expect(sync.model.uri.toString()).toBe(before.uri.toString());
    expect(sync.model.getValueLength()).toBe(huge.length);
    expect(hooks.onModelSwap).toHaveBeenCalledWith(sync.model);
    expect(hooks.onLength).toHaveBeenCalledWith(expect.anything(), huge.length);
  });

  it('swaps in a fresh model when a long read-only text is replaced (a new output), and edits a small one', async () => {
    const long = `[${'2,'.repeat(200_000)}2]`;
    const shown = setup('{}', true);
    const before = shown.handle.model;
    expect(shown.sync.setValue(long)).toBe('replaced');
    await whole(shown.sync);
    expect(shown.sync.model).not.toBe(before);
    expect(shown.sync.model.getValue()).toBe(long);
    expect(shown.hooks.onModelSwap).toHaveBeenCalledWith(shown.sync.model);
    // The same long text in an editable editor is an undoable edit of its model, never a swap.
    const typed = setup('{}');
    const kept = typed.handle.model;
    expect(typed.sync.setValue(long)).toBe('replaced');
    expect(typed.sync.model).toBe(kept);
    expect(typed.hooks.onModelSwap).not.toHaveBeenCalled();
    shown.release();
    typed.release();
  });

  it('pastes a huge text at the selection by a model swap, and reports it as the user change', async () => {
    const { sync, editor, hooks } = setup('[1, 2]');
    editor.setSelection(new monaco.Range(1, 2, 1, 3));
    const pasted = '9'.repeat(LARGE_TEXT + 1);
    expect(sync.pasteLarge(pasted)).toBe(true);
    await whole(sync);
    expect(sync.model.getValue()).toBe(`[${pasted}, 2]`);
    expect(hooks.onUserChange).toHaveBeenCalledWith(`[${pasted}, 2]`);
    expect(editor.getPosition()?.column).toBe(2 + pasted.length);
  });

  it('refuses a paste into read-only text, and a swap while another editor shares the model', () => {
    expect(setup('[]', true).sync.pasteLarge('x'.repeat(10))).toBe(false);
    const { sync, handle } = setup('[]');
    const other = acquireModel(handle.model.uri.toString(), '', 'json');
    const huge = 'x'.repeat(LARGE_TEXT + 1);
    expect(sync.setValue(huge)).toBe('replaced');
    // Shared: edited in place instead of swapped.
    expect(sync.model).toBe(handle.model);
    expect(sync.model.getValueLength()).toBe(huge.length);
    other.release();
  });

  it('gives a huge text to its model in slices, one task each, each ending at a line break', async () => {
    const { sync, hooks } = setup('{}', true);
    const lines = Array.from({ length: 40_000 }, (_, i) => `  "tool_${i}": "${'t'.repeat(20)}"`);
    const huge = `{\n${lines.join(',\n')}\n}`;
    const seen: number[] = [];
    sync.setValue(huge);
    // The first slice is there at once; the rest arrives in later tasks.
    expect(sync.filling).toBe(true);
    expect(sync.model.getValueLength()).toBeLessThanOrEqual(SLICE_CHARS);
    expect(hooks.onLength).toHaveBeenLastCalledWith(sync.model, huge.length);
    const listening = sync.model.onDidChangeContent(() => seen.push(sync.model.getValueLength()));
    await whole(sync);
    listening.dispose();
    expect(sync.model.getValue()).toBe(huge);
    expect(seen.length).toBeGreaterThanOrEqual(Math.floor(huge.length / SLICE_CHARS) - 1);
    for (const length of seen.slice(0, -1)) expect(huge[length - 1]).toBe('\n');
    expect(hooks.onFilled).toHaveBeenCalledTimes(1);
    expect(hooks.onUserChange).not.toHaveBeenCalled();
  });

  it('loses nothing typed while a huge paste arrives: a flush makes the text whole before the key acts', async () => {
    const { sync, editor, hooks } = setup('[]');
    editor.setSelection(new monaco.Range(1, 2, 1, 2));
    const pasted = Array.from({ length: 60_000 }, (_, i) => `"item ${i}"`).join(',\n');
    expect(sync.pasteLarge(pasted)).toBe(true);
    expect(sync.filling).toBe(true);
    // Shaping starts at once with the whole text.
    expect(hooks.onUserChange).toHaveBeenLastCalledWith(`[${pasted}]`);
    sync.flush();
    expect(sync.filling).toBe(false);
    // The caret is after the paste, so typing lands there.
    editor.trigger('keyboard', 'type', { text: ' ' });
    expect(sync.model.getValue()).toBe(`[${pasted} ]`);
    expect(hooks.onUserChange).toHaveBeenLastCalledWith(`[${pasted} ]`);
  });

  it('reports an edit made while slices still arrive once the text is whole', async () => {
    const { sync, hooks } = setup('[]');
    const pasted = Array.from({ length: 60_000 }, (_, i) => `"item ${i}"`).join(',\n');
    sync.pasteLarge(pasted);
    hooks.onUserChange.mockClear();
    sync.model.applyEdits([{ range: new monaco.Range(1, 1, 1, 1), text: 'X' }]);
    expect(hooks.onUserChange).not.toHaveBeenCalled();
    await whole(sync);
    // Pasted at the caret (the start), then X typed before it: both kept, reported once.
    expect(hooks.onUserChange).toHaveBeenCalledTimes(1);
    expect(hooks.onUserChange).toHaveBeenLastCalledWith(`X${pasted}[]`);
  });

  it('drops the rest of a text still arriving when the next value comes', async () => {
    const { sync, hooks } = setup('{}', true);
    const first = `[${'1,\n'.repeat(300_000)}1]`;
    sync.setValue(first);
    expect(sync.filling).toBe(true);
    expect(sync.setValue('{"next": true}')).toBe('replaced');
    expect(sync.filling).toBe(false);
    await laterTask();
    expect(sync.model.getValue()).toBe('{"next": true}');
    expect(hooks.onFilled).not.toHaveBeenCalled();
  });

  it('takes a text past SLICED_UP_TO whole, in one swap (slices of a text that big cost more than they save)', () => {
    const { sync } = setup('{}', true);
    const huge = `[${'3,\n'.repeat(SLICED_UP_TO / 3 + 1)}3]`;
    expect(sync.setValue(huge)).toBe('replaced');
    expect(sync.filling).toBe(false);
    expect(sync.model.getValueLength()).toBe(huge.length);
  });
});
