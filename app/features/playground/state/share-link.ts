import { Inflate, strFromU8 } from 'fflate';
import { encodeStateHash as encodeState, STATE_HASH_PREFIX as STATE_PREFIX } from '../../../state/state-hash';
import type { PlaygroundInput } from '../model/input';
import { readPlaygroundInput } from '../model/validate-input';
import { base64ToBytes } from '../../../../src/index';

/** What a location hash asks for. */
export type HashRoute =
  | { kind: 'state'; input: PlaygroundInput }
  | { kind: 'example'; id: string }
  | { kind: 'invalid'; reason: string }
  | { kind: 'none' };

const EXAMPLE_PREFIX = '#example/';

/**
 * The longest URL Chromium opens (2 MB); a longer link cannot reopen the view.
 *
 * @example
 * MAX_URL_LENGTH // => 2 * 1024 * 1024
 * // A short hash on a page address already at the limit:
 * linkTooLong('#s=abc', MAX_URL_LENGTH) // => true
 */
export const MAX_URL_LENGTH = 2 * 1024 * 1024;

/**
 * The most a shared state may decompress to (16 MB): a 64 KB link of repeated text would
 * otherwise inflate to 64 MB and crash the tab.
 *
 * @example
 * // A short link of repeated text that would inflate past the bound:
 * const bomb = encodeStateHash({ text: 'a'.repeat(MAX_STATE_BYTES) } as PlaygroundInput);
 * bomb.length < 64 * 1024 // => true
 * decodeHash(bomb).kind // => 'invalid'
 */
export const MAX_STATE_BYTES = 16 * 1024 * 1024;

/**
 * Whether a link (the page's address plus `hash`) is too long for a browser to open.
 *
 * @example
 * linkTooLong('#s=abc') // => false
 * linkTooLong('#s=abc', MAX_URL_LENGTH - 6) // => false
 * linkTooLong('#s=abc', MAX_URL_LENGTH - 5) // => true
 */
export function linkTooLong(hash: string, base = 0): boolean {
  return hash.length + base > MAX_URL_LENGTH;
}

/** The playground input as a compact `#s=` hash (one encoder in app/state, which Learn's links use too). */
export const encodeStateHash: (input: PlaygroundInput) => string = encodeState;

/** Reads a location hash; a damaged link yields `invalid` with a reason, never an exception. */
export function decodeHash(hash: string): HashRoute {
  if (typeof hash !== 'string') return { kind: 'none' };
  if (hash.startsWith(EXAMPLE_PREFIX)) return { kind: 'example', id: safeDecode(hash.slice(EXAMPLE_PREFIX.length)) };
  if (!hash.startsWith(STATE_PREFIX)) return { kind: 'none' };
  let json: string;
  try {
    const bytes = base64ToBytes(hash.slice(STATE_PREFIX.length), { url: true });
    if (bytes === null) throw new Error('not base64url');
    const inflated = boundedInflate(bytes);
    if (inflated === null)
      return {
        kind: 'invalid',
        reason: `The shared link holds more than ${MAX_STATE_BYTES / 1024 / 1024} MB of playground state, more than the playground opens from a link.`,
      };
    json = strFromU8(inflated);
  } catch {
    return { kind: 'invalid', reason: 'The shared link is damaged (it could not be decompressed).' };
  }
  let input: PlaygroundInput | null = null;
  try {
    input = readPlaygroundInput(JSON.parse(json));
  } catch {
    // Not JSON: reported below.
  }
  return input ? { kind: 'state', input } : { kind: 'invalid', reason: 'The shared link holds no playground state.' };
}

/** Inflates in small steps and gives up (null) once the output passes MAX_STATE_BYTES. */
function boundedInflate(bytes: Uint8Array): Uint8Array | null {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let over = false;
  let ended = false;
  const inflate = new Inflate((chunk, final) => {
    size += chunk.length;
    if (size > MAX_STATE_BYTES) over = true;
    else chunks.push(chunk);
    if (final) ended = true;
  });
  const STEP = 1024; // at most ~1 MB of output per step, whatever the compression ratio
  for (let at = 0; at < bytes.length && !over; at += STEP) {
    inflate.push(bytes.subarray(at, at + STEP), at + STEP >= bytes.length);
  }
  if (over) return null;
  if (!ended) throw new Error('truncated');
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** The hash that opens a gallery example. */
export function exampleHash(id: string): string {
  return EXAMPLE_PREFIX + encodeURIComponent(id);
}

/** A damaged percent-escape (`#example/%`) is kept as typed, so the caller can say no such example exists. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
