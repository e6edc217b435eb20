import { afterEach, describe, expect, it } from 'vitest';
import {
  exitCodeOf,
  groupFindings,
  groupTitle,
  noEndpointReason,
  reportText,
  scanServer,
  type ScanReport,
} from '../../../src';
import type { PlantedMode } from '../../fixtures/planted/modes';
import { startPlantedServer } from '../../fixtures/planted/server';
import { startSdkServer } from '../../fixtures/sdk-server/server';
import { startUpstream, type UpstreamHandler } from '../../fixtures/upstreams/server';

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const s of started.splice(0)) await s.close();
});
const keep = <T extends { close(): Promise<void> }>(s: T): T => (started.push(s), s);
const scan = (url: string) => scanServer({ url, fetch, includeCalls: true, timeoutMs: 5000 });
const planted = async (mode: PlantedMode) => scan(keep(await startPlantedServer(mode)).url);
// The 2026-07-28 probes sent; a 2025-era server's own session follows in the legacy area.
const sent = (r: ScanReport) =>
  r.exchanges.filter((e) => e.outcome !== 'skipped' && e.area !== 'legacy').map((e) => e.probe);
const on = (r: ScanReport, probe: string) =>
  r.findings.filter((f) => r.exchanges[f.exchange]!.probe === probe).map((f) => [f.rule, f.severity]);

describe('the spec\'s own "I do not serve this revision" (-32022 to 2026-07-28)', () => {
  it('one era verdict naming the supported versions; only the era-independent probes follow', async () => {
    const report = await planted('refuses-revision');
    expect(report.findings.map((f) => [f.rule, f.exchange])).toEqual([['R-ERA-1', 0]]);
    expect(report.findings[0]!.message).toContain('the versions it supports: 2025-11-25');
    expect(sent(report)).toEqual(['discover', 'unsupported-version', 'foreign-origin']);
    expect(report.notes.join(' ')).toContain('refused with -32022');
    expect(reportText(report)).toContain(
      'This server does not speak 2026-07-28: This server does not serve 2026-07-28',
    );
  });
});

describe('discover agrees with itself and with -32022 (errors)', () => {
  it('R-DISCOVER-3: discover for 2026-07-28 whose supportedVersions omits it', async () => {
    const report = await planted('discover-omits-version');
    expect(on(report, 'discover')).toEqual([['R-DISCOVER-3', 'error']]);
  });
  it('R-REQMETA-3: -32022 data.supported names a version discover does not list', async () => {
    const report = await planted('supported-disagrees');
    expect(on(report, 'unsupported-version')).toEqual([['R-REQMETA-3', 'error']]);
    expect(report.verdict).toBe('fail');
  });
});

describe('deliberately broken probes are judged alike', () => {
  it.each(['accept-400-text', 'accept-406'] as const)('%s: one info naming the reading, with why', async (mode) => {
    const report = await planted(mode);
    expect(report.findings.map((f) => [f.rule, f.severity, report.exchanges[f.exchange]!.probe])).toEqual([
      ['R-HTTP-1', 'info', 'accept-json'],
    ]);
    expect(report.findings[0]!.because).toMatch(/deliberately broken probe/);
    expect(report.verdict).toBe('pass');
    expect(reportText(report)).toContain('MUST shown as info: a deliberately broken probe');
  });

  it('a MUST shown as a warning says why in the text report (R-ORIGIN-1 refused with a 400)', async () => {
    const up = keep(
      await startUpstream((req, res, received) => {
        if (req.headers.origin) return void res.writeHead(400, { 'content-type': 'application/json' }).end('{}');
        void fetch(plantedUrl, {
          method: 'POST',
          headers: req.headers as Record<string, string>,
          body: received.body,
        }).then(async (r) => {
          res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'application/json' });
          res.end(await r.text());
        });
      }),
    );
    const plantedUrl = keep(await startPlantedServer()).url;
    const report = await scan(up.url);
    const origin = report.findings.find((f) => f.rule === 'R-ORIGIN-1')!;
    expect(origin).toMatchObject({
      severity: 'warning',
      level: 'MUST',
      because: expect.stringMatching(/transport refusal/),
    });
    expect(reportText(report)).toContain('MUST shown as warning: transport refusal');
  });
});

describe('the probes the battery lacked', () => {
  it.each([
    ['version-header-optional', 'missing-version-header', 'R-HDR-1'],
    ['meta-version-optional', 'meta-without-version', 'R-REQMETA-1'],
    ['meta-caps-optional', 'meta-without-capabilities', 'R-REQMETA-1'],
  ] as const)('%s is found on %s (%s)', async (mode, probe, rule) => {
    const report = await planted(mode);
    expect(on(report, probe)).toEqual([[rule, 'error']]);
  });
  it('the official SDK server refuses all three as the spec says', async () => {
    const report = await scan(keep(await startSdkServer({ originGuard: 'sdk' })).url);
    for (const probe of ['missing-version-header', 'meta-without-version', 'meta-without-capabilities'])
      expect({
        probe,
        findings: on(report, probe),
        status: report.exchanges.find((e) => e.probe === probe)!.response!.status,
      }).toEqual({ probe, findings: [], status: 400 });
  });
});

describe('"No MCP endpoint here"', () => {
  const pages: [string, UpstreamHandler, RegExp][] = [
    [
      'a 404 HTML page',
      (_q, res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><h1>Not Found</h1>'),
      /HTTP 404 with text\/html \(an HTML page/,
    ],
    [
      'a 200 text that is no JSON-RPC',
      (_q, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('Hello world'),
      /HTTP 200 with text\/plain \(text, no JSON-RPC\)/,
    ],
    [
      'a redirect',
      (_q, res) => res.writeHead(307, { location: 'http://127.0.0.1:9/elsewhere' }).end(),
      /redirect, HTTP 307 to http:\/\/127\.0\.0\.1:9\/elsewhere/,
    ],
  ];
  // A 4xx without JSON-RPC may come from a server of an earlier revision: one 2025-11-25 initialize asks.
  it.each(pages)(
    '%s: one sentence, nothing else sent (but the initialize that asks), exit 2',
    async (_name, handler, sentence) => {
      const up = keep(await startUpstream(handler));
      const report = await scanServer({ url: up.url, fetch: (u, init) => fetch(u, { ...init, redirect: 'manual' }) });
      expect(report.noEndpoint).toMatch(sentence);
      expect(report.noEndpoint).toMatch(/^No MCP endpoint here: /);
      expect(report.findings).toEqual([]);
      expect(report.verdict).toBe('unreachable');
      expect(exitCodeOf(report.verdict)).toBe(2);
      const status = report.exchanges[0]!.response!.status;
      // A 404 or 405 to POST may be the HTTP+SSE transport: one GET asks for its endpoint event.
      const asked =
        status === 404 || status === 405 ? ['server/discover', 'initialize', 'GET'] : ['server/discover', 'initialize'];
      expect(up.received.map((r) => (r.method === 'POST' ? JSON.parse(r.body).method : r.method))).toEqual(
        status >= 400 ? asked : ['server/discover'],
      );
      expect(report.notes[0]).toBe(report.noEndpoint);
      // Said once: no "Partial report:" line repeating it.
      expect(report.notes.filter((n) => n.includes('No MCP endpoint here'))).toEqual([report.noEndpoint]);
      expect(reportText(report)).toContain(`Verdict: UNREACHABLE\n${report.noEndpoint}\n`);
    },
  );
  it('a 404 page says "check the path, often /mcp"; a real MCP server and a JSON-RPC 404 are endpoints', async () => {
    expect(noEndpointReason({ response: { status: 404, headers: {}, body: 'Cannot POST /mpc' } })).toContain(
      'check the path, often /mcp',
    );
    const notFound = '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}';
    expect(
      noEndpointReason({ response: { status: 404, headers: { 'content-type': 'application/json' }, body: notFound } }),
    ).toBeNull();
    const report = await scan(keep(await startSdkServer({ originGuard: 'sdk' })).url);
    expect(report.noEndpoint).toBeUndefined();
    expect(noEndpointReason(report.exchanges[0]!)).toBeNull();
  });
});

describe('repeated findings grouped by rule', () => {
  it('R-HTTP-7 on every exchange reads once, "R-HTTP-7 on N exchanges"', async () => {
    const report = await planted('session-id');
    const groups = groupFindings(report);
    const answered = report.exchanges.filter((e) => e.outcome === 'answered').length;
    expect(groups.map(groupTitle)).toEqual([`R-HTTP-7 on ${answered} exchanges`]);
    expect(groups[0]!.exchanges).toHaveLength(report.findings.length);
    // The text report groups within each area card.
    expect(reportText(report)).toMatch(/R-HTTP-7 {2}tools\/list; .* and \d+ more \(\d+ exchanges\)/);
  });
});
