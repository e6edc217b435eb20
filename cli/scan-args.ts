import type { CAC, Command } from 'cac';
import { BASELINE_OPTIONS, baselineFlags, type BaselineFlags } from './baseline';
import { parseHeaderArgs } from './header-args';
import { typedValues, valuesByFlag } from './typed-values';
import { invocationOf } from './usage-hint';

/** What `scan` was asked to do, after the arguments were checked. */
export interface ScanCommand extends BaselineFlags {
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

const FORMATS = ['text', 'json', 'junit'] as const;
const DEFAULTS = { format: 'text', timeout: 10_000, concurrency: 4, maxBytes: 16 * 1024 * 1024 };
const VALUED = ['--header', '--format', '--timeout', '--concurrency', '--max-bytes', '--output', '--baseline'];

/**
 * Adds `scan <url> [--header "Name: value"]... [--format text|json|junit] [--include-calls]
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
    .command('scan <url>', 'Scan an MCP 2026-07-28 server and print a verdict')
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
    .action((url: string, options: Record<string, unknown>) => {
      const command = toCommand(String(url), valuesByFlag(typedValues(argv, VALUED)), options['includeCalls'] === true);
      const flags = baselineFlags(typedValues(argv, ['--baseline']).at(-1)?.value, options['allowBreaking'] === true);
      done(typeof command === 'string' ? command : typeof flags === 'string' ? flags : { ...command, ...flags });
    });
}

function toCommand(url: string, values: Map<string, string[]>, includeCalls: boolean): ScanCommand | string {
  const one = (flag: string) => values.get(flag)?.at(-1);
  if (!URL.canParse(url)) return `Not a URL: ${url}.`;
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return `Only http: and https: URLs can be scanned, not ${parsed.protocol}.`;
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
    url: parsed.href,
    headers,
    format: format as ScanCommand['format'],
    includeCalls,
    timeoutMs,
    concurrency,
    maxBytes,
    ...(output !== undefined ? { output } : {}),
  };
}
