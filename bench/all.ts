// `npm run bench:all`: runs every benchmark one after another (the library, the page, the relay, the tap, the
// scan, the package) and writes what each printed to docs/performance.md, with the machine it ran on and how
// to run each again. Every figure there stands beside its baseline measured in the same run. Heavy: run it on
// a quiet machine: the page says how much of the CPU other work took while each part ran (Linux /proc).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

interface Bench {
  title: string;
  script: string;
  about: string;
}

// Quickest first (every part is written as it ends); the package packs the build already made (`npm run build`).
const BENCHES: Bench[] = [
  {
    title: 'The package',
    script: 'bench:package',
    about:
      'The package installed with `npm install --omit=dev` from its tarball: sizes, the first page of the bare command and a scan of the demo, against `node -e ""`.',
  },
  {
    title: 'The relay',
    script: 'bench:relay',
    about:
      'Small and 10 MB answers (text and binary) through the relay of the command users run (`cli/bin.mjs` on the bundle), against straight to the server, a bare TCP pipe (the floor of any hop) and a bare Node HTTP proxy, in the same run; the CPU each hop used comes from Linux scheduler statistics.',
  },
  {
    title: 'The scan',
    script: 'bench:scan',
    about:
      'A full scan of the demo, in process and as the command, beside the official conformance suite against the same server.',
  },
  {
    title: 'The tap',
    script: 'bench:tap',
    about: 'A real client through the tap, against the same client straight to the server.',
  },
  {
    title: 'The library',
    script: 'bench',
    about:
      'Shaping and checking in Node: medians, each against `JSON.parse` (and `JSON.stringify`) of the same input in the same run, and peak memory.',
  },
  {
    title: 'The page',
    script: 'bench:app',
    about:
      'The built app in headless Chromium: first paint against a one-line static page served from loopback, the main thread during a paste against a 100-character paste, Live against the scan of the same server (bench/app.ts, bench/paste.ts).',
  },
];

/** Runs `npm run -s <script>`, echoing as it goes; resolves with what it printed and how it ended. */
function runBench(script: string): Promise<{ output: string; code: number | null; ms: number }> {
  return new Promise((resolve) => {
    const start = performance.now();
    const child = spawn('npm', ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      to.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
    child.on('close', (code) => resolve({ output, code, ms: performance.now() - start }));
  });
}

// Progress bars, the authorization server's runtime notice and the command's bundling say nothing about speed.
const NOISE = /^(oidc-provider WARNING|\s*\[\d+\/\d+\]|cli\/build\.mjs: \d+ files bundled)/;
const clean = (output: string): string =>
  stripVTControlCharacters(output)
    .split('\n')
    .filter((line) => !NOISE.test(line))
    .join('\n')
    .trim();
/** The lines that compare a figure with its goal. */
const goalLines = (output: string): string[] =>
  clean(output)
    .split('\n')
    .filter((line) => /\b(ok|OVER)\s*$/.test(line) && /goal|≤|<=/.test(line));

/** Each process's parent, session and CPU time so far (clock ticks), from Linux's /proc; empty elsewhere. */
type ProcessTime = { parent: number; session: number; ticks: number; started: number };

function processTimes(): Map<number, ProcessTime> {
  const times = new Map<number, ProcessTime>();
  if (!existsSync('/proc/stat')) return times;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The fields after the command's closing parenthesis: state, ppid, … utime (12th), stime, … starttime (20th).
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ');
      times.set(Number(name), {
        parent: Number(fields[1]),
        session: Number(fields[3]),
        ticks: Number(fields[11]) + Number(fields[12]),
        started: Number(fields[19]),
      });
    } catch {
      // It ended between the listing and the read.
    }
  }
  return times;
}

/** The machine's steal time so far (clock ticks): CPU the hypervisor gave to other machines. */
function stealTicks(): number {
  if (!existsSync('/proc/stat')) return 0;
  return Number(readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/)[8] ?? 0);
}

/**
 * Samples, every quarter second while a part runs, the CPU of every process that is neither this run's (a
 * descendant of this process, or in the session of one: the bench's servers, clients and Chromium) nor the
 * kernel's own threads: other work. The load average cannot tell the two apart, so it called every run busy. Returns what stops it.
 */
function sampleOtherWork(): () => { other: number; steal: number } {
  const boot = (): number => Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * TICKS_PER_SECOND;
  if (!existsSync('/proc/uptime')) return () => ({ other: 0, steal: 0 });
  const since = boot();
  const stealBefore = stealTicks();
  const seen = new Map<number, number>();
  // A process the run started that outlives its parent (Chromium's renderers, npm's helpers) leaves the tree but
  // keeps its session: the sessions of the run's processes stay the run's.
  const sessions = new Set<number>();
  let other = 0;
  const sample = () => {
    const times = processTimes();
    const ours = (pid: number): boolean => {
      for (let at = pid, hops = 0; at > 1 && hops < 64; hops++) {
        if (at === process.pid) return true;
        at = times.get(at)?.parent ?? 0;
      }
      return false;
    };
    for (const [pid, { session }] of times) if (ours(pid)) sessions.add(session);
    for (const [pid, { parent, session, ticks, started }] of times) {
      if (pid === 2 || parent === 2 || ours(pid) || sessions.has(session)) continue;
      const before = seen.get(pid) ?? (started >= since ? 0 : ticks);
      other += Math.max(0, ticks - before);
      seen.set(pid, ticks);
    }
  };
  sample();
  const timer = setInterval(sample, 250);
  return () => {
    clearInterval(timer);
    sample();
    return { other, steal: stealTicks() - stealBefore };
  };
}
const TICKS_PER_SECOND = 100;
/** More than this share of the machine's CPU taken by other work while a part runs, and its figures are not of record. */
const OTHER_WORK_LIMIT = 0.1;

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const load = loadavg().map((n) => n.toFixed(2));
const startLoad = loadavg()[0]!;
const partLoads: number[] = [];
// Per part: the share of the machine's CPU that other work (and the hypervisor) took while it ran.
const otherShares: { title: string; other: number; steal: number }[] = [];
const started = new Date();
const sections: string[] = [];
const goals: string[] = [];
// The package's part packs the build: it is made first when missing or older than the sources.
for (const step of [['scripts/prepack.mjs']])
  if (spawnSync(process.execPath, step, { stdio: 'inherit' }).status !== 0) throw new Error(`${step[0]} failed`);

// BENCH_ONLY=bench:relay,bench:package runs only those parts (the page then says the others were not run).
const only = process.env['BENCH_ONLY']?.split(',');
const chosen = only ? BENCHES.filter((bench) => only.includes(bench.script)) : BENCHES;
for (const bench of chosen) {
  console.log(`\n== ${bench.title} (npm run ${bench.script})`);
  const stopSampling = existsSync('/proc/stat') ? sampleOtherWork() : undefined;
  const { output, code, ms } = await runBench(bench.script);
  if (stopSampling) {
    const { other, steal } = stopSampling();
    const capacity = (ms / 1000) * TICKS_PER_SECOND * availableParallelism();
    otherShares.push({ title: bench.title, other: other / capacity, steal: steal / capacity });
  }
  const status = code === 0 ? '' : ` It exited with code ${code}: the figures below are incomplete.`;
  partLoads.push(loadavg()[0]!);
  const after = partLoads.at(-1)!.toFixed(2);
  sections.push(
    `## ${bench.title}\n\n${bench.about} Rerun: \`npm run ${bench.script}\` (${(ms / 1000).toFixed(0)} s here; load average ${after} when it ended).${status}\n\n` +
      '```text\n' +
      clean(output) +
      '\n```\n',
  );
  for (const line of goalLines(output)) goals.push(`- ${bench.title}: \`${line.trim().replace(/\s{2,}/g, '  ')}\``);
  // Written after each part: an interrupted run still leaves what it measured.
  writePage(chosen.length - sections.length);
}
console.log(`\nbench/all.ts: wrote docs/performance.md (${goals.length} goals)`);

/**
 * A warning when other work (or the hypervisor) took more than OTHER_WORK_LIMIT of the machine's CPU while a part
 * ran: its figures are off. Where /proc is missing, the load average stands in (it counts the bench's own
 * processes too, so it warns more often than it should).
 */
function busyNote(): string {
  const cores = availableParallelism();
  const worst = otherShares.reduce<(typeof otherShares)[number] | undefined>(
    (a, b) => (a && a.other + a.steal >= b.other + b.steal ? a : b),
    undefined,
  );
  if (worst) {
    const share = (n: number) => `${(n * 100).toFixed(0)}%`;
    const measured = ` Other work took at most ${share(worst.other)} of the machine's CPU while a part ran, and the hypervisor ${share(worst.steal)} (${worst.title}).`;
    return worst.other + worst.steal <= OTHER_WORK_LIMIT
      ? measured
      : `\n\n**This run is not the figure of record**:${measured} Every time below is inflated and ratios between ` +
          `processes are skewed; a goal marked OVER here says nothing until \`npm run bench:all\` is rerun on a quiet machine.`;
  }
  const highest = Math.max(startLoad, ...partLoads);
  return highest <= cores
    ? ''
    : `\n\n**This run is not the figure of record**: the load average reached ${highest.toFixed(1)} on ${cores} cores (other work ` +
        `ran beside it), so every time below is inflated and ratios between processes are skewed; a goal marked OVER ` +
        `here says nothing until \`npm run bench:all\` is rerun on a quiet machine.`;
}

function writePage(left: number): void {
  const skipped = BENCHES.filter((bench) => !chosen.includes(bench)).map((bench) => bench.script);
  const unfinished =
    (left > 0 ? `\n(Interrupted: ${left} part(s) not run yet.)\n` : '') +
    (skipped.length > 0 ? `\n(Not run this time: ${skipped.join(', ')}.)\n` : '');

  const page = `# Performance

Generated by \`npm run bench:all\` (bench/all.ts) on ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC; do not edit by
hand. Every figure is printed beside a baseline measured in the same run on the same machine, so a figure
is read as a ratio to its baseline: the absolute milliseconds move with the machine and its load.

Machine: ${availableParallelism()} cores (${cpu}), ${(totalmem() / 1024 ** 3).toFixed(1)} GB, Node ${process.version}, ${process.platform};
load average at the start ${load.join(', ')} (1, 5, 15 minutes: above the number of cores, other work shared them).${busyNote()}
Rerun everything with \`npm run bench:all\` (it rewrites this page), or one part with the command of its section.

## Goals

${goals.length > 0 ? goals.join('\n') : '(no figure printed a goal)'}

${sections.join('\n')}${unfinished}`;
  writeFileSync(join(import.meta.dirname, '..', 'docs', 'performance.md'), page);
}
