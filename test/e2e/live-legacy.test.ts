import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLegacyEraServer, type LegacyEraServerHandle } from '../fixtures/legacy-era/server';
import { LivePage } from './support/live-page';
import { useAppAndBrowser } from './support/setup';

const env = useAppAndBrowser();
const opened: LivePage[] = [];
afterEach(async () => {
  for (const live of opened.splice(0)) await live.close();
});
let srv: LegacyEraServerHandle;
beforeAll(async () => {
  srv = await startLegacyEraServer();
});
afterAll(async () => srv?.close());

const catalogCount = (live: LivePage) => live.page.locator('[role="option"][data-testid^="catalog-"]').count();

describe.each([
  ['Streamable HTTP with sessions', () => srv.mcpUrl, 'Streamable HTTP'],
  ['HTTP+SSE', () => srv.sseUrl, 'HTTP+SSE'],
] as const)('Live against a 2025-only server (official SDK 1.x, %s)', (_name, url, transportWords) => {
  it('connects under Auto, lists, calls, reads, gets, answers a sampling request by hand and shows the 2026-07-28 view and the migration', async () => {
    const live = await LivePage.open(env.browser.context, env.app.url);
    opened.push(live);
    const { page } = live;
    expect(await page.getByTestId('era-pin').inputValue()).toBe('auto');
    await live.connect(url());
    const problems = page.getByTestId('legacy-problems');
    expect(await problems.count().then((n) => (n > 0 ? problems.textContent() : ''))).toBe('');
    await expect.poll(() => page.getByTestId('server-era').textContent()).toContain(`over ${transportWords}`);
    await expect.poll(() => page.getByTestId('server-info').textContent()).toBe('legacy-era-fixture 1.2.3');
    await expect.poll(() => catalogCount(live)).toBeGreaterThan(0);
    // Every list reached the catalog: four tools, a prompt, a resource and a template.
    await expect.poll(() => page.getByTestId('history-entry').count()).toBeGreaterThanOrEqual(6);

    await live.send('tools/call', { name: 'echo', arguments: { message: 'hello' } });
    expect((await live.findings()).every((f) => f.rule.startsWith('R-LEGACY-'))).toBe(true);
    await expect.poll(() => page.getByTestId('exchange-era').textContent()).toMatch(/Era: .* over /);
    await expect.poll(() => page.getByTestId('modern-view-diff').textContent()).toContain('/result/resultType');
    await expect
      .poll(() => page.getByTestId('modern-view-response').textContent())
      .toContain('"resultType": "complete"');

    await live.send('resources/read', { uri: 'file:///readme.txt' });
    await expect.poll(() => page.getByTestId('modern-view-status').textContent()).toMatch(/cache hints ttlMs 60000/);
    await live.send('prompts/get', { name: 'greet', arguments: { name: 'Ada' } });
    await expect.poll(() => page.getByTestId('modern-view-response').textContent()).toContain('Hello Ada');

    // The tool asks the client to sample: the question waits for the user's answer.
    const before = await live.historyCount();
    await page.getByTestId('live-method').fill('tools/call');
    await live.setParams(JSON.stringify({ name: 'ask', arguments: { question: 'What colour is the sky?' } }));
    await page.getByTestId('send-button').click();
    const ask = page.locator('[data-testid="legacy-ask"][data-method="sampling/createMessage"]');
    await ask.waitFor();
    await ask.locator('[data-field="reply"]').fill('blue');
    await page.getByTestId('legacy-ask-send').click();
    await expect.poll(() => live.historyCount()).toBeGreaterThan(before + 1);
    // Over HTTP+SSE the answer comes on the stream, not in the POST's 202: the 2026-07-28 view shows it either way.
    await expect.poll(() => page.getByTestId('modern-view-response').textContent()).toContain('The model said: blue');

    const changes = await page
      .locator('[data-testid="migration-entry"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-change')));
    expect(changes).toEqual(
      expect.arrayContaining(['serve-discover', 'meta-envelope', 'result-type', 'cache-hints', 'input-required']),
    );
    await live.screenshot(`live-legacy-${transportWords.replace(/\W+/g, '-')}`);
    expect([live.problems.pageErrors, live.problems.foreignRequests]).toEqual([[], []]);
  });
});
