import { monaco } from './setup';
import { parseKeys, SHORTCUTS } from './shortcuts';
import type { EditorAction } from './types';

/** Monaco's number for a SHORTCUTS `keys` string ('Shift+Alt+F' -> KeyMod.Shift | KeyMod.Alt | KeyCode.KeyF). */
export function toKeybinding(keys: string): number {
  const chord = parseKeys(keys);
  const name = /^[A-Z]$/.test(chord.key)
    ? `Key${chord.key}`
    : /^[0-9]$/.test(chord.key)
      ? `Digit${chord.key}`
      : chord.key;
  const code = monaco.KeyCode[name as keyof typeof monaco.KeyCode];
  if (typeof code !== 'number') throw new Error(`No Monaco key code for "${keys}"`);
  let keybinding: number = code;
  if (chord.mod) keybinding |= monaco.KeyMod.CtrlCmd;
  if (chord.shift) keybinding |= monaco.KeyMod.Shift;
  if (chord.alt) keybinding |= monaco.KeyMod.Alt;
  return keybinding;
}

/**
 * Registers the SHORTCUTS as actions of this editor (actions are scoped to their editor, commands are not).
 * `onAction` is read at key time, so a new callback needs no re-registration.
 */
export function addShortcuts(
  editor: monaco.editor.IStandaloneCodeEditor,
  onAction: () => ((action: EditorAction) => void) | undefined,
): monaco.IDisposable[] {
  return SHORTCUTS.map(({ keys, label, action }) =>
    editor.addAction({
      id: `shape-inspector.${action}`,
      label,
      keybindings: [toKeybinding(keys)],
      run: (target) => {
        const handler = onAction();
        if (handler) handler(action);
        else if (action === 'format') return target.getAction('editor.action.formatDocument')?.run();
      },
    }),
  );
}
