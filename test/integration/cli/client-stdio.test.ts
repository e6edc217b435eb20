import { describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/main';

// `client --stdio "<command>"`: the CLI starts the server itself (tsx compiles the fixture: slow to
// start), converses over its stdin and stdout, judges its stdout lines and shuts it down by closing stdin.
const node = (file: string, ...args: string[]) => ['node --import tsx', file, ...args].join(' ');
async function client(command: string, ...flags: string[]) {
  let out = '';
  const code = await runCli(['client', '--stdio', command, '--format', 'json', '--timeout', '60000', ...flags], {
    stdout: { write: (t: string) => (out += t) },
    stderr: { write: () => true },
  });
  const report = JSON.parse(out) as {
    era?: string;
    legacy?: { transport: string };
    findings: { rule: string; severity: string; message: string; exchange: number }[];
    exchanges: { label: string; area: string; outcome: string; response: { body: string } | null }[];
    notes: string[];
  };
  return { code, report, rules: report.findings.map((f) => `${f.severity} ${f.rule}`) };
}

describe('client --stdio "<command>": the conversation over stdin and stdout, judged for the stdio transport', () => {
  it('the official SDK 1.x stdio server behind a banner: the 2025 handshake after discover, the banner is R-STDIO-1', async () => {
    const { code, report, rules } = await client(node('test/fixtures/stdio/sdk-stdio-server.ts', '--banner'));
    expect(rules).toEqual(['error R-ERA-1', 'error R-STDIO-1']);
    expect(report.findings[1]!.message).toContain('"Echo MCP server running on stdio"');
    expect(report.era).toBe('2025-11-25');
    const labels = report.exchanges.map((e) => e.label);
    expect(labels).toEqual(expect.arrayContaining(['server/discover', 'initialize', 'tools/list', 'tools/call echo']));
    // No HTTP travels over stdio: no GET stream, no DELETE.
    expect(labels.filter((l) => l.includes('GET') || l.includes('DELETE'))).toEqual([]);
    expect(report.exchanges.filter((e) => e.outcome !== 'answered')).toEqual([]);
    expect(report.notes.join(' ')).toContain('shut down by closing its stdin: it exited with code 0');
    expect(code).toBe(1);
  }, 120_000);

  it('the modern stdio fixture behind a banner: the 2026-07-28 conversation, the banner its one finding', async () => {
    const { code, report } = await client(node('test/fixtures/stdio/banner-server.ts'));
    expect(report.findings.map((f) => f.rule)).toEqual(['R-STDIO-1']);
    expect(report.era ?? '2026-07-28').toBe('2026-07-28');
    expect(report.exchanges[0]!.label).toBe('server/discover');
    expect(report.exchanges.some((e) => e.label.startsWith('tools/call'))).toBe(true);
    expect(report.notes.join(' ')).toContain('shut down by closing its stdin');
    expect(code).toBe(1);
  }, 120_000);

  it('bad input: a URL and --stdio together, or --era http+sse with --stdio, are usage errors', async () => {
    for (const [args, said] of [
      [['http://127.0.0.1:1/mcp', '--stdio', 'true'], 'Give a URL or --stdio "<command>", not both.'],
      [['--stdio', 'true', '--era', 'http+sse'], '--era http+sse needs a URL, not --stdio.'],
      [[], 'client needs the URL of an MCP server, or --stdio "<command>".'],
    ] as const) {
      let stderr = '';
      const code = await runCli(['client', ...args], {
        stdout: { write: () => true },
        stderr: { write: (t: string) => (stderr += t) },
      });
      expect(code).toBe(2);
      expect(stderr).toContain(said);
    }
  });
});
