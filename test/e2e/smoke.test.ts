import { describe, expect, it } from 'vitest';
import { watchPage } from './support/browser';
import { useAppAndBrowser } from './support/setup';
import { TEST_HOOKS_FLAG } from '../../app/editor/test-hooks';

describe('the built app boots in Chromium', () => {
  const env = useAppAndBrowser();

  it('renders a shaped response with no page error, no console error and no request off loopback', async () => {
    const page = await env.browser.context.newPage();
    const problems = watchPage(page);
    await page.addInitScript((flag) => localStorage.setItem(flag, '1'), TEST_HOOKS_FLAG);
    await page.goto(env.app.url, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('http-status').first().textContent()).toContain('200');
    await page.locator('[data-testid="modern-response"][data-editor-ready="true"]').waitFor();
    const response = JSON.parse(
      await page.evaluate(
        () => window.__shapeInspectorEditors?.['inmemory://playground/modern-response.json']?.getValue() ?? '',
      ),
    );
    expect(response.result).toMatchObject({ resultType: 'complete', ttlMs: 60000, cacheScope: 'private' });
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [], foreignRequests: [] });
  });

  it('serves the rule catalogue the findings link to, offline, with the linked entry targeted', async () => {
    const page = await env.browser.context.newPage();
    const problems = watchPage(page);
    const answer = await page.goto(`${env.app.url}rules.html#R-CACHE-1`, { waitUntil: 'load' });
    expect(answer?.status()).toBe(200);
    expect(await page.locator('tr:target').getAttribute('id')).toBe('R-CACHE-1');
    expect(await page.locator('tr:target td').nth(1).textContent()).toBe('MUST');
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [], foreignRequests: [] });
  });
});
