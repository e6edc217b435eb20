import type { PlaygroundInput } from '../model/input';
import { readPlaygroundInput } from '../model/validate-input';

/** The part of the playground that survives a reload. */
export interface SavedPlayground {
  input: PlaygroundInput;
  /** Width of the input column, in percent of the window. */
  inputPanePercent: number;
}

/** Version 3 dropped the theme (the shell saves it now); 2 added the pre-step; 1 kept the text under `handlerText`. */
export const PLAYGROUND_VERSION = 3;

/**
 * Reads a saved playground of any version from untrusted storage; null when it holds no input.
 *
 * @example
 * readSavedPlayground({ handlerText: '{:ok, %{}}' }, 1)?.input.text // '{:ok, %{}}'
 */
export function readSavedPlayground(state: unknown, version: number): SavedPlayground | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Record<string, unknown>;
  const rawInput =
    version === 1 && typeof s['handlerText'] === 'string'
      ? { ...(s['input'] as object), text: s['handlerText'] }
      : s['input'];
  const input = readPlaygroundInput(rawInput);
  if (!input) return null;
  const percent = s['inputPanePercent'];
  const inputPanePercent = typeof percent === 'number' && percent >= 20 && percent <= 80 ? percent : 40;
  return { input, inputPanePercent };
}
