// Chromium, which the app targets: happy-dom's own user agent makes Monaco apply its WebKit clipboard workaround.
// @vitest-environment-options {"settings": {"navigator": {"userAgent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36"}}}
import { describe, expect, it, vi } from 'vitest';
import { bindCommands } from '../../../app/editor/bind-commands';
import type { EditorCommand } from '../../../app/editor/types';
import { keydown, mountEditor, textModel } from './fixture';

const ALT_Z = { key: 'z', code: 'KeyZ', keyCode: 90, altKey: true } as const;
const F1 = { key: 'F1', code: 'F1', keyCode: 112 } as const;

function setup(initial: EditorCommand[]) {
  let commands: readonly EditorCommand[] = initial;
  const { editor, host } = mountEditor({ model: textModel('{}') });
  const bound = bindCommands(editor, host, () => commands);
  editor.focus();
  const input = document.activeElement as Element;
  return {
    editor,
    bound,
    press: (init: Parameters<typeof keydown>[1]) => keydown(input, init),
    setCommands: (next: EditorCommand[]) => {
      commands = next;
      bound.sync();
    },
  };
}

describe('bindCommands', () => {
  it('runs a command when its key is pressed in the editor, and the page sees the key as handled', () => {
    const run = vi.fn();
    const { press } = setup([{ id: 'wrap', label: 'Wrap', keys: ['Alt+KeyZ'], run }]);
    const event = press(ALT_Z);
    expect(run).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('registers one editor action per command, labelled for the editor', () => {
    const { editor } = setup([
      { id: 'help', label: 'Show the keyboard shortcuts', keys: ['F1'], run: () => {} },
      { id: 'typing', label: 'Only typed keys', keys: ['?'], run: () => {} },
    ]);
    expect(editor.getAction('shape-inspector.help')?.label).toBe('Show the keyboard shortcuts');
    // A key Monaco cannot bind (a character) registers nothing: the page handles it outside editors.
    expect(editor.getAction('shape-inspector.typing')).toBeNull();
  });

  it('runs the latest callback for an id without re-registering', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { press, setCommands } = setup([{ id: 'help', label: 'Help', keys: ['F1'], run: first }]);
    setCommands([{ id: 'help', label: 'Help', keys: ['F1'], run: second }]);
    press(F1);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('re-registers when the keys change', () => {
    const run = vi.fn();
    const { press, setCommands } = setup([{ id: 'help', label: 'Help', keys: ['F1'], run }]);
    setCommands([{ id: 'help', label: 'Help', keys: ['Alt+KeyZ'], run }]);
    press(F1);
    expect(run).not.toHaveBeenCalled();
    press(ALT_Z);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('leaves the key to the editor when when() is false at key time', () => {
    let enabled = false;
    const run = vi.fn();
    const { press } = setup([{ id: 'wrap', label: 'Wrap', keys: ['Alt+KeyZ'], when: () => enabled, run }]);
    expect(press(ALT_Z).defaultPrevented).toBe(false);
    expect(run).not.toHaveBeenCalled();
    enabled = true;
    expect(press(ALT_Z).defaultPrevented).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('unbinds on dispose', () => {
    const run = vi.fn();
    const { press, bound, editor } = setup([{ id: 'help', label: 'Help', keys: ['F1'], run }]);
    bound.dispose();
    press(F1);
    expect(run).not.toHaveBeenCalled();
    expect(editor.getAction('shape-inspector.help')).toBeNull();
  });
});
