// `npm run conformance:client`: the official suite's client scenarios (`client --requirements
// 2026-07-28`, pinned, on Node 22) against `mcp-shape-inspector client`, then those of the earlier
// revisions (`--spec-version 2025-11-25` and `2025-03-26`, the servers speaking those eras: the client
// finds that out itself, with --era auto). The suite starts a test server per scenario and runs this
// file with `--adapter <url>`; the adapter turns the suite's MCP_CONFORMANCE_CONTEXT into the
// client's own flags (never the scenario name) and runs it. Exits non-zero on any failed check,
// required or not, except the KNOWN_OPEN ones (printed on every run); extensions are listed apart.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  clientFlagsOf,
  clientScenarioList,
  clientScenariosAt,
  conformanceContext,
  ensureConformanceTools,
  readScenarioChecks,
  runClientScenarios,
  SCENARIO_CONCURRENCY,
  SUITE,
} from './conformance-tools.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS = join(ROOT, 'test-results', 'conformance-client');
// eslint-disable-next-line no-restricted-syntax -- plain node runs this script, so it cannot import src/spec
const REQUIREMENTS = '2026-07-28';
// The earlier revisions whose client scenarios run too (each cumulative from its date, as the suite lists them).
// eslint-disable-next-line no-restricted-syntax -- plain node runs this script, so it cannot import src/spec
const EARLIER = ['2025-11-25', '2025-03-26'];
const ADAPTER_FLAG = '--adapter';
// Scenarios this client cannot pass yet, each with why; printed on every run and never hiding a required
// 2026-07-28 one. The list is the place to look when one of them starts passing.
const KNOWN_OPEN = new Map();

function adapter(url, given) {
  const context = conformanceContext();
  const bin = join(ROOT, 'cli', 'bin.mjs');
  const flags = [...clientFlagsOf(context), ...given];
  const child = spawn(process.execPath, [bin, 'client', url, ...flags], { stdio: 'inherit' });
  child.on('close', (code) => process.exit(code ?? 1));
}

if (process.argv[2] === ADAPTER_FLAG) {
  // Flags between --adapter and the URL are the runner's instructions to this client (--skill below).
  adapter(process.argv[process.argv.length - 1], process.argv.slice(3, -1));
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
  const { required, notScored } = await clientScenarioList(tools, REQUIREMENTS);
  const all = [...required, ...notScored];
  console.log(
    `Running ${SUITE.name}@${SUITE.version} (Node ${tools.version}): ${required.length} required and ` +
      `${notScored.length} unscored client scenarios against mcp-shape-inspector client, ${SCENARIO_CONCURRENCY} at a time …`,
  );
  const started = performance.now();
  const command = `${process.execPath} ${join(ROOT, 'scripts', 'conformance-client.mjs')} ${ADAPTER_FLAG}`;
  await runClientScenarios(tools, { names: all, command, requirements: REQUIREMENTS, resultsDir: RESULTS });
  // The skills extension's host scenarios (SEP-2640), outside --requirements: the host lists without
  // reading (no prefetch), and a host asked to load the suite's skill verifies it first.
  const skills = RESULTS + '-skills';
  rmSync(skills, { recursive: true, force: true });
  mkdirSync(skills, { recursive: true });
  await runClientScenarios(tools, {
    names: ['sep-2640-client-no-prefetch'],
    command,
    requirements: REQUIREMENTS,
    resultsDir: skills,
  });
  const verify = ['sep-2640-client-verify-digest', 'sep-2640-client-verify-size', 'sep-2640-client-verify-frontmatter'];
  const load = `${command} --skill pdf-processing`;
  await runClientScenarios(tools, { names: verify, command: load, requirements: REQUIREMENTS, resultsDir: skills });
  const scenarios = new Map([...readScenarioChecks(RESULTS), ...readScenarioChecks(skills)]);
  const skillNames = ['sep-2640-client-no-prefetch', ...verify];
  // The earlier revisions: every scenario the suite lists for each, named `<revision>/<scenario>` here.
  const earlier = [];
  for (const version of EARLIER) {
    const names = await clientScenariosAt(tools, version);
    const dir = `${RESULTS}-${version}`;
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    console.log(`… and ${names.length} client scenarios at --spec-version ${version}`);
    await runClientScenarios(tools, { names, command, requirements: version, resultsDir: dir });
    for (const [name, checks] of readScenarioChecks(dir)) scenarios.set(`${version}/${name}`, checks);
    earlier.push(...names.map((name) => `${version}/${name}`));
  }
  report(scenarios, new Set([...notScored, ...skillNames]), required, earlier, performance.now() - started);
}

function report(scenarios, notScored, required, earlier, ms) {
  const failed = [];
  const open = [];
  let passedRequired = 0;
  const extensions = [];
  let passedEarlier = 0;
  for (const name of [...required, ...notScored, ...earlier])
    if (!scenarios.has(name)) failed.push(`${name}: the suite recorded no checks`);
  for (const [name, checks] of [...scenarios].sort()) {
    const failures = checks.filter((c) => c.status === 'FAILURE');
    if (notScored.has(name)) extensions.push(`${failures.length === 0 ? '✓' : '✗'} ${name}`);
    else if (earlier.includes(name)) passedEarlier += failures.length === 0 ? 1 : 0;
    else if (failures.length === 0) passedRequired++;
    // A failure fails the run, scored or not: the unscored scenarios are features this client has.
    const lines = failures.map((c) => `${name}:${c.id}: ${c.description ?? ''} ${c.errorMessage ?? ''}`);
    if (!required.includes(name) && KNOWN_OPEN.has(name) && failures.length > 0)
      open.push(`${name}: ${KNOWN_OPEN.get(name)}`);
    else failed.push(...lines);
    for (const c of checks.filter((c) => c.status === 'WARNING'))
      console.log(`  ! ${name}:${c.id}: ${c.description ?? ''}`);
  }
  for (const line of failed) console.log(`  ✗ ${line}`);
  for (const line of open) console.log(`  ○ known open, not counted: ${line}`);
  console.log(`Not scored (extensions and later additions), required to pass too: ${extensions.join(', ') || 'none'}`);
  console.log(`Earlier revisions' client scenarios passed: ${passedEarlier}/${earlier.length} (${EARLIER.join(', ')})`);
  console.log(
    `Required scenarios passed: ${passedRequired}/${required.length} in ${(ms / 1000).toFixed(1)} s (results in ${RESULTS})`,
  );
  process.exit(failed.length === 0 && passedRequired === required.length ? 0 : 1);
}
