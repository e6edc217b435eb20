import { describe, expect, it } from 'vitest';
import { runFuzz } from '../../fuzz/run';
import { TARGETS } from '../../fuzz/targets';

// The fuzz harness at CI size: a few hundred inputs per target, a fresh seed each run (fast-check
// prints it with any counterexample). `node scripts/fuzz.mjs` runs 100,000 per target.
const RUNS = 150;

describe('fuzz (CI size)', () => {
  it.each(TARGETS.map((t) => t.name))(
    '%s keeps its contract',
    async (name) => {
      const [report] = await runFuzz({ runs: RUNS, only: name });
      expect(report?.failure ?? null).toBeNull();
      expect(report?.runs).toBe(RUNS);
    },
    60_000,
  );
});
