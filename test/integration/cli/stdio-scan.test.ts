import { describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/main';

// Each fixture is started by the CLI itself, as a user's --stdio command is (tsx compiles it: slow to start).
const node = (file: string, ...args: string[]) => ['node --import tsx', file, ...args].join(' ');
async function scan(command: string, ...flags: string[]) {
  let out = '';
  const code = await runCli(['scan', '--stdio', command, '--format', 'json', '--timeout', '60000', ...flags], {
    stdout: { write: (t: string) => (out += t) },
    stderr: { write: () => true },
  });
  const report = JSON.parse(out) as {
    verdict: string;
    findings: { rule: string; severity: string; message: string; exchange: number }[];
    exchanges: { probe: string; outcome: string }[];
    notes: string[];
  };
  return { code, report, rules: report.findings.map((f) => `${f.severity} ${f.rule}`) };
}

describe('scan --stdio "<command>": a stdio server judged for 2026-07-28', () => {
  it('the modern stdio fixture behind a banner: the banner line is its one finding (R-STDIO-1), the rest passes', async () => {
    const { code, report } = await scan(node('test/fixtures/stdio/banner-server.ts'), '--include-calls');
    expect(report.findings.map((f) => `${f.severity} ${f.rule}: ${f.message.slice(0, 60)}`)).toEqual([
      `error R-STDIO-1: Line 1 of the server's stdout is no JSON-RPC message: "Demo `,
    ]);
    expect(report.findings[0]!.message).toContain('"Demo MCP server ready (stdio)"');
    expect(code).toBe(1);
    // No header travels over stdio: the header-only probes are not sent, and nothing is left unanswered.
    const probes = report.exchanges.map((e) => e.probe);
    expect(probes).not.toContain('method-header-mismatch');
    expect(probes).not.toContain('foreign-origin');
    expect(report.exchanges.filter((e) => e.outcome !== 'answered')).toEqual([]);
    expect(report.notes.join(' ')).toContain('shut down by closing its stdin: it exited with code 0');
  }, 120_000);

  it('the official SDK 1.x stdio server: server/discover first, the era verdict; its banner is R-STDIO-1', async () => {
    const { code, report, rules } = await scan(node('test/fixtures/stdio/sdk-stdio-server.ts', '--banner'));
    expect(rules).toEqual(['error R-ERA-1', 'error R-STDIO-1']);
    expect(report.exchanges[0]!.probe).toBe('discover');
    expect(code).toBe(1);
    const quiet = await scan(node('test/fixtures/stdio/sdk-stdio-server.ts'));
    expect(quiet.rules).toEqual(['error R-ERA-1']);
  }, 120_000);

  it('a URL and --stdio together, or an empty command, is a usage error', async () => {
    const run = (...argv: string[]) => runCli(argv, { stdout: { write: () => true }, stderr: { write: () => true } });
    expect(await run('scan', 'http://127.0.0.1:1/mcp', '--stdio', 'node x.js')).toBe(2);
    expect(await run('scan', '--stdio', ' ')).toBe(2);
    expect(await run('scan')).toBe(2);
  });
});
