import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rawHeaderReader } from '../../../app/server/http/raw-headers';

// The relay's checks read the Node request's raw pairs; they must read what WHATWG Headers would.
const token = fc.stringMatching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,12}$/);
const value = fc.stringMatching(/^[\x21-\x7e]([\x20-\x7e]{0,20}[\x21-\x7e])?$/);
const names = ['host', 'origin', 'x-inspector-token'];

describe('rawHeaderReader', () => {
  it('reads every name as WHATWG Headers.get does, repeats joined', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.oneof(token, fc.constantFrom(...names, 'HOST', 'Origin')), value)), (pairs) => {
        const reader = rawHeaderReader({ rawHeaders: pairs.flat() });
        const headers = new Headers(pairs);
        for (const name of [...names, ...pairs.map(([n]) => n)]) expect(reader.get(name)).toBe(headers.get(name));
      }),
    );
  });
});
