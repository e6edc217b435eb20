import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/main';
import { startForeignSdkServer, type ForeignSdkServer } from '../../fixtures/foreign-sdk/server';
import { startLegacyEraServer, type LegacyEraServerHandle } from '../../fixtures/legacy-era/server';

// `scan` on real 2025-era servers: the official SDK 1.x over Streamable HTTP with sessions and over
// its HTTP+SSE transport, and a server answering as another language's SDK does. Each gets the one
// era verdict, its own session judged by its era, and a migration report naming its own exchanges.
let sdk: LegacyEraServerHandle;
let foreign: ForeignSdkServer;
beforeAll(async () => {
  sdk = await startLegacyEraServer();
  foreign = await startForeignSdkServer('text-400');
});
afterAll(async () => {
  await sdk?.close();
  await foreign?.close();
});

interface JsonReport {
  verdict: string;
  era?: string;
  legacy?: { transport: string; protocolVersion?: string; closed: string };
  migration?: { change: string; rule: string; exchange: number; spec: string; learn: string }[];
  findings: { rule: string; exchange: number }[];
  exchanges: {
    index: number;
    area: string;
    label: string;
    request: { method: string };
    response: { status: number } | null;
  }[];
  notes: string[];
}

async function cli(...args: string[]): Promise<{ code: number; stdout: string }> {
  let stdout = '';
  const code = await runCli(['scan', ...args, '--timeout', '5000'], {
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: () => true },
  });
  return { code, stdout };
}

async function json(url: string): Promise<{ code: number; report: JsonReport }> {
  const { code, stdout } = await cli(url, '--format', 'json');
  return { code, report: JSON.parse(stdout) as JsonReport };
}

// Every migration entry names an exchange of the report, and every legacy finding is on a legacy exchange.
function expectConsistent(report: JsonReport): void {
  expect(report.migration!.length).toBeGreaterThan(0);
  for (const m of report.migration!) expect(report.exchanges[m.exchange]?.index).toBe(m.exchange);
  for (const f of report.findings.filter((f) => f.rule.startsWith('R-LEGACY-')))
    expect(report.exchanges[f.exchange]!.area).toBe('legacy');
}

describe('scan <legacy-url>: the era it speaks, its own session judged by its era, the migration report', () => {
  it('SDK 1.x Streamable HTTP with sessions: era 2025-11-25, no R-LEGACY error, every session the scan opened deleted', async () => {
    const { code, report } = await json(sdk.mcpUrl);
    expect(code).toBe(1);
    expect(report.era).toBe('2025-11-25');
    expect(report.legacy).toMatchObject({ transport: 'streamable-http', protocolVersion: '2025-11-25' });
    // SDK 1.x refuses with "id": null although each id was readable: R-RPC-4 wherever a probe had an id.
    expect(report.findings.map((f) => `${f.rule} ${report.exchanges[f.exchange]!.label}`)).toEqual([
      'R-ERA-1 server/discover',
      'R-RPC-4 server/discover',
      'R-RPC-4 an unsupported protocol version (2099-01-01), 400 expected of any revision',
      'R-ORIGIN-1 a foreign Origin (https://attacker.example) on a 2025-11-25 initialize',
      'R-RPC-4 ping without the Mcp-Session-Id (400 expected)',
    ]);
    expectConsistent(report);
    expect(report.migration!.map((m) => m.change)).toEqual(
      expect.arrayContaining(['serve-discover', 'meta-envelope', 'drop-sessions', 'cache-hints', 'listen']),
    );
    // Its GET stream stayed silent until the scan ended the session; it still needs moving to subscriptions/listen.
    const listen = report.migration!.find((m) => m.change === 'listen')!;
    expect(report.exchanges[listen.exchange]!.request.method).toMatch(/^GET\b/);
    expect(report.migration![0]).toMatchObject({ change: 'serve-discover', exchange: 0, learn: 'discover' });
    const legacy = report.exchanges.filter((e) => e.area === 'legacy');
    expect(legacy.map((e) => e.label)).toEqual(
      expect.arrayContaining([
        'initialize',
        'tools/list',
        'prompts/list',
        'resources/read file:///readme.txt',
        'the GET stream',
      ]),
    );
    // The scan's own session and the one its foreign-Origin initialize opened: both ended with DELETE.
    const deletes = legacy.filter((e) => e.request.method === 'DELETE /mcp');
    expect(deletes.map((e) => e.response?.status)).toEqual([200, 200]);
    expect(report.legacy!.closed).toBe('The 2 sessions opened here were closed with DELETE (HTTP 200, HTTP 200).');
    expect(report.notes.join(' ')).toContain(report.legacy!.closed);
  });

  it('SDK 1.x HTTP+SSE: found by its endpoint event, not "no MCP endpoint"; R-LEGACY-9 for the foreign Origin it serves', async () => {
    const { code, report } = await json(sdk.sseUrl);
    expect(code).toBe(1);
    expect(report.era).toBe('2025-11-25');
    expect(report.legacy?.transport).toBe('http+sse');
    expect(report).not.toHaveProperty('noEndpoint');
    expect(report.findings.map((f) => f.rule)).toEqual(['R-ERA-1', 'R-LEGACY-9']);
    expect(report.findings[0]!.exchange).toBe(0);
    expectConsistent(report);
    expect(report.migration!.map((m) => m.change)).toContain('replace-http-sse');
  });

  it('another stack (a 400 text/plain refusal as other SDKs send): its session is judged and closed', async () => {
    const { code, report } = await json(foreign.url);
    expect(code).toBe(1);
    expect(report.era).toBe('2025-11-25');
    expectConsistent(report);
    expect(foreign.openSessions()).toBe(0);
  });

  it('text: the one era verdict, then the legacy judgment and the migration report', async () => {
    const { code, stdout } = await cli(sdk.mcpUrl);
    expect(code).toBe(1);
    expect(stdout.match(/This server does not speak 2026-07-28/g)).toHaveLength(1);
    const era = stdout.indexOf('This server does not speak 2026-07-28');
    const speaks = stdout.indexOf('It speaks 2025-11-25 over Streamable HTTP (legacy-era-fixture 1.2.3)');
    const card = stdout.indexOf('The 2025-era session, judged by its own era');
    const migration = stdout.indexOf('What 2026-07-28 needs from this server');
    expect([era < speaks, speaks < card, card < migration]).toEqual([true, true, true]);
    expect(stdout).toMatch(/- serve-discover: server\/discover was refused \(HTTP 400\)/);
  });

  it('junit: one failing test case per migration change', async () => {
    const { report } = await json(sdk.mcpUrl);
    const { stdout } = await cli(sdk.mcpUrl, '--format', 'junit');
    const suite = /<testsuite name="Migration to 2026-07-28" tests="(\d+)"/.exec(stdout);
    expect(Number(suite?.[1])).toBe(report.migration!.length);
    for (const m of report.migration!) expect(stdout).toContain(`classname="migration.${m.change}"`);
  });
});
