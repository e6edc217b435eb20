// `npm run conformance:screen`: the official suite's required auth scenarios graded against the live
// *screen*, not the library. It builds the app when stale, serves it with the relay (vite preview, as
// `npm start`), starts one headless Chromium with its DevTools endpoint on 127.0.0.1, and has the suite
// run scripts/conformance-screen-adapter.mjs per scenario: a new browser context on #/live that
// connects, fills the Authorization panel and authorizes as a person would, through the relay (the
// default transport). Prints each scenario's verdict and the wall time; `-- <scenario>…` runs only those.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { preview } from 'vite';
import { buildIfStale } from './app-build.mjs';
import {
  clientScenarioList,
  ensureConformanceTools,
  readScenarioChecks,
  reportScenarios,
  runClientScenarios,
  SUITE,
} from './conformance-tools.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS = join(ROOT, 'test-results', 'conformance-screen');
// Debian's Chromium and the e2e tests' flags (one list): without the networking ones Chromium floods
// the closed network with background requests.
const { path: CHROMIUM_PATH, flags: FLAGS } = JSON.parse(
  readFileSync(join(import.meta.dirname, 'chromium.json'), 'utf8'),
);
const CHROMIUM = process.env.CHROMIUM_PATH ?? CHROMIUM_PATH;
// A browser page each (plus its popup): two at a time is what two cores carry.
const CONCURRENCY = 2;
// How long Chromium may take to announce its DevTools endpoint.
const LAUNCH_BOUND_MS = 60_000;

/** Starts Chromium with a fresh profile; resolves with its DevTools URL and a close that removes the profile. */
function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'shape-inspector-screen-'));
  const args = [...FLAGS, '--remote-debugging-address=127.0.0.1', '--remote-debugging-port=0'];
  const child = spawn(CHROMIUM, [...args, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const close = () =>
    new Promise((done) => {
      const gone = () => {
        rmSync(profile, { recursive: true, force: true });
        done();
      };
      if (child.exitCode !== null || child.signalCode !== null) return gone();
      child.once('exit', gone);
      child.kill();
    });
  return new Promise((done, fail) => {
    let said = '';
    const timer = setTimeout(() => fail(new Error(`${CHROMIUM} gave no DevTools endpoint:\n${said}`)), LAUNCH_BOUND_MS);
    child.once('error', (error) => fail(new Error(`${CHROMIUM}: ${error.message}`)));
    child.stderr.on('data', (chunk) => {
      said += chunk;
      const found = /DevTools listening on ws:\/\/([^/\s]+)\//.exec(said);
      if (!found) return;
      clearTimeout(timer);
      child.stderr.resume();
      done({ endpoint: `http://${found[1]}`, close });
    });
  });
}

async function main() {
  let tools;
  try {
    tools = ensureConformanceTools();
  } catch (error) {
    console.error(`conformance:screen: ${error.message}`);
    process.exit(1);
  }
  const { register } = await import('tsx/esm/api');
  register();
  // The revision the suite judges against: the library's name for it.
  const { MODERN_PROTOCOL_VERSION: REQUIREMENTS } = await import(join(ROOT, 'src', 'spec', 'versions.ts'));
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  const { required, notScored } = await clientScenarioList(tools, REQUIREMENTS);
  const asked = process.argv.slice(2);
  // The DPoP scenarios are not scored, but the screen does DPoP: it is graded on them too.
  const dpop = notScored.filter((name) => name.startsWith('auth/dpop'));
  const scenarios = [...required, ...dpop].filter(
    (name) => name.startsWith('auth/') && (asked.length === 0 || asked.includes(name)),
  );
  const started = performance.now();
  await buildIfStale();
  const app = await preview({ logLevel: 'silent', preview: { host: '127.0.0.1', port: 0, strictPort: false } });
  const appUrl = app.resolvedUrls?.local[0];
  const browser = await launchChromium();
  console.log(
    `Running ${SUITE.name}@${SUITE.version} (Node ${tools.version}): ${scenarios.length} auth scenarios against ` +
      `the live screen at ${appUrl} in Chromium (${browser.endpoint}), ${CONCURRENCY} at a time …`,
  );
  process.env.MCP_SCREEN_APP = appUrl;
  process.env.MCP_SCREEN_CDP = browser.endpoint;
  const command = `${process.execPath} ${join(ROOT, 'scripts', 'conformance-screen-adapter.mjs')}`;
  try {
    await runClientScenarios(tools, {
      names: scenarios,
      command,
      requirements: REQUIREMENTS,
      resultsDir: RESULTS,
      concurrency: CONCURRENCY,
    });
  } finally {
    await browser.close();
    await app.close();
  }
  const summary = 'Auth scenarios passed from the live screen';
  const ms = performance.now() - started;
  process.exit(reportScenarios(readScenarioChecks(RESULTS), scenarios, ms, { summary, resultsDir: RESULTS }));
}

await main();
