import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/ext/skills/sha256';

// The synchronous SHA-256 the skill digest rule uses gives Node's digest for any bytes, every padding
// boundary (55, 56, 63, 64 bytes) and a multi-block file included.

const node = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('sha256Hex', () => {
  it('matches node:crypto on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 700 }), (bytes) => sha256Hex(bytes) === node(bytes)),
      {
        numRuns: 300,
      },
    );
  });

  it.each([0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1_000_003])('matches at %i bytes', (length) => {
    const bytes = Uint8Array.from({ length }, (_, i) => (i * 31 + 7) & 0xff);
    expect(sha256Hex(bytes)).toBe(node(bytes));
  });
});
