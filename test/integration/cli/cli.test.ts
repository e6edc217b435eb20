import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import type { RunningInspector } from '../../../app/server/standalone';
import { startDemoApp } from '../demo/support';
import { startLegacySdkServer, type LegacySdkServerHandle } from '../../fixtures/legacy-era/server';
import { startPlantedServer, type PlantedServer } from '../../fixtures/planted/server';
import { startSdkServer, type SdkServerHandle } from '../../fixtures/sdk-server/server';
import { neverAnswers, startUpstream, type Upstream } from '../../fixtures/upstreams/server';
import { startHugeAnswers, type HugeAnswers } from '../../fixtures/huge-answers/server';

// The real command, as `npm run -s scan --` runs it: node cli/bin.mjs scan … (`env` to force the sources).
function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(['cli/bin.mjs', ...args], {});
}
function run(
  args: string[],
  env: Record<string, string>,
  program = 'node',
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const options = { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, ...env } };
    execFile(program, args, options, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

let app: RunningInspector;
let conforming: PlantedServer;
let batch: PlantedServer;
let sdk: SdkServerHandle;
let legacy: LegacySdkServerHandle;
let silent: Upstream;
let huge: HugeAnswers;
let elsewhere: Upstream;
let redirecting: Upstream;
beforeAll(async () => {
  huge = await startHugeAnswers();
  elsewhere = await startUpstream((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  redirecting = await startUpstream((_req, res) => res.writeHead(307, { location: elsewhere.url }).end());
  app = await startDemoApp();
  conforming = await startPlantedServer('none');
  batch = await startPlantedServer('batch-array');
  sdk = await startSdkServer({ originGuard: 'sdk' });
  legacy = await startLegacySdkServer();
  silent = await startUpstream(neverAnswers());
});
afterAll(async () => {
  for (const s of [app, conforming, batch, sdk, legacy, silent, huge, elsewhere, redirecting]) await s?.close();
});

// happy-dom's XML parser catches unbalanced tags; a stray & (which it lets through) is checked apart.
function parseXml(xml: string): Document {
  expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
  const window = new Window();
  return new window.DOMParser().parseFromString(xml, 'application/xml') as unknown as Document;
}

describe('mcp-shape-inspector scan', () => {
  it('text: a conforming server exits 0, progress on stderr, the verdict and areas on stdout', async () => {
    const { code, stdout, stderr } = await cli('scan', conforming.url, '--include-calls');
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^MCP scan of http:\/\/127\.0\.0\.1:\d+\/mcp\nVerdict: PASS \(0 errors, 0 warnings, 0 info\)/,
    );
    expect(stdout).toContain('[PASS] Tool calls, MRTR and tasks');
    expect(stderr).toMatch(/\[1\/1\] server\/discover/);
    expect(stderr).toContain('Verdict: pass (exit 0).');
  });

  it('text: a divergent server exits 1 and names the rule, the probe, the pointer and the spec link', async () => {
    const { code, stdout } = await cli('scan', batch.url);
    expect(code).toBe(1);
    expect(stdout).toMatch(/error {3}R-RPC-7 {2}tools\/list; tools\/list again/);
    expect(stdout).toContain(
      'https://modelcontextprotocol.io/specification/2026-07-28/basic/transports/streamable-http',
    );
  });

  it('json: one object with target, verdict, findings pointing at exchanges, and the exchanges', async () => {
    const { code, stdout } = await cli('scan', `${app.origin}/demo/divergent`, '--format', 'json');
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({ target: `${app.origin}/demo/divergent`, verdict: 'fail' });
    // Without --include-calls the note says which option calls the listed tools.
    expect(report.notes).toEqual(
      expect.arrayContaining([expect.stringMatching(/not called; rerun with --include-calls to call each once\.$/)]),
    );
    expect(Object.keys(report.findings[0]).slice(0, 7)).toEqual([
      'rule',
      'severity',
      'level',
      'pointer',
      'message',
      'spec',
      'exchange',
    ]);
    for (const f of report.findings) expect(report.exchanges[f.exchange].response).not.toBeNull();
    expect(report.findings.map((f: { rule: string }) => f.rule)).toEqual(expect.arrayContaining(['R-RESULT-TYPE-1']));
  });

  it('json: headers given with --header are sent, and credentials are redacted in the output', async () => {
    const { code, stdout } = await cli(
      'scan',
      `${app.origin}/demo/mcp`,
      '--format',
      'json',
      '--header',
      'Authorization: Bearer s3cret',
      '--header',
      'X-Tenant: blue',
    );
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.exchanges[0].request.headers).toMatchObject({ Authorization: '[redacted]', 'X-Tenant': 'blue' });
    expect(stdout).not.toContain('s3cret');
  });

  it('junit: well-formed XML; no failure on the official SDK server, one per error rule and exchange on a divergent one', async () => {
    const sdkRun = await cli('scan', sdk.url, '--format', 'junit', '--include-calls');
    expect(sdkRun.code).toBe(0);
    const doc = parseXml(sdkRun.stdout);
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('failures')).toBe('0');
    expect(Number(doc.documentElement.getAttribute('tests'))).toBeGreaterThan(20);
    const failing = await cli('scan', batch.url, '--format', 'junit');
    expect(failing.code).toBe(1);
    const failures = [...parseXml(failing.stdout).querySelectorAll('failure')].map((f) => f.getAttribute('type'));
    expect(failures).toEqual(['R-RPC-7', 'R-RPC-7']);
  });

  it('a 2025-era server: exit 1 with the R-ERA-1 verdict saying what to change', async () => {
    const { code, stdout } = await cli('scan', legacy.url);
    expect(code).toBe(1);
    expect(stdout).toContain('This server does not speak 2026-07-28:');
    expect(stdout).toContain('R-ERA-1');
  });

  it('nothing listening, or a port fetch refuses: exit 2, and the reason in words', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const refused = await cli('scan', `http://127.0.0.1:${closed}/mcp`);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toContain(
      '(ECONNREFUSED: connection refused: nothing is listening at that address and port',
    );
    const blocked = await cli('scan', 'http://127.0.0.1:6000/mcp');
    expect(blocked.code).toBe(2);
    expect(blocked.stdout).toContain('(bad port: fetch refuses this port');
    // The client sends nothing else without an answer to its first request, so it counts no unsent probes.
    const client = await cli('client', `http://127.0.0.1:${closed}/mcp`);
    expect(client.code).toBe(2);
    expect(client.stdout).toContain('ECONNREFUSED: connection refused');
    expect(client.stdout).not.toContain('0 other probes');
  });

  it('a server that never answers: exit 2 after the timeout, with the partial report printed', async () => {
    const { code, stdout } = await cli('scan', silent.url, '--timeout', '300', '--format', 'json');
    expect(code).toBe(2);
    const report = JSON.parse(stdout);
    expect(report.verdict).toBe('unreachable');
    expect(report.exchanges[0]).toMatchObject({ outcome: 'timeout', error: 'no complete answer within 300 ms' });
  });

  it('answers too large to hold (300 MB, a brotli bomb): exit 2, R-LIMIT on each, the partial report printed', async () => {
    // A generous timeout: under load a 16 MiB read must not turn into a timeout.
    const { code, stdout, stderr } = await cli('scan', huge.url, '--format', 'json', '--timeout', '60000');
    expect(code).toBe(2);
    const report = JSON.parse(stdout);
    expect(report.verdict).toBe('incomplete');
    const capped = report.exchanges.filter((e: { overCap?: unknown }) => e.overCap);
    expect(capped.length).toBe(5);
    for (const e of capped) expect(e.overCap.bytesRead).toBeLessThan(17 * 1024 * 1024);
    expect(report.findings.filter((f: { rule: string }) => f.rule === 'R-LIMIT')).toHaveLength(5);
    expect(stderr).toContain('Verdict: incomplete (exit 2).');
  });

  it('a redirect is never followed, so the --header values go nowhere else: exit 2 saying so', async () => {
    const { code, stdout } = await cli('scan', redirecting.url, '--header', 'X-Api-Key: s3cret');
    expect(code).toBe(2);
    expect(stdout).toContain(`No MCP endpoint here: server/discover got a redirect, HTTP 307 to ${elsewhere.url}`);
    expect(redirecting.received).toHaveLength(1);
    expect(redirecting.received[0]!.headers['x-api-key']).toBe('s3cret');
    expect(elsewhere.received).toEqual([]);
  });

  it('a path that is no MCP endpoint (an HTML page): exit 2 with the one sentence', async () => {
    const { code, stdout } = await cli('scan', `${app.origin}/no-such-path`);
    expect(code).toBe(2);
    expect(stdout).toMatch(/No MCP endpoint here: server\/discover got HTTP \d+ with .*check the path, often \/mcp\./);
    expect(stdout).not.toMatch(/R-[A-Z]+-\d/);
  });

  it('--output writes the machine-readable report to a file, nothing on stdout', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scan-out-'));
    try {
      const file = join(dir, 'report.json');
      const { code, stdout, stderr } = await cli('scan', conforming.url, '--format', 'json', '--output', file);
      expect(code).toBe(0);
      expect(stdout).toBe('');
      expect(stderr).toContain(`Report written to ${file}.`);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ target: conforming.url, verdict: 'pass' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    // Without a command it serves (test/package); an unknown serve option is a usage error like the others.
    [['--bogus'], /unknown option --bogus/],
    [['scan'], /scan needs the URL of an MCP server/],
    [['scan', 'not a url'], /Not a URL/],
    [['scan', 'file:///etc/passwd'], /Only http: and https:/],
    [['scan', 'http://127.0.0.1:1/mcp', '--format', 'xml'], /--format is one of text, json, junit/],
    [['scan', 'http://127.0.0.1:1/mcp', '--timeout', 'soon'], /--timeout is a positive number/],
    [['scan', 'http://127.0.0.1:1/mcp', '--header', 'no colon'], /--header needs "Name: value"/],
    [['scan', 'http://127.0.0.1:1/mcp', '--bogus'], /Unknown option `--bogus`/],
    [['scan', 'http://127.0.0.1:1/mcp', '--max-bytes', '12'], /--max-bytes is an integer of at least 1024/],
    [['lint', 'x'], /Unknown command: lint/],
  ])('usage error %j: exit 2, the reason on stderr, nothing on stdout', async (args, reason) => {
    const { code, stdout, stderr } = await cli(...args);
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toMatch(reason);
  });

  it('the prebuilt bundle (cli/build.mjs) and the sources through tsx give the same report', async () => {
    expect((await run(['cli/build.mjs'], {})).code).toBe(0);
    const [bundled, sources] = await Promise.all([
      cli('scan', batch.url, '--format', 'json'),
      run(['cli/bin.mjs', 'scan', batch.url, '--format', 'json'], { MCP_INSPECTOR_CLI: 'tsx' }),
    ]);
    const facts = (r: { code: number; stdout: string }) => {
      const report = JSON.parse(r.stdout);
      return {
        code: r.code,
        verdict: report.verdict,
        findings: report.findings,
        probes: report.exchanges.map((e: { probe: string }) => e.probe),
      };
    };
    expect(facts(bundled)).toEqual(facts(sources));
    expect(facts(bundled).findings.length).toBeGreaterThan(0);
  }, 180_000);

  it('a usage error under npm run names the npm script, and the hint it prints works there', async () => {
    const npm = (...args: string[]) => run(args, {}, 'npm');
    const wrong = await npm('run', '-s', 'scan', '--', 'not a url');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Usage: npm run -s scan -- <url> [options]; `npm run -s scan -- --help` lists');
    const help = await npm('run', '-s', 'scan', '--', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--include-calls');
    expect(help.stdout).toContain('npm run -s scan -- http://127.0.0.1:3000/mcp');
    // Started as the bin (npx, a global install), the hint names the bin.
    const bin = await run(['cli/bin.mjs', 'scan', 'not a url'], { npm_lifecycle_event: '' });
    expect(bin.stderr).toContain('Usage: mcp-shape-inspector scan <url> [options]');
  }, 180_000);

  it('--help and --version exit 0', async () => {
    const help = await cli('scan', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--include-calls');
    // One parser for every command: the top-level help lists each of them.
    const all = await cli('--help');
    expect(all.code).toBe(0);
    expect(all.stdout).toMatch(/^\s+scan \[url\]\s/m);
    expect(all.stdout).toMatch(/^\s+client \[url\]\s/m);
    const version = await cli('--version');
    expect(version.stdout.trim()).toMatch(/^mcp-shape-inspector\/\d+\.\d+\.\d+/);
  });
});
