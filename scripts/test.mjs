// `npm test`: the stages in order (typecheck and lint, unit, build, package, e2e), stopping at the first that fails,
// then the time of each stage that ran, so the slow stage is named and "the suite got slower" is measured.
// Typecheck and most lint steps are single-threaded, so they run in two lanes at once (one per core).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Phases run in order; the lanes of a phase run at the same time, each lane's steps one after another. */
const PHASES = [
  [
    [
      ['eslint', 'lint:eslint'],
      ['types', 'lint:types'],
    ],
    [
      ['typecheck', 'typecheck'],
      ['format', 'lint:format'],
      ['knip', 'lint:knip'],
      ['citations', 'lint:citations'],
    ],
  ],
  [[['unit', 'test:unit']]],
  [[['build', 'build']]],
  // The package as users install it (npm pack, npm install --omit=dev into an empty folder), from the build.
  [[['package', 'test:package']]],
  [[['e2e', 'test:e2e']]],
];

/**
 * Runs one npm script and resolves with its exit code. Alone, it writes to the terminal as it goes; beside
 * another lane its output is kept and printed whole when it ends, so two steps' lines never interleave.
 */
function run(name, script, alone) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const done = (code) => {
      if (!alone)
        process.stdout.write(`\n== ${name} (npm run ${script}, exit ${code})\n${Buffer.concat(output).toString()}`);
      resolve(code);
    };
    child.on('error', () => done(1));
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const times = [];
const started = performance.now();

/**
 * The machine's CPU ticks so far (Linux's /proc/stat), busy, idle and stolen by the host, or undefined elsewhere.
 * A stage that kept the cores busy cannot be helped by more lanes; only by less work.
 */
function cpuTicks() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { busy: user + nice + system + irq + softirq, idle: idle + iowait, steal };
  } catch {
    return undefined;
  }
}

/** "cores 92 % busy, 3 % stolen" between two readings. */
function cpuShare(from, to) {
  if (!from || !to) return '';
  const [busy, idle, steal] = ['busy', 'idle', 'steal'].map((k) => to[k] - from[k]);
  const all = busy + idle + steal || 1;
  return `   cores ${String(Math.round((100 * busy) / all)).padStart(3)} % busy, ${Math.round((100 * steal) / all)} % stolen`;
}
const cpuStart = cpuTicks();

/** Runs a lane's steps in order until one fails; resolves with whether all passed. */
async function runLane(lane, alone) {
  for (const [name, script] of lane) {
    if (alone) console.log(`\n== ${name} (npm run ${script})`);
    const t0 = performance.now();
    const code = await run(name, script, alone);
    times.push([name, performance.now() - t0, code]);
    if (code !== 0) return false;
  }
  return true;
}

let failed = false;
for (const lanes of PHASES) {
  const alone = lanes.length === 1;
  if (!alone) console.log(`\n== at once: ${lanes.map((lane) => lane.map(([name]) => name).join(', ')).join(' | ')}`);
  const t0 = performance.now();
  const cpu0 = cpuTicks();
  const passed = await Promise.all(lanes.map((lane) => runLane(lane, alone)));
  const cpu = cpuShare(cpu0, cpuTicks());
  if (alone) times.at(-1).push(cpu);
  else times.push(['(together)', performance.now() - t0, 0, cpu]);
  if (passed.includes(false)) {
    failed = true;
    break;
  }
}

console.log('\nStage times (wall, and how busy the machine kept its cores):');
for (const [name, ms, code, cpu = ''] of times)
  console.log(`  ${name.padEnd(12)} ${seconds(ms).padStart(9)}${cpu}${code === 0 ? '' : '  FAILED'}`);
console.log(
  `  ${'total'.padEnd(12)} ${seconds(performance.now() - started).padStart(9)}${cpuShare(cpuStart, cpuTicks())}`,
);
if (failed) {
  const ran = new Set(times.map(([name]) => name));
  const skipped = PHASES.flat(2)
    .map(([name]) => name)
    .filter((name) => !ran.has(name));
  const failures = times.filter(([, , code]) => code !== 0).map(([name]) => name);
  console.log(`npm test stopped at ${failures.join(', ')}${skipped.length ? ` (not run: ${skipped.join(', ')})` : ''}`);
  process.exit(1);
}
