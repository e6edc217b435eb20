// `npm start [-- --stdio "<command>"] [--tap [name=]<URL>]… [--host <address>] [--port <n>] [--open]`: builds
// the app when dist/ is missing or older than its sources, then runs the package's own command (cli/bin.mjs):
// one server entry, the same as `mcp-shape-inspector` installed from the package (app/server/serve/main.ts).
import { buildIfStale } from './app-build.mjs';

const asksHelp = process.argv.slice(2).some((arg) => arg === '-h' || arg === '--help');
if (!asksHelp) await buildIfStale();
await import('../cli/bin.mjs');
