// `npm run bench:relay`: what the relay costs on loopback, against going straight to the server in
// the same run: the median latency of a small request, and a 10 MB answer (text and binary) read
// to its end. The inspector is the command users run (cli/bin.mjs on the build, as npm start and the
// package run it) and the upstreams run in processes of their own; a bare TCP pipe in one more process
// shows the least any extra hop costs on this machine, and a bare Node HTTP proxy the least an HTTP hop costs.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildRequest } from '../src';
import { decodeRelayFrames } from '../app/exchange/transport/relay-frames';
import { RELAY_PATH, TOKEN_HEADER } from '../app/server/relay/protocol';
import { REPO, serve } from '../test/package/installed';
import { startChild } from './child';
import { printRows, type BenchRow } from './measure';

const SMALL_RUNS = 400;
const BIG_RUNS = 25;
// Whichever size runs first was measured up to 1.5x slower on every way in (the processes' JIT warming up),
// so each way reads both big answers this many times before any is timed.
const BIG_WARM = 6;
const TEN_MB = 10 * 1024 * 1024;
// Goals against the floor of any hop on this machine, a bare TCP pipe in another process, same run: 10 MB within
// 1.2x of it, a small request at most 0.3 ms more than through it.
const GOAL_RATIO = 1.2;
const GOAL_EXTRA_MS = 0.3;

type Init = { headers?: Record<string, string>; body?: string };
const child = (name: string) => join(import.meta.dirname, 'children', name);
const quantile = (values: number[], q: number): number =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * q + 0.5)]!;
const median = (values: number[]): number => quantile(values, 0.5);

// The CPU a process (all its threads) has run, in ns, from Linux's scheduler statistics; undefined elsewhere. Wall
// times on 2 cores shared by four processes swing with scheduling; the hop's own CPU per request swings less.
function cpuNs(pid: number): number | undefined {
  const tasks = `/proc/${pid}/task`;
  if (!existsSync(tasks)) return undefined;
  let sum = 0;
  for (const task of readdirSync(tasks)) {
    try {
      sum += Number(readFileSync(`${tasks}/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // A thread that ended between the listing and the read ran nothing more.
    }
  }
  return sum;
}

// The bundle, not the sources through tsx: tsx's compiled sources and maps made the server's heap five times
// the bundle's (29 MB against 6), and every full garbage collection the 10 MB answers set off cost as much more.
const token = randomBytes(32).toString('base64url');
const command = await serve(join(REPO, 'cli', 'bin.mjs'), REPO, ['--port', '0'], { MCP_INSPECTOR_TOKEN: token });
const app = { origin: new URL(command.url).origin, token, pid: command.child.pid!, stop: () => void command.stop() };
// Unlike the bench's children, the command does not end with its parent's stdin: a crashed run must not leave it serving.
process.once('exit', () => command.child.kill());
const upstream = await startChild<{ url: string }>(child('big-upstream.ts'));
const pipe = await startChild<{ url: string }>(child('tcp-pipe.ts'), [upstream.url]);
const proxy = await startChild<{ url: string }>(child('http-proxy.ts'), [upstream.url]);

async function direct(url: string, init: Init): Promise<void> {
  const response = await fetch(url, { method: 'POST', ...init });
  for await (const chunk of response.body!) void chunk;
}

async function relayed(url: string, init: Init): Promise<void> {
  const response = await fetch(`${app.origin}${RELAY_PATH}`, {
    method: 'POST',
    headers: { [TOKEN_HEADER]: app.token },
    body: JSON.stringify({ url, ...init }),
  });
  for await (const frame of decodeRelayFrames(response.body!)) if (frame.t === 'error') throw new Error(frame.message);
}

async function timed(fn: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** One way in: the request, and the process of the hop it goes through (none when straight to the server). */
type Way = { run: () => Promise<void>; hop?: number };

/** Each way's timed runs (ms, round by round) and the CPU its hop used per run (µs; NaN without a hop). */
type Measured = { times: number[][]; cpuUs: number[] };

// The ways in alternate, so drift in the machine's load hits all of them alike.
async function compare(warm: number, runs: number, ways: Way[]): Promise<Measured> {
  const times = ways.map(() => [] as number[]);
  const cpu = ways.map(() => 0);
  for (let i = 0; i < warm + runs; i++)
    for (const [k, way] of ways.entries()) {
      const before = way.hop === undefined ? undefined : cpuNs(way.hop);
      const ms = await timed(way.run);
      const after = way.hop === undefined ? undefined : cpuNs(way.hop);
      if (i < warm) continue;
      times[k]!.push(ms);
      cpu[k]! += before === undefined || after === undefined ? Number.NaN : after - before;
    }
  return { times, cpuUs: cpu.map((ns) => ns / runs / 1e3) };
}

/** The quartiles of the round-by-round ratio subject/baseline, e.g. "1.08 / 1.16 / 1.27". */
function pairedSpread(subject: number[], baseline: number[]): string {
  const ratios = subject.map((ms, i) => ms / baseline[i]!);
  return [0.25, 0.5, 0.75].map((q) => quantile(ratios, q).toFixed(2)).join(' / ');
}

/** A big answer read straight, through the relay, through the bare pipe and through the bare HTTP proxy. */
const bigWays = (kind: string): Way[] => [
  { run: () => direct(`${upstream.url}/${kind}`, {}) },
  { run: () => relayed(`${upstream.url}/${kind}`, {}), hop: app.pid },
  { run: () => direct(`${pipe.url}/${kind}`, {}), hop: pipe.pid },
  { run: () => direct(`${proxy.url}/${kind}`, {}), hop: proxy.pid },
];

const rows: BenchRow[] = [];
const row = (name: string, baselineMs: number, subjectMs: number, target?: number): BenchRow => {
  const r: BenchRow = { name, baselineMs, subjectMs, ratio: subjectMs / baselineMs, ...(target ? { target } : {}) };
  rows.push(r);
  return r;
};

const discover = buildRequest({ method: 'server/discover', id: 1 });
const small = { headers: discover.headers, body: discover.body };
const smallUrl = `${upstream.url}/small`;
const smallMeasured = await compare(100, SMALL_RUNS, [
  { run: () => direct(smallUrl, small) },
  { run: () => relayed(smallUrl, small), hop: app.pid },
  { run: () => direct(`${proxy.url}/small`, small), hop: proxy.pid },
  { run: () => direct(`${pipe.url}/small`, small), hop: pipe.pid },
]);
const [smallDirect, smallRelay, smallProxy, smallPipe] = smallMeasured.times.map(median);
row(`small request (median of ${SMALL_RUNS})`, smallDirect!, smallRelay!);
row(`small request, bare TCP pipe (the floor)`, smallDirect!, smallPipe!);
row(`small request, bare Node HTTP proxy`, smallDirect!, smallProxy!);

const KINDS = ['text', 'binary'] as const;
for (const kind of KINDS) await compare(BIG_WARM, 0, bigWays(kind));
const floors: [string, BenchRow][] = [];
const spreads: string[] = [];
const cpuLine = (what: string, m: Measured, order: [string, number][]): string =>
  `CPU of the hop per ${what}: ${order.map(([name, k]) => `${name} ${Math.round(m.cpuUs[k]!)} µs`).join(', ')}`;
const cpuLines = [
  cpuLine('small request', smallMeasured, [
    ['relay', 1],
    ['bare HTTP proxy', 2],
    ['bare pipe', 3],
  ]),
];
for (const kind of KINDS) {
  const measured = await compare(0, BIG_RUNS, bigWays(kind));
  const [d, r, f, h] = measured.times.map(median);
  spreads.push(
    `10 MB ${kind}, relay vs the bare pipe round by round (quartiles): ${pairedSpread(measured.times[1]!, measured.times[2]!)}`,
  );
  cpuLines.push(
    cpuLine(`10 MB ${kind} answer`, measured, [
      ['relay', 1],
      ['bare HTTP proxy', 3],
      ['bare pipe', 2],
    ]),
  );
  row(`10 MB ${kind} answer (median of ${BIG_RUNS})`, d!, r!);
  floors.push([kind, row(`10 MB ${kind}, bare TCP pipe (the floor)`, d!, f!)]);
  row(`10 MB ${kind}, bare Node HTTP proxy`, d!, h!);
  row(`10 MB ${kind}, relay vs the bare pipe`, f!, r!, GOAL_RATIO);
  row(`10 MB ${kind}, relay vs the bare HTTP proxy`, h!, r!);
}

// Last: the demo servers load on their first request and grow the server's heap (6 MB to about 14), which makes
// each full garbage collection the 10 MB answers set off dearer; a user relaying to a server of their own has not
// loaded them.
const demo = `${app.origin}/demo/mcp`;
const [demoDirect, demoRelay] = (
  await compare(50, SMALL_RUNS / 2, [{ run: () => direct(demo, small) }, { run: () => relayed(demo, small) }])
).times.map(median);
row(`demo discover (relay's process, ${SMALL_RUNS / 2})`, demoDirect!, demoRelay!);

console.log(`Node ${process.version}, ${new Date().toISOString()}`);
printRows('Relay vs straight to the server (baseline = direct fetch, subject = through POST /api/relay)', rows);
const extra = smallRelay! - smallPipe!;
console.log(
  `\nExtra latency of a small request through the relay: ${(smallRelay! - smallDirect!).toFixed(3)} ms over direct, ${extra.toFixed(3)} ms over the bare pipe (goal <= ${GOAL_EXTRA_MS} ms) ${extra <= GOAL_EXTRA_MS ? 'ok' : 'OVER'}`,
);
console.log(
  `Extra latency of a small request through the bare HTTP proxy: ${(smallProxy! - smallDirect!).toFixed(3)} ms, ${(smallProxy! - smallPipe!).toFixed(3)} ms over the bare pipe`,
);
for (const line of [...spreads, ...cpuLines]) if (!line.includes('NaN')) console.log(line);
for (const [kind, floor] of floors)
  console.log(
    `10 MB ${kind}: direct ${(TEN_MB / 1e3 / floor.baselineMs).toFixed(0)} MB/s, bare pipe ${(TEN_MB / 1e3 / floor.subjectMs).toFixed(0)} MB/s`,
  );

app.stop();
upstream.stop();
pipe.stop();
proxy.stop();
