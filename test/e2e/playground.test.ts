import type {} from '../../app/editor/test-hooks';
import { describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { useAppAndBrowser } from './support/setup';
import { PlaygroundPage } from './support/playground-page';
import { EXAMPLES } from '../../app/features/playground/model/examples';

const env = useAppAndBrowser();

const noProblems = { pageErrors: [], consoleErrors: [], foreignRequests: [] };

describe('playground in Chromium', () => {
  it('shapes {:ok, %{"tools" => []}} on tools/list: added fields highlighted with reasons, 200, legacy diff', async () => {
    const pg = await PlaygroundPage.open(env.browser.context, env.app.url);
    await pg.setMethod('tools/list');
    await pg.pasteHandlerResult('{:ok, %{"tools" => []}}');
    const response = await pg.waitForResponse(
      (r) => (r['result'] as Record<string, unknown> | undefined)?.['ttlMs'] === 60000,
    );
    expect(response).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: {
        tools: [],
        resultType: 'complete',
        ttlMs: 60000,
        cacheScope: 'private',
        _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'my-server', version: '1.0.0' } },
      },
    });
    expect(await pg.httpStatus()).toBe('200');
    await expect
      .poll(() =>
        pg
          .responseDecorations()
          .then((ds) => ds.filter((d) => /added/.test(d.className)).map((d) => d.line.trim().split(':')[0])),
      )
      .toEqual(expect.arrayContaining(['"resultType"', '"ttlMs"', '"cacheScope"']));
    for (const d of (await pg.responseDecorations()).filter((x) => /added/.test(x.className)))
      expect(d.hover).toMatch(/added.*\n\n.+(seed|caching|basic)/s);
    await expect.poll(() => pg.page.getByTestId('cache-source').textContent()).toBe('built-in default');
    const legacy = await pg.page.evaluate(
      () => window.__shapeInspectorEditors?.['inmemory://playground/legacy-response.json']?.getValue() ?? '',
    );
    expect(JSON.parse(legacy)).toEqual({ jsonrpc: '2.0', id: 1, result: { tools: [] } });
    const diff = await pg.page.getByTestId('era-diff').getByTestId('diff-member').allTextContents();
    expect(diff.map((d) => d.split(' ')[0])).toEqual([
      '/result/resultType',
      '/result/ttlMs',
      '/result/cacheScope',
      '/result/_meta',
      '/result/_meta/io.modelcontextprotocol~1serverInfo',
    ]);
    // One reason, said once, for both cache hints.
    const reasons = await pg.page.getByTestId('era-diff').locator('li > p').allTextContents();
    expect(reasons.filter((r) => /cache hints/.test(r))).toHaveLength(1);
    await expect.poll(() => pg.page.getByTestId('verdict-count').textContent()).toBe('pass');
    await pg.screenshot('tools-list-shaped');
    expect(pg.problems).toEqual(noProblems);
  });

  it('marks a parse error at its line and column and keeps the last good preview', async () => {
    const pg = await PlaygroundPage.open(env.browser.context, env.app.url + '#example/resource-not-found');
    await pg.waitForResponse((r) => (r['error'] as { code?: number } | undefined)?.code === -32602);
    await pg.pasteHandlerResult('{:ok,\n %{"a" => => 1}}');
    await expect.poll(() => pg.page.getByTestId('parse-error').textContent()).toContain('line 2, column');
    await expect
      .poll(() =>
        pg.inputMarkers().then((ms) => ms.filter((m) => m.owner === 'shape-inspector').map((m) => m.startLineNumber)),
      )
      .toEqual([2]);
    await expect(pg.page.getByTestId('response-panel').getByTestId('stale-mark').isVisible()).resolves.toBe(true);
    expect(await pg.modernResponse()).toMatchObject({ error: { code: -32602 } });
    await pg.screenshot('parse-error');
    expect(pg.problems).toEqual(noProblems);
  });

  it('reopens a shared link in a fresh browser with the same view', async () => {
    const pg = await PlaygroundPage.open(env.browser.context, env.app.url);
    await pg.setMethod('resources/read');
    await pg.pasteHandlerResult(
      '{:ok, %{"contents" => [], "_meta" => %{"io.modelcontextprotocol/logLevel" => "info"}}}',
    );
    const hasContents = (r: Record<string, unknown>) => JSON.stringify(r).includes('"contents"');
    const shaped = await pg.waitForResponse(hasContents);
    await pg.page.keyboard.press('Alt+Shift+L');
    await expect.poll(() => pg.page.url()).toContain('#s=');
    const link = pg.page.url();
    const other = await launchBrowser();
    try {
      const fresh = await PlaygroundPage.open(other.context, link);
      expect(await fresh.waitForResponse(hasContents)).toEqual(shaped);
      expect(await fresh.handlerText()).toBe(await pg.handlerText());
      expect(await fresh.page.getByTestId('method-input').inputValue()).toBe('resources/read');
      expect(fresh.problems).toEqual(noProblems);
    } finally {
      await other.close();
    }
  });

  it('loads every example by URL with no console error', async () => {
    const pg = await PlaygroundPage.open(env.browser.context, env.app.url);
    for (const example of EXAMPLES) {
      await pg.page.goto(`${env.app.url}#example/${example.id}`);
      await expect.poll(() => pg.page.getByTestId('example-lesson').textContent()).toBe(example.lesson);
      await expect.poll(() => pg.handlerText()).toBe(example.input.text);
      await pg.page.getByTestId('preview').waitFor();
      if (['tools-list', 'input-required', 'exmcp-struct-redacted'].includes(example.id))
        await pg.screenshot(`example-${example.id}`);
    }
    await pg.page.getByTestId('theme-select').selectOption('dark');
    await expect.poll(() => pg.page.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
    await pg.screenshot('dark-theme');
    expect(pg.problems).toEqual(noProblems);
  });

  // How quickly the click is handled is measured by `npm run bench:app`; this test checks that it is handled.
  it('keeps handling clicks while a 5 MB paste is shaped in the worker, then shows all of it', async () => {
    const pg = await PlaygroundPage.open(env.browser.context, env.app.url);
    const tools = Array.from(
      { length: 20_000 },
      (_, i) =>
        `%{"name" => "tool_${i}", "description" => "${'x'.repeat(180)}", "inputSchema" => %{"type" => "object"}}`,
    );
    const big = `{:ok, %{"tools" => [${tools.join(', ')}]}}`;
    expect(big.length).toBeGreaterThan(5_000_000);
    await pg.setHandlerResultFast(big);
    await pg.page.getByTestId('help-button').click();
    await expect.poll(() => pg.page.getByTestId('help-overlay').getAttribute('open')).not.toBeNull();
    await pg.page.keyboard.press('Escape');
    await expect.poll(() => pg.responseToolCount()).toBe(20_000);
    expect(await pg.httpStatus()).toBe('200');
  });
});
