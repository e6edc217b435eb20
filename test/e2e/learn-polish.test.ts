import type {} from '../../app/editor/test-hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { watchPage, type PageProblems } from './support/browser';
import { useAppAndBrowser } from './support/setup';
import { prepareTab } from './support/tabs';

// The authorization step says what its editor holds and never contradicts itself; a "try it on your
// own server" link fills Live and sends nothing.

const env = useAppAndBrowser();
let page: Page;
let problems: PageProblems;

beforeAll(async () => {
  page = await env.browser.context.newPage();
  await prepareTab(page, { viewport: { width: 1440, height: 900 } });
  problems = watchPage(page);
});
afterAll(() => page?.close());

/** Replaces the answer with a real paste into Monaco. */
async function paste(uri: string, text: string): Promise<void> {
  await page.locator('[data-testid="answer"] .view-lines').click();
  await page.keyboard.press('Control+A');
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
  await expect.poll(() => page.evaluate((u) => window.__shapeInspectorEditors?.[u]?.getValue(), uri)).toBe(text);
}

/** The feedback's verdict and the answer's chip, once both have settled on the text. */
async function verdicts(): Promise<[string | null, string | null]> {
  await expect.poll(() => page.getByTestId('feedback').getAttribute('data-state')).not.toBe('pending');
  const chip = page.getByTestId('answer-exchange').getByTestId('live-verdict');
  await chip.waitFor();
  return [await page.getByTestId('feedback').getAttribute('data-state'), await chip.getAttribute('data-verdict')];
}

describe('Learn: the authorization step', () => {
  it('titles its editor for a URL and headers, and its chip agrees with the feedback', async () => {
    await page.goto(`${env.app.url}#/learn/authorization`);
    const tryIt = page.getByTestId('try-it');
    await tryIt.waitFor();
    expect(await tryIt.locator('.panel-header h2').textContent()).toBe(
      'Your request: the URL to GET and its headers (no JSON-RPC body)',
    );
    const uri = 'inmemory://learn/authorization-request.json';
    // Another resource's metadata: the library flags R-AUTH-4, the chip fails as the feedback does.
    const other = { url: '/.well-known/oauth-protected-resource/demo/protected-misconfigured', headers: {} };
    await paste(uri, JSON.stringify(other, null, 2));
    expect(await verdicts()).toEqual(['failed', 'fail']);
    expect(await page.getByTestId('problems').textContent()).toContain('R-AUTH-4');
    // A URL that serves no metadata at all fails both ways too (R-AUTH-2), …
    await paste(uri, JSON.stringify({ url: '/demo/protected', headers: {} }, null, 2));
    expect(await verdicts()).toEqual(['failed', 'fail']);
    // … and the right one passes both.
    const right = { url: '/.well-known/oauth-protected-resource/demo/protected', headers: {} };
    await paste(uri, JSON.stringify(right, null, 2));
    expect(await verdicts()).toEqual(['passed', 'pass']);
    await page.screenshot({ path: 'test-results/screenshots/learn-authorization-agree.png', fullPage: true });
  });
});

describe('Learn: try it on your own server', () => {
  it('fills Live with the request and leaves the URL and the sending to the user', async () => {
    await page.goto(`${env.app.url}#/live`);
    await page.getByTestId('server-url').fill('http://127.0.0.1:9/my-own-server');
    await page.goto(`${env.app.url}#/learn/two-eras`);
    const link = page.getByTestId('own-server-link').locator('a');
    await link.waitFor();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(request.url());
    });
    await link.click();
    await page.getByTestId('live-screen').waitFor();
    await expect.poll(() => page.getByTestId('live-method').inputValue()).toBe('tools/list');
    expect(await page.getByTestId('server-url').inputValue()).toBe('http://127.0.0.1:9/my-own-server');
    // The link only filled the form: nothing was connected or sent.
    expect(await page.getByTestId('exchange-view').count()).toBe(0);
    expect(sent).toEqual([]);
  });

  it('had no page error and no console error', () => {
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});
