import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanServer, type ScanReport } from '../../../src';
import { DEPARTURES } from '../../../app/server/demo/divergent/departures';
import type { RunningInspector } from '../../../app/server/standalone';
import { startDemoApp } from '../demo/support';
import { startLegacySdkServer, type LegacySdkServerHandle } from '../../fixtures/legacy-era/server';
import { startSdkServer, type SdkServerHandle } from '../../fixtures/sdk-server/server';

let app: RunningInspector;
let sdk: SdkServerHandle;
let guarded: SdkServerHandle;
let legacy: LegacySdkServerHandle;
beforeAll(async () => {
  app = await startDemoApp();
  sdk = await startSdkServer();
  guarded = await startSdkServer({ originGuard: 'sdk' });
  legacy = await startLegacySdkServer();
});
afterAll(async () => {
  await app?.close();
  await sdk?.close();
  await guarded?.close();
  await legacy?.close();
});

// A probe's timeout and each test's are bounds for a real hang only, never for a slow machine: a loaded
// machine once took over 8 s for one answer. Every server here answers every probe.
const HANG_MS = 120_000;
const scan = (url: string, includeCalls = true) => scanServer({ url, fetch, includeCalls, timeoutMs: HANG_MS });
const errors = (r: ScanReport) =>
  r.findings.filter((f) => f.severity === 'error').map((f) => `${f.rule} on ${r.exchanges[f.exchange]!.label}`);
const rules = (r: ScanReport) => new Set(r.findings.map((f) => f.rule));

describe('scans of real servers', { timeout: 3 * HANG_MS }, () => {
  it('the embedded /demo/mcp: every probe and call answered, no finding at all', async () => {
    const report = await scan(`${app.origin}/demo/mcp`);
    expect(report.findings.map((f) => `${f.rule} on ${report.exchanges[f.exchange]!.label}: ${f.message}`)).toEqual([]);
    expect(report.verdict).toBe('pass');
    expect(report.exchanges.filter((e) => e.outcome !== 'answered' || e.error !== undefined)).toEqual([]);
    expect(report.notes).toEqual([]);
    const probes = report.exchanges.map((e) => e.probe);
    expect(probes).toEqual(
      expect.arrayContaining(['call:book_table', 'retry:book_table', 'tasks/get:generate_report:1', 'listen']),
    );
  });

  it('the embedded /demo/divergent: every departure of its README table, by rule id', async () => {
    const report = await scan(`${app.origin}/demo/divergent`);
    const found = rules(report);
    const missing = DEPARTURES.flatMap((d) =>
      d.rules.filter((r) => !found.has(r as never)).map((r) => `${d.id}: ${r}`),
    );
    expect(missing).toEqual([]);
    expect(report.verdict).toBe('fail');
  });

  it('an @modelcontextprotocol/server 2.4.0 server with its origin guard: no error finding', async () => {
    const report = await scan(guarded.url);
    expect(errors(report)).toEqual([]);
    expect(report.exchanges.filter((e) => e.outcome === 'timeout' || e.outcome === 'failed')).toEqual([]);
    // Its listen stream is judged on its acknowledgment (a fixture that buffered whole answers hid it).
    const listen = report.exchanges.find((e) => e.probe === 'listen')!;
    expect({ outcome: listen.outcome, error: listen.error }).toEqual({ outcome: 'answered', error: undefined });
    expect(listen.response?.body).toMatch(/"method":"notifications\/subscriptions\/acknowledged"/);
  });

  // createMcpHandler validates no Origin itself (R-ORIGIN-4); the spec requires 403
  // for an invalid Origin (basic/transports/streamable-http § Security & Endpoint), so the bare
  // SDK server departs there and only there.
  it('the same SDK server without origin middleware: R-ORIGIN-1 is its only error', async () => {
    const report = await scan(sdk.url);
    expect(errors(report)).toEqual(['R-ORIGIN-1 on a foreign Origin (https://attacker.example)']);
  });

  it('a 2025-era @modelcontextprotocol/sdk 1.32.2 server: the R-ERA-1 verdict saying what to change, then only the era-independent probes', async () => {
    const report = await scan(legacy.url);
    expect(report.findings[0]).toMatchObject({ rule: 'R-ERA-1', exchange: 0 });
    expect(report.findings[0]!.message).toMatch(/server\/discover/);
    expect(report.verdict).toBe('fail');
    // The server's own 2025-era session follows in the legacy area (test/integration/scan/legacy-era.test.ts).
    const sent = report.exchanges.filter((e) => e.outcome !== 'skipped' && e.area !== 'legacy').map((e) => e.probe);
    expect(sent).toEqual(['discover', 'unsupported-version', 'foreign-origin']);
    expect(report.notes.join(' ')).toMatch(/2025-11-25/);
    // The SDK 1.x server checks no Origin: its 2025-11-25 initialize with a foreign Origin is served.
    const origin = report.findings.filter((f) => report.exchanges[f.exchange]!.probe === 'foreign-origin');
    expect(origin.map((f) => [f.rule, f.severity])).toEqual([['R-ORIGIN-1', 'error']]);
    expect(report.exchanges.find((e) => e.probe === 'foreign-origin')!.request.headers).toMatchObject({
      Origin: 'https://attacker.example',
    });
  });
});
