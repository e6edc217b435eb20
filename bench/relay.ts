// `tsx bench/relay.ts`: what the relay costs on loopback, against going straight to the server in
// the same run: median latency of a small request to the demo server, and a 10 MB answer (text
// and binary) read to its end.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildRequest } from '../src';
import { decodeRelayFrames } from '../app/exchange/transport/relay-frames';
import { RELAY_PATH, TOKEN_HEADER } from '../app/server/relay/protocol';
import { startInspector } from '../app/server/standalone';
import { printRows, type BenchRow } from './measure';

const SMALL_RUNS = 400;
const BIG_RUNS = 7;
const TEN_MB = 10 * 1024 * 1024;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const app = await startInspector();
const big = await startBigUpstream();
const discover = buildRequest({ method: 'server/discover', id: 1 });
const demo = `${app.origin}/demo/mcp`;

async function direct(url: string, init: { headers?: Record<string, string>; body?: string }): Promise<number> {
  const response = await fetch(url, { method: 'POST', ...init });
  let bytes = 0;
  for await (const chunk of response.body!) bytes += (chunk as Uint8Array).byteLength;
  return bytes;
}

async function relayed(url: string, init: { headers?: Record<string, string>; body?: string }): Promise<number> {
  const response = await fetch(`${app.origin}${RELAY_PATH}`, {
    method: 'POST',
    headers: { [TOKEN_HEADER]: app.app.token },
    body: JSON.stringify({ url, ...init }),
  });
  let bytes = 0;
  for await (const frame of decodeRelayFrames(response.body!)) {
    if (frame.t === 'body') bytes += frame.bytes.byteLength;
    if (frame.t === 'error') throw new Error(frame.message);
  }
  return bytes;
}

async function timed(fn: () => Promise<number>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

// Direct and relayed calls alternate, so drift in the machine's load hits both alike.
async function compare(runs: number, a: () => Promise<number>, b: () => Promise<number>): Promise<[number, number]> {
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < runs; i++) {
    ta.push(await timed(a));
    tb.push(await timed(b));
  }
  return [median(ta), median(tb)];
}

const small = { headers: discover.headers, body: discover.body };
await compare(
  100,
  () => direct(demo, small),
  () => relayed(demo, small),
);
const [smallDirect, smallRelay] = await compare(
  SMALL_RUNS,
  () => direct(demo, small),
  () => relayed(demo, small),
);

const rows: BenchRow[] = [
  {
    name: `server/discover to /demo/mcp (median of ${SMALL_RUNS})`,
    baselineMs: smallDirect,
    subjectMs: smallRelay,
    ratio: smallRelay / smallDirect,
  },
];
for (const kind of ['text', 'binary'] as const) {
  const url = `${big.url}/${kind}`;
  await compare(
    2,
    () => direct(url, {}),
    () => relayed(url, {}),
  );
  const [d, r] = await compare(
    BIG_RUNS,
    () => direct(url, {}),
    () => relayed(url, {}),
  );
  rows.push({ name: `10 MB ${kind} answer (median of ${BIG_RUNS})`, baselineMs: d, subjectMs: r, ratio: r / d });
}

console.log(`Node ${process.version}, ${new Date().toISOString()}`);
printRows('Relay vs straight to the server (baseline = direct fetch, subject = through POST /api/relay)', rows);
const extra = smallRelay - smallDirect;
console.log(
  `\nExtra latency of a small request through the relay: ${extra.toFixed(3)} ms (goal <= 1 ms) ${extra <= 1 ? 'ok' : 'OVER'}`,
);
for (const row of rows.slice(1))
  console.log(
    `${row.name}: direct ${(TEN_MB / 1e6 / (row.baselineMs / 1000)).toFixed(0)} MB/s, relay ${(TEN_MB / 1e6 / (row.subjectMs / 1000)).toFixed(0)} MB/s`,
  );

await app.close();
big.close();

// A plain node:http upstream with a prebuilt 10 MB answer, so the upstream costs the same both ways.
async function startBigUpstream(): Promise<{ url: string; close: () => void }> {
  const text = Buffer.from('data: ' + 'x'.repeat(TEN_MB - 8) + '\n\n');
  const binary = Buffer.alloc(TEN_MB, 0xab);
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const isText = req.url?.endsWith('/text');
      res.writeHead(200, { 'Content-Type': isText ? 'text/event-stream' : 'application/octet-stream' });
      res.end(isText ? text : binary);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
