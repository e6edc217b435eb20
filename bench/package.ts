// `npm run bench:package`: the package as a user gets it (npm pack, npm install --omit=dev into an empty
// folder): its packed and installed size, how long the bare command takes to serve its first page, and a
// scan of the demo by the installed command, each time against `node -e ""` started in the same run (the
// least any Node command costs on this machine). Needs the build (`npm run build`). The bare command loads
// only what serves the page: the demo servers load on the first request to them (app/server/app.ts), which
// the unmeasured warm-up scan makes.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cleanEnv, packAndInstall, run, serve } from '../test/package/installed';
import { printRows, type BenchRow } from './measure';

const RUNS = 7;
const GOAL_MS = 1000;
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** Bytes of every file under `dir`. */
function bytesUnder(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name);
    return sum + (entry.isDirectory() ? bytesUnder(path) : entry.isFile() ? statSync(path).size : 0);
  }, 0);
}

/** `node -e ""`, from spawn to exit. */
function bareNode(): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, ['-e', ''], { env: cleanEnv(), stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', () => resolve(performance.now() - start));
  });
}

/** The bare command, from spawn to its first page read whole (it prints its URL, the page is fetched). */
async function firstPage(bin: string, cwd: string): Promise<number> {
  const start = performance.now();
  const server = await serve(bin, cwd);
  const page = await fetch(server.url);
  await page.text();
  const ms = performance.now() - start;
  if (!page.ok) throw new Error(`the first page answered ${page.status}`);
  await server.stop();
  return ms;
}

const pkg = await packAndInstall();
try {
  const installed = bytesUnder(join(pkg.folder, 'node_modules'));
  const rows: BenchRow[] = [];
  const row = (name: string, baselineMs: number, subjectMs: number) =>
    rows.push({ name, baselineMs, subjectMs, ratio: subjectMs / baselineMs });

  // Alternated, so drift in the machine's load hits both alike; one unmeasured round warms the disk cache.
  await bareNode();
  await firstPage(pkg.bin, pkg.folder);
  const bare: number[] = [];
  const pages: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    bare.push(await bareNode());
    pages.push(await firstPage(pkg.bin, pkg.folder));
  }
  row(`first page of the bare command (median of ${RUNS})`, median(bare), median(pages));

  const server = await serve(pkg.bin, pkg.folder);
  const scans: number[] = [];
  const bareScan: number[] = [];
  const demo = `${server.url}demo/mcp`;
  await run(pkg.bin, ['scan', demo], pkg.folder);
  for (let i = 0; i < RUNS; i++) {
    bareScan.push(await bareNode());
    const start = performance.now();
    const scan = await run(pkg.bin, ['scan', demo], pkg.folder);
    scans.push(performance.now() - start);
    if (scan.code !== 0) throw new Error(`scan of the demo failed:\n${scan.stderr}`);
  }
  await server.stop();
  row(`scan of the demo, installed command (median of ${RUNS})`, median(bareScan), median(scans));

  console.log(`Node ${process.version}, ${new Date().toISOString()}`);
  console.log(`\nPackage: ${pkg.files.length} files, packed ${kb(pkg.packedBytes)}, unpacked ${kb(pkg.unpackedBytes)}`);
  console.log(`Installed with --omit=dev into an empty folder: ${kb(installed)} in node_modules (no dependencies)`);
  printRows('The installed package (baseline = node -e "" in the same run, subject = the command)', rows);
  // On a busy machine Node's own start grows with the load: what the command adds to it is the figure to read.
  for (const [name, ms, bareMs] of [
    ['first page', median(pages), median(bare)],
    ['scan of the demo', median(scans), median(bareScan)],
  ] as const)
    console.log(
      `${name}: ${ms.toFixed(0)} ms, ${(ms - bareMs).toFixed(0)} ms more than node -e (goal <= ${GOAL_MS} ms) ${ms <= GOAL_MS ? 'ok' : 'OVER'}`,
    );
} finally {
  pkg.remove();
}
