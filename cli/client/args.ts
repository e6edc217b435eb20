import { parseHeaderArgs } from '../header-args';

/** What `client` was asked to do, after the arguments were checked. */
export interface ClientCommand {
  url: string;
  /** Named calls in order; empty: every listed tool once with schema arguments. */
  calls: { tool: string; args?: Record<string, unknown> }[];
  clientId?: string;
  clientSecret?: string;
  /** A PEM private key file for private_key_jwt client authentication. */
  clientKeyFile?: string;
  /** This client's Client ID Metadata Document URL, offered to servers that support them. */
  clientMetadataUrl?: string;
  scopes?: string[];
  headers: Record<string, string>;
  format: 'text' | 'json' | 'junit';
  timeoutMs: number;
  /** inputRequests key -> the response to send for it (others get schema defaults). */
  answers: Record<string, unknown>;
  open: boolean;
  tokenFile?: string;
}

/** A parse: a command to run, a text to print and exit 0 (help), or a usage error. */
export type ClientParsed = { command: ClientCommand } | { print: string } | { usage: string };

const FORMATS = ['text', 'json', 'junit'] as const;
const VALUED = new Set([
  '--call',
  '--args',
  '--client-id',
  '--client-secret',
  '--client-key',
  '--client-metadata-url',
  '--scope',
  '--header',
  '--format',
  '--timeout',
  '--answers',
  '--token-file',
]);

/** The `client --help` text. */
export const CLIENT_HELP = `mcp-shape-inspector client <url> [options]

Acts as a conforming MCP 2026-07-28 client: server/discover, authorization when the server asks,
every list (with pagination), every tool once with arguments from its inputSchema (or only --call),
input_required answered; every exchange judged as in a scan.

Options:
  --call <tool>              Call this tool (repeatable); pair each with --args
  --args <json>              Arguments (a JSON object) for the --call before it
  --client-id <id>           Pre-registered OAuth client id
  --client-secret <secret>   Its secret (confidential clients)
  --client-key <pem-file>    Its private key, for private_key_jwt (EC P-256/P-384 or RSA)
  --client-metadata-url <u>  This client's Client ID Metadata Document URL (https)
  --scope <scopes>           Scopes to ask for, space-separated (replaces the spec's selection)
  --header "Name: value"     Send a header with every MCP request (repeatable)
  --format <format>          text (for people), json or junit (for CI)   [default: text]
  --timeout <ms>             Longest wait for one request, in milliseconds   [default: 10000]
  --answers <json>           Responses to input requests by key (others: schema defaults)
  --open                     Open the authorization URL in the system browser
  --token-file <path>        Read and write tokens there (default: memory only)
  -h, --help                 This text

Exit codes: 0 without error findings, 1 with some, 2 on a usage error or a partial report.
`;

/**
 * Reads `client <url> …` (argv after the command name). --call and --args pair in order: an
 * --args belongs to the --call just before it.
 */
export function parseClientArgs(argv: readonly string[]): ClientParsed {
  const values = new Map<string, string[]>();
  const calls: ClientCommand['calls'] = [];
  let url: string | undefined;
  let open = false;
  for (let i = 0; i < argv.length; i++) {
    const raw = argv[i]!;
    if (raw === '-h' || raw === '--help') return { print: CLIENT_HELP };
    if (raw === '--open') {
      open = true;
      continue;
    }
    const eq = raw.startsWith('--') ? raw.indexOf('=') : -1;
    const flag = eq > 0 ? raw.slice(0, eq) : raw;
    if (flag.startsWith('-')) {
      if (!VALUED.has(flag)) return { usage: `Unknown option for client: ${flag}.` };
      const value = eq > 0 ? raw.slice(eq + 1) : argv[++i];
      if (value === undefined) return { usage: `${flag} needs a value.` };
      if (flag === '--call') calls.push({ tool: value });
      else if (flag === '--args') {
        const last = calls[calls.length - 1];
        if (!last || last.args !== undefined) return { usage: '--args must follow the --call it belongs to.' };
        const parsed = jsonObject(value);
        if (typeof parsed === 'string') return { usage: `--args for ${last.tool}: ${parsed}` };
        last.args = parsed;
      } else values.set(flag, [...(values.get(flag) ?? []), value]);
      continue;
    }
    if (url !== undefined) return { usage: `One URL only; also got ${raw}.` };
    url = raw;
  }
  if (url === undefined) return { usage: 'client needs the URL of an MCP server.' };
  return toCommand(url, values, calls, open);
}

function toCommand(
  url: string,
  values: Map<string, string[]>,
  calls: ClientCommand['calls'],
  open: boolean,
): ClientParsed {
  const one = (flag: string) => values.get(flag)?.at(-1);
  if (!URL.canParse(url)) return { usage: `Not a URL: ${url}.` };
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return { usage: `Only http: and https: servers, not ${parsed.protocol}.` };
  const parsedHeaders = parseHeaderArgs(values.get('--header') ?? []);
  if ('usage' in parsedHeaders) return parsedHeaders;
  const { headers } = parsedHeaders;
  const format = one('--format') ?? 'text';
  if (!(FORMATS as readonly string[]).includes(format))
    return { usage: `--format is one of ${FORMATS.join(', ')}, not ${format}.` };
  const timeoutMs = Number(one('--timeout') ?? 10_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1)
    return { usage: `--timeout is a positive number of milliseconds, not ${one('--timeout')}.` };
  let answers: Record<string, unknown> = {};
  const rawAnswers = one('--answers');
  if (rawAnswers !== undefined) {
    const parsedAnswers = jsonObject(rawAnswers);
    if (typeof parsedAnswers === 'string') return { usage: `--answers: ${parsedAnswers}` };
    answers = parsedAnswers;
  }
  const scope = one('--scope');
  const command: ClientCommand = {
    url: parsed.href,
    calls,
    headers,
    format: format as ClientCommand['format'],
    timeoutMs,
    answers,
    open,
  };
  const clientId = one('--client-id');
  const clientSecret = one('--client-secret');
  const clientKey = one('--client-key');
  if ((clientSecret !== undefined || clientKey !== undefined) && clientId === undefined)
    return { usage: `${clientSecret !== undefined ? '--client-secret' : '--client-key'} needs --client-id.` };
  if (clientKey !== undefined) command.clientKeyFile = clientKey;
  if (clientId !== undefined) command.clientId = clientId;
  if (clientSecret !== undefined) command.clientSecret = clientSecret;
  const metadataUrl = one('--client-metadata-url');
  if (metadataUrl !== undefined) {
    if (!URL.canParse(metadataUrl) || new URL(metadataUrl).protocol !== 'https:')
      return { usage: `--client-metadata-url is an https URL, not ${metadataUrl}.` };
    command.clientMetadataUrl = metadataUrl;
  }
  if (scope !== undefined) command.scopes = scope.split(/\s+/).filter(Boolean);
  const tokenFile = one('--token-file');
  if (tokenFile !== undefined) command.tokenFile = tokenFile;
  return { command };
}

function jsonObject(text: string): Record<string, unknown> | string {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
    return 'needs a JSON object.';
  } catch (error) {
    return `not JSON (${(error as Error).message}).`;
  }
}
