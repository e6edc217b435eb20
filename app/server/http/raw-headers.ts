import type { IncomingMessage } from 'node:http';

/** What the caller and token checks read of a request: WHATWG `Headers.get`, which both sides provide. */
export interface HeaderReader {
  get(name: string): string | null;
}

/**
 * `Headers.get` over a Node request's raw header pairs, so a Node handler's checks read headers exactly
 * as the WHATWG handlers' do: every value of a repeated name joined by ", " (an `Origin` sent twice is
 * judged whole, never by its first value alone).
 *
 * @example
 * const reader = rawHeaderReader({ rawHeaders: ['Host', 'a', 'host', 'b'] });
 * reader.get('HOST') // => 'a, b'
 * reader.get('origin') // => null
 */
export function rawHeaderReader(incoming: Pick<IncomingMessage, 'rawHeaders'>): HeaderReader {
  const raw = incoming.rawHeaders;
  return {
    get(name) {
      const wanted = name.toLowerCase();
      let value: string | null = null;
      for (let i = 0; i < raw.length; i += 2)
        if (raw[i]!.length === wanted.length && raw[i]!.toLowerCase() === wanted)
          value = value === null ? raw[i + 1]! : `${value}, ${raw[i + 1]!}`;
      return value;
    },
  };
}
