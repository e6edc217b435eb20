import { afterEach, describe, expect, it } from 'vitest';
import { SCAN_CONCURRENCY, scanServer, type ScanReport } from '../../../src';
import { startPlantedServer } from '../../fixtures/planted/server';
import { startUpstream, type Received, type Upstream } from '../../fixtures/upstreams/server';

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const s of started.splice(0)) await s.close();
});
const keep = <T extends { close(): Promise<void> }>(s: T): T => (started.push(s), s);

interface Rpc {
  id?: unknown;
  method?: string;
  params?: { name?: string; cursor?: string; inputResponses?: unknown };
}
const rpcOf = (r: Received): Rpc => (r.body.startsWith('{') ? (JSON.parse(r.body) as Rpc) : {});

type Match = (r: Received, all: readonly Received[]) => boolean;
// What the proxy does not pass on: the framing of each hop, and an encoding fetch already undid.
const HOP = ['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding'];

/**
 * The planted server behind a proxy that answers each request once `hold` lets it: an answer held
 * until a later request arrives makes its probe the slowest, by events alone. `inFlight` counts the
 * requests the server has received and not yet answered.
 */
async function proxied(holds: { slow: Match; until: Match }[] = []) {
  const planted = keep(await startPlantedServer());
  const waiting: { until: Match; release: () => void }[] = [];
  let inFlight = 0;
  const peaks: number[] = [];
  const up: Upstream = keep(
    await startUpstream((req, res, received) => {
      inFlight += 1;
      peaks.push(inFlight);
      const all = up.received;
      const hold = holds.find((h) => h.slow(received, all));
      const released = hold
        ? new Promise<void>((release) => waiting.push({ until: hold.until, release }))
        : Promise.resolve();
      // This request may be what a held one waits for, itself included (the last one of a barrier).
      for (const w of waiting.filter((w) => w.until(received, all))) w.release();
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
      ) as Record<string, string>;
      const answer = (status: number, answered: Headers, body: string) => {
        inFlight -= 1;
        const kept = [...answered].filter(([name]) => !HOP.includes(name));
        res.writeHead(status, Object.fromEntries(kept)).end(body);
      };
      void released
        .then(() => fetch(planted.url, { method: req.method, headers, body: received.body || undefined }))
        .then(
          async (r) => answer(r.status, r.headers, await r.text()),
          (error: unknown) => answer(502, new Headers({ 'content-type': 'text/plain' }), String(error)),
        );
    }),
  );
  return { url: up.url, received: up.received, peak: () => Math.max(...peaks) };
}

// What two reports of the same server must share: each probe in its place, each finding on its probe.
const shape = (report: ScanReport) => ({
  probes: report.exchanges.map((e) => [e.index, e.probe, e.tag]),
  findings: report.findings.map((f) => [f.rule, report.exchanges[f.exchange]!.probe]),
});

describe('a scan numbers its probes in probe order, not in the order the answers came', () => {
  it('holding the first tools/list and the ask call until other chains went on changes nothing in the report', async () => {
    const plain = await proxied();
    const expected = shape(await scanServer({ url: plain.url, fetch, includeCalls: true }));
    const firstCall = (tool: string) => (r: Received) => {
      const rpc = rpcOf(r);
      return rpc.method === 'tools/call' && rpc.params?.name === tool && rpc.params.inputResponses === undefined;
    };
    const slow = await proxied([
      // tools/list's first page (probe 1) until resources/list asks for its page 2.
      { slow: (r) => rpcOf(r).method === 'tools/list' && rpcOf(r).id === 2, until: (r) => !!rpcOf(r).params?.cursor },
      // ask's input_required answer until the job's task is polled.
      { slow: firstCall('ask'), until: (r) => rpcOf(r).method === 'tasks/get' },
    ]);
    const report = await scanServer({ url: slow.url, fetch, includeCalls: true });
    // The holds did reorder the wire: each held chain went on after the other.
    const methods = slow.received.map((r) => rpcOf(r).method);
    const page2 = slow.received.findIndex((r) => rpcOf(r).params?.cursor);
    expect(methods.lastIndexOf('tools/list')).toBeGreaterThan(page2);
    const ask = slow.received.findIndex(firstCall('ask'));
    const poll = methods.findIndex((m, i) => i > ask && m === 'tasks/get');
    expect(slow.received.findIndex((r) => rpcOf(r).params?.inputResponses !== undefined)).toBeGreaterThan(poll);
    // The report did not: the same probes in the same places, the same findings on them.
    expect(shape(report)).toEqual(expected);
    const probes = report.exchanges.map((e) => e.probe);
    expect(probes.indexOf('list:tools/list:2:1')).toBeLessThan(probes.indexOf('list:resources/list:1:2'));
    expect(probes.indexOf('retry:ask')).toBeLessThan(probes.indexOf('tasks/get:job:1'));
    expect(report.exchanges.find((e) => e.probe === 'retry:ask')!.tag).toEqual({
      kind: 'retry',
      of: probes.indexOf('call:ask'),
    });
  });
});

describe('the bound on probes in flight, as the server sees them', () => {
  it.each([SCAN_CONCURRENCY, 2])('a scan with calls never has more than %i requests at the server', async (limit) => {
    // The server holds the first requests after discover until `limit` of them wait at once: the bound is reached.
    let held = 0;
    const barrier: Match = (r) => rpcOf(r).method !== 'server/discover' && ++held <= limit;
    const server = await proxied([{ slow: barrier, until: () => held >= limit }]);
    const report = await scanServer({
      url: server.url,
      fetch,
      includeCalls: true,
      ...(limit === SCAN_CONCURRENCY ? {} : { concurrency: limit }),
    });
    expect(report.verdict).toBe('pass');
    expect(server.peak()).toBe(limit);
  });
});
