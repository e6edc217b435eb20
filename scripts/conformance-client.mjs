// `npm run conformance:client`: the official suite's client scenarios (`client --requirements
// 2026-07-28`, pinned, on Node 22) against `mcp-shape-inspector client`. The suite starts a test
// server per scenario and runs this file with `--adapter <url>`; the adapter turns the suite's
// MCP_CONFORMANCE_CONTEXT into the client's own flags (never the scenario name) and runs it.
// Exits non-zero on any failed check, required or not; the extension scenarios are listed apart.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureConformanceTools, SUITE } from './conformance-tools.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS = join(ROOT, 'test-results', 'conformance-client');
const REQUIREMENTS = '2026-07-28';
const ADAPTER_FLAG = '--adapter';
// Per-scenario budget: every scenario starts a tsx process, all in parallel on a small machine.
const SCENARIO_TIMEOUT_MS = 120_000;
// The Client ID Metadata Document URL the suite's authorization servers expect of a CIMD client.
const CLIENT_METADATA_URL = 'https://conformance-test.local/client-metadata.json';

/** The client's flags for what the suite put in MCP_CONFORMANCE_CONTEXT. */
function flagsOf(context) {
  const flags = ['--client-metadata-url', CLIENT_METADATA_URL, '--format', 'json'];
  if (typeof context.client_id === 'string') flags.push('--client-id', context.client_id);
  if (typeof context.client_secret === 'string') flags.push('--client-secret', context.client_secret);
  for (const call of Array.isArray(context.toolCalls) ? context.toolCalls : [])
    if (call && typeof call.name === 'string')
      flags.push('--call', call.name, '--args', JSON.stringify(call.arguments ?? {}));
  return flags;
}

function adapter(url) {
  let context = {};
  try {
    context = JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT ?? '{}');
  } catch {
    // No usable context: the client runs with its defaults.
  }
  const bin = join(ROOT, 'cli', 'bin.mjs');
  const child = spawn(process.execPath, [bin, 'client', url, ...flagsOf(context)], { stdio: 'inherit' });
  child.on('close', (code) => process.exit(code ?? 1));
}

if (process.argv[2] === ADAPTER_FLAG) {
  adapter(process.argv[process.argv.length - 1]);
} else {
  let tools;
  try {
    tools = ensureConformanceTools();
  } catch (error) {
    console.error(`conformance:client: ${error.message}`);
    process.exit(1);
  }
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  const command = `${process.execPath} ${join(ROOT, 'scripts', 'conformance-client.mjs')} ${ADAPTER_FLAG}`;
  const args = [tools.suiteBin, 'client', '--command', command, '--requirements', REQUIREMENTS];
  args.push('--timeout', String(SCENARIO_TIMEOUT_MS), '--output-dir', RESULTS);
  console.log(`Running ${SUITE.name}@${SUITE.version} (Node ${tools.version}) client scenarios against mcp-shape-inspector client …`);
  const started = performance.now();
  const run = await new Promise((done) => {
    const child = spawn(tools.node, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ code, output }));
  });
  writeFileSync(join(RESULTS, 'suite-output.txt'), run.output);
  const scenarios = readScenarios();
  const required = requiredScenarios(run.output);
  report(scenarios, required, run, performance.now() - started);
}

/** Each scenario's checks, from the suite's result folders (client-<scenario>-<time>/checks.json). */
function readScenarios() {
  const out = new Map();
  for (const dir of readdirSync(RESULTS, { withFileTypes: true })) {
    const file = join(RESULTS, dir.name, 'checks.json');
    if (!dir.isDirectory() || !existsSync(file)) continue;
    const name = dir.name.replace(/^client-/, '').replace(/-\d{4}-\d{2}-\d{2}T[\d-]+Z$/, '').replace(/^auth-/, 'auth/');
    out.set(name, JSON.parse(readFileSync(file, 'utf8')));
  }
  return out;
}

/** The scored scenarios, as the suite printed them; null when its output did not say. */
function requiredScenarios(output) {
  const start = output.indexOf('Not scored');
  const notScored = new Set(start >= 0 ? [...output.slice(start).matchAll(/^\s+[✓✗] (\S+)/gm)].map((m) => m[1]) : []);
  return notScored;
}

function report(scenarios, notScored, run, ms) {
  const failed = [];
  let passedRequired = 0;
  let totalRequired = 0;
  const extensions = [];
  for (const [name, checks] of [...scenarios].sort()) {
    const failures = checks.filter((c) => c.status === 'FAILURE');
    if (notScored.has(name)) extensions.push(`${failures.length === 0 ? '✓' : '✗'} ${name}`);
    else {
      totalRequired++;
      if (failures.length === 0) passedRequired++;
      else failed.push(...failures.map((c) => `${name}:${c.id}: ${c.description ?? ''} ${c.errorMessage ?? ''}`));
    }
    for (const c of checks.filter((c) => c.status === 'WARNING')) console.log(`  ! ${name}:${c.id}: ${c.description ?? ''}`);
  }
  for (const line of failed) console.log(`  ✗ ${line}`);
  console.log(`Not scored (extensions and later additions): ${extensions.join(', ') || 'none'}`);
  console.log(
    `Required scenarios passed: ${passedRequired}/${totalRequired} in ${(ms / 1000).toFixed(1)} s (suite exit ${run.code}; results in ${RESULTS})`,
  );
  process.exit(failed.length === 0 && totalRequired > 0 && run.code === 0 ? 0 : 1);
}
