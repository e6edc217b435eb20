import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import type { PlaygroundInput } from '../model/input';
import { readPlaygroundInput } from '../model/validate-input';

/** What a location hash asks for. */
export type HashRoute =
  | { kind: 'state'; input: PlaygroundInput }
  | { kind: 'example'; id: string }
  | { kind: 'invalid'; reason: string }
  | { kind: 'none' };

const STATE_PREFIX = '#s=';
const EXAMPLE_PREFIX = '#example/';

/**
 * Encodes the playground input into a compact `#s=` hash (deflate + base64url), like the
 * TypeScript Playground's shared links.
 */
export function encodeStateHash(input: PlaygroundInput): string {
  const bytes = deflateSync(strToU8(JSON.stringify(input)), { level: 9 });
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return STATE_PREFIX + btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** Reads a location hash; a damaged link yields `invalid` with a reason, never an exception. */
export function decodeHash(hash: string): HashRoute {
  if (hash.startsWith(EXAMPLE_PREFIX)) return { kind: 'example', id: safeDecode(hash.slice(EXAMPLE_PREFIX.length)) };
  if (!hash.startsWith(STATE_PREFIX)) return { kind: 'none' };
  try {
    const b64 = hash.slice(STATE_PREFIX.length).replaceAll('-', '+').replaceAll('_', '/');
    const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    const input = readPlaygroundInput(JSON.parse(strFromU8(inflateSync(bytes))));
    return input ? { kind: 'state', input } : { kind: 'invalid', reason: 'The shared link holds no playground state.' };
  } catch {
    return { kind: 'invalid', reason: 'The shared link is damaged (it could not be decompressed).' };
  }
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
