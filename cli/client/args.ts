import type { CAC, Command } from 'cac';
import { LEGACY_PROTOCOL_VERSION, MODERN_PROTOCOL_VERSION } from '../../src/index';
import { BASELINE_OPTIONS, baselineFlags, type BaselineFlags } from '../baseline';
import { parseHeaderArgs } from '../header-args';
import { targetOf } from '../scan-args';
import { typedValues, valuesByFlag } from '../typed-values';
import { invocationOf } from '../usage-hint';

/** What `client` was asked to do, after the arguments were checked. */
export interface ClientCommand extends BaselineFlags {
  /** The server's URL, or `stdio:<command>` for a stdio server. */
  url: string;
  /** A stdio server's command line (`--stdio`), started by the CLI itself and shut down by closing stdin. */
  stdio?: string;
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
  /** Most bytes of one answer read, after decompression (the scan's cap). */
  maxBytes: number;
  /** Most listed tools called when no --call names them. */
  maxCalls: number;
  /** A file holding a workload JWT, for the JWT-bearer grant (workload identity federation). */
  workloadTokenFile?: string;
  /** Enterprise-managed authorization: the identity provider and the user's ID token there. */
  idp?: { issuer: string; tokenEndpoint?: string; clientId: string; idTokenFile: string };
  /** Bind every token with DPoP (otherwise only when the server advertises or asks for it). */
  dpop: boolean;
  /** A skill (its name or SKILL.md URI) to load, verified; without it no skill file is read. */
  skill?: string;
  /** The era spoken: Auto (server/discover first, the 2025 handshake when it is refused so), or pinned. */
  era: ClientEra;
}

/** `--era`: Auto, or one era pinned (2025-11-25 stands for the 2025 eras over Streamable HTTP). */
export const CLIENT_ERAS = ['auto', MODERN_PROTOCOL_VERSION, LEGACY_PROTOCOL_VERSION, 'http+sse'] as const;
/** One of `CLIENT_ERAS`. */
export type ClientEra = (typeof CLIENT_ERAS)[number];

const FORMATS = ['text', 'json', 'junit'] as const;
// The scan's default cap: real answers are kilobytes.
const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
// Listed tools called when no --call names them: a server listing 100,000 would take days.
const DEFAULT_MAX_CALLS = 100;
const VALUED = [
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
  '--max-bytes',
  '--max-calls',
  '--baseline',
  '--workload-token-file',
  '--idp-issuer',
  '--idp-token-endpoint',
  '--idp-client-id',
  '--idp-id-token-file',
  '--skill',
  '--era',
  '--stdio',
];

/** What `client --help` says before its options. */
export const CLIENT_ABOUT = `Acts as a conforming MCP 2026-07-28 client: server/discover, authorization when the server asks,
every list (with pagination), every tool once with arguments from its inputSchema (or only --call),
input_required answered; every exchange judged as in a scan. A server of an earlier era (2025-11-25,
2025-06-18, 2025-03-26, or the HTTP+SSE transport) is spoken to in its own era (--era auto, the default).`;

/**
 * Adds `client <url> …` to the command line; `done` gets the checked command or the usage error.
 * --call and --args pair in order: an --args belongs to the --call just before it.
 */
export function defineClient(
  cli: CAC,
  argv: readonly string[],
  npmScript: string | undefined,
  done: (parsed: ClientCommand | string) => void,
): Command {
  return cli
    .command('client [url]', 'Act as a conforming MCP client against a server and print a verdict')
    .option(
      '--stdio <command>',
      'Talk to a stdio server instead: start this command, converse over its stdin and stdout',
    )
    .option('--call <tool>', 'Call this tool (repeatable); pair each with --args')
    .option('--args <json>', 'Arguments (a JSON object) for the --call before it')
    .option('--client-id <id>', 'Pre-registered OAuth client id')
    .option('--client-secret <secret>', 'Its secret (confidential clients)')
    .option('--client-key <pem-file>', 'Its private key, for private_key_jwt (EC P-256/P-384 or RSA)')
    .option('--client-metadata-url <url>', "This client's Client ID Metadata Document URL (https)")
    .option('--scope <scopes>', "Scopes to ask for, space-separated (replaces the spec's selection)")
    .option('--header <header>', 'Send a header with every MCP request ("Name: value"; repeatable)')
    .option('--format <format>', 'text (for people), json or junit (for CI)', { default: 'text' })
    .option('--timeout <ms>', 'Longest wait for one request, in milliseconds', { default: 10_000 })
    .option('--answers <json>', 'Responses to input requests by key (others: schema defaults)')
    .option('--open', 'Open the authorization URL in the system browser')
    .option('--token-file <path>', 'Read and write tokens there (default: memory only)')
    .option('--max-bytes <n>', 'Most bytes of one answer read, after decompression', { default: DEFAULT_MAX_BYTES })
    .option('--max-calls <n>', 'Most listed tools called when no --call names them', { default: DEFAULT_MAX_CALLS })
    .option(...BASELINE_OPTIONS[0])
    .option(...BASELINE_OPTIONS[1])
    .option('--workload-token-file <file>', 'A workload JWT, exchanged with the JWT-bearer grant')
    .option('--idp-issuer <url>', 'Enterprise identity provider (enterprise-managed authorization)')
    .option('--idp-token-endpoint <url>', 'Its token endpoint (default: from its metadata)')
    .option('--idp-client-id <id>', 'This client at the identity provider')
    .option('--idp-id-token-file <file>', "A file holding the user's ID token from the identity provider")
    .option('--dpop', 'Bind tokens with DPoP even when the server does not ask for it')
    .option('--skill <name>', 'Load this skill (name or SKILL.md URI): its files read and verified')
    .option(
      '--era <era>',
      'auto (server/discover, then the 2025 handshake if refused), 2026-07-28, 2025-11-25 or http+sse',
      {
        default: 'auto',
      },
    )
    .example(
      `${invocationOf('client', npmScript)} http://127.0.0.1:4173/demo/protected --call forecast --args '{"city":"Paris"}'`,
    )
    .action((url: string | undefined, options: Record<string, unknown>) => {
      const command = toCommand(
        url === undefined ? undefined : String(url),
        typedValues(argv, VALUED),
        options['open'] === true,
        options['dpop'] === true,
      );
      const flags = baselineFlags(typedValues(argv, ['--baseline']).at(-1)?.value, options['allowBreaking'] === true);
      done(typeof command === 'string' ? command : typeof flags === 'string' ? flags : { ...command, ...flags });
    });
}

function toCommand(
  url: string | undefined,
  typed: readonly { flag: string; value: string }[],
  open: boolean,
  dpop: boolean,
): ClientCommand | string {
  const calls = pairCalls(typed);
  if (typeof calls === 'string') return calls;
  const values = valuesByFlag(typed);
  const one = (flag: string) => values.get(flag)?.at(-1);
  const target = targetOf(url, one('--stdio'), 'client');
  if (typeof target === 'string') return target;
  const parsedHeaders = parseHeaderArgs(values.get('--header') ?? []);
  if ('usage' in parsedHeaders) return parsedHeaders.usage;
  const { headers } = parsedHeaders;
  const format = one('--format') ?? 'text';
  if (!(FORMATS as readonly string[]).includes(format))
    return `--format is one of ${FORMATS.join(', ')}, not ${format}.`;
  const timeoutMs = Number(one('--timeout') ?? 10_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1)
    return `--timeout is a positive number of milliseconds, not ${one('--timeout')}.`;
  const maxBytes = Number(one('--max-bytes') ?? DEFAULT_MAX_BYTES);
  if (!Number.isInteger(maxBytes) || maxBytes < 1024)
    return `--max-bytes is an integer of at least 1024, not ${one('--max-bytes')}.`;
  const maxCalls = Number(one('--max-calls') ?? DEFAULT_MAX_CALLS);
  if (!Number.isInteger(maxCalls) || maxCalls < 0) return `--max-calls is a whole number, not ${one('--max-calls')}.`;
  let answers: Record<string, unknown> = {};
  const rawAnswers = one('--answers');
  if (rawAnswers !== undefined) {
    const parsedAnswers = jsonObject(rawAnswers);
    if (typeof parsedAnswers === 'string') return `--answers: ${parsedAnswers}`;
    answers = parsedAnswers;
  }
  const scope = one('--scope');
  const era = one('--era') ?? 'auto';
  if (!(CLIENT_ERAS as readonly string[]).includes(era))
    return `--era is one of ${CLIENT_ERAS.join(', ')}, not ${era}.`;
  if (target.stdio !== undefined && era === 'http+sse') return '--era http+sse needs a URL, not --stdio.';
  const command: ClientCommand = {
    era: era as ClientEra,
    ...target,
    calls,
    headers,
    format: format as ClientCommand['format'],
    timeoutMs,
    answers,
    open,
    maxBytes,
    maxCalls,
    dpop,
  };
  const clientId = one('--client-id');
  const clientSecret = one('--client-secret');
  const clientKey = one('--client-key');
  if ((clientSecret !== undefined || clientKey !== undefined) && clientId === undefined)
    return `${clientSecret !== undefined ? '--client-secret' : '--client-key'} needs --client-id.`;
  if (clientKey !== undefined) command.clientKeyFile = clientKey;
  if (clientId !== undefined) command.clientId = clientId;
  if (clientSecret !== undefined) command.clientSecret = clientSecret;
  const metadataUrl = one('--client-metadata-url');
  if (metadataUrl !== undefined) {
    if (!URL.canParse(metadataUrl) || new URL(metadataUrl).protocol !== 'https:')
      return `--client-metadata-url is an https URL, not ${metadataUrl}.`;
    command.clientMetadataUrl = metadataUrl;
  }
  if (scope !== undefined) command.scopes = scope.split(/\s+/).filter(Boolean);
  const tokenFile = one('--token-file');
  if (tokenFile !== undefined) command.tokenFile = tokenFile;
  const workload = one('--workload-token-file');
  if (workload !== undefined) command.workloadTokenFile = workload;
  const idp = idpOf(one);
  if (typeof idp === 'string') return idp;
  if (idp) command.idp = idp;
  const skill = one('--skill');
  if (skill !== undefined) command.skill = skill;
  return command;
}

/** The enterprise identity provider flags, all or none (the token endpoint may be discovered). */
function idpOf(one: (flag: string) => string | undefined): ClientCommand['idp'] | string | undefined {
  const [issuer, tokenEndpoint, clientId, idTokenFile] = [
    '--idp-issuer',
    '--idp-token-endpoint',
    '--idp-client-id',
    '--idp-id-token-file',
  ].map(one);
  if ([issuer, tokenEndpoint, clientId, idTokenFile].every((v) => v === undefined)) return undefined;
  if (issuer === undefined || clientId === undefined || idTokenFile === undefined)
    return '--idp-issuer, --idp-client-id and --idp-id-token-file go together.';
  for (const url of [issuer, tokenEndpoint]) if (url !== undefined && !URL.canParse(url)) return `Not a URL: ${url}.`;
  return { issuer, clientId, idTokenFile, ...(tokenEndpoint !== undefined ? { tokenEndpoint } : {}) };
}

/** The --call/--args pairs in order, or the usage error of an --args without its --call. */
function pairCalls(typed: readonly { flag: string; value: string }[]): ClientCommand['calls'] | string {
  const calls: ClientCommand['calls'] = [];
  for (const { flag, value } of typed) {
    if (flag === '--call') calls.push({ tool: value });
    if (flag !== '--args') continue;
    const last = calls[calls.length - 1];
    if (!last || last.args !== undefined) return '--args must follow the --call it belongs to.';
    const parsed = jsonObject(value);
    if (typeof parsed === 'string') return `--args for ${last.tool}: ${parsed}`;
    last.args = parsed;
  }
  return calls;
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
