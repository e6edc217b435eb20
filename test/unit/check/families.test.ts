import { describe, expect, it } from 'vitest';
import { exchangeRules } from '../../../src/check/index';
import { assertCase } from './helpers';
import { FAMILIES } from './cases/index';

for (const [family, cases] of Object.entries(FAMILIES)) {
  describe(`rule family: ${family}`, () => {
    it.each(cases)('$rule: $name', (c) => assertCase(c));
  });
}

describe('rule tables', () => {
  it('cover every rule checkExchange judges from one exchange', () => {
    const covered = new Set(
      Object.values(FAMILIES)
        .flat()
        .map((c) => c.rule),
    );
    const missing = exchangeRules()
      .map((r) => r.id)
      .filter((id) => !covered.has(id));
    expect(missing).toEqual([]);
  });
});
