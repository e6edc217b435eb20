// `npm start [-- --stdio "<command>"] [--host <address>] [--port <n>]`: build the app when dist/ is
// missing or older than its sources, then serve it with the relay and the demo endpoints (vite preview
// mounts app/server through vite.config.ts).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cac } from 'cac';
import { build, preview } from 'vite';

const SOURCES = ['index.html', 'vite.config.ts', 'package.json', 'src', 'app', 'public'];
// Node-side code is loaded by vite.config.ts at start, never bundled: changing it needs no rebuild.
const NOT_BUNDLED = new Set([join('app', 'server')]);
// Read by app/server/launch.ts when Vite mounts the server: the one channel for preview and dev.
const STDIO_ENV = 'MCP_INSPECTOR_STDIO';

const cli = cac('npm start --');
cli
  .option('--stdio <command>', 'Start this stdio MCP server once and expose it to the live screen at /stdio/mcp')
  .option('--host <address>', 'Listen on this address instead of 127.0.0.1 (reachable by others: not recommended)')
  .option('--port <port>', 'Port to listen on (default: $PORT or 4173; the next free one if taken)')
  .usage('[--stdio "<command>"] [--host <address>] [--port <port>]')
  .help();
const { options } = cli.parse();
if (options.help) process.exit(0);

function newestMtime(path) {
  if (!existsSync(path) || NOT_BUNDLED.has(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newestMtime))) {
  console.log(built ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…');
  await build({ logLevel: 'warn' });
}

if (typeof options.stdio === 'string' && options.stdio.trim() !== '') process.env[STDIO_ENV] = options.stdio;
else delete process.env[STDIO_ENV];
const host = typeof options.host === 'string' ? options.host : '127.0.0.1';
const port = Number(options.port ?? process.env.PORT ?? 4173);
const server = await preview({
  preview: { host, port, strictPort: false, ...(host !== '127.0.0.1' ? { allowedHosts: [host] } : {}) },
});
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
const origin = url.replace(/\/$/, '');
console.log(`\n  MCP Shape Inspector is running at ${url}`);
console.log(`  Demo MCP servers: ${origin}/demo/mcp (conforming) and ${origin}/demo/divergent`);
if (process.env[STDIO_ENV]) console.log(`  stdio server "${process.env[STDIO_ENV]}" at ${origin}/stdio/mcp`);
if (process.env.MCP_INSPECTOR_TOKEN) console.log('  Relay token pinned by MCP_INSPECTOR_TOKEN');
if (host !== '127.0.0.1' && host !== 'localhost') {
  console.warn(
    `\n  Warning: listening on ${host}, not only on 127.0.0.1. Anyone who can reach this address can open the page,` +
      '\n  take its relay token and send requests from this machine (and to the stdio server). Use it on trusted networks only.',
  );
}
console.log('  (Ctrl+C to stop)\n');
