import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchPage } from '../e2e/support/browser';
import { packAndInstall, run, serve, type InstalledPackage, type Serving } from './installed';

/** Every file under `dir`, as paths relative to it. */
function walk(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name), base) : [relative(base, join(dir, entry.name))],
  );
}

// What must never ship: private keys, registry and forge tokens, cloud keys, dotenv files.
const SECRETS = [
  // A key block with its base64 body (a library checking for the header line holds no key).
  /-----BEGIN [A-Z ]*PRIVATE KEY-----\s*[A-Za-z0-9+/=]{40}/,
  /\bnpm_[A-Za-z0-9]{36}\b/,
  /\bgh[pousr]_[A-Za-z0-9]{36}\b/,
  /\bAKIA[0-9A-Z]{16}\b/,
  /\bxox[baprs]-[A-Za-z0-9-]{10,}/,
];

describe('the package, installed from its tarball with --omit=dev into an empty folder', () => {
  let pkg: InstalledPackage;
  let server: Serving;

  beforeAll(async () => {
    pkg = await packAndInstall();
    server = await serve(pkg.bin, pkg.folder);
  });
  afterAll(async () => {
    await server?.stop();
    pkg?.remove();
  });

  it('installs the package alone: no Vite, tsx, esbuild or any other package at run time', () => {
    const modules = readdirSync(join(pkg.folder, 'node_modules')).filter((name) => !name.startsWith('.'));
    expect(modules).toEqual(['mcp-shape-inspector']);
    const manifest = JSON.parse(readFileSync(join(pkg.packageDir, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest['dependencies']).toBeUndefined();
    expect(manifest['private']).toBeUndefined();
    // No install script: npm 11 warns on every install of a package that has one (and npm 12 blocks it).
    const scripts = (manifest['scripts'] ?? {}) as Record<string, string>;
    expect(['preinstall', 'install', 'postinstall', 'prepare'].filter((name) => name in scripts)).toEqual([]);
  });

  it('holds no tests, fixtures, sources, source maps or secrets', () => {
    const paths = pkg.files.map((file) => file.path);
    expect(paths).toContain('dist/index.html');
    expect(paths).toContain('cli/dist/serve.mjs');
    const unwanted = paths.filter(
      (path) =>
        /(^|\/)(test|tests|fixtures|__tests__|src|app|bench|scripts)\//.test(path) ||
        /\.(test|spec)\.|\.tsx?$|\.map$|(^|\/)\.env|\.(pem|key|p12)$|(^|\/)\.npmrc$/.test(path),
    );
    expect(unwanted).toEqual([]);
    const files = walk(pkg.packageDir);
    const leaks = files.filter((file) => {
      const text = readFileSync(join(pkg.packageDir, file), 'latin1');
      // No secret, and nothing that points a debugger at files outside the package.
      return SECRETS.some((secret) => secret.test(text)) || /[#@] sourceMappingURL=(?!data:)/.test(text);
    });
    expect(leaks).toEqual([]);
  });

  it('--help lists every command and the serve options; --version prints the version', async () => {
    const help = await run(pkg.bin, ['--help'], pkg.folder);
    expect(help.code).toBe(0);
    for (const shown of [
      /^\s+scan \[url\]\s/m,
      /^\s+client \[url\]\s/m,
      /--port <port>/,
      /--host <address>/,
      /--tap /,
      /--stdio /,
      /--open/,
    ])
      expect(help.stdout).toMatch(shown);
    const version = await run(pkg.bin, ['--version'], pkg.folder);
    expect(version.stdout).toMatch(/^mcp-shape-inspector\/0\.\d+\.\d+/);
  });

  it('serves the app on loopback: it loads in Chromium with no error and no request off the machine, and Live connects to the demo', async () => {
    expect(new URL(server.url).hostname).toBe('127.0.0.1');
    const browser = await launchBrowser();
    try {
      const page = await browser.context.newPage();
      const problems = watchPage(page);
      await page.goto(`${server.url}#/live`);
      await page.getByTestId('live-screen').waitFor();
      await page.getByTestId('connect-button').click();
      await page.locator('[data-testid="exchange-view"][data-exchange-settled="true"]').waitFor();
      await expect.poll(() => page.getByTestId('server-info').textContent()).toMatch(/mcp-shape-inspector-demo/);
      await expect.poll(() => page.getByTestId('connect-button').isEnabled()).toBe(true);
      expect(await page.locator('[data-testid="history-entry"][data-verdict="pass"]').count()).toBeGreaterThan(0);
      // The page's command lines are the installed command's, not the repository's npm start.
      await page.goto(`${server.url}#/tap`);
      await expect.poll(() => page.getByTestId('tap-none').textContent()).toMatch(/mcp-shape-inspector --tap </);
      expect(problems).toEqual({ pageErrors: [], consoleErrors: [], foreignRequests: [] });
    } finally {
      await browser.close();
    }
  });

  it('scans the demo it serves: a pass', async () => {
    const scan = await run(pkg.bin, ['scan', `${server.url}demo/mcp`], pkg.folder);
    expect(scan.stderr).toContain('Verdict: pass');
    expect(scan.code).toBe(0);
  });
});
