// `npm start [-- --stdio "<command>"] [--tap [name=]<URL>]… [--host <address>] [--port <n>]`: build the
// app when dist/ is missing or older than its sources, then serve it with the relay, the demo endpoints
// and the taps (vite preview mounts app/server through vite.config.ts).
import { cac } from 'cac';
import { preview, runnerImport } from 'vite';
import { buildIfStale } from './app-build.mjs';

// Read by app/server/launch.ts when Vite mounts the server: the one channel for preview and dev.
const STDIO_ENV = 'MCP_INSPECTOR_STDIO';
const TAP_ENV = 'MCP_INSPECTOR_TAP';

const cli = cac('npm start --');
cli
  .option('--stdio <command>', 'Start this stdio MCP server once and expose it to the live screen at /stdio/mcp')
  .option(
    '--tap <[name=]url>',
    'Serve /tap (or /tap/<name>) for a real MCP client: forwards to this server URL unchanged and judges every exchange in #/tap (repeatable)',
    { type: [] },
  )
  .option('--host <address>', 'Listen on this address instead of 127.0.0.1 (reachable by others: not recommended)')
  .option('--port <port>', 'Port to listen on (default: $PORT or 4173; the next free one if taken)')
  .usage('[--stdio "<command>"] [--tap [name=]<URL>]… [--host <address>] [--port <port>]')
  .help();
const { options } = cli.parse();
if (options.help) process.exit(0);

// The taps are checked before anything is built: a wrong --tap stops here with what to write instead.
const tapSpecs = (options.tap ?? []).filter((spec) => typeof spec === 'string' && spec.trim() !== '');
if ((options.tap ?? []).length !== tapSpecs.length)
  fail('--tap needs a server URL, e.g. --tap http://localhost:3000/mcp');
const taps = await readTaps(tapSpecs);

await buildIfStale();

if (typeof options.stdio === 'string' && options.stdio.trim() !== '') process.env[STDIO_ENV] = options.stdio;
else delete process.env[STDIO_ENV];
if (tapSpecs.length > 0) process.env[TAP_ENV] = tapSpecs.join(' ');
else delete process.env[TAP_ENV];
const host = typeof options.host === 'string' ? options.host : '127.0.0.1';
const port = Number(options.port ?? process.env.PORT ?? 4173);
const server = await preview({
  preview: { host, port, strictPort: false, ...(host !== '127.0.0.1' ? { allowedHosts: [host] } : {}) },
});
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
const origin = url.replace(/\/$/, '');
console.log(`\n  MCP Shape Inspector is running at ${url}`);
console.log(`  Demo MCP servers: ${origin}/demo/mcp (conforming) and ${origin}/demo/divergent`);
console.log(
  `  Behind OAuth (the demo user approves in one click): ${origin}/demo/protected and ${origin}/demo/protected-misconfigured`,
);
if (process.env[STDIO_ENV])
  console.log(
    `  stdio server "${process.env[STDIO_ENV]}" at ${origin}/stdio/mcp (for the page; scripts send the X-Inspector-Token)`,
  );
for (const tap of taps)
  console.log(
    `  Tap: point your MCP client at ${origin}${tap.path} (forwards to ${tap.target}); watch ${origin}/#/tap`,
  );
if (taps.length > 0 && host !== '127.0.0.1' && host !== 'localhost')
  console.log('  (the tap serves loopback connections only, whatever --host says)');
if (process.env.MCP_INSPECTOR_TOKEN) console.log('  Relay token pinned by MCP_INSPECTOR_TOKEN');
if (host !== '127.0.0.1' && host !== 'localhost') {
  console.warn(
    `\n  Warning: listening on ${host}, not only on 127.0.0.1. Anyone who can reach this address can open the page,` +
      '\n  take its relay token and send requests from this machine (and to the stdio server). Use it on trusted networks only.',
  );
}
console.log('  (Ctrl+C to stop)\n');

/** Parses the --tap values with the server's own parser (app/server/tap), so both agree. */
async function readTaps(specs) {
  if (specs.length === 0) return [];
  const { module } = await runnerImport('/app/server/tap/targets.ts', { logLevel: 'silent' });
  try {
    return module.parseTapSpecs(specs).map(module.tapInfo);
  } catch (error) {
    if (error instanceof Error && error.name === 'TapConfigError') fail(error.message);
    throw error;
  }
}

function fail(message) {
  console.error(`npm start: ${message}`);
  process.exit(1);
}
