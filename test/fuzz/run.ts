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
 * (await runFuzz({ runs: 300, seed: 42 })).every((r) => r.failure === null)
 */
export async function runFuzz(options: FuzzOptions, onReport?: (report: FuzzReport) => void): Promise<FuzzReport[]> {
  const targets = TARGETS.filter((t) => options.only === undefined || t.name.includes(options.only));
  const reports: FuzzReport[] = [];
  for (const target of targets) {
    const report = await runTarget(target, options);
    onReport?.(report);
    reports.push(report);
  }
  return reports;
}

// A target whose check is async (a reader over an injected fetch, a stream decoder) runs as an async property.
async function runTarget(target: FuzzTarget, options: FuzzOptions): Promise<FuzzReport> {
  const start = performance.now();
  const settings = {
    numRuns: options.runs,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    endOnFailure: false,
  };
  const details = target.async
    ? await fc.check(
        fc.asyncProperty(target.input, async (input) => {
          await target.check(input);
        }),
        settings,
      )
    : fc.check(
        fc.property(target.input, (input) => {
          void target.check(input);
        }),
        settings,
      );
  const failure = details.failed ? (fc.defaultReportMessage(details) ?? 'failed') : null;
  return { target: target.name, runs: details.numRuns, ms: performance.now() - start, failure };
}
