import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '../../..');

// The command laid out as in the repository but with no built app: its own bin.mjs (which finds the app
// beside it), the sources and node_modules linked, run through tsx so it is the sources under test.
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'shape-inspector-no-app-'));
  mkdirSync(join(root, 'cli'));
  copyFileSync(join(REPO, 'cli/bin.mjs'), join(root, 'cli/bin.mjs'));
  for (const linked of ['app', 'src', 'node_modules', 'package.json'])
    symlinkSync(join(REPO, linked), join(root, linked));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function serve(): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const env = { ...process.env, MCP_INSPECTOR_CLI: 'tsx', npm_lifecycle_event: '' };
    execFile('node', [join(root, 'cli/bin.mjs'), '--port', '0'], { env }, (error, stdout, stderr) =>
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
