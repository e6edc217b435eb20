// Runs the fuzz targets: the test suite calls it with a few hundred inputs per target, and
// `node scripts/fuzz.mjs` with 100,000 (or what --runs says).
import fc from 'fast-check';
import { TARGETS, type FuzzTarget } from './targets';

/** The outcome of one target: how many inputs ran, how long it took, and the first failure. */
export interface FuzzReport {
  target: string;
  runs: number;
  ms: number;
  /** fast-check's report (the shrunk counterexample, the seed and path to replay it), or null. */
  failure: string | null;
}

/** Options of a run: inputs per target, a seed to replay, and which targets (by name part). */
export interface FuzzOptions {
  runs: number;
  seed?: number;
  only?: string;
}

/**
 * Runs every target (or those whose name contains `only`) and reports each; never throws.
 *
 * @example
 * runFuzz({ runs: 300, seed: 42 }).every((r) => r.failure === null)
 */
export function runFuzz(options: FuzzOptions, onReport?: (report: FuzzReport) => void): FuzzReport[] {
  const targets = TARGETS.filter((t) => options.only === undefined || t.name.includes(options.only));
  return targets.map((target) => {
    const report = runTarget(target, options);
    onReport?.(report);
    return report;
  });
}

function runTarget(target: FuzzTarget, options: FuzzOptions): FuzzReport {
  const start = performance.now();
  const details = fc.check(
    fc.property(target.input, (input) => {
      target.check(input);
    }),
    { numRuns: options.runs, ...(options.seed === undefined ? {} : { seed: options.seed }), endOnFailure: false },
  );
  const failure = details.failed ? (fc.defaultReportMessage(details) ?? 'failed') : null;
  return { target: target.name, runs: details.numRuns, ms: performance.now() - start, failure };
}
