/**
 * Median wall time in ms of one call of `fn`. Fast calls are timed in batches of at least
 * ~5 ms each, so timer resolution does not dominate small payloads.
 */
export function medianMs(fn: () => unknown, runs: number): number {
  const batch = batchSizeOf(fn);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(timedBatch(fn, batch));
  return median(times);
}

// Warms `fn` up for ~100 ms (so the JIT has compiled its hot paths), then says how many calls make ~5 ms.
function batchSizeOf(fn: () => unknown): number {
  const warm = performance.now();
  let calls = 0;
  do {
    fn();
    calls++;
  } while (performance.now() - warm < 100);
  return Math.max(1, Math.ceil(5 / Math.max((performance.now() - warm) / calls, 0.001)));
}

// The mean time of one call over a batch of `batch` calls.
function timedBatch(fn: () => unknown, batch: number): number {
  const start = performance.now();
  for (let j = 0; j < batch; j++) fn();
  return (performance.now() - start) / batch;
}

/**
 * Baseline and subject timed in alternating batches (each batch ~5 ms, after a warm-up), so that
 * drift and other work on the machine hit both alike: the medians of each, and the median of the
 * per-pair ratios (steadier than the ratio of two medians taken apart).
 */
export function pairedMs(
  baseline: () => unknown,
  subject: () => unknown,
  runs: number,
): { baselineMs: number; subjectMs: number; ratio: number } {
  const [baseBatch, subjectBatch] = [batchSizeOf(baseline), batchSizeOf(subject)];
  const base: number[] = [];
  const subj: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < runs; i++) {
    base.push(timedBatch(baseline, baseBatch));
    subj.push(timedBatch(subject, subjectBatch));
    ratios.push((subj.at(-1) ?? 0) / (base.at(-1) ?? 1));
  }
  return { baselineMs: median(base), subjectMs: median(subj), ratio: median(ratios) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Runs for sizes: fewer repetitions for bigger payloads, so the bench ends in seconds. */
export function runsFor(bytes: number): number {
  return bytes >= 5_000_000 ? 5 : bytes >= 500_000 ? 11 : 21;
}

/** One printed row: subject vs a baseline measured in the same run. */
export interface BenchRow {
  name: string;
  baselineMs: number;
  subjectMs: number;
  ratio: number;
  target?: number;
}

/** Prints rows as an aligned table. */
export function printRows(title: string, rows: BenchRow[]): void {
  console.log(`\n${title}`);
  console.log(
    'case'.padEnd(44) +
      'baseline ms'.padStart(13) +
      'subject ms'.padStart(13) +
      'ratio'.padStart(9) +
      'target'.padStart(9),
  );
  for (const r of rows) {
    const verdict = r.target === undefined ? '' : r.ratio <= r.target ? `  ok` : `  OVER`;
    console.log(
      r.name.padEnd(44) +
        r.baselineMs.toFixed(3).padStart(13) +
        r.subjectMs.toFixed(3).padStart(13) +
        `${r.ratio.toFixed(2)}x`.padStart(9) +
        (r.target ? `≤${r.target}x` : '').padStart(9) +
        verdict,
    );
  }
}

/**
 * A longest main-thread task as printed: the browser reports only tasks over 50 ms, so none seen is said as such.
 *
 * @example
 * longestTask(97.4) // => '97 ms'
 * longestTask(0) // => 'none over 50 ms'
 */
export function longestTask(ms: number): string {
  return ms === 0 ? 'none over 50 ms' : `${ms.toFixed(0)} ms`;
}
