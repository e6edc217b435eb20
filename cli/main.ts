import { writeFileSync } from 'node:fs';
import {
  CLIENT_INFO,
  exitCodeOf,
  judgeStdio,
  reportJson,
  reportJunit,
  reportText,
  scanServer,
  type AuthFetch,
  type HttpFetchLike,
  type ScanReport,
} from '../src/index';
import { parseArgs, type ScanCommand } from './args';
import { compareWithBaseline, loadBaseline } from './baseline';
import { runClient } from './client/run';
import { progressPrinter } from './progress';
import { STDIO_EXIT_MS, StdioProcess } from './stdio/stdio-process';
import { safeReport, safeStream } from './terminal';
import { usageHint } from './usage-hint';

/** Where the CLI writes, and the fetch it scans with (Node's own by default). */
export interface CliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown; isTTY?: boolean };
  /** Carries GET and DELETE too (a 2025-era session's stream and DELETE). */
  fetch?: HttpFetchLike;
  /** The fetch for authorization metadata (GET, redirects not followed); Node's own by default. */
  authFetch?: AuthFetch;
  /** The npm script that started the command (`npm_lifecycle_event`), so hints say how to run it again. */
  npmScript?: string;
}

const FORMATTERS: Record<ScanCommand['format'], (r: ScanReport) => string> = {
  text: reportText,
  json: (r) => reportJson(r) + '\n',
  junit: reportJunit,
};

/**
 * `mcp-shape-inspector <command> …`: reads the command line (`scan`, `client`), then runs the command.
 * Resolves with the exit code: 0 without error findings, 1 with some, 2 on a usage error or when the
 * server could not be reached or a probe got no complete answer.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseArgs(argv, CLIENT_INFO.version, io.npmScript);
  if ('print' in parsed) {
    io.stdout.write(parsed.print);
    return 0;
  }
  if ('usage' in parsed) {
    const who = parsed.command === 'client' ? 'mcp-shape-inspector client' : 'mcp-shape-inspector';
    io.stderr.write(`${who}: ${parsed.usage}\n${usageHint(parsed.command, io.npmScript)}\n`);
    return 2;
  }
  if ('client' in parsed) return runClient(parsed.client, io);
  return runScan(parsed.scan, io);
}

/** `scan <url> …`: the library's scan in Node, progress on stderr, the report on stdout (or --output). */
async function runScan(command: ScanCommand, io: CliIo): Promise<number> {
  const stderr = safeStream(io.stderr);
  const baseline = loadBaseline(command);
  if (baseline && 'error' in baseline) {
    stderr.write(`mcp-shape-inspector: ${baseline.error}\n`);
    return 2;
  }
  const progress = progressPrinter(io.stderr);
  const report =
    command.stdio !== undefined
      ? await scanStdio(command, command.stdio, io, progress)
      : await scanServer({
          url: command.url,
          // A redirect is never followed (it would carry the --header values elsewhere): it is reported.
          fetch: io.fetch ?? ((url, init) => fetch(url, { ...init, redirect: 'manual' })),
          authFetch: io.authFetch ?? ((url, init) => fetch(url, init)),
          headers: command.headers,
          includeCalls: command.includeCalls,
          callsHint: 'rerun with --include-calls',
          timeoutMs: command.timeoutMs,
          concurrency: command.concurrency,
          maxAnswerBytes: command.maxBytes,
          clientInfo: CLIENT_INFO,
          onProgress: progress.onProgress,
        });
  progress.done();
  const formatted = FORMATTERS[command.format](report);
  const compared = baseline && compareWithBaseline(report, formatted, command.format, command, baseline.snapshot);
  const text = safeReport(command.format, compared ? compared.text : formatted);
  if (command.output === undefined) io.stdout.write(text);
  else {
    try {
      writeFileSync(command.output, text);
    } catch (error) {
      stderr.write(`mcp-shape-inspector: could not write ${command.output}: ${(error as Error).message}\n`);
      io.stdout.write(text);
      return 2;
    }
    stderr.write(`Report written to ${command.output}.\n`);
  }
  // A breaking change since the baseline fails a run that would pass (a partial report keeps its 2).
  const code = compared?.fails && exitCodeOf(report.verdict) === 0 ? 1 : exitCodeOf(report.verdict);
  if (compared) stderr.write(`${compared.summary}\n`);
  stderr.write(`Verdict: ${report.verdict} (exit ${code}).\n`);
  return code;
}

// A stdio server: started here from the command given at launch, one message at a time over its
// stdin and stdout, judged by the same battery (no header probes) and the stdio transport's rules.
async function scanStdio(
  command: ScanCommand,
  line: string,
  io: CliIo,
  progress: ReturnType<typeof progressPrinter>,
): Promise<ScanReport> {
  const server = new StdioProcess(line, safeStream(io.stderr));
  const report = await scanServer({
    url: command.url,
    fetch: server.fetch,
    transport: 'stdio',
    includeCalls: command.includeCalls,
    callsHint: 'rerun with --include-calls',
    timeoutMs: command.timeoutMs,
    concurrency: 1,
    maxAnswerBytes: command.maxBytes,
    clientInfo: CLIENT_INFO,
    onProgress: progress.onProgress,
  });
  const shutdown = await server.shutdown(STDIO_EXIT_MS);
  return judgeStdio(report, { stray: server.stray, shutdown });
}
