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

describe('real pastes', () => {
  it('leaves IEx prompts out of a pasted transcript, and says so', async () => {
    const pg = await PlaygroundPage.open(env.browser.context, env.app.url);
    await pg.pasteHandlerResult('iex(3)> {:ok,\n...(3)>  %{"tools" => []}}');
    await pg.waitForResponse((r) => Array.isArray((r['result'] as { tools?: unknown } | undefined)?.tools));
    await expect.poll(() => pg.page.getByTestId('parse-notes').textContent()).toMatch(/prompt/i);
  });

  it('encodes a ~U date sigil as Jason does (an ISO-8601 string), with a note', async () => {
    const pg = await PlaygroundPage.open(env.browser.context, env.app.url);
    await pg.setMethod('tools/call');
    await pg.pasteHandlerResult(
      '{:ok, %{"content" => [], "structuredContent" => %{"at" => ~U[2026-07-28 10:00:00Z]}}}',
    );
    // Wait for this paste's answer, not the one shown before it (any result would match).
    const at = (r: Record<string, unknown>) =>
      (r['result'] as { structuredContent?: { at?: unknown } } | undefined)?.structuredContent?.at;
    const response = await pg.waitForResponse((r) => at(r) !== undefined);
    expect((response['result'] as { structuredContent?: unknown }).structuredContent).toEqual({
      at: '2026-07-28T10:00:00Z',
    });
    await expect.poll(() => pg.page.getByTestId('parse-notes').textContent()).toMatch(/ISO/);
  });

  it('points at a pid inside {:error, reason} and suggests the tool_error_result pre-step', async () => {
    const pg = await PlaygroundPage.open(env.browser.context, env.app.url);
    await pg.setMethod('tools/call');
    await pg.pasteHandlerResult('{:error, {:timeout, #PID<0.123.0>}}');
    await expect.poll(() => pg.page.getByTestId('parse-error').textContent()).toMatch(/tool_error_result/);
    await pg.screenshot('pid-in-error-reason');
  });
});
