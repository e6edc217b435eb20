import { cac } from 'cac';
import { parseHeaderArgs } from './header-args';
import { invocationOf } from './usage-hint';

/** What `scan` was asked to do, after the arguments were checked. */
export interface ScanCommand {
  url: string;
  headers: Record<string, string>;
  format: 'text' | 'json' | 'junit';
  includeCalls: boolean;
  timeoutMs: number;
  concurrency: number;
  /** Most bytes of one answer read, after decompression. */
  maxBytes: number;
  /** Write the report to this file instead of stdout. */
  output?: string;
}

/** A parse: a command to run, a text to print and exit 0 (help, version), or a usage error. */
export type Parsed = { command: ScanCommand } | { print: string } | { usage: string };

const FORMATS = ['text', 'json', 'junit'] as const;

/**
 * Reads `scan <url> [--header "Name: value"]... [--format text|json|junit] [--include-calls]
 * [--timeout <ms>] [--concurrency <n>] [--max-bytes <n>] [--output <file>]` with cac; anything
 * unknown or malformed is a usage error.
 */
export function parseArgs(argv: readonly string[], version: string, npmScript?: string): Parsed {
  const cli = cac('mcp-shape-inspector');
  let command: ScanCommand | string | undefined;
  cli
    .command('scan <url>', 'Scan an MCP 2026-07-28 server and print a verdict')
    .option('--header <header>', 'Send a header with every probe ("Name: value"; repeatable)', { type: [String] })
    .option('--format <format>', 'text (for people), json or junit (for CI)', { default: 'text' })
    .option('--include-calls', 'Also call every listed tool once (it runs them!) and follow MRTR and tasks one round')
    .option('--timeout <ms>', 'Longest wait for one probe, in milliseconds', { default: 10_000 })
    .option('--concurrency <n>', 'Probes on the wire at once', { default: 4 })
    .option('--max-bytes <n>', 'Most bytes of one answer read, after decompression', { default: 16 * 1024 * 1024 })
    .option('--output <file>', 'Write the report to a file instead of stdout')
    .example(
      `${invocationOf('scan', npmScript)} http://127.0.0.1:3000/mcp --header "Authorization: Bearer $TOKEN" --format junit`,
    )
    .action((url: string, options: Record<string, unknown>) => {
      command = toCommand(url, options);
    });
  cli.help();
  cli.version(version);
  let help = '';
  const print = (text: string) => (help += text + '\n');
  const log = console.log;
  try {
    console.log = print;
    const parsed = cli.parse(['node', 'mcp-shape-inspector', ...argv], { run: false });
    if (parsed.options['help'] || parsed.options['version']) return { print: help };
    if (!cli.matchedCommand)
      return { usage: argv.length === 0 ? 'Name a command: scan <url>.' : `Unknown command: ${argv[0]}.` };
    cli.runMatchedCommand();
  } catch (error) {
    return { usage: (error as Error).message };
  } finally {
    console.log = log;
  }
  if (typeof command === 'string') return { usage: command };
  return command ? { command } : { usage: 'Nothing to do.' };
}

function toCommand(url: string, options: Record<string, unknown>): ScanCommand | string {
  let parsed: URL;
  try {
    parsed = new URL(String(url));
  } catch {
    return `Not a URL: ${String(url)}.`;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return `Only http: and https: URLs can be scanned, not ${parsed.protocol}.`;
  const parsedHeaders = parseHeaderArgs((options['header'] as unknown[] | undefined) ?? []);
  if ('usage' in parsedHeaders) return parsedHeaders.usage;
  const { headers } = parsedHeaders;
  const format = String(options['format']);
  if (!(FORMATS as readonly string[]).includes(format))
    return `--format is one of ${FORMATS.join(', ')}, not ${format}.`;
  const timeoutMs = Number(options['timeout']);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1)
    return `--timeout is a positive number of milliseconds, not ${String(options['timeout'])}.`;
  const concurrency = Number(options['concurrency']);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64)
    return `--concurrency is an integer from 1 to 64, not ${String(options['concurrency'])}.`;
  const maxBytes = Number(options['maxBytes']);
  if (!Number.isInteger(maxBytes) || maxBytes < 1024)
    return `--max-bytes is an integer of at least 1024, not ${String(options['maxBytes'])}.`;
  const output = options['output'];
  if (output !== undefined && (typeof output !== 'string' || output === '')) return '--output needs a file name.';
  return {
    url: parsed.href,
    headers,
    format: format as ScanCommand['format'],
    includeCalls: options['includeCalls'] === true,
    timeoutMs,
    concurrency,
    maxBytes,
    ...(typeof output === 'string' ? { output } : {}),
  };
}
