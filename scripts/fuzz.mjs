// `npm run fuzz [-- --runs <n>] [--seed <n>] [--target <name part>]`: the fuzz harness of test/fuzz at
// full size (100,000 inputs per target by default; the test suite runs it at a few hundred). Prints
// one line per target and fast-check's counterexample (with the seed to replay it) for each failure.
import { cac } from 'cac';
import { tsImport } from 'tsx/esm/api';

const cli = cac('npm run fuzz --');
cli
  .option('--runs <n>', 'Inputs per target', { default: 100_000 })
  .option('--seed <n>', 'Replay a run: the seed a failure printed')
  .option('--target <name>', 'Only the targets whose name contains this text')
  .help();
const { options } = cli.parse();
if (options.help) process.exit(0);

const { runFuzz } = await tsImport('../test/fuzz/run.ts', import.meta.url);
const runs = Number(options.runs);
const seed = options.seed === undefined ? Date.now() ^ (Math.random() * 0x100000000) : Number(options.seed);
console.log(
  `Fuzzing with ${runs} inputs per target, seed ${seed}${options.target ? `, targets matching "${options.target}"` : ''}`,
);
const started = performance.now();
const reports = await runFuzz({ runs, seed, ...(options.target ? { only: String(options.target) } : {}) }, (report) => {
  const rate = report.runs / (report.ms / 1000);
  console.log(
    `${report.failure ? 'FAIL' : 'ok  '}  ${report.target.padEnd(46)} ${String(report.runs).padStart(7)} inputs  ${(report.ms / 1000).toFixed(1).padStart(6)} s  (${rate.toFixed(0)}/s)`,
  );
  if (report.failure) console.log(report.failure.replace(/^/gm, '      '));
});
const failed = reports.filter((r) => r.failure !== null).length;
console.log(
  `${reports.length - failed}/${reports.length} targets kept their contract in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed === 0 ? 0 : 1);
