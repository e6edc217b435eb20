// `npm start [-- --stdio "<command>"] [--tap [name=]<URL>]… [--host <address>] [--port <n>] [--open]`: builds
// the app when dist/ is missing or older than its sources, then runs the package's own command (cli/bin.mjs):
// one server entry, the same as `mcp-shape-inspector` installed from the package (app/server/serve/main.ts).
import { fileURLToPath } from 'node:url';
import { bundleIsFresh } from '../cli/bundle-fresh.mjs';
import { buildIfStale } from './app-build.mjs';

const asksHelp = process.argv.slice(2).some((arg) => arg === '-h' || arg === '--help');
if (!asksHelp) await buildIfStale();
// The command's bundle too (no install script makes it: the package would carry that script to its users).
if (!asksHelp && !bundleIsFresh(fileURLToPath(new URL('..', import.meta.url)))) await import('../cli/build.mjs');
await import('../cli/bin.mjs');
