import { cac } from 'cac';
import { CLIENT_ABOUT, defineClient, type ClientCommand } from './client/args';
import { defineScan, type ScanCommand } from './scan-args';
import type { CliCommand } from './usage-hint';

export type { ScanCommand } from './scan-args';

/**
 * A parse: a command to run, a text to print and exit 0 (help, version), or a usage error (with the
 * command it belongs to, when one was named).
 */
export type Parsed =
  | { scan: ScanCommand }
  | { client: ClientCommand }
  | { print: string }
  | { usage: string; command?: CliCommand };

const EXIT_CODES =
  'Exit codes: 0 without error findings, 1 with some (or a breaking change since --baseline), 2 on a usage error or a partial report.';
const ABOUT: Record<CliCommand, string | undefined> = { scan: undefined, client: CLIENT_ABOUT };

/**
 * Reads the whole command line with one cac instance: every command (`scan`, `client`) is registered
 * on it, so `--help` lists them all and each command's `--help` its options. Anything unknown or
 * malformed is a usage error.
 */
export function parseArgs(argv: readonly string[], version: string, npmScript?: string): Parsed {
  const cli = cac('mcp-shape-inspector');
  let result: Parsed | undefined;
  defineScan(
    cli,
    argv,
    npmScript,
    (p) => (result = typeof p === 'string' ? { usage: p, command: 'scan' } : { scan: p }),
  );
  defineClient(cli, argv, npmScript, (p) => {
    result = typeof p === 'string' ? { usage: p, command: 'client' } : { client: p };
  });
  cli.help((sections) => {
    const name = cli.matchedCommand?.name as CliCommand | undefined;
    const about = name && ABOUT[name];
    if (about) sections.splice(2, 0, { body: about });
    return [...sections, { body: EXIT_CODES }];
  });
  cli.version(version);
  let printed = '';
  const { log, info } = console;
  try {
    // cac prints help and version itself; they are kept to be written where the caller says.
    console.log = console.info = (text: string) => (printed += text + '\n');
    const parsed = cli.parse(['node', 'mcp-shape-inspector', ...argv], { run: false });
    if (parsed.options['help']) return { print: printed };
    if (parsed.options['version']) {
      if (!printed) cli.outputVersion();
      return { print: printed };
    }
    if (!cli.matchedCommand)
      return {
        usage: argv.length === 0 ? 'Name a command: scan <url> or client <url>.' : `Unknown command: ${argv[0]}.`,
      };
    cli.runMatchedCommand();
  } catch (error) {
    const command = cli.matchedCommand?.name as CliCommand | undefined;
    return { usage: inPlainWords((error as Error).message, command), ...(command ? { command } : {}) };
  } finally {
    console.log = log;
    console.info = info;
  }
  return result ?? { usage: 'Nothing to do.' };
}

/** cac's own messages for the three mistakes people make most, said as the rest of the CLI says things. */
function inPlainWords(message: string, command: CliCommand | undefined): string {
  if (message.startsWith('missing required args')) return `${command ?? 'The command'} needs the URL of an MCP server.`;
  const unused = /^Unused args: (.*)$/.exec(message);
  if (unused) return `One URL only; also got ${unused[1]!.replaceAll('`', '')}.`;
  const missing = /^option `(--[\w-]+)[^`]*` value is missing$/.exec(message);
  if (missing) return `${missing[1]} needs a value.`;
  return message;
}
