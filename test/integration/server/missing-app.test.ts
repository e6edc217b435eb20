import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '../../..');

// The command laid out as in the repository but with no built app: its own bin.mjs (which finds the app
// beside it), the sources and node_modules linked, run through tsx so it is the sources under test.
let root: string;
// The same command as npx installs it in its cache (`_npx/<hash>/`): a package.json beside node_modules names it
// as typed. And as a project installs it: the project's own package.json names nothing the command repeats.
let npxCache: string;
let npxInstall: string;
let npxRoot: string;
let project: string;
let projectRoot: string;
function layOut(at: string): void {
  mkdirSync(join(at, 'cli'), { recursive: true });
  for (const file of ['cli/bin.mjs', 'cli/bundle-fresh.mjs']) copyFileSync(join(REPO, file), join(at, file));
  for (const linked of ['app', 'src', 'node_modules', 'package.json'])
    symlinkSync(join(REPO, linked), join(at, linked));
}
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'shape-inspector-no-app-'));
  layOut(root);
  npxCache = mkdtempSync(join(tmpdir(), 'shape-inspector-npx-'));
  npxInstall = join(npxCache, '_npx', '0123abcd');
  npxRoot = join(npxInstall, 'node_modules', 'mcp-shape-inspector');
  layOut(npxRoot);
  project = mkdtempSync(join(tmpdir(), 'shape-inspector-project-'));
  projectRoot = join(project, 'node_modules', 'mcp-shape-inspector');
  layOut(projectRoot);
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(npxCache, { recursive: true, force: true });
  rmSync(project, { recursive: true, force: true });
});

function serve(npmEvent = '', at = root): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const env = { ...process.env, MCP_INSPECTOR_CLI: 'tsx', npm_lifecycle_event: npmEvent };
    execFile('node', [join(at, 'cli/bin.mjs'), '--port', '0'], { env }, (error, stdout, stderr) =>
      done({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}

describe('the command without its built app (dist/index.html)', () => {
  it.each([
    ['no dist/ at all', () => rmSync(join(root, 'dist'), { recursive: true, force: true })],
    ['an empty dist/', () => mkdirSync(join(root, 'dist'), { recursive: true })],
  ])(
    '%s: one paragraph naming the file and what to run, exit 2, no stack (before: a raw ENOENT)',
    async (_, layout) => {
      layout();
      const ran = await serve();
      expect(ran.code).toBe(2);
      expect(ran.stdout).toBe('');
      expect(ran.stderr).toBe(
        `mcp-shape-inspector: the built app is missing (${join(root, 'dist', 'index.html')} does not exist), so there is no page to serve. ` +
          'In a clone of the repository, run `npm run build`; an installed package ships it, so install the package again.\n',
      );
    },
  );
});

// The name the command gives itself is the one its page writes into command lines (Tap, Live's stdio import).
describe('how the command names itself', () => {
  it.each([
    ['npx mcp-shape-inspector', 'npx'],
    ['npm start --', 'start'],
    ['mcp-shape-inspector', ''],
  ])('%s when npm says %j', async (launch, npmEvent) => {
    rmSync(join(root, 'dist'), { recursive: true, force: true });
    const ran = await serve(npmEvent);
    expect(ran.stderr.startsWith(`${launch}: the built app is missing`)).toBe(true);
  });
});

// The README's `npx ./mcp-shape-inspector-0.1.0.tgz`: the registry may not have the package, so the lines the
// command and its page print name the tarball as the user typed it (before: `npx mcp-shape-inspector`, a 404).
describe('how the command names itself when npx ran a tarball', () => {
  it.each([
    ['npx ./mcp-shape-inspector-0.1.0.tgz', ['./mcp-shape-inspector-0.1.0.tgz']],
    ['npx mcp-shape-inspector', ['mcp-shape-inspector']],
    ['npx mcp-shape-inspector', ['./a folder/with a space.tgz']],
    ['npx mcp-shape-inspector', ['./one.tgz', 'another']],
    ['npx mcp-shape-inspector', ['mcp-shape-inspectr']],
    ['npx mcp-shape-inspector@0.1.0', ['mcp-shape-inspector@0.1.0']],
  ])('%s when npx recorded %j', async (launch, packages) => {
    writeFileSync(join(npxInstall, 'package.json'), JSON.stringify({ _npx: { packages } }));
    rmSync(join(npxRoot, 'dist'), { recursive: true, force: true });
    const ran = await serve('npx', npxRoot);
    expect(ran.stderr.startsWith(`${launch}: the built app is missing`)).toBe(true);
  });

  it("never repeats what a project's own package.json says (npx running a locally installed copy)", async () => {
    writeFileSync(join(project, 'package.json'), JSON.stringify({ _npx: { packages: ['./evil.tgz'] } }));
    const ran = await serve('npx', projectRoot);
    expect(ran.stderr.startsWith('npx mcp-shape-inspector: the built app is missing')).toBe(true);
  });
});
