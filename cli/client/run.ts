import { closeSync, fchmodSync, openSync, readFileSync, writeSync } from 'node:fs';
import {
  Authorizer,
  guardNamedUrls,
  memoryTokenStore,
  resourceMatches,
  type AuthorizerOptions,
  CLIENT_INFO,
  exitCodeOf,
  judgeStdio,
  reportJson,
  reportJunit,
  reportText,
  type AuthFetch,
  type HttpFetchLike,
  type ScanReport,
  type TokenSet,
  MODERN_PROTOCOL_VERSION,
} from '../../src/index';
import type { ClientCommand } from './args';
import { compareWithBaseline, loadBaseline } from '../baseline';
import { LoopbackRedirect } from './loopback';
import { McpSession } from './mcp-session';
import { readPrivateKey } from './private-key';
import { converse } from './conversation';
import { guardedFetch } from './guarded-fetch';
import { safeReport, safeStream } from '../terminal';
import { clientReport } from './report';
import { describeStep, readAssertions } from './assertions';
import { STDIO_EXIT_MS, StdioProcess } from '../stdio/stdio-process';

/** Where the client writes, and the fetches it uses (Node's own by default). */
export interface ClientIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  /** The MCP fetch; it carries GET and DELETE too for a 2025-era session. */
  fetch?: HttpFetchLike;
  authFetch?: AuthFetch;
  /** The npm script that started the command (`npm_lifecycle_event`), so hints say how to run it again. */
  npmScript?: string;
}

// How long a person has to approve in a browser when the server does not redirect straight back.
const PERSON_WAIT_MS = 300_000;

const FORMATTERS: Record<ClientCommand['format'], (r: ScanReport) => string> = {
  text: reportText,
  json: (r) => reportJson(r) + '\n',
  junit: reportJunit,
};

/**
 * `mcp-shape-inspector client <url> …`: runs the conforming client, the report on stdout in the
 * scan's formats, the scan's exit codes.
 */
export async function runClient(command: ClientCommand, given: ClientIo): Promise<number> {
  // Server-chosen names reach the terminal only escaped (terminal controls, bidi).
  const io = { ...given, stderr: safeStream(given.stderr) };
  let privateKey;
  try {
    privateKey = command.clientKeyFile ? await readPrivateKey(command.clientKeyFile) : undefined;
  } catch (error) {
    io.stderr.write(`mcp-shape-inspector client: --client-key: ${(error as Error).message}\n`);
    return 2;
  }
  const baseline = loadBaseline(command);
  if (baseline && 'error' in baseline) {
    io.stderr.write(`mcp-shape-inspector client: ${baseline.error}\n`);
    return 2;
  }
  let assertions: Pick<AuthorizerOptions, 'workloadToken' | 'identityProvider'>;
  try {
    assertions = readAssertions(command);
  } catch (error) {
    io.stderr.write(`mcp-shape-inspector client: ${(error as Error).message}\n`);
    return 2;
  }
  // URLs the server names (metadata, endpoints, the authorization URL) with the relay's refusals.
  const fetchAuth: AuthFetch = guardNamedUrls(io.authFetch ?? ((url, init) => fetch(url, init)), command.url);
  const loopback = new LoopbackRedirect();
  await loopback.start();
  const startedAt = Date.now();
  const notes: string[] = [];
  // A stdio server: started here from the command given at launch, the conversation over its stdin and stdout.
  const stdio = command.stdio !== undefined ? new StdioProcess(command.stdio, io.stderr) : null;
  let shutDown = false;
  try {
    const file = command.tokenFile ? readTokens(command.tokenFile, command.url, notes) : { mine: [], others: [] };
    const saved = file.mine[0];
    const authorizer = new Authorizer({
      fetch: fetchAuth,
      serverUrl: command.url,
      identity: {
        clientName: 'mcp-shape-inspector',
        redirectUri: loopback.redirectUri,
        ...(command.clientId
          ? {
              preRegistered: {
                client_id: command.clientId,
                ...(command.clientSecret ? { client_secret: command.clientSecret } : {}),
                ...(privateKey ? { private_key: privateKey } : {}),
              },
            }
          : {}),
        ...(command.clientMetadataUrl ? { metadataDocumentUrl: command.clientMetadataUrl } : {}),
      },
      ...(command.scopes ? { scopes: command.scopes } : {}),
      ...assertions,
      // A DPoP key lives only for the run: tokens kept in a file are bound only when the server asks.
      dpop: command.dpop ? 'required' : command.tokenFile ? 'challenged' : 'auto',
      // A server without resource metadata may be of 2025-03-26 unless 2026-07-28 is pinned.
      originFallback: command.era !== MODERN_PROTOCOL_VERSION,
      tokens: memoryTokenStore(file.mine),
      openAuthorization: loopback.opener(fetchAuth, {
        open: command.open,
        waitMs: PERSON_WAIT_MS,
        say: (line) => io.stderr.write(line + '\n'),
      }),
      onStep: (step) => io.stderr.write(describeStep(step)),
    });
    const httpFetch = stdio ? (stdio.fetch as HttpFetchLike) : (io.fetch ?? guardedFetch(fetch, command.maxBytes));
    const session = new McpSession({
      url: command.url,
      fetch: httpFetch,
      httpFetch,
      headers: command.headers,
      timeoutMs: command.timeoutMs,
      clientInfo: CLIENT_INFO,
      authorizer,
    });
    const legacy = await converse(session, command, notes);
    if (command.tokenFile && authorizer.tokens && authorizer.tokens !== saved)
      writeTokens(command.tokenFile, [...file.others, authorizer.tokens]);
    const reported = clientReport({
      target: command.url,
      records: session.records,
      startedAt,
      durationMs: Date.now() - startedAt,
      notes,
      ...(legacy ? { legacy } : {}),
    });
    // Over stdio: stray stdout lines (R-STDIO-1) and the shutdown by closing stdin (R-STDIO-2) judged.
    const report = stdio
      ? judgeStdio(reported, { stray: stdio.stray, shutdown: await stdio.shutdown(STDIO_EXIT_MS) })
      : reported;
    shutDown = true;
    return printReport(report, command, baseline, io);
  } finally {
    loopback.close();
    if (stdio && !shutDown) await stdio.shutdown(STDIO_EXIT_MS);
  }
}

// The report on stdout in the asked format (compared with the baseline when given); the exit code.
function printReport(
  report: ScanReport,
  command: ClientCommand,
  baseline: ReturnType<typeof loadBaseline>,
  io: ClientIo,
): number {
  const text = FORMATTERS[command.format](report);
  const compared =
    baseline && !('error' in baseline) && compareWithBaseline(report, text, command.format, command, baseline.snapshot);
  io.stdout.write(safeReport(command.format, compared ? compared.text : text));
  const code = compared && compared.fails && exitCodeOf(report.verdict) === 0 ? 1 : exitCodeOf(report.verdict);
  if (compared) io.stderr.write(`${compared.summary}\n`);
  io.stderr.write(`Verdict: ${report.verdict} (exit ${code}).\n`);
  return code;
}

/**
 * The token file's tokens for this server (whose `resource` covers the URL) and the others (kept
 * as they are when the file is written again). A server is never offered another's tokens; its
 * authorizer refreshes only at the issuer a token came from.
 */
function readTokens(file: string, url: string, notes: string[]): { mine: TokenSet[]; others: TokenSet[] } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { mine: [], others: [] };
  }
  let held: TokenSet[] = [];
  try {
    const value = JSON.parse(text) as unknown;
    // A DPoP-bound token is useless without its key, which lives only for the run.
    held = (Array.isArray(value) ? value : [value])
      .filter(isTokenSet)
      .filter((t) => t.token_type?.toLowerCase() !== 'dpop');
  } catch {
    // Reported below.
  }
  if (held.length === 0) {
    notes.push(`${file} holds no tokens this client wrote; it was not used.`);
    return { mine: [], others: [] };
  }
  const mine = held.filter((t) => resourceMatches(t.resource, url));
  if (mine.length === 0)
    notes.push(
      `${file} holds tokens for ${held.map((t) => t.resource).join(', ')}, not for ${url}; they were not sent.`,
    );
  return { mine, others: held.filter((t) => !mine.includes(t)) };
}

function isTokenSet(value: unknown): value is TokenSet {
  const t = value as Partial<TokenSet> | null;
  return (
    typeof t === 'object' &&
    t !== null &&
    typeof t.access_token === 'string' &&
    typeof t.issuer === 'string' &&
    typeof t.resource === 'string' &&
    URL.canParse(t.resource)
  );
}

// Owner-only (0600) whether or not the file existed: the mode is set before any token is written.
// One token set is written as an object (as before), several (one per resource) as a list.
function writeTokens(file: string, tokens: TokenSet[]): void {
  const fd = openSync(file, 'w', 0o600);
  try {
    fchmodSync(fd, 0o600);
    writeSync(fd, JSON.stringify(tokens.length === 1 ? tokens[0] : tokens, null, 2) + '\n');
  } finally {
    closeSync(fd);
  }
}
