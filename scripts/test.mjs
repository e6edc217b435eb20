// `npm test`: the stages in order (typecheck, lint, unit, build, e2e), stopping at the first that fails,
// then the time of each stage that ran, so the slow stage is named and "the suite got slower" is measured.
import { spawn } from 'node:child_process';

const STAGES = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['unit', 'test:unit'],
  ['build', 'build'],
  ['e2e', 'test:e2e'],
];

/** Runs one npm script with the terminal as its output; resolves with its exit code. */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const times = [];
const started = performance.now();
let failed;
for (const [name, script] of STAGES) {
  console.log(`\n== ${name} (npm run ${script})`);
  const t0 = performance.now();
  const code = await run(script);
  times.push([name, performance.now() - t0, code]);
  if (code !== 0) {
    failed = name;
    break;
  }
}

console.log('\nStage times:');
for (const [name, ms, code] of times)
  console.log(`  ${name.padEnd(10)} ${seconds(ms).padStart(9)}${code === 0 ? '' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(10)} ${seconds(performance.now() - started).padStart(9)}`);
if (failed) {
  const skipped = STAGES.slice(times.length).map(([name]) => name);
  console.log(`npm test stopped at ${failed}${skipped.length ? ` (not run: ${skipped.join(', ')})` : ''}`);
  process.exit(1);
}
