import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capabilityGridOf } from '../../../app/features/live/model/capability-grid';

// Keys a server may pick that an ordinary object already "has".
const ODD_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'other'];
const key = fc.oneof(fc.constantFrom(...ODD_KEYS), fc.string({ maxLength: 6 }));
const flag = fc.oneof(fc.boolean(), fc.integer(), fc.constant(null), fc.string({ maxLength: 4 }));
// As a server's answer arrives: parsed JSON, where `__proto__` is an own key.
const capabilities = fc
  .dictionary(key, fc.oneof(fc.dictionary(key, flag, { maxKeys: 8 }), flag), { maxKeys: 8 })
  .map((caps) => JSON.parse(JSON.stringify(caps)) as unknown);

describe('capabilityGridOf', () => {
  it('shows __proto__ and constructor as ordinary keys, and a key a row lacks as absent', () => {
    const grid = capabilityGridOf(
      JSON.parse(
        '{"tools": {"__proto__": true, "constructor": false}, "logging": {}, "constructor": {"listChanged": true}}',
      ),
    );
    expect(grid.columns).toEqual(['__proto__', 'constructor', 'listChanged']);
    const [tools, logging, constructor] = grid.rows;
    expect([tools?.flags['__proto__'], tools?.flags['constructor']]).toEqual(['yes', 'no']);
    expect(logging?.flags['constructor']).toBeUndefined();
    expect(logging?.flags['toString']).toBeUndefined();
    expect(constructor?.name).toBe('constructor');
    expect(constructor?.flags['listChanged']).toBe('yes');
  });

  it('puts every declared flag of every row in its column or in "other", and nothing else', () => {
    fc.assert(
      fc.property(capabilities, (caps) => {
        const grid = capabilityGridOf(caps);
        for (const row of grid.rows) {
          const source = (caps as Record<string, unknown>)[row.name] ?? {};
          const declared = typeof source === 'object' && source !== null ? Object.keys(source) : [];
          const shown = Object.keys(row.flags);
          for (const k of shown) expect(grid.columns).toContain(k);
          for (const k of declared)
            expect(shown.includes(k) || (row.flags['other'] ?? '').includes(`${k}: `)).toBe(true);
          for (const c of grid.columns) if (!shown.includes(c)) expect(row.flags[c]).toBeUndefined();
        }
      }),
    );
  });

  it('reads 100,000 declared keys in one pass (an array lookup per key would take minutes)', () => {
    const many = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, true]));
    const grid = capabilityGridOf({ tools: many, resources: { subscribe: true } });
    expect(grid.columns).toEqual(['k0', 'k1', 'k2', 'k3', 'other']);
    expect(grid.rows[1]?.flags['other']).toBe('subscribe: yes');
  });
});
