import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { watchPage } from './support/browser';
import { useAppAndBrowser } from './support/setup';
import { openTab } from './support/tabs';
import { runCommand } from '../support/run-client';

// The Scan screen (through the relay) and the `scan` command judge the same server alike: the same
// findings, rule by rule and probe by probe, every tool called. Two runs of each in a row, so state one
// run leaves behind (a toggled tool, a task still running) would show as a difference.

const env = useAppAndBrowser();
const noProblems = { pageErrors: [], consoleErrors: [], foreignRequests: [] };

interface Report {
  verdict: string;
  findings: { rule: string; severity: string; exchange: number }[];
  exchanges: { probe: string; outcome: string }[];
}
/** Each finding as `severity rule @probe`, sorted: what both sides must agree on. */
const findingsOf = (r: Report) =>
  r.findings.map((f) => `${f.severity} ${f.rule} @${r.exchanges[f.exchange]!.probe}`).sort();

async function screenScan(url: string, mode: 'auto' | 'direct' = 'auto'): Promise<Report> {
  const page = await openTab(env.browser.context, { viewport: { width: 1440, height: 900 } });
  const problems = watchPage(page);
  await page.goto(`${env.app.url}#/scan`);
  await page.getByTestId('scan-url').fill(url);
  await page.getByTestId('scan-mode').selectOption(mode);
  await expect
    .poll(() => page.locator('.scan-via').textContent())
    .toContain(mode === 'direct' ? 'straight from the browser' : 'through the local relay');
  await page.getByTestId('scan-include-calls').check();
  await page.getByTestId('scan-start').click();
  await page.getByTestId('scan-verdict').waitFor({ timeout: 120_000 });
  const download = page.waitForEvent('download');
  await page.getByTestId('scan-export').click();
  const report = JSON.parse(readFileSync((await (await download).path())!, 'utf8')) as Report;
  expect(problems).toEqual(noProblems);
  return report;
}

async function cliScan(url: string): Promise<Report> {
  const { stdout } = await runCommand('scan', url, '--include-calls', '--format', 'json');
  return JSON.parse(stdout) as Report;
}

describe('Scan and the CLI agree', () => {
  for (const [path, verdict] of [
    ['/demo/divergent', 'fail'],
    ['/demo/mcp', 'pass'],
  ] as const)
    it(`on ${path}: the same findings (rule, severity, probe) from the screen and the command, run after run`, async () => {
      const url = `${env.app.url.replace(/\/$/, '')}${path}`;
      const cli = await cliScan(url);
      const screen = await screenScan(url);
      expect(findingsOf(screen)).toEqual(findingsOf(cli));
      expect({ screen: screen.verdict, cli: cli.verdict }).toEqual({ screen: verdict, cli: verdict });
      // Again, the other way round: what the first runs changed on the server changes nothing.
      const [screenAgain, cliAgain] = [await screenScan(url), await cliScan(url)];
      expect(findingsOf(screenAgain)).toEqual(findingsOf(cli));
      expect(findingsOf(cliAgain)).toEqual(findingsOf(cli));
      if (verdict === 'fail') expect(cli.findings.length).toBeGreaterThan(100);
    }, 400_000);
});

describe('Scan straight from the browser (no relay)', () => {
  it('on /demo/divergent: the same findings as the command, tool schemas judged (R-TOOLS-12), no foreign Origin sent', async () => {
    const url = `${env.app.url.replace(/\/$/, '')}/demo/divergent`;
    const direct = await screenScan(url, 'direct');
    const cli = await cliScan(url);
    // A page cannot send a foreign Origin by itself: that one probe is left out of a direct scan.
    expect(direct.exchanges.map((e) => e.probe)).not.toContain('foreign-origin');
    const apart = (r: Report) => findingsOf(r).filter((f) => !f.endsWith('@foreign-origin'));
    expect(apart(direct)).toEqual(apart(cli));
    expect(findingsOf(direct)).toContain('error R-TOOLS-12 @call:stock_level');
  }, 400_000);
});

describe('Scan on a URL that is no MCP endpoint', () => {
  it('counts the requests it sent, apart from the probes not sent, and says its sentence once', async () => {
    const page404 = createServer((_req, res) =>
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>'),
    );
    await new Promise<void>((resolve) => page404.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(page404.address() as AddressInfo).port}/mcp`;
      const page = await openTab(env.browser.context, { viewport: { width: 1440, height: 900 } });
      const problems = watchPage(page);
      await page.goto(`${env.app.url}#/scan`);
      await page.getByTestId('scan-url').fill(url);
      await page.getByTestId('scan-start').click();
      await page.getByTestId('scan-verdict').waitFor();
      const download = page.waitForEvent('download');
      await page.getByTestId('scan-export').click();
      const report = JSON.parse(readFileSync((await (await download).path())!, 'utf8')) as Report;
      const sent = report.exchanges.filter((e) => e.outcome !== 'skipped').length;
      const unsent = report.exchanges.length - sent;
      expect(sent).toBeLessThan(4);
      expect(await page.getByTestId('scan-verdict').textContent()).toContain(
        `in ${sent} exchange${sent === 1 ? '' : 's'}, ${unsent} other probes not sent`,
      );
      const notes = await page.getByTestId('scan-notes').locator('li').allTextContents();
      expect(notes.filter((n) => n.includes('No MCP endpoint here'))).toHaveLength(1);
      expect(problems).toEqual(noProblems);
    } finally {
      await new Promise((resolve) => page404.close(resolve));
    }
  });
});
