// `npm run conformance:live`: Live's authorization against the official suite's auth test servers,
// through the app's relay. It starts the inspector's server (relay included) on an ephemeral
// 127.0.0.1 port, then runs each auth scenario the 2026-07-28 requirements name (the pinned suite,
// on Node 22). The suite serves its scenario server only while it runs a client command (its
// interactive mode keeps the scenario's context, such as pre-registered credentials, to itself), so
// that command is this file with `--adapter <url>`: the conforming client's conversation and the
// library's authorization steps (src/auth), with every request (MCP, metadata, registration, the
// authorization URL, token) sent through the relay with the page's own relay fetch. Prints each
// scenario's verdict and exits non-zero when one fails. `-- <scenario>…` runs only those.
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import {
  clientFlagsOf,
  clientScenarioList,
  conformanceContext,
  ensureConformanceTools,
  readScenarioChecks,
  reportScenarios,
  runClientScenarios,
  SCENARIO_CONCURRENCY,
  SUITE,
} from './conformance-tools.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS = join(ROOT, 'test-results', 'conformance-live');
const ADAPTER_FLAG = '--adapter';
// Where the adapter finds the relay the parent started, and its per-launch token.
const RELAY_ENV = 'MCP_LIVE_RELAY';
const TOKEN_ENV = 'MCP_LIVE_TOKEN';

let registered = false;
/** TypeScript sources (the relay fetch, the client, the server) through tsx's loader. */
async function importSource(path) {
  if (!registered) (await import('tsx/esm/api')).register();
  registered = true;
  return import(pathToFileURL(join(ROOT, path)).href);
}

async function adapter(url) {
  const { relayFetch } = await importSource('app/exchange/transport/relay-fetch.ts');
  const { runCli } = await importSource('cli/main.ts');
  const viaRelay = relayFetch(process.env[TOKEN_ENV] ?? '', {}, process.env[RELAY_ENV] ?? '');
  const io = {
    stdout: process.stdout,
    stderr: process.stderr,
    fetch: (target, init) => viaRelay(target, init),
    authFetch: (target, init) => viaRelay(target, init),
  };
  process.exitCode = await runCli(['client', url, ...clientFlagsOf(conformanceContext())], io);
}

async function main() {
  // The revision the suite judges against: the library's name for it.
  const { MODERN_PROTOCOL_VERSION: REQUIREMENTS } = await importSource('src/spec/versions.ts');
  let tools;
  try {
    tools = ensureConformanceTools();
  } catch (error) {
    console.error(`conformance:live: ${error.message}`);
    process.exit(1);
  }
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  const { required } = await clientScenarioList(tools, REQUIREMENTS);
  // Scenario names on the command line run only those (to look at one); else every required auth one.
  const asked = process.argv.slice(2);
  const scenarios = required.filter((name) => name.startsWith('auth/') && (asked.length === 0 || asked.includes(name)));
  const { startInspector } = await importSource('app/server/standalone.ts');
  const inspector = await startInspector();
  process.env[RELAY_ENV] = `${inspector.origin}/api/relay`;
  process.env[TOKEN_ENV] = inspector.app.token;
  console.log(
    `Running ${SUITE.name}@${SUITE.version} (Node ${tools.version}): ${scenarios.length} auth scenarios, the ` +
      `client's requests through the relay at ${inspector.origin}, ${SCENARIO_CONCURRENCY} at a time …`,
  );
  const started = performance.now();
  const command = `${process.execPath} ${join(ROOT, 'scripts', 'conformance-live.mjs')} ${ADAPTER_FLAG}`;
  try {
    await runClientScenarios(tools, { names: scenarios, command, requirements: REQUIREMENTS, resultsDir: RESULTS });
  } finally {
    await inspector.close();
  }
  const summary = 'Auth scenarios passed through the relay';
  process.exit(
    reportScenarios(readScenarioChecks(RESULTS), scenarios, performance.now() - started, {
      summary,
      resultsDir: RESULTS,
    }),
  );
}

if (process.argv[2] === ADAPTER_FLAG) await adapter(process.argv[process.argv.length - 1]);
else await main();
