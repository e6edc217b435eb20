import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/main';
import type { RunningInspector } from '../../../app/server/standalone';
import { scanTruthMarkdown, SCAN_TRUTH_FILE } from '../../../scripts/docs/scan-truth-doc';
import { startDemoApp } from '../demo/support';
import { startForeignSdkServer } from '../../fixtures/foreign-sdk/server';
import { startLegacyEraServer, startLegacySdkServer } from '../../fixtures/legacy-era/server';
import { startSdkServer } from '../../fixtures/sdk-server/server';
import { startTmcpServer } from '../../fixtures/tmcp-server/server';
import { TRUTH, type TruthServer } from './truth-table';
import { isJsonObject } from '../../../src/json/types';
import { parseResponseBody } from '../../../src/wire/parse';

// `scan <target> --format json --include-calls` on every real server the tests start gives exactly the
// findings of truth-table.ts, where each one is judged by hand (rule, severity, probe, and why it is right).
interface Closable {
  close(): Promise<void>;
}
const running: Closable[] = [];
const keep = <T extends Closable>(s: T): T => (running.push(s), s);
let app: RunningInspector;

// tsx compiles each stdio fixture as it starts (slow), as a user's --stdio command would run.
const stdio = (file: string) => ['--stdio', `node --import tsx ${file}`];
const TARGETS: Record<string, () => Promise<string[]>> = {
  'demo-mcp': async () => [`${app.origin}/demo/mcp`],
  'demo-protected': async () => [`${app.origin}/demo/protected`],
  'demo-divergent': async () => [`${app.origin}/demo/divergent`],
  'sdk2-dual': async () => [keep(await startSdkServer()).url],
  'sdk2-dual-guard': async () => [keep(await startSdkServer({ originGuard: 'sdk' })).url],
  'sdk2-modern': async () => [keep(await startSdkServer({ legacy: 'reject', originGuard: 'sdk' })).url],
  'sdk1-stateful': async () => [keep(await startLegacySdkServer()).url],
  'sdk1-stateless': async () => [keep(await startLegacySdkServer({ mode: 'stateless' })).url],
  'sdk1-guard': async () => [keep(await startLegacySdkServer({ originGuard: true })).url],
  'era-http': async () => [keep(await startLegacyEraServer()).mcpUrl],
  'era-sse': async () => [keep(await startLegacyEraServer()).sseUrl],
  tmcp: async () => [keep(await startTmcpServer()).url],
  'tmcp-open': async () => [keep(await startTmcpServer({ origins: 'unset' })).url],
  'foreign-400': async () => [keep(await startForeignSdkServer('text-400')).url],
  'foreign-422': async () => [keep(await startForeignSdkServer('unprocessable-422')).url],
  'foreign-404': async () => [keep(await startForeignSdkServer('html-404')).url],
  'stdio-modern': async () => stdio('test/fixtures/upstreams/stdio-server.ts'),
  'stdio-banner': async () => stdio('test/fixtures/stdio/banner-server.ts'),
  'stdio-sdk1': async () => stdio('test/fixtures/stdio/sdk-stdio-server.ts'),
};

beforeAll(async () => {
  app = keep(await startDemoApp());
});
afterAll(async () => {
  for (const s of running.splice(0)) await s.close();
});

interface JsonReport {
  findings: { rule: string; severity: string; exchange: number; message: string }[];
  exchanges: {
    probe: string;
    request: { id?: unknown };
    response: { status: number; headers: Record<string, string>; body: string } | null;
  }[];
}

async function scan(args: string[]): Promise<JsonReport> {
  let out = '';
  await runCli(['scan', ...args, '--format', 'json', '--include-calls', '--timeout', '60000'], {
    stdout: { write: (t: string) => (out += t) },
    stderr: { write: () => true },
  });
  return JSON.parse(out) as JsonReport;
}

const unique = (lines: string[]) => [...new Set(lines)].sort();
const found = (r: JsonReport) =>
  unique(r.findings.map((f) => `${f.severity} ${f.rule} on ${r.exchanges[f.exchange]!.probe}`));
function expected(server: TruthServer, r: JsonReport): string[] {
  const answered = r.exchanges.filter((e) => e.response !== null).map((e) => e.probe);
  return unique(
    server.rows.flatMap((row) =>
      (row.on === 'every answered exchange' ? answered : row.on).map((p) => `${row.severity} ${row.rule} on ${p}`),
    ),
  );
}

// Every answer that says "id": null to a request whose id was readable is reported (R-RPC-4), whatever
// judged the exchange; a 2025-era session's own requests say it by R-LEGACY-2/3. The one not judged at all:
// the plain initialize that tells a 404 page from a 2025-era server (its answer decides, nothing more).
const SAYS_NULL_ID = new Set(['R-RPC-4', 'R-LEGACY-2', 'R-LEGACY-3']);
function unreportedNullIds(r: JsonReport): string[] {
  return r.exchanges.flatMap((e, i) => {
    const id = e.request.id;
    if (!e.response || (typeof id !== 'string' && !Number.isInteger(id)) || e.probe === 'legacy-initialize') return [];
    const messages = parseResponseBody(e.response).messages.map((m) => m.value);
    if (!messages.some((m) => isJsonObject(m) && m['id'] === null)) return [];
    return r.findings.some((f) => f.exchange === i && SAYS_NULL_ID.has(f.rule)) ? [] : [e.probe];
  });
}

describe('the scan on every real server of the tests: exactly the findings judged by hand', () => {
  it('every server of the table is started here, and docs/scan-truth.md is the table', () => {
    expect(TRUTH.map((s) => s.id).sort()).toEqual(Object.keys(TARGETS).sort());
    const doc = readFileSync(new URL(`../../../${SCAN_TRUTH_FILE}`, import.meta.url), 'utf8');
    expect(doc === scanTruthMarkdown(), `${SCAN_TRUTH_FILE} is stale: run \`npm run docs:scan-truth\``).toBe(true);
  });

  it.each(TRUTH.map((s) => [s.id, s] as const))(
    '%s',
    async (_id, server) => {
      const report = await scan(await TARGETS[server.id]!());
      expect(found(report)).toEqual(expected(server, report));
      expect(unreportedNullIds(report), 'answers saying "id": null to a readable id, without R-RPC-4').toEqual([]);
      // No HTTP status travels over stdio: no finding names one.
      if (server.era.startsWith('stdio'))
        expect(report.findings.map((f) => f.message).filter((m) => /HTTP \d{3}/.test(m))).toEqual([]);
    },
    180_000,
  );
});
