// `mcp-shape-inspector [options]` and `npm start -- [options]`: the one way to serve the built app with the
// relay, the demo servers, the stdio bridge and the taps, on 127.0.0.1 with Node alone (no Vite).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cac } from 'cac';
import type { RunningInspector } from '../standalone';
import { parseTapSpecs, TapConfigError, tapInfo, type TapTarget } from '../tap/targets';

/** Where the command writes, and what it serves. */
export interface ServeIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  /** The built app's folder (dist/). */
  appRoot: string;
  /** What the command is called in messages: `mcp-shape-inspector` or `npm start --`. */
  name: string;
  env?: NodeJS.ProcessEnv;
}

/** The serve options, parsed; `help` set when only the help was asked for. */
interface ServeOptions {
  stdio?: string;
  taps: TapTarget[];
  host: string;
  port: number;
  open: boolean;
}

function serveCli(name: string) {
  const cli = cac(name);
  cli
    .option('--stdio <command>', 'Start this stdio MCP server once and expose it to the live screen at /stdio/mcp')
    .option(
      '--tap <[name=]url>',
      'Serve /tap (or /tap/<name>) for a real MCP client: forwards to this server URL unchanged and judges every exchange in #/tap (repeatable)',
      { type: [] },
    )
    .option('--host <address>', 'Listen on this address instead of 127.0.0.1 (reachable by others: not recommended)')
    .option('--port <port>', 'Port to listen on (default: $PORT or 4173; the next free one if taken)')
    .option('--open', 'Open the app in the default browser')
    .usage('[--stdio "<command>"] [--tap [name=]<URL>]… [--host <address>] [--port <port>] [--open]');
  return cli;
}

/** The serve part of `--help`: what running without a command does, and its options. */
export function serveHelp(name: string): string {
  const cli = serveCli(name);
  const sections = [
    { body: `Without a command: serve the inspector (the app, the relay, the demo servers) on 127.0.0.1.` },
    { title: 'Usage', body: `  $ ${name} ${cli.globalCommand.usageText}` },
    {
      title: 'Serve options',
      body: cli.globalCommand.options.map((o) => `  ${o.rawName.padEnd(24)} ${o.description}`).join('\n'),
    },
  ];
  return sections.map((s) => (s.title ? `${s.title}:\n${s.body}` : s.body)).join('\n\n') + '\n\n';
}

/** Reads the serve flags; a string is a usage error to print. */
function parseServe(argv: readonly string[], env: NodeJS.ProcessEnv, name: string): ServeOptions | string {
  const cli = serveCli(name);
  let options: Record<string, unknown>;
  try {
    ({ options } = cli.parse(['node', name, ...argv], { run: false }));
  } catch (error) {
    return (error as Error).message;
  }
  const known = new Set(['stdio', 'tap', 'host', 'port', 'open', '--']);
  const unknown = Object.keys(options).filter((key) => !known.has(key));
  if (unknown.length > 0) return `unknown option --${unknown[0]}`;
  if (cli.args.length > 0) return `unknown command ${cli.args[0]}; the commands are scan and client`;
  const specs = ((options['tap'] as unknown[] | undefined) ?? []).map(String);
  if (specs.some((spec) => spec.trim() === '' || spec === 'true'))
    return '--tap needs a server URL, e.g. --tap http://localhost:3000/mcp';
  let taps: TapTarget[];
  try {
    taps = parseTapSpecs(specs);
  } catch (error) {
    if (error instanceof TapConfigError) return error.message;
    throw error;
  }
  const port = Number(options['port'] ?? env['PORT'] ?? 4173);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    return `--port ${String(options['port'])} is not a port number`;
  const stdio = typeof options['stdio'] === 'string' ? options['stdio'].trim() : '';
  return {
    ...(stdio ? { stdio } : {}),
    taps,
    host: typeof options['host'] === 'string' ? options['host'] : '127.0.0.1',
    port,
    open: options['open'] === true,
  };
}

/**
 * Serves the inspector until the process is stopped. Resolves with the running server, or with an exit code
 * (2) after a usage error or when the built app is missing.
 */
export async function runServe(argv: readonly string[], io: ServeIo): Promise<RunningInspector | number> {
  const env = io.env ?? process.env;
  const parsed = parseServe(argv, env, io.name);
  if (typeof parsed === 'string') {
    io.stderr.write(`${io.name}: ${parsed}\n(\`${io.name} --help\` lists the options)\n`);
    return 2;
  }
  const missing = missingApp(io);
  if (missing) {
    io.stderr.write(`${missing}\n`);
    return 2;
  }
  // Loaded only to serve: `--help` and a usage error answer without loading the server.
  const { startInspector } = await import('../standalone');
  const server = await startInspector({
    host: parsed.host,
    port: parsed.port,
    appRoot: io.appRoot,
    launch: io.name,
    ...(parsed.stdio ? { stdioCommand: parsed.stdio } : {}),
    ...(parsed.taps.length > 0 ? { taps: parsed.taps } : {}),
  });
  const url = `${server.origin}/`;
  const lines = [
    '',
    `  MCP Shape Inspector is running at ${url}`,
    `  Demo MCP servers: ${server.origin}/demo/mcp (conforming) and ${server.origin}/demo/divergent`,
    `  Behind OAuth (the demo user approves in one click): ${server.origin}/demo/protected and ${server.origin}/demo/protected-misconfigured`,
    `  MCP Apps render from a second loopback port that serves only their sandbox: ${server.sandboxOrigin}`,
  ];
  if (parsed.stdio)
    lines.push(
      `  stdio server "${parsed.stdio}" at ${server.origin}/stdio/mcp (for the page; scripts send the X-Inspector-Token)`,
    );
  for (const tap of parsed.taps.map(tapInfo))
    lines.push(
      `  Tap: point your MCP client at ${server.origin}${tap.path} (forwards to ${tap.target}); watch ${server.origin}/#/tap`,
    );
  const loopback = parsed.host === '127.0.0.1' || parsed.host === 'localhost';
  if (parsed.taps.length > 0 && !loopback)
    lines.push('  (the tap serves loopback connections only, whatever --host says)');
  if (env['MCP_INSPECTOR_TOKEN']) lines.push('  Relay token pinned by MCP_INSPECTOR_TOKEN');
  io.stdout.write(lines.join('\n') + '\n');
  if (!loopback)
    io.stderr.write(
      `\n  Warning: listening on ${parsed.host}, not only on 127.0.0.1. Anyone who can reach this address can open the page,` +
        '\n  take its relay token and send requests from this machine (and to the stdio server). Use it on trusted networks only.\n',
    );
  io.stdout.write('  (Ctrl+C to stop)\n\n');
  if (parsed.open) openBrowser(url, io);
  return server;
}

// Without its page the server would stop on a raw ENOENT: say what is missing and what makes it.
function missingApp(io: ServeIo): string | null {
  const page = join(io.appRoot, 'index.html');
  if (existsSync(page)) return null;
  return (
    `${io.name}: the built app is missing (${page} does not exist), so there is no page to serve. ` +
    'In a clone of the repository, run `npm run build`; an installed package ships it, so install the ' +
    'package again.'
  );
}

/** Opens `url` in the default browser; a failure is said, never fatal. */
function openBrowser(url: string, io: ServeIo): void {
  const [command, ...args] =
    process.platform === 'darwin'
      ? ['open', url]
      : process.platform === 'win32'
        ? ['cmd', '/c', 'start', '""', url]
        : ['xdg-open', url];
  const child = spawn(command!, args, { stdio: 'ignore', detached: true });
  child.on('error', (error) =>
    io.stderr.write(`  Could not open a browser (${error.message}); open ${url} yourself.\n`),
  );
  child.unref();
}
