import { describe, expect, it } from 'vitest';
import { exitCodeOf, reportJson, reportJunit, reportText, RULES, scanRecord, type ScanReport } from '../../../src';
import { specLink, toFinding } from '../../../src/check/finding';

const finding = (rule: keyof typeof RULES, exchange: number, message: string, pointer = '') => ({
  ...toFinding({ rule, pointer, message }),
  exchange,
});

function report(): ScanReport {
  const request = (method: string) => ({
    url: 'http://127.0.0.1:1/mcp',
    method,
    id: 1,
    headers: { Authorization: 'Bearer s3cret', 'Mcp-Method': method },
    body: '{}',
  });
  const response = { status: 200, headers: { 'content-type': 'application/json' }, body: '{}' };
  const f1 = finding('R-CACHE-2', 1, 'ttlMs "x" is not an integer of 0 or more.', '/result/ttlMs');
  const f2 = finding('R-HTTP-7', 1, 'Session id <b>&"\u0001</b>.');
  const f3 = finding('R-HTTP-7', 2, 'Session id <b>&"\u0001</b>.');
  const strip = ({ exchange: _e, ...f }: typeof f1) => f;
  return {
    target: 'http://127.0.0.1:1/mcp',
    verdict: 'fail',
    startedAt: '2026-07-28T00:00:00.000Z',
    durationMs: 1234,
    includeCalls: false,
    areas: [
      {
        area: 'discover',
        title: 'Discovery',
        status: 'pass',
        probes: 1,
        unanswered: 0,
        skipped: 0,
        errors: 0,
        warnings: 0,
        infos: 0,
      },
      {
        area: 'lists',
        title: 'Lists',
        status: 'fail',
        probes: 2,
        unanswered: 0,
        skipped: 0,
        errors: 1,
        warnings: 2,
        infos: 0,
      },
      {
        area: 'calls',
        title: 'Calls',
        status: 'incomplete',
        probes: 1,
        unanswered: 1,
        skipped: 1,
        errors: 0,
        warnings: 0,
        infos: 0,
      },
      {
        area: 'origin',
        title: 'Origin',
        status: 'empty',
        probes: 0,
        unanswered: 0,
        skipped: 0,
        errors: 0,
        warnings: 0,
        infos: 0,
      },
    ],
    findings: [f1, f2, f3],
    exchanges: [
      scanRecord(
        {
          probe: 'discover',
          label: 'server/discover',
          area: 'discover',
          tag: { kind: 'discover' },
          outcome: 'answered',
          request: request('server/discover'),
          response,
          timing: { startedAt: 0, totalMs: 5 },
        },
        { index: 0, findings: [], source: 'direct' },
      ),
      scanRecord(
        {
          probe: 'list:tools/list:1:1',
          label: 'tools/list',
          area: 'lists',
          tag: { kind: 'list', method: 'tools/list', run: 1, page: 1 },
          outcome: 'answered',
          request: request('tools/list'),
          response,
          timing: { startedAt: 5, totalMs: 7 },
        },
        { index: 1, findings: [strip(f1), strip(f2)], source: 'direct' },
      ),
      scanRecord(
        {
          probe: 'list:tools/list:2:1',
          label: 'tools/list again',
          area: 'lists',
          tag: { kind: 'list', method: 'tools/list', run: 2, page: 1 },
          outcome: 'answered',
          request: request('tools/list'),
          response,
          timing: { startedAt: 12, totalMs: 3 },
        },
        { index: 2, findings: [strip(f3)], source: 'direct' },
      ),
      scanRecord(
        {
          probe: 'call:slow',
          label: 'tools/call slow',
          area: 'calls',
          tag: { kind: 'call', tool: 'slow' },
          outcome: 'timeout',
          error: 'no complete answer within 10 ms',
          request: request('tools/call'),
          response: null,
          timing: { startedAt: 15, totalMs: 10 },
        },
        { index: 3, findings: [], source: 'direct' },
      ),
      scanRecord(
        {
          probe: 'call:next',
          label: 'tools/call next',
          area: 'calls',
          tag: { kind: 'call', tool: 'next' },
          outcome: 'skipped',
          error: 'the scan was stopped',
          request: request('tools/call'),
          response: null,
          timing: { startedAt: 0, totalMs: 0 },
        },
        { index: 4, findings: [], source: 'direct' },
      ),
    ],
    notes: ['A note.'],
  };
}

describe('report formats', () => {
  it('json: target, verdict, findings naming their exchange, exchanges, with credentials redacted', () => {
    const json = JSON.parse(reportJson(report()));
    expect(Object.keys(json)).toEqual(expect.arrayContaining(['target', 'verdict', 'findings', 'exchanges']));
    expect(json.findings[0]).toEqual({
      rule: 'R-CACHE-2',
      severity: 'error',
      level: 'MUST',
      pointer: '/result/ttlMs',
      message: 'ttlMs "x" is not an integer of 0 or more.',
      spec: specLink('R-CACHE-2'),
      exchange: 1,
    });
    expect(json.exchanges[1].request.headers).toEqual({ Authorization: '[redacted]', 'Mcp-Method': 'tools/list' });
    expect(JSON.stringify(json)).not.toContain('s3cret');
    // Each exchange keeps the report's own shape: the JSON-RPC method and id in the request, the timing as measured.
    expect(json.exchanges[3]).toEqual({
      index: 3,
      probe: 'call:slow',
      label: 'tools/call slow',
      area: 'calls',
      outcome: 'timeout',
      error: 'no complete answer within 10 ms',
      request: {
        url: 'http://127.0.0.1:1/mcp',
        method: 'tools/call',
        id: 1,
        headers: { Authorization: '[redacted]', 'Mcp-Method': 'tools/call' },
        body: '{}',
      },
      response: null,
      timing: { startedAt: 15, totalMs: 10 },
    });
    expect(json.exchanges[1]).toMatchObject({
      response: { status: 200, headers: { 'content-type': 'application/json' }, body: '{}' },
      timing: { startedAt: 5, totalMs: 7 },
    });
    // A request that is not JSON-RPC (an authorization step's GET) is named by its HTTP method and path.
    const metadata = scanRecord(
      {
        probe: 'auth:server-metadata',
        label: 'Authorization: server metadata',
        area: 'authorization',
        tag: { kind: 'other' },
        outcome: 'answered',
        request: {
          url: 'https://as.example/.well-known/oauth-authorization-server',
          method: '',
          headers: {},
          body: '',
        },
        httpMethod: 'GET',
        response: { status: 200, headers: { 'content-type': 'application/json' }, body: '{}' },
        timing: { startedAt: 0, totalMs: 0 },
      },
      { index: 5, findings: [], source: 'direct' },
    );
    const withAuth = JSON.parse(reportJson({ ...report(), exchanges: [...report().exchanges, metadata] }));
    expect(withAuth.exchanges[5].request.method).toBe('GET /.well-known/oauth-authorization-server');
    expect(JSON.parse(reportJson(report(), { revealSecrets: true })).exchanges[0].request.headers.Authorization).toBe(
      'Bearer s3cret',
    );
  });

  it('text: verdict, one block per area with rule ids, probes and spec links; repeats folded; unanswered and notes', () => {
    const text = reportText(report());
    // Five probes, one of them skipped: counts are of the four sent, the skipped one has its own line.
    expect(text).toContain('Verdict: FAIL (1 error, 2 warnings, 0 info) in 4 exchanges, 1.2 s');
    expect(text).toContain('[FAIL] Lists: 1 error, 2 warnings, 0 info in 2 probes');
    expect(text).toContain('[PART] Calls: 0 errors, 0 warnings, 0 info in 1 probe, 1 without an answer');
    expect(text).toContain('error   R-CACHE-2  tools/list  at /result/ttlMs');
    expect(text).toContain(specLink('R-CACHE-2').url);
    expect(text.match(/R-HTTP-7/g)).toHaveLength(1);
    expect(text).toContain('R-HTTP-7  tools/list; tools/list again (2 exchanges)  at (status or headers)');
    expect(text).toContain('timeout  tools/call slow: no complete answer within 10 ms');
    expect(text).toContain('1 probe not sent (the scan was stopped).');
    expect(text).toContain('  - A note.');
    expect(text).not.toContain('Origin');
  });

  it('junit: a testcase per rule and exchange, failures for errors, errors for unanswered probes, skipped ones, escaped text', () => {
    const xml = reportJunit(report());
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ')).toBe(true);
    expect(xml).toMatch(/<testsuites [^>]*tests="6" failures="1" errors="1" skipped="1"/);
    expect(xml.match(/<testcase /g)).toHaveLength(6);
    expect(xml).toContain('<failure type="R-CACHE-2" message="ttlMs &quot;x&quot; is not an integer of 0 or more.">');
    expect(xml).toContain('<error type="timeout" message="no complete answer within 10 ms"/>');
    expect(xml).toContain('<skipped message="the scan was stopped"/>');
    expect(xml).toContain('name="server/discover: no findings"');
    expect(xml).not.toContain('<b>');
    expect(xml).not.toContain('\u0001');
    expect(xml).toContain('Session id &lt;b&gt;&amp;"\uFFFD&lt;/b&gt;.');
    expect(xml.match(/<testsuite /g)).toHaveLength(3);
  });

  it('exit codes: 0 pass/warn, 1 fail, 2 unreachable or incomplete', () => {
    expect(['pass', 'warn', 'fail', 'incomplete', 'unreachable'].map((v) => exitCodeOf(v as never))).toEqual([
      0, 0, 1, 2, 2,
    ]);
  });
});
