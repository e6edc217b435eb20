import { deflateSync, strToU8 } from 'fflate';
import { bytesToBase64 } from '../../src/index';

/** What starts a location hash that carries a whole playground state. */
export const STATE_HASH_PREFIX = '#s=';

/**
 * Encodes a playground input into a compact `#s=` hash (deflate + base64url). The playground writes
 * its share links with it and Learn its "open in the Playground" links, so both read back alike.
 *
 * @example
 * encodeStateHash({ text: '{:ok, %{}}' }).startsWith('#s=') // => true
 */
export function encodeStateHash(input: object): string {
  const bytes = deflateSync(strToU8(JSON.stringify(input)), { level: 9 });
  return STATE_HASH_PREFIX + bytesToBase64(bytes, { url: true });
}
