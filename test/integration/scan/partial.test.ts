import { afterEach, describe, expect, it } from 'vitest';
import { scanServer, type FetchLike, type ScanProgress } from '../../../src';
import { startPlantedServer, type PlantedServer } from '../../fixtures/planted/server';
import { neverAnswers, startUpstream, type Upstream } from '../../fixtures/upstreams/server';

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const s of started.splice(0)) await s.close();
});
const keep = <T extends { close(): Promise<void> }>(s: T): T => (started.push(s), s);

// Answers every server/discover probe (through the planted server) and nothing else.
async function discoverOnly(): Promise<Upstream> {
  const planted: PlantedServer = keep(await startPlantedServer());
  return startUpstream((req, res, received) => {
    if (!received.body.includes('"server/discover"')) return;
    void fetch(planted.url, {
      method: 'POST',
      headers: req.headers as Record<string, string>,
      body: received.body,
    }).then(async (r) => {
      res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'application/json' });
      res.end(await r.text());
    });
  });
}

describe('scans of dead and slow servers end with a partial report', () => {
  it('a server that never answers: unreachable, the first probe timed out, everything else skipped', async () => {
    const up = keep(await startUpstream(neverAnswers()));
    // Long enough for a loaded machine to get the request out; the server still never answers.
    const report = await scanServer({ url: up.url, fetch, timeoutMs: 1500 });
    expect(report.verdict).toBe('unreachable');
    expect(report.exchanges[0]).toMatchObject({
      outcome: 'timeout',
      error: { code: 'timeout', message: 'no complete answer within 1500 ms' },
    });
    expect(report.exchanges.slice(1).map((e) => e.outcome)).toEqual(report.exchanges.slice(1).map(() => 'skipped'));
    expect(report.notes.join(' ')).toMatch(/could not be reached/);
    expect(up.received).toHaveLength(1);
  });

  it('a closed port: unreachable with the network error named', async () => {
    const up = await startUpstream(neverAnswers());
    await up.close();
    const report = await scanServer({ url: up.url, fetch, timeoutMs: 2000 });
    expect(report.verdict).toBe('unreachable');
    expect(report.exchanges[0]!.outcome).toBe('failed');
    expect(report.exchanges[0]!.error?.message).toMatch(/request failed/);
  });

  it('a server that stalls after discover: incomplete, each stalled probe a timeout, discover judged', async () => {
    const up = keep(await discoverOnly());
    // Long enough for every answering probe to come back through the proxy on a loaded machine.
    const report = await scanServer({ url: up.url, fetch, timeoutMs: 3000, concurrency: 16 });
    expect(report.exchanges[0]!.outcome).toBe('answered');
    expect(report.verdict).toBe('incomplete');
    const outcomes = new Set(report.exchanges.slice(1).map((e) => e.outcome));
    expect([...outcomes].sort()).toEqual(['answered', 'timeout']);
    expect(
      report.exchanges
        .filter((e) => e.outcome === 'answered')
        .map((e) => e.probe)
        .sort(),
    ).toEqual([
      'accept-json',
      'discover',
      'foreign-origin',
      'meta-without-capabilities',
      'meta-without-version',
      'missing-meta',
      'missing-version-header',
      'unsupported-version',
    ]);
    expect(report.areas.find((a) => a.area === 'lists')).toMatchObject({ status: 'incomplete' });
  });

  it('stopping a scan: probes not yet sent are skipped, the report still comes', async () => {
    const planted = keep(await startPlantedServer());
    const controller = new AbortController();
    const report = await scanServer({
      url: planted.url,
      fetch,
      signal: controller.signal,
      concurrency: 1,
      onProgress: (p) => p.done === 3 && controller.abort(),
    });
    expect(report.exchanges.slice(0, 3).map((e) => e.outcome)).toEqual(['answered', 'answered', 'answered']);
    expect(report.exchanges.slice(4).every((e) => e.outcome === 'skipped')).toBe(true);
    expect(report.notes.join(' ')).toMatch(/the scan was stopped/);
  });
});

describe('bounded concurrency and progress', () => {
  it.each([1, 3])('never has more than %i probes on the wire, and reports each one as it lands', async (limit) => {
    const planted = keep(await startPlantedServer());
    let active = 0;
    let peak = 0;
    const counting: FetchLike = async (url, init) => {
      active += 1;
      peak = Math.max(peak, active);
      try {
        const response = await fetch(url, init);
        const text = await response.text();
        return new Response(text, { status: response.status, headers: response.headers });
      } finally {
        active -= 1;
      }
    };
    const progress: ScanProgress[] = [];
    const report = await scanServer({
      url: planted.url,
      fetch: counting,
      concurrency: limit,
      includeCalls: true,
      onProgress: (p) => progress.push(p),
    });
    expect(peak).toBe(limit);
    expect(progress.map((p) => p.done)).toEqual(report.exchanges.map((_, i) => i + 1));
    expect(progress.at(-1)).toMatchObject({ done: report.exchanges.length, total: report.exchanges.length });
    expect(new Set(progress.map((p) => p.label))).toEqual(new Set(report.exchanges.map((e) => e.label)));
  });
});
