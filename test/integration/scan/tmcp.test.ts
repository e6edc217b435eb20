import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildRequest,
  exitCodeOf,
  groupFindings,
  groupTitle,
  outcomeOfText,
  reportText,
  scanServer,
  type ScanReport,
} from '../../../src';
import { sendLive, type LiveRequest } from '../../../app/exchange/transport/send-live';
import { startTmcpServer, type TmcpServerHandle } from '../../fixtures/tmcp-server/server';

// Each family of families.test.ts on a server of another SDK than the official one (tmcp 1.20.0).
// The expected findings are its exchanges judged by hand against docs/rules.md: each is a real departure.
let guarded: TmcpServerHandle;
let open: TmcpServerHandle;
let report: ScanReport;
beforeAll(async () => {
  guarded = await startTmcpServer();
  open = await startTmcpServer({ origins: 'unset' });
  report = await scan(guarded.url);
});
afterAll(async () => {
  await guarded?.close();
  await open?.close();
});

function scan(url: string): Promise<ScanReport> {
  return scanServer({
    url,
    fetch: (u, init) => fetch(u, { ...init, redirect: 'manual' }),
    includeCalls: true,
    timeoutMs: 8000,
  });
}
const found = (r: ScanReport) =>
  r.findings.map((f) => `${f.severity} ${f.rule} on ${r.exchanges[f.exchange]!.probe}`).sort();
const exchange = (r: ScanReport, probe: string) => r.exchanges.find((e) => e.probe === probe)!;
const answer = (r: ScanReport, probe: string) => {
  const body = exchange(r, probe).response?.body ?? '';
  const data = body.split('\n').find((line) => line.startsWith('data: '));
  return JSON.parse(data ? data.slice(6) : body) as {
    result?: Record<string, unknown>;
    error?: { code: number; data?: unknown };
  };
};

describe('a tmcp 1.20.0 server, scanned whole', () => {
  it('finds exactly its real departures, and nothing on what it does right', () => {
    expect(found(report)).toEqual([
      // completion/complete for a prompt argument without a completer answers a result with no `completion`.
      'error R-COMPL-1 on completion',
      // The envelope check runs after the header check: no _meta (or no protocolVersion) reads as -32020.
      'error R-REQMETA-1 on meta-without-capabilities',
      'error R-REQMETA-1 on meta-without-version',
      'error R-REQMETA-1 on missing-meta',
      // An unknown tool is a tool error (isError), not -32602; a missing resource names no data.uri.
      'info R-TOOLS-11 on unknown-tool',
      // Its tool schemas name draft-07, which a 2020-12 validator does not judge (said as info).
      'info R-TOOLS-14 on list:tools/list:1:1',
      'info R-TOOLS-14 on list:tools/list:2:1',
      'warning R-RES-6 on missing-resource',
      'warning R-RES-6 on missing-resource-segment',
    ]);
    expect(report.verdict).toBe('fail');
    expect(exchange(report, 'missing-meta').response!.status).toBe(400);
    expect(answer(report, 'missing-meta').error!.code).toBe(-32020);
    // -32602 is right here; only its HTTP 200 (inside an SSE stream) departs.
    expect(exchange(report, 'meta-without-capabilities').response!.status).toBe(200);
    expect(answer(report, 'meta-without-capabilities').error!.code).toBe(-32602);
  });

  it('serves 2026-07-28: no era verdict, and every probe of the battery was sent and answered', () => {
    expect(report.findings.filter((f) => f.rule.startsWith('R-ERA'))).toEqual([]);
    expect(report.exchanges.filter((e) => e.outcome !== 'answered').map((e) => e.probe)).toEqual([]);
    expect(report.notes.join(' ')).not.toContain('R-ERA-1');
  });

  it('discover and -32022 agree: data.supported is what discover lists, data.requested the version asked', () => {
    expect(answer(report, 'discover').result!['supportedVersions']).toEqual(['2026-07-28']);
    expect(exchange(report, 'unsupported-version').response!.status).toBe(400);
    expect(answer(report, 'unsupported-version').error).toMatchObject({
      code: -32022,
      data: { supported: ['2026-07-28'], requested: '2099-01-01' },
    });
  });

  it('the foreign Origin probe: refused (403) with allowedOrigins, R-ORIGIN-1 when the transport allows every Origin', async () => {
    expect(exchange(report, 'foreign-origin').response!.status).toBe(403);
    const unguarded = await scan(open.url);
    expect(found(unguarded).filter((f) => f.includes('foreign-origin'))).toEqual([
      'error R-ORIGIN-1 on foreign-origin',
    ]);
  });

  it('the deliberately broken Accept probe is served (as SSE) and judged by nothing; a lowered level says why', () => {
    expect(exchange(report, 'accept-json').response!.headers['content-type']).toContain('text/event-stream');
    expect(found(report).filter((f) => f.includes('accept-json'))).toEqual([]);
    const tools = report.findings.find((f) => f.rule === 'R-TOOLS-11')!;
    expect(tools.because).toBe('the call was refused, as a tool error');
    expect(reportText(report)).toContain('SHOULD shown as info: the call was refused, as a tool error.');
  });

  it('the probes the battery lacked: no MCP-Protocol-Version header is refused with 400 and -32020', () => {
    expect(exchange(report, 'missing-version-header').response!.status).toBe(400);
    expect(answer(report, 'missing-version-header').error!.code).toBe(-32020);
    expect(found(report).filter((f) => f.includes('missing-version-header'))).toEqual([]);
  });

  it('a tool that fails reports a tool error, judged as a well-formed answer', () => {
    const fail = exchange(report, 'call:fail');
    expect(outcomeOfText(JSON.stringify(answer(report, 'call:fail')))).toBe('tool-error');
    expect(fail.findings).toEqual([]);
  });

  it('findings group by rule and message, one group for each distinct message', () => {
    expect(groupFindings(report).map(groupTitle).sort()).toEqual([
      'R-COMPL-1 on completion/complete (against the completions capability)',
      'R-REQMETA-1 on _meta without clientCapabilities (protocolVersion only)',
      'R-REQMETA-1 on _meta without protocolVersion (clientCapabilities only)',
      'R-REQMETA-1 on a request without the _meta envelope',
      'R-RES-6 on resources/read of a URI that does not exist',
      'R-RES-6 on resources/read of a one-segment URI that does not exist',
      'R-TOOLS-11 on tools/call of a tool that does not exist',
      'R-TOOLS-14 on 2 exchanges',
    ]);
  });

  it('a mistyped path is "no MCP endpoint here", discover and the initialize that asks, exit 2', async () => {
    const wrong = await scan(guarded.url.replace(/\/mcp$/, '/mpc'));
    expect(wrong.noEndpoint).toMatch(/^No MCP endpoint here: server\/discover got HTTP 404 with text\/plain/);
    expect(wrong.noEndpoint).toContain('check the path, often /mcp');
    expect(wrong.findings).toEqual([]);
    expect(wrong.exchanges.filter((e) => e.outcome !== 'skipped').map((e) => e.probe)).toEqual([
      'discover',
      'legacy-initialize',
    ]);
    expect(exitCodeOf(wrong.verdict)).toBe(2);
  });
});

describe('the same server through Live (its send path, straight from Node)', () => {
  const direct = { kind: 'direct' as const, fetch: globalThis.fetch };
  const live = (method: string, params: Record<string, unknown> = {}) => {
    const built = buildRequest({ method, id: 1, params });
    const request: LiveRequest = {
      url: guarded.url,
      message: built.message,
      headers: built.headers,
      rpcMethod: method,
    };
    return sendLive(direct, request);
  };

  it('discover, a list and a tool call pass; a failing tool is a tool error, judged well formed', async () => {
    for (const [method, params] of [
      ['server/discover', {}],
      ['tools/call', { name: 'echo', arguments: { message: 'hi' } }],
    ] as const)
      expect(await live(method, params)).toMatchObject({ rpcMethod: method, verdict: 'pass', findings: [] });
    // Its tool schemas name draft-07: said as info (not judged), never an error.
    const list = await live('tools/list', {});
    expect([list.verdict, ...list.findings.map((f) => `${f.severity} ${f.rule}`)]).toEqual(['info', 'info R-TOOLS-14']);
    const failed = await live('tools/call', { name: 'fail', arguments: {} });
    expect({ verdict: failed.verdict, outcome: outcomeOfText(failed.response?.body.split('data: ')[1] ?? '') }).toEqual(
      {
        verdict: 'pass',
        outcome: 'tool-error',
      },
    );
  });

  it('completion/complete without a completer is judged as in the scan (R-COMPL-1)', async () => {
    const record = await live('completion/complete', {
      ref: { type: 'ref/prompt', name: 'greet' },
      argument: { name: 'name', value: '' },
    });
    expect(record.findings.map((f) => [f.rule, f.severity])).toEqual([['R-COMPL-1', 'error']]);
    expect(record.verdict).toBe('fail');
  });
});
