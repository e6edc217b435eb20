// `tsx bench/tap.ts`: what the tap costs on loopback against the client talking to the server
// directly, in the same run: the median extra latency of a small exchange (goal < 2 ms), a 10 MB
// SSE answer's time to first byte at the client (goal: within 5 ms of direct) and to its end, and
// a 1 MB tools/list while the session holds about 25 MB of such listings (judging them must never
// sit between a client and its next answer).
// As in real use, client, tap and server are three processes (this file runs each role); the tap
// records and judges every exchange as it always does, while the client is quiet.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { buildRequest } from '../src';
import { TOKEN_HEADER } from '../app/server/relay/protocol';
import { startInspector } from '../app/server/standalone';
import { parseTapSpecs } from '../app/server/tap';
import { decodeTapEvents, TAP_EVENTS_PATH } from '../app/server/tap/protocol';
import { printRows, type BenchRow } from './measure';

const SMALL_RUNS = 400;
const BIG_RUNS = 21;
const TEN_MB = 10 * 1024 * 1024;
const FRAME = 64 * 1024;
const LIST_RUNS = 21;
// 25 listings of about 1 MB fill the session to its 25 MB cap.
const FILL_LISTINGS = 25;
// After a tapped 10 MB answer the tap reads and judges it (well under this); the next run waits.
const SETTLE_MS = 400;

async function main(): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const upstream = await child(['--upstream'], {});
  const { demo, sse, list } = upstream.info as { demo: string; sse: string; list: string };
  const tap = await child(['--tap', demo, sse, list], { MCP_INSPECTOR_TOKEN: token });
  const origin = (tap.info as { origin: string }).origin;
  const discover = buildRequest({ method: 'server/discover', id: 1 });
  const small = { headers: discover.headers, body: discover.body };
  try {
    await compare(100, demo, `${origin}/tap`, small, 0);
    const smallRun = await compare(SMALL_RUNS, demo, `${origin}/tap`, small, 0);
    await compare(2, sse, `${origin}/tap/sse`, {}, SETTLE_MS);
    const bigRun = await compare(BIG_RUNS, sse, `${origin}/tap/sse`, {}, SETTLE_MS);
    if (bigRun.tap.bytes !== bigRun.direct.bytes) throw new Error('The tap passed on a different number of bytes');
    const listing = { headers: LIST_REQUEST.headers, body: LIST_REQUEST.body };
    for (let i = 0; i < FILL_LISTINGS; i++) await exchange(`${origin}/tap/list`, listing);
    const listRun = await compare(LIST_RUNS, list, `${origin}/tap/list`, listing, 0);
    report(smallRun, bigRun, listRun, await recordedCount(origin, token));
  } finally {
    upstream.process.kill();
    tap.process.kill();
  }
}

type Run = { firstMs: number; totalMs: number; bytes: number };

/** One exchange: ms to the first body byte and to the end. */
async function exchange(url: string, init: { headers?: Record<string, string>; body?: string }): Promise<Run> {
  const start = performance.now();
  const response = await fetch(url, { method: 'POST', ...init });
  let first = Number.NaN;
  let bytes = 0;
  for await (const chunk of response.body!) {
    if (bytes === 0) first = performance.now() - start;
    bytes += (chunk as Uint8Array).byteLength;
  }
  return { firstMs: first, totalMs: performance.now() - start, bytes };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Direct and tapped exchanges alternate, so drift in the machine's load hits both alike.
async function compare(
  runs: number,
  direct: string,
  tap: string,
  init: Parameters<typeof exchange>[1],
  settleMs: number,
) {
  const d: Run[] = [];
  const t: Run[] = [];
  for (let i = 0; i < runs; i++) {
    d.push(await exchange(direct, init));
    t.push(await exchange(tap, init));
    if (settleMs > 0) await pause(settleMs);
  }
  const of = (list: Run[]): Run => ({
    firstMs: median(list.map((x) => x.firstMs)),
    totalMs: median(list.map((x) => x.totalMs)),
    bytes: list[0]!.bytes,
  });
  return { direct: of(d), tap: of(t) };
}

/** How many exchanges the tap's session holds, read from the page's events feed. */
async function recordedCount(
  origin: string,
  token: string,
): Promise<{ records: number; judged: number; chars: number }> {
  const controller = new AbortController();
  const response = await fetch(`${origin}${TAP_EVENTS_PATH}`, {
    headers: { [TOKEN_HEADER]: token },
    signal: controller.signal,
  });
  for await (const event of decodeTapEvents(response.body!)) {
    if (event.t !== 'hello') continue;
    controller.abort();
    const chars = event.records.reduce((n, r) => n + r.request.body.length + (r.response?.body.length ?? 0), 0);
    return {
      records: event.records.length,
      judged: event.records.filter((r) => r.verdict !== 'transport').length,
      chars,
    };
  }
  return { records: 0, judged: 0, chars: 0 };
}

function report(
  small: Awaited<ReturnType<typeof compare>>,
  big: Awaited<ReturnType<typeof compare>>,
  list: Awaited<ReturnType<typeof compare>>,
  session: { records: number; judged: number; chars: number },
) {
  const rows: BenchRow[] = [
    {
      name: `server/discover, whole exchange (median of ${SMALL_RUNS})`,
      baselineMs: small.direct.totalMs,
      subjectMs: small.tap.totalMs,
      ratio: small.tap.totalMs / small.direct.totalMs,
    },
    {
      name: `10 MB SSE, first byte (median of ${BIG_RUNS})`,
      baselineMs: big.direct.firstMs,
      subjectMs: big.tap.firstMs,
      ratio: big.tap.firstMs / big.direct.firstMs,
    },
    {
      name: `10 MB SSE, whole answer (median of ${BIG_RUNS})`,
      baselineMs: big.direct.totalMs,
      subjectMs: big.tap.totalMs,
      ratio: big.tap.totalMs / big.direct.totalMs,
    },
    {
      name: `1 MB tools/list with a 25 MB session (median of ${LIST_RUNS})`,
      baselineMs: list.direct.totalMs,
      subjectMs: list.tap.totalMs,
      ratio: list.tap.totalMs / list.direct.totalMs,
    },
  ];
  console.log(`Node ${process.version}, ${new Date().toISOString()}`);
  printRows('Tap vs straight to the server (baseline = direct fetch, subject = through /tap)', rows);
  const extra = small.tap.totalMs - small.direct.totalMs;
  const firstByte = big.tap.firstMs - big.direct.firstMs;
  console.log(
    `\nExtra latency per exchange through the tap: ${extra.toFixed(3)} ms (goal < 2 ms) ${extra < 2 ? 'ok' : 'OVER'}`,
  );
  console.log(
    `10 MB SSE time to first byte through the tap: ${firstByte >= 0 ? '+' : ''}${firstByte.toFixed(3)} ms (goal < 5 ms) ${firstByte < 5 ? 'ok' : 'OVER'}`,
  );
  console.log(
    `The tap's session at the end: ${session.records} exchanges, ${(session.chars / 1e6).toFixed(1)} MB of bodies (newest kept by its caps), ${session.judged} judged`,
  );
}

/** Starts this file in another role and reads the one JSON line it prints when ready. */
async function child(args: string[], env: Record<string, string>): Promise<{ process: ChildProcess; info: unknown }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: proc.stdout! });
  for await (const line of lines) return { process: proc, info: JSON.parse(line) };
  throw new Error(`bench child ${args[0]} exited before it was ready`);
}

async function tapRole(demo: string, sse: string, list: string): Promise<void> {
  const tapper = await startInspector({ taps: parseTapSpecs([demo, `sse=${sse}`, `list=${list}`]) });
  console.log(JSON.stringify({ origin: tapper.origin }));
}

async function upstreamRole(): Promise<void> {
  const server = await startInspector();
  const sse = await startSseUpstream();
  const list = await startListUpstream();
  console.log(JSON.stringify({ demo: `${server.origin}/demo/mcp`, sse, list }));
}

// A plain node:http upstream: one SSE frame at once, then 10 MB more in 64 KB frames as the client reads.
async function startSseUpstream(): Promise<string> {
  const message = (data: string) =>
    `data: {"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"${data}"}}\n\n`;
  const first = Buffer.from(message('start'));
  const frame = Buffer.from(message('x'.repeat(FRAME - 96)));
  const last = Buffer.from('data: {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","content":[]}}\n\n');
  const frames = Math.ceil(TEN_MB / frame.length);
  const http = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      res.write(first);
      let sent = 0;
      const more = (): void => {
        while (sent < frames) {
          sent++;
          if (!res.write(frame)) return void res.once('drain', more);
        }
        res.end(last);
      };
      setImmediate(more);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`;
}

const LIST_REQUEST = buildRequest({ method: 'tools/list', id: 1 });

// A plain node:http upstream answering every request with the same 1 MB tools/list (2,000 tools).
async function startListUpstream(): Promise<string> {
  const tools = Array.from({ length: 2000 }, (_, i) => ({
    name: `tool_${i}`,
    description: `Tool number ${i}: ${'does a thing with its arguments and returns a short text. '.repeat(7)}`,
    inputSchema: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'integer' } } },
  }));
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    result: {
      tools,
      resultType: 'complete',
      ttlMs: 0,
      cacheScope: 'private',
      _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'bench-list', version: '1.0.0' } },
    },
  });
  const http = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/json' }).end(body));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`;
}

// Last, so every constant above is initialised before a role runs.
const role = process.argv[2];
if (role === '--upstream') await upstreamRole();
else if (role === '--tap') await tapRole(process.argv[3]!, process.argv[4]!, process.argv[5]!);
else await main();
