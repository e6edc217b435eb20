import { readFileSync, writeFileSync } from 'node:fs';
import {
  Authorizer,
  memoryTokenStore,
  type AuthorizerOptions,
  CLIENT_INFO,
  exitCodeOf,
  reportJson,
  reportJunit,
  reportText,
  type AuthFetch,
  type FetchLike,
  type ScanReport,
  type TokenSet,
} from '../../src/index';
import type { ClientCommand } from './args';
import { LoopbackRedirect } from './loopback';
import { McpSession } from './mcp-session';
import { readPrivateKey } from './private-key';
import { converse } from './conversation';
import { clientReport } from './report';
import { describeStep, readAssertions } from './assertions';

/** Where the client writes, and the fetches it uses (Node's own by default). */
export interface ClientIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  fetch?: FetchLike;
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
export async function runClient(command: ClientCommand, io: ClientIo): Promise<number> {
  let privateKey;
  try {
    privateKey = command.clientKeyFile ? await readPrivateKey(command.clientKeyFile) : undefined;
  } catch (error) {
    io.stderr.write(`mcp-shape-inspector client: --client-key: ${(error as Error).message}\n`);
    return 2;
  }
  let assertions: Pick<AuthorizerOptions, 'workloadToken' | 'identityProvider'>;
  try {
    assertions = readAssertions(command);
  } catch (error) {
    io.stderr.write(`mcp-shape-inspector client: ${(error as Error).message}\n`);
    return 2;
  }
  const fetchAuth: AuthFetch = io.authFetch ?? ((url, init) => fetch(url, init));
  const loopback = new LoopbackRedirect();
  await loopback.start();
  const startedAt = Date.now();
  const notes: string[] = [];
  try {
    const saved = command.tokenFile ? readTokens(command.tokenFile, notes) : undefined;
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
      tokens: memoryTokenStore(saved ? [saved] : []),
      openAuthorization: loopback.opener(fetchAuth, {
        open: command.open,
        waitMs: PERSON_WAIT_MS,
        say: (line) => io.stderr.write(line + '\n'),
      }),
      onStep: (step) => io.stderr.write(describeStep(step)),
    });
    const session = new McpSession({
      url: command.url,
      fetch: io.fetch ?? ((url, init) => fetch(url, init)),
      headers: command.headers,
      timeoutMs: command.timeoutMs,
      clientInfo: CLIENT_INFO,
      authorizer,
    });
    await converse(session, command, notes);
    if (command.tokenFile && authorizer.tokens && authorizer.tokens !== saved)
      writeTokens(command.tokenFile, authorizer.tokens);
    const report = clientReport({
      target: command.url,
      records: session.records,
      startedAt,
      durationMs: Date.now() - startedAt,
      notes,
    });
    io.stdout.write(FORMATTERS[command.format](report));
    const code = exitCodeOf(report.verdict);
    io.stderr.write(`Verdict: ${report.verdict} (exit ${code}).\n`);
    return code;
  } finally {
    loopback.close();
  }
}

function readTokens(file: string, notes: string[]): TokenSet | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const value = JSON.parse(text) as Partial<TokenSet>;
    // A DPoP-bound token is useless without its key, which lives only for the run.
    if (value.token_type?.toLowerCase() === 'dpop') return undefined;
    if (typeof value.access_token === 'string' && typeof value.issuer === 'string') return value as TokenSet;
  } catch {
    // Reported below.
  }
  notes.push(`${file} holds no tokens this client wrote; it was not used.`);
  return undefined;
}

function writeTokens(file: string, tokens: TokenSet): void {
  writeFileSync(file, JSON.stringify(tokens, null, 2) + '\n', { mode: 0o600 });
}
