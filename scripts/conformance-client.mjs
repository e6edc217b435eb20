// `npm run conformance:client`: the official suite's client scenarios (`client --requirements
// 2026-07-28`, pinned, on Node 22) against `mcp-shape-inspector client`. The suite starts a test
// server per scenario and runs this file with `--adapter <url>`; the adapter turns the suite's
// MCP_CONFORMANCE_CONTEXT into the client's own flags (never the scenario name) and runs it.
// Exits non-zero on any failed check, required or not; the extension scenarios are listed apart.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureConformanceTools, SUITE } from './conformance-tools.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS = join(ROOT, 'test-results', 'conformance-client');
// eslint-disable-next-line no-restricted-syntax -- plain node runs this script, so it cannot import src/spec
const REQUIREMENTS = '2026-07-28';
const ADAPTER_FLAG = '--adapter';
// Per-scenario budget for the suite to wait on the client (a tsx process each).
const SCENARIO_TIMEOUT_MS = 120_000;
// Scenarios at once: each starts a test server and a client process; the suite alone would start all.
const CONCURRENCY = 3;
// The Client ID Metadata Document URL the suite's authorization servers expect of a CIMD client.
const CLIENT_METADATA_URL = 'https://conformance-test.local/client-metadata.json';

/** The client's flags for what the suite put in MCP_CONFORMANCE_CONTEXT. */
function flagsOf(context) {
  const flags = ['--client-metadata-url', CLIENT_METADATA_URL, '--format', 'json', '--timeout', '30000'];
  if (typeof context.client_id === 'string') flags.push('--client-id', context.client_id);
  if (typeof context.client_secret === 'string') flags.push('--client-secret', context.client_secret);
  if (typeof context.private_key_pem === 'string') {
    const file = join(mkdtempSync(join(tmpdir(), 'mcp-conformance-')), 'client-key.pem');
    writeFileSync(file, context.private_key_pem, { mode: 0o600 });
    flags.push('--client-key', file);
  }
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
  const { required, notScored } = await scenarioList(tools);
  const all = [...required, ...notScored];
  console.log(
    `Running ${SUITE.name}@${SUITE.version} (Node ${tools.version}): ${required.length} required and ` +
      `${notScored.length} unscored client scenarios against mcp-shape-inspector client, ${CONCURRENCY} at a time …`,
  );
  const started = performance.now();
  const outputs = [];
  const queue = [...all];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let name = queue.shift(); name !== undefined; name = queue.shift())
        outputs.push(await runScenario(tools, name));
    }),
  );
  writeFileSync(join(RESULTS, 'suite-output.txt'), outputs.join('\n'));
  report(readScenarios(), new Set(notScored), required, performance.now() - started);
}

/** The client scenarios the revision requires, and those run but never scored, as the suite lists them. */
async function scenarioList(tools) {
  const { output } = await suite(tools, ['list', '--requirements', REQUIREMENTS]);
  const client = output.slice(output.indexOf('Client scenarios'), output.indexOf('Run and reported'));
  const required = [...client.matchAll(/^\s+- (\S+)$/gm)].map((m) => m[1]);
  const notScored = [...output.slice(output.indexOf('Run and reported')).matchAll(/^\s+- (\S+) \[client\]$/gm)].map(
    (m) => m[1],
  );
  if (required.length === 0) throw new Error(`the suite listed no required client scenarios:\n${output}`);
  return { required, notScored };
}

// One scenario at the revision's wire, as --requirements runs it (--force: extensions are off the timeline).
function runScenario(tools, name) {
  const command = `${process.execPath} ${join(ROOT, 'scripts', 'conformance-client.mjs')} ${ADAPTER_FLAG}`;
  const args = ['client', '--command', command, '--scenario', name, '--spec-version', REQUIREMENTS, '--force'];
  args.push('--timeout', String(SCENARIO_TIMEOUT_MS), '--output-dir', RESULTS);
  return suite(tools, args).then(({ output }) => `=== ${name}\n${output}`);
}

function suite(tools, args) {
  return new Promise((done) => {
    const child = spawn(tools.node, [tools.suiteBin, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ code, output }));
  });
}

/** Each scenario's checks, from the suite's result folders (client-<scenario>-<time>/checks.json). */
function readScenarios(dir = RESULTS, prefix = '') {
  const out = new Map();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const file = join(dir, entry.name, 'checks.json');
    const name = prefix + entry.name.replace(/-\d{4}-\d{2}-\d{2}T[\d-]+Z$/, '');
    if (existsSync(file)) out.set(name, JSON.parse(readFileSync(file, 'utf8')));
    else for (const [n, checks] of readScenarios(join(dir, entry.name), `${prefix}${entry.name}/`)) out.set(n, checks);
  }
  return out;
}

function report(scenarios, notScored, required, ms) {
  const failed = [];
  let passedRequired = 0;
  const extensions = [];
  for (const name of required) if (!scenarios.has(name)) failed.push(`${name}: the suite recorded no checks`);
  for (const [name, checks] of [...scenarios].sort()) {
    const failures = checks.filter((c) => c.status === 'FAILURE');
    if (notScored.has(name)) extensions.push(`${failures.length === 0 ? '✓' : '✗'} ${name}`);
    else {
      if (failures.length === 0) passedRequired++;
      else failed.push(...failures.map((c) => `${name}:${c.id}: ${c.description ?? ''} ${c.errorMessage ?? ''}`));
    }
    for (const c of checks.filter((c) => c.status === 'WARNING'))
      console.log(`  ! ${name}:${c.id}: ${c.description ?? ''}`);
  }
  for (const line of failed) console.log(`  ✗ ${line}`);
  console.log(`Not scored (extensions and later additions): ${extensions.join(', ') || 'none'}`);
  console.log(
    `Required scenarios passed: ${passedRequired}/${required.length} in ${(ms / 1000).toFixed(1)} s (results in ${RESULTS})`,
  );
  process.exit(failed.length === 0 && passedRequired === required.length ? 0 : 1);
}
