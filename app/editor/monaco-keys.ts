import { KeyCode, KeyMod } from 'monaco-editor/editor';
import { isApplePlatform, parsePresses, type KeyPress } from './keys';

const ARROWS: Record<string, string> = {
  ArrowLeft: 'LeftArrow',
  ArrowRight: 'RightArrow',
  ArrowUp: 'UpArrow',
  ArrowDown: 'DownArrow',
};

/** Monaco's key code for a tinykeys key ('KeyF', 'f', 'F1', 'Enter', 'ArrowUp'); undefined for characters like '?'. */
function keyCode(key: string): number | undefined {
  const name = /^[a-z]$/i.test(key)
    ? `Key${key.toUpperCase()}`
    : /^[0-9]$/.test(key)
      ? `Digit${key}`
      : (ARROWS[key] ?? key);
  const code: unknown = (KeyCode as unknown as Record<string, unknown>)[name];
  return typeof code === 'number' && code !== KeyCode.Unknown ? code : undefined;
}

function pressBinding({ mods, key }: KeyPress, apple: boolean): number | undefined {
  let binding = keyCode(key);
  if (binding === undefined) return undefined;
  for (const mod of mods) {
    if (mod === '$mod') binding |= KeyMod.CtrlCmd;
    else if (mod === 'Shift') binding |= KeyMod.Shift;
    else if (mod === 'Alt') binding |= KeyMod.Alt;
    // Monaco's CtrlCmd is ⌘ on Apple platforms and Ctrl elsewhere; WinCtrl is the other one.
    else if (mod === 'Control') binding |= apple ? KeyMod.WinCtrl : KeyMod.CtrlCmd;
    else if (mod === 'Meta') binding |= apple ? KeyMod.CtrlCmd : KeyMod.WinCtrl;
    else return undefined;
  }
  return binding;
}

/**
 * Monaco's keybinding number for a tinykeys string ('Shift+Alt+KeyF' is KeyMod.Shift | KeyMod.Alt | KeyCode.KeyF,
 * 'g i' a chord); undefined when Monaco cannot bind it (a character key such as '?', or three presses).
 */
export function toKeybinding(keys: string, platform?: string): number | undefined {
  const apple = isApplePlatform(platform);
  const presses = parsePresses(keys).map((press) => pressBinding(press, apple));
  if (presses.length > 2 || presses.some((press) => press === undefined)) return undefined;
  const [first, second] = presses as number[];
  return second === undefined ? first : KeyMod.chord(first ?? 0, second);
}
