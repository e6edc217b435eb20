import { describe, expect, it, vi } from 'vitest';
import { EDITOR_COMMANDS, withEditorCommands } from '../../../app/editor/editor-commands';
import { commandForKey, formatKeys, parsePresses, typesCharacter } from '../../../app/editor/keys';
import { getEditorPreferences, setEditorPreferences } from '../../../app/editor/preferences';
import type { EditorCommand } from '../../../app/editor/types';

const press = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);
const command = (id: string, keys: string[], extra: Partial<EditorCommand> = {}): EditorCommand => ({
  id,
  label: id,
  keys,
  run: vi.fn(),
  ...extra,
});

describe('formatKeys', () => {
  it.each([
    ['Shift+Alt+KeyF', 'Linux x86_64', 'Shift+Alt+F'],
    ['Alt+Shift+KeyL', 'Win32', 'Alt+Shift+L'],
    ['F1', 'Linux x86_64', 'F1'],
    ['$mod+Enter', 'Linux x86_64', 'Ctrl+Enter'],
    ['$mod+Enter', 'MacIntel', '⌘+Enter'],
    ['Control+KeyM', 'MacIntel', 'Ctrl+M'],
    ['Alt+Shift+Digit2', 'Linux x86_64', 'Alt+Shift+2'],
    ['ArrowLeft', 'Linux x86_64', '←'],
    ['Escape', 'Linux x86_64', 'Esc'],
    ['Shift+?', 'Linux x86_64', 'Shift+?'],
    ['g i', 'Linux x86_64', 'G then I'],
  ])('%s on %s reads %s', (keys, platform, shown) => {
    expect(formatKeys(keys, platform)).toBe(shown);
  });

  it('splits presses as tinykeys does, a "+" key included', () => {
    expect(parsePresses('Shift++')).toEqual([{ mods: ['Shift'], key: '+' }]);
    expect(parsePresses('$mod+KeyK $mod+KeyS')).toEqual([
      { mods: ['$mod'], key: 'KeyK' },
      { mods: ['$mod'], key: 'KeyS' },
    ]);
  });
});

describe('commandForKey', () => {
  it('matches physical codes with the exact modifiers', () => {
    const format = command('format', ['Shift+Alt+KeyF']);
    const commands = [format];
    // On macOS Alt turns the character into another one; the code still names the key.
    expect(commandForKey(press({ key: 'Ï', code: 'KeyF', shiftKey: true, altKey: true }), commands)).toBe(format);
    expect(commandForKey(press({ key: 'F', code: 'KeyF', shiftKey: true }), commands)).toBeUndefined();
    expect(
      commandForKey(press({ key: 'F', code: 'KeyF', shiftKey: true, altKey: true, ctrlKey: true }), commands),
    ).toBeUndefined();
  });

  it('matches function keys and any of several keys', () => {
    const help = command('help', ['F1', 'Shift+?']);
    expect(commandForKey(press({ key: 'F1', code: 'F1' }), [help])).toBe(help);
    expect(commandForKey(press({ key: '?', code: 'Slash', shiftKey: true }), [help])).toBe(help);
  });

  it('skips a command whose when() is false, and finds the next one with that key', () => {
    const off = command('off', ['F2'], { when: () => false });
    const on = command('on', ['F2']);
    expect(commandForKey(press({ key: 'F2', code: 'F2' }), [off, on])).toBe(on);
    expect(commandForKey(press({ key: 'F2', code: 'F2' }), [off])).toBeUndefined();
  });

  it('ignores key sequences (the placeholder handles single presses only)', () => {
    expect(commandForKey(press({ key: 'g', code: 'KeyG' }), [command('seq', ['g i'])])).toBeUndefined();
  });
});

describe('typesCharacter', () => {
  it.each<[KeyboardEventInit, boolean]>([
    [{ key: '?', shiftKey: true }, true],
    [{ key: 'a' }, true],
    [{ key: 'é' }, true],
    [{ key: '😀' }, true],
    [{ key: 'F1' }, false],
    [{ key: 'Enter' }, false],
    [{ key: 'a', ctrlKey: true }, false],
    [{ key: 'a', metaKey: true }, false],
  ])('%o -> %s', (init, types) => {
    expect(typesCharacter(press(init))).toBe(types);
  });
});

describe('EDITOR_COMMANDS', () => {
  it('toggle word wrap and Tab-moves-focus for every editor, both on at first', () => {
    expect(getEditorPreferences()).toEqual({ wordWrap: true, tabMovesFocus: true });
    const byId = (id: string) => EDITOR_COMMANDS.find((c) => c.id === id);
    byId('editor.toggleWordWrap')?.run();
    byId('editor.toggleTabMovesFocus')?.run();
    expect(getEditorPreferences()).toEqual({ wordWrap: false, tabMovesFocus: false });
    setEditorPreferences({ wordWrap: true, tabMovesFocus: true });
  });

  it('say in their labels what Tab does, so help lists it', () => {
    const tab = EDITOR_COMMANDS.find((c) => c.id === 'editor.toggleTabMovesFocus');
    expect(tab?.label).toMatch(/Tab leaves the editor/);
    expect(formatKeys(tab?.keys[0] ?? '', 'Linux x86_64')).toBe('Ctrl+M');
  });

  it('come first in an editor, and a caller command with the same id replaces its own', () => {
    const mine = command('editor.toggleWordWrap', ['F9']);
    const other = command('format', ['Shift+Alt+KeyF']);
    const merged = withEditorCommands([mine, other]);
    expect(merged.map((c) => c.id)).toEqual(['editor.toggleTabMovesFocus', 'editor.toggleWordWrap', 'format']);
    expect(merged[1]).toBe(mine);
  });
});
