// `npm run bench`: prints medians and ratios against baselines measured in the same run.
import { existsSync } from 'node:fs';
import { printRows } from './measure';
import { memoryRows } from './memory';
import { shapingRows } from './shaping';

console.log(`Node ${process.version}, ${new Date().toISOString()}`);
printRows('Parse + shape + serialize (tools/list) vs JSON.parse + JSON.stringify', shapingRows());

// The goal ("peak memory no more than 3x the input size", set when the library was first benchmarked) is
// against the input. The JSON.parse + JSON.stringify baseline alone (parsed graph + output text) is above it, so
// the baseline column says how much of the figure any parse-then-serialize pays.
console.log(
  '\nPeak memory (maxRSS delta in a fresh process; goal ≤3x the input size; "vs baseline" = against JSON.parse + JSON.stringify of the same text)',
);
const memory = memoryRows();
const baselinePeak = memory.find((row) => row.name.startsWith('baseline'))?.peakBytes ?? Number.NaN;
for (const row of memory) {
  const versus = row.name.startsWith('baseline') ? '' : ` (${(row.peakBytes / baselinePeak).toFixed(2)}x the baseline)`;
  console.log(
    `${row.name.padEnd(16)} input ${(row.inputBytes / 1e6).toFixed(1)} MB  peak +${(row.peakBytes / 1e6).toFixed(1)} MB  ${row.ratio.toFixed(2)}x the input${versus}  goal ≤3x  ${row.ratio <= 3 ? 'ok' : 'OVER'}`,
  );
}
if (baselinePeak / (memory[0]?.inputBytes ?? 1) > 3)
  console.log(
    'The baseline itself is over 3x: meeting the goal for JSON input needs shaping without a parsed graph (splicing the text), which the library does not do.',
  );

if (existsSync(new URL('./check.bench.ts', import.meta.url))) {
  const { runCheckBench } = await import('./check.bench');
  printRows(
    'checkExchange vs JSON.parse of the same body',
    (await runCheckBench()).map((r) => ({ ...r, target: 3 })),
  );
}
