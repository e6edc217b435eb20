import { DEFAULT_INPUT, type PlaygroundInput } from '../model/input';
import { readPlaygroundInput } from '../model/validate-input';

/** The part of the playground that survives a reload. */
export interface SavedPlayground {
  input: PlaygroundInput;
  /** Width of the input column, in percent of the window. */
  inputPanePercent: number;
  /** What a link replaced, one undo away (absent when nothing was replaced). */
  previousInput?: PlaygroundInput;
}

/** Version 3 dropped the theme (the shell saves it now); 2 added the pre-step; 1 kept the text under `handlerText`. */
export const PLAYGROUND_VERSION = 3;

/**
 * Reads a saved playground of any version from untrusted storage; null when it holds no input.
 *
 * @example
 * // Version 1 kept the text beside the input; the other fields take their defaults:
 * const saved = readSavedPlayground({ handlerText: '{:ok, %{}}', inputPanePercent: 55 }, 1);
 * [saved?.input.text, saved?.input.method, saved?.inputPanePercent] // => ['{:ok, %{}}', 'tools/list', 55]
 * readSavedPlayground({ inputPanePercent: 55 }, PLAYGROUND_VERSION) // => null
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
  const previousInput = readPlaygroundInput(s['previousInput']);
  return previousInput ? { input, inputPanePercent, previousInput } : { input, inputPanePercent };
}

const TEXT_KEY = /"(?:text|handlerText)"\s*:\s*"/g;

/**
 * The handler text a damaged saved entry still holds (the longest `"text": "…"` string in it,
 * read up to where it breaks off), as a playground with defaults for everything else; null when
 * it holds none. A corrupted entry then costs the settings, never the user's pasted text.
 *
 * @example
 * salvageSavedPlayground('{"state":{"input":{"text":"{:ok, %{}}","method":')?.input.text // => '{:ok, %{}}'
 * salvageSavedPlayground('{"state":{"input":{"method":"tools/list"') // => null
 */
export function salvageSavedPlayground(raw: string): SavedPlayground | null {
  let best: string | null = null;
  for (const match of raw.matchAll(TEXT_KEY)) {
    const text = readStringFrom(raw, (match.index ?? 0) + match[0].length);
    if (text !== '' && (best === null || text.length > best.length)) best = text;
  }
  return best === null ? null : { input: { ...DEFAULT_INPUT, text: best }, inputPanePercent: 40 };
}

/** A JSON string body starting at `start`, up to its closing quote or the end of a cut-off text. */
function readStringFrom(raw: string, start: number): string {
  let end = start;
  while (end < raw.length && raw.charCodeAt(end) !== 34) end += raw.charCodeAt(end) === 92 ? 2 : 1;
  let body = raw.slice(start, Math.min(end, raw.length));
  // A cut-off text can end inside an escape: drop the broken tail until the body decodes.
  for (let cut = 0; cut <= 6 && body.length > 0; cut++) {
    try {
      return JSON.parse(`"${body}"`) as string;
    } catch {
      body = body.slice(0, -1);
    }
  }
  return '';
}
