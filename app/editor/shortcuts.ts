import type { EditorAction } from './types';

/** One editor shortcut; `keys` uses Monaco-style names ('Mod' is Ctrl, or Cmd on macOS). */
export interface Shortcut {
  keys: string;
  label: string;
  action: EditorAction;
}

/**
 * The shortcuts every editor handles (Monaco swallows keystrokes, so the app cannot listen for them).
 * Shift+Alt+F is VS Code's format key; the others are unbound in our Monaco build and in Chromium.
 */
export const SHORTCUTS: readonly Shortcut[] = [
  { keys: 'Shift+Alt+F', label: 'Format the text', action: 'format' },
  { keys: 'Shift+Alt+L', label: 'Copy a link to this example', action: 'copyLink' },
  { keys: 'Shift+Alt+N', label: 'Load the next example', action: 'nextExample' },
  { keys: 'F1', label: 'Show the keyboard shortcuts', action: 'help' },
];

/** A `keys` string taken apart: the modifiers and the key ('F', 'F1', '7'). */
export interface KeyChord {
  mod: boolean;
  shift: boolean;
  alt: boolean;
  key: string;
}

/** Parses 'Shift+Alt+F' into its parts; throws on an unknown modifier (a programmer error). */
export function parseKeys(keys: string): KeyChord {
  const parts = keys.split('+');
  const key = parts.pop() ?? '';
  const chord: KeyChord = { mod: false, shift: false, alt: false, key: key.toUpperCase() };
  for (const part of parts) {
    if (part === 'Mod') chord.mod = true;
    else if (part === 'Shift') chord.shift = true;
    else if (part === 'Alt') chord.alt = true;
    else throw new Error(`Unknown modifier "${part}" in "${keys}"`);
  }
  return chord;
}

type KeyEventLike = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/** The action a keydown asks for, if any; used where Monaco is not running (placeholder, mock). */
export function shortcutFor(event: KeyEventLike): EditorAction | undefined {
  const found = SHORTCUTS.find(({ keys }) => {
    const chord = parseKeys(keys);
    // event.code names the physical key, since Alt turns event.key into another character on macOS.
    const key =
      event.code.startsWith('Key') || event.code.startsWith('Digit')
        ? event.code.slice(-1)
        : event.code || event.key.toUpperCase();
    return (
      key === chord.key &&
      event.shiftKey === chord.shift &&
      event.altKey === chord.alt &&
      (event.ctrlKey || event.metaKey) === chord.mod
    );
  });
  return found?.action;
}
