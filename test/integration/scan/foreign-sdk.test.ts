import { afterEach, describe, expect, it } from 'vitest';
import { scanServer, type ScanReport } from '../../../src';
import { runCli } from '../../../cli/main';
import { startForeignSdkServer, TEXT_400_VERSIONS, type ForeignSdkServer } from '../../fixtures/foreign-sdk/server';

let server: ForeignSdkServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function scan(kind: Parameters<typeof startForeignSdkServer>[0]): Promise<ScanReport> {
  server = await startForeignSdkServer(kind);
  return scanServer({ url: server.url, fetch, includeCalls: true, timeoutMs: 5000 });
}

const judged = (r: ScanReport) => r.findings.map((f) => `${f.severity} ${f.rule} on ${r.exchanges[f.exchange]!.probe}`);

// Servers of other languages' official SDKs refuse a 2026-07-28 request the way the revision expects
// an older server to: a 4xx whose body is no JSON-RPC. Each gets the one era verdict, nothing modern.
describe('a 2025-era server refusing with a 4xx that holds no JSON-RPC', () => {
  it('400 text/plain naming the supported versions: R-ERA-1 with those versions, the probes of every revision', async () => {
    const report = await scan('text-400');
    expect(judged(report)).toEqual(['error R-ERA-1 on discover', 'error R-ORIGIN-1 on foreign-origin']);
    const era = report.findings[0]!;
    expect(era.message).toContain(`The body names the versions it speaks: ${TEXT_400_VERSIONS.join(', ')}.`);
    expect(era.actual).toMatch(/^HTTP 400 text\/plain "Bad Request: Unsupported protocol version/);
    // Its 400 to the unsupported version is what every revision requires.
    const version = report.exchanges.find((e) => e.probe === 'unsupported-version')!;
    expect([version.response?.status, version.findings]).toEqual([400, []]);
    // The server's own 2025-era session follows in the legacy area (test/integration/scan/legacy-era.test.ts).
    expect(report.exchanges.filter((e) => e.outcome !== 'skipped' && e.area !== 'legacy').map((e) => e.probe)).toEqual([
      'discover',
      'unsupported-version',
      'foreign-origin',
    ]);
  });

  it('422 with no Content-Type: R-ERA-1, and the 422 to an unsupported version is a departure of its own (R-ERA-3)', async () => {
    const report = await scan('unprocessable-422');
    expect(judged(report)).toEqual([
      'error R-ERA-1 on discover',
      'error R-ERA-3 on unsupported-version',
      'error R-ORIGIN-1 on foreign-origin',
    ]);
    expect(report.findings[0]!.actual).toBe(
      'HTTP 422 with no Content-Type "Unexpected message, expect initialize request"',
    );
    const version = report.findings.find((f) => f.rule === 'R-ERA-3')!;
    expect(version.message).not.toMatch(/2026-07-28 server\/discover probe/);
  });

  it('a 404 HTML page: a 2025-11-25 initialize at the same URL tells an earlier revision from no MCP at all', async () => {
    const report = await scan('html-404');
    expect(report.noEndpoint).toBeUndefined();
    expect(judged(report)).toEqual([
      'error R-ERA-1 on discover',
      'error R-ERA-3 on unsupported-version',
      'error R-ORIGIN-1 on foreign-origin',
      // Its own session, judged by its era: the GET stream gets the framework's 404 page, not SSE or 405.
      expect.stringMatching(/^error R-LEGACY-7 on legacy:/),
    ]);
    expect(report.findings[0]!.message).toContain('a 2025-11-25 initialize at the same URL was served');
  });

  it('the CLI says the era sentence once', async () => {
    server = await startForeignSdkServer('text-400');
    let out = '';
    const code = await runCli(['scan', server.url], {
      stdout: { write: (t: string) => (out += t) },
      stderr: { write: () => true },
    });
    expect(code).toBe(1);
    expect(out.split('does not speak 2026-07-28').length - 1).toBe(1);
    expect(out.split('Unsupported protocol version (supported versions').length - 1).toBe(1);
    expect(out.split('only the probes that hold for every revision').length - 1).toBe(1);
  });
});
