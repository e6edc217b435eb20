import { matchKeyBindingPress, parseKeybinding } from 'tinykeys';
import type { EditorCommand } from './types';

/** Apple keyboards: tinykeys' `$mod` is Meta (⌘) there, Control elsewhere. */
export function isApplePlatform(platform: string = typeof navigator === 'object' ? navigator.platform : ''): boolean {
  return /Mac|iPod|iPhone|iPad/.test(platform);
}

/** One key press of a tinykeys string: its modifiers as written ('$mod' kept) and its key. */
export interface KeyPress {
  mods: string[];
  key: string;
}

/** Splits a tinykeys string into presses ('g i' is two presses), as tinykeys itself reads it. */
export function parsePresses(keys: string): KeyPress[] {
  return keys
    .trim()
    .split(' ')
    .map((press) => {
      const parts = press.split(/\b\+/);
      const key = parts.pop() ?? '';
      return { mods: parts, key };
    });
}

const KEY_NAMES: Record<string, string> = {
  Escape: 'Esc',
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
  Slash: '/',
  Backslash: '\\',
  Comma: ',',
  Period: '.',
  Semicolon: ';',
  Quote: "'",
  Backquote: '`',
  BracketLeft: '[',
  BracketRight: ']',
  Minus: '-',
  Equal: '=',
};

function keyName(key: string): string {
  const physical = /^(?:Key|Digit|Numpad)([A-Z0-9])$/.exec(key);
  if (physical?.[1]) return physical[1];
  return KEY_NAMES[key] ?? (key.length === 1 ? key.toUpperCase() : key);
}

/**
 * A tinykeys string as people read it, for help: formatKeys('Shift+Alt+KeyF') is 'Shift+Alt+F',
 * formatKeys('$mod+Enter') is 'Ctrl+Enter' (or '⌘+Enter' on Apple platforms).
 */
export function formatKeys(keys: string, platform?: string): string {
  const apple = isApplePlatform(platform);
  const mod = (name: string) =>
    name === '$mod'
      ? apple
        ? '⌘'
        : 'Ctrl'
      : name === 'Control'
        ? 'Ctrl'
        : name === 'Meta'
          ? apple
            ? '⌘'
            : 'Meta'
          : name;
  return parsePresses(keys)
    .map(({ mods, key }) => [...mods.map(mod), keyName(key)].join('+'))
    .join(' then ');
}

/** The command a keydown asks for (single-press keys only; `when` respected), if any. */
export function commandForKey(event: KeyboardEvent, commands: readonly EditorCommand[]): EditorCommand | undefined {
  return commands.find(
    (command) =>
      (command.when?.() ?? true) &&
      command.keys.some((keys) => {
        const presses = parseKeybinding(keys);
        return presses.length === 1 && presses[0] !== undefined && matchKeyBindingPress(event, presses[0]);
      }),
  );
}

/**
 * Characters typed in an editor belong to it: a keydown that types a character (no Ctrl or ⌘) stops at
 * the editor, so page shortcuts such as `?` never fire while typing (Chromium's EditContext is a plain div).
 */
export function typesCharacter(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>): boolean {
  return [...event.key].length === 1 && !event.ctrlKey && !event.metaKey;
}
