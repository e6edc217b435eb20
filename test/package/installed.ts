import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository (the package's source). */
export const REPO = resolve(import.meta.dirname, '../..');

/** One file of `npm pack --json`. */
interface PackedFile {
  path: string;
  size: number;
}

/** The package packed and installed with `--omit=dev` into an empty temporary folder. */
export interface InstalledPackage {
  /** The folder the package was installed into (its node_modules holds the package). */
  folder: string;
  /** The installed package's own folder. */
  packageDir: string;
  /** The `mcp-shape-inspector` command npm linked. */
  bin: string;
  tarball: string;
  files: PackedFile[];
  packedBytes: number;
  unpackedBytes: number;
  remove(): void;
}

/** What a command printed and how it ended. */
export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command to its end. The environment keeps PATH and HOME only (and npm's cache settings), so nothing
 * of the repository (NODE_PATH, npm_* of the running script) reaches the installed package.
 */
export function run(command: string, args: readonly string[], cwd: string): Promise<Ran> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd, env: cleanEnv() });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolveRun({ code, stdout, stderr }));
  });
}

/** PATH, HOME and npm's own settings from the environment; nothing else. */
export function cleanEnv(): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(
    ([name]) => name === 'PATH' || name === 'HOME' || name === 'TMPDIR' || /^npm_config_(cache|registry)$/i.test(name),
  );
  return Object.fromEntries(kept);
}

/**
 * Packs the repository (its dist/ and cli/dist/ must be built: `npm run build`, which `npm test` runs
 * first) and installs the tarball with `--omit=dev` into a fresh folder, as a user would.
 */
export async function packAndInstall(): Promise<InstalledPackage> {
  for (const built of ['dist/index.html', 'cli/dist/serve.mjs'])
    if (!existsSync(join(REPO, built)))
      throw new Error(`${built} is missing: run \`npm run build\` first (npm test does).`);
  const folder = mkdtempSync(join(tmpdir(), 'shape-inspector-package-'));
  const packs = join(folder, 'packs');
  const app = join(folder, 'app');
  mkdirSync(packs);
  mkdirSync(app);
  // The scripts are what `npm test`'s build stage ran already; without them the JSON is all pack prints.
  const packed = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', packs], REPO);
  if (packed.code !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
  const [info] = JSON.parse(packed.stdout) as [
    { filename: string; size: number; unpackedSize: number; files: PackedFile[] },
  ];
  const tarball = join(packs, info.filename);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'try-the-inspector', private: true }));
  const installed = await run(
    'npm',
    ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball],
    app,
  );
  if (installed.code !== 0) throw new Error(`npm install of the tarball failed:\n${installed.stderr}`);
  return {
    folder: app,
    packageDir: join(app, 'node_modules', 'mcp-shape-inspector'),
    bin: join(app, 'node_modules', '.bin', 'mcp-shape-inspector'),
    tarball,
    files: info.files,
    packedBytes: info.size,
    unpackedBytes: info.unpackedSize,
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** The installed command serving, and the URL it printed. */
export interface Serving {
  url: string;
  child: ChildProcess;
  /** Everything it printed on stderr so far. */
  stderr(): string;
  stop(): Promise<void>;
}

/**
 * Starts the installed command without arguments but `--port 0` (`env` adds to the clean environment, e.g. a
 * pinned MCP_INSPECTOR_TOKEN) and resolves once it prints its URL.
 */
export function serve(
  bin: string,
  cwd: string,
  args: readonly string[] = ['--port', '0'],
  env: NodeJS.ProcessEnv = {},
): Promise<Serving> {
  return new Promise((resolveServe, reject) => {
    const child = spawn(bin, args, { cwd, env: { ...cleanEnv(), ...env } });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /running at (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url)
        resolveServe({
          url,
          child,
          stderr: () => stderr,
          stop: () =>
            new Promise((resolveStop) => {
              if (child.exitCode !== null) return resolveStop();
              child.once('exit', () => resolveStop());
              child.kill('SIGTERM');
            }),
        });
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`the command exited (${code}) before serving:\n${stdout}\n${stderr}`)));
  });
}
