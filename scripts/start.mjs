// `npm start`: build the app when dist/ is missing or older than its sources, then serve it on loopback.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build, preview } from 'vite';

const SOURCES = ['index.html', 'vite.config.ts', 'package.json', 'src', 'app', 'public'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newestMtime))) {
  console.log(built ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…');
  await build({ logLevel: 'warn' });
}
const port = Number(process.env.PORT ?? 4173);
const server = await preview({ preview: { host: '127.0.0.1', port, strictPort: false } });
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
console.log(`\n  MCP Shape Inspector is running at ${url}\n  (Ctrl+C to stop)\n`);
