import type { CAC, Command } from 'cac';
import { SCAN_CONCURRENCY } from '../src/index';
import { BASELINE_OPTIONS, baselineFlags, type BaselineFlags } from './baseline';
import { parseHeaderArgs } from './header-args';
import { typedValues, valuesByFlag } from './typed-values';
import { invocationOf } from './usage-hint';

/** What `scan` was asked to do, after the arguments were checked. */
export interface ScanCommand extends BaselineFlags {
  /** The server's URL, or `stdio:<command>` for a stdio server. */
  url: string;
  /** A stdio server's command line (`--stdio`), started by the CLI itself and shut down by closing stdin. */
  stdio?: string;
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

const FORMATS = ['text', 'json', 'junit'] as const;
const DEFAULTS = { format: 'text', timeout: 10_000, concurrency: SCAN_CONCURRENCY, maxBytes: 16 * 1024 * 1024 };
const VALUED = [
  '--header',
  '--format',
  '--timeout',
  '--concurrency',
  '--max-bytes',
  '--output',
  '--baseline',
  '--stdio',
];

/**
 * Adds `scan <url> | --stdio "<command>" [--header "Name: value"]... [--format text|json|junit] [--include-calls]
 * [--timeout <ms>] [--concurrency <n>] [--max-bytes <n>] [--output <file>]` to the command line;
 * `done` gets the checked command or the usage error.
 */
export function defineScan(
  cli: CAC,
  argv: readonly string[],
  npmScript: string | undefined,
  done: (parsed: ScanCommand | string) => void,
): Command {
  return cli
    .command('scan [url]', 'Scan an MCP 2026-07-28 server and print a verdict')
    .option('--stdio <command>', 'Scan a stdio server instead: start this command, talk over its stdin and stdout')
    .option('--header <header>', 'Send a header with every probe ("Name: value"; repeatable)')
    .option('--format <format>', 'text (for people), json or junit (for CI)', { default: DEFAULTS.format })
    .option('--include-calls', 'Also call every listed tool once (it runs them!) and follow MRTR and tasks one round')
    .option('--timeout <ms>', 'Longest wait for one probe, in milliseconds', { default: DEFAULTS.timeout })
    .option('--concurrency <n>', 'Probes on the wire at once', { default: DEFAULTS.concurrency })
    .option('--max-bytes <n>', 'Most bytes of one answer read, after decompression', { default: DEFAULTS.maxBytes })
    .option('--output <file>', 'Write the report to a file instead of stdout')
    .option(...BASELINE_OPTIONS[0])
    .option(...BASELINE_OPTIONS[1])
    .example(
      `${invocationOf('scan', npmScript)} http://127.0.0.1:3000/mcp --header "Authorization: Bearer $TOKEN" --format junit`,
    )
    .action((url: string | undefined, options: Record<string, unknown>) => {
      const command = toCommand(url, valuesByFlag(typedValues(argv, VALUED)), options['includeCalls'] === true);
      const flags = baselineFlags(typedValues(argv, ['--baseline']).at(-1)?.value, options['allowBreaking'] === true);
      done(typeof command === 'string' ? command : typeof flags === 'string' ? flags : { ...command, ...flags });
    });
}

function toCommand(
  url: string | undefined,
  values: Map<string, string[]>,
  includeCalls: boolean,
): ScanCommand | string {
  const one = (flag: string) => values.get(flag)?.at(-1);
  const stdio = one('--stdio');
  const target = targetOf(url, stdio, 'scan');
  if (typeof target === 'string') return target;
  const parsedHeaders = parseHeaderArgs(values.get('--header') ?? []);
  if ('usage' in parsedHeaders) return parsedHeaders.usage;
  const { headers } = parsedHeaders;
  const format = one('--format') ?? DEFAULTS.format;
  if (!(FORMATS as readonly string[]).includes(format))
    return `--format is one of ${FORMATS.join(', ')}, not ${format}.`;
  const timeoutMs = Number(one('--timeout') ?? DEFAULTS.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1)
    return `--timeout is a positive number of milliseconds, not ${one('--timeout')}.`;
  const concurrency = Number(one('--concurrency') ?? DEFAULTS.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64)
    return `--concurrency is an integer from 1 to 64, not ${one('--concurrency')}.`;
  const maxBytes = Number(one('--max-bytes') ?? DEFAULTS.maxBytes);
  if (!Number.isInteger(maxBytes) || maxBytes < 1024)
    return `--max-bytes is an integer of at least 1024, not ${one('--max-bytes')}.`;
  const output = one('--output');
  if (output === '') return '--output needs a file name.';
  return {
    ...target,
    headers,
    format: format as ScanCommand['format'],
    includeCalls,
    timeoutMs,
    concurrency,
    maxBytes,
    ...(output !== undefined ? { output } : {}),
  };
}

/**
 * A URL, or a stdio command (never both): the command is the user's own, given at launch (`scan`
 * and `client` alike). A string is the usage error.
 */
export function targetOf(
  url: string | undefined,
  stdio: string | undefined,
  command: 'scan' | 'client',
): { url: string; stdio?: string } | string {
  if (stdio !== undefined) {
    if (url !== undefined) return 'Give a URL or --stdio "<command>", not both.';
    if (stdio.trim() === '') return '--stdio needs the command that starts the server.';
    return { url: `stdio:${stdio}`, stdio };
  }
  if (url === undefined) return `${command} needs the URL of an MCP server, or --stdio "<command>".`;
  if (!URL.canParse(url)) return `Not a URL: ${url}.`;
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return command === 'scan'
      ? `Only http: and https: URLs can be scanned, not ${parsed.protocol}.`
      : `Only http: and https: servers, not ${parsed.protocol}.`;
  return { url: parsed.href };
}
