// `tsx bench/relay.ts`: what the relay costs on loopback, against going straight to the server in
// the same run: the median latency of a small request, and a 10 MB answer (text and binary) read
// to its end. The inspector and the upstreams run in processes of their own, as they do for a user
// (npm start, the MCP server, the browser); a bare TCP pipe in one more process shows the least
// any extra hop costs on this machine, and a bare Node HTTP proxy the least an HTTP hop costs.
import { join } from 'node:path';
import { buildRequest } from '../src';
import { decodeRelayFrames } from '../app/exchange/transport/relay-frames';
import { RELAY_PATH, TOKEN_HEADER } from '../app/server/relay/protocol';
import { startChild } from './child';
import { printRows, type BenchRow } from './measure';

const SMALL_RUNS = 400;
const BIG_RUNS = 15;
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
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const app = await startChild<{ origin: string; token: string }>(child('inspector.ts'));
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

// The ways in alternate, so drift in the machine's load hits all of them alike.
async function compare(warm: number, runs: number, ways: (() => Promise<void>)[]): Promise<number[]> {
  const times = ways.map(() => [] as number[]);
  for (let i = 0; i < warm + runs; i++)
    for (const [k, way] of ways.entries()) {
      const ms = await timed(way);
      if (i >= warm) times[k]!.push(ms);
    }
  return times.map(median);
}

/** A big answer read straight, through the relay, through the bare pipe and through the bare HTTP proxy. */
const bigWays = (kind: string): (() => Promise<void>)[] => [
  () => direct(`${upstream.url}/${kind}`, {}),
  () => relayed(`${upstream.url}/${kind}`, {}),
  () => direct(`${pipe.url}/${kind}`, {}),
  () => direct(`${proxy.url}/${kind}`, {}),
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
const [smallDirect, smallRelay, smallProxy, smallPipe] = await compare(100, SMALL_RUNS, [
  () => direct(smallUrl, small),
  () => relayed(smallUrl, small),
  () => direct(`${proxy.url}/small`, small),
  () => direct(`${pipe.url}/small`, small),
]);
row(`small request (median of ${SMALL_RUNS})`, smallDirect!, smallRelay!);
row(`small request, bare TCP pipe (the floor)`, smallDirect!, smallPipe!);
row(`small request, bare Node HTTP proxy`, smallDirect!, smallProxy!);
const demo = `${app.origin}/demo/mcp`;
const [demoDirect, demoRelay] = await compare(50, SMALL_RUNS / 2, [
  () => direct(demo, small),
  () => relayed(demo, small),
]);
row(`demo discover (relay's process, ${SMALL_RUNS / 2})`, demoDirect!, demoRelay!);

const KINDS = ['text', 'binary'] as const;
for (const kind of KINDS) await compare(BIG_WARM, 0, bigWays(kind));
const floors: [string, BenchRow][] = [];
for (const kind of KINDS) {
  const [d, r, f, h] = await compare(0, BIG_RUNS, bigWays(kind));
  row(`10 MB ${kind} answer (median of ${BIG_RUNS})`, d!, r!);
  floors.push([kind, row(`10 MB ${kind}, bare TCP pipe (the floor)`, d!, f!)]);
  row(`10 MB ${kind}, bare Node HTTP proxy`, d!, h!);
  row(`10 MB ${kind}, relay vs the bare pipe`, f!, r!, GOAL_RATIO);
  row(`10 MB ${kind}, relay vs the bare HTTP proxy`, h!, r!);
}

console.log(`Node ${process.version}, ${new Date().toISOString()}`);
printRows('Relay vs straight to the server (baseline = direct fetch, subject = through POST /api/relay)', rows);
const extra = smallRelay! - smallPipe!;
console.log(
  `\nExtra latency of a small request through the relay: ${(smallRelay! - smallDirect!).toFixed(3)} ms over direct, ${extra.toFixed(3)} ms over the bare pipe (goal <= ${GOAL_EXTRA_MS} ms) ${extra <= GOAL_EXTRA_MS ? 'ok' : 'OVER'}`,
);
console.log(
  `Extra latency of a small request through the bare HTTP proxy: ${(smallProxy! - smallDirect!).toFixed(3)} ms`,
);
for (const [kind, floor] of floors)
  console.log(
    `10 MB ${kind}: direct ${(TEN_MB / 1e3 / floor.baselineMs).toFixed(0)} MB/s, bare pipe ${(TEN_MB / 1e3 / floor.subjectMs).toFixed(0)} MB/s`,
  );

app.stop();
upstream.stop();
pipe.stop();
proxy.stop();
