import { describe, expect, it } from 'vitest';
import { KeyCode, KeyMod } from 'monaco-editor/editor';
import { toKeybinding } from '../../../app/editor/monaco-keys';

describe('toKeybinding (tinykeys string -> Monaco keybinding)', () => {
  it.each([
    ['Shift+Alt+KeyF', 'Linux x86_64', KeyMod.Shift | KeyMod.Alt | KeyCode.KeyF],
    ['Alt+Shift+KeyL', 'Linux x86_64', KeyMod.Alt | KeyMod.Shift | KeyCode.KeyL],
    ['F1', 'Linux x86_64', KeyCode.F1],
    ['$mod+Enter', 'Linux x86_64', KeyMod.CtrlCmd | KeyCode.Enter],
    ['$mod+Enter', 'MacIntel', KeyMod.CtrlCmd | KeyCode.Enter],
    ['Control+KeyM', 'Linux x86_64', KeyMod.CtrlCmd | KeyCode.KeyM],
    ['Control+KeyM', 'MacIntel', KeyMod.WinCtrl | KeyCode.KeyM],
    ['Meta+KeyK', 'MacIntel', KeyMod.CtrlCmd | KeyCode.KeyK],
    ['Alt+Shift+Digit3', 'Linux x86_64', KeyMod.Alt | KeyMod.Shift | KeyCode.Digit3],
    ['$mod+k', 'Linux x86_64', KeyMod.CtrlCmd | KeyCode.KeyK],
    ['ArrowUp', 'Linux x86_64', KeyCode.UpArrow],
    ['Escape', 'Linux x86_64', KeyCode.Escape],
    ['$mod+KeyK $mod+KeyS', 'Linux x86_64', KeyMod.chord(KeyMod.CtrlCmd | KeyCode.KeyK, KeyMod.CtrlCmd | KeyCode.KeyS)],
  ])('%s on %s', (keys, platform, expected) => {
    expect(toKeybinding(keys, platform)).toBe(expected);
  });

  it.each(['?', 'Shift+?', 'Hyper+KeyA', 'a b c', 'NoSuchKey'])('cannot bind %s', (keys) => {
    expect(toKeybinding(keys, 'Linux x86_64')).toBeUndefined();
  });
});
