import { describe, expect, it } from 'vitest';
import { PlaygroundPage } from './support/playground-page';
import { useAppAndBrowser } from './support/setup';

const env = useAppAndBrowser();

describe('the address bar follows the playground', () => {
  it('an edit after opening an example leaves the example link, so a reload keeps the edit', async () => {
    const pg = await PlaygroundPage.open(env.browser.context, env.app.url + '#example/method-not-found');
    await expect.poll(() => pg.httpStatus()).toBe('404');
    expect(await pg.page.evaluate(() => location.hash)).toBe('#example/method-not-found');
    await pg.pasteHandlerResult('{:ok, %{"tools" => [%{"name" => "kept"}]}}');
    await expect.poll(() => pg.page.evaluate(() => location.hash)).toBe('#/playground');
    await pg.page.reload();
    await pg.waitForEditors();
    await expect.poll(() => pg.handlerText()).toContain('"kept"');
    await pg.screenshot('reload-keeps-edit');
  });

  it('copying a link and editing afterwards also leaves the link', async () => {
    const pg = await PlaygroundPage.open(env.browser.context, env.app.url);
    await pg.pasteHandlerResult('{:ok, %{"tools" => []}}');
    await pg.page.getByTestId('share-button').click();
    await expect.poll(() => pg.page.evaluate(() => location.hash)).toMatch(/^#s=/);
    await pg.pasteHandlerResult('{:ok, %{"prompts" => []}}');
    await expect.poll(() => pg.page.evaluate(() => location.hash)).toBe('#/playground');
    await pg.page.reload();
    await pg.waitForEditors();
    await expect.poll(() => pg.handlerText()).toContain('"prompts"');
  });
});

describe('a whole JSON-RPC response pasted as the handler result', () => {
  it('is detected, and one click takes its result', async () => {
    const pg = await PlaygroundPage.open(env.browser.context, env.app.url);
    await pg.pasteHandlerResult('{"jsonrpc": "2.0", "id": 1, "result": {"tools": []}}');
    await pg.page.getByTestId('take-envelope').click();
    await expect.poll(() => pg.handlerText()).not.toContain('jsonrpc');
    await expect.poll(() => pg.page.getByTestId('take-envelope').count()).toBe(0);
    await pg.screenshot('envelope-taken');
  });
});
