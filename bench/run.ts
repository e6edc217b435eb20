// `npm run bench`: prints medians and ratios against baselines measured in the same run.
import { existsSync } from 'node:fs';
import { printRows } from './measure';
import { memoryRows } from './memory';
import { shapingRows } from './shaping';

console.log(`Node ${process.version}, ${new Date().toISOString()}`);
printRows('Parse + shape + serialize (tools/list) vs JSON.parse + JSON.stringify', shapingRows());

console.log(
  '\nPeak memory (maxRSS delta in a fresh process; target ≤3x input; baseline = JSON.parse + JSON.stringify)',
);
for (const row of memoryRows()) {
  console.log(
    `${row.name.padEnd(30)} input ${(row.inputBytes / 1e6).toFixed(1)} MB  peak +${(row.peakBytes / 1e6).toFixed(1)} MB  ${row.ratio.toFixed(2)}x ${row.ratio <= 3 ? 'ok' : 'OVER'}`,
  );
}

if (existsSync(new URL('./check.bench.ts', import.meta.url))) {
  const { runCheckBench } = await import('./check.bench');
  printRows(
    'checkExchange vs JSON.parse of the same body',
    (await runCheckBench()).map((r) => ({ ...r, target: 3 })),
  );
}
