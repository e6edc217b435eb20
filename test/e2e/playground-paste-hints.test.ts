import { afterEach, describe, expect, it } from 'vitest';
import { PlaygroundPage } from './support/playground-page';
import { useAppAndBrowser } from './support/setup';

// What the Playground says about a paste that is not what the chosen method returns.

const env = useAppAndBrowser();
const opened: PlaygroundPage[] = [];
afterEach(async () => {
  for (const pg of opened.splice(0)) {
    expect(pg.problems.pageErrors).toEqual([]);
    await pg.close();
  }
});
const open = async () => {
  const pg = await PlaygroundPage.open(env.browser.context, env.app.url);
  opened.push(pg);
  return pg;
};

describe('paste hints', () => {
  it('a tools/call result pasted under tools/list says so, and one click switches the method', async () => {
    const pg = await open();
    await pg.setMethod('tools/list');
    await pg.pasteHandlerResult('{:ok, %{"content" => [%{"type" => "text", "text" => "18°C"}]}}');
    const offer = pg.page.getByTestId('method-offer');
    await offer.waitFor();
    expect(await offer.textContent()).toContain('This looks like a tools/call result');
    await pg.page.getByTestId('switch-method').click();
    await expect.poll(() => pg.page.getByTestId('method-input').inputValue()).toBe('tools/call');
    await expect.poll(() => offer.count()).toBe(0);
    // Shaped as a tools/call now: no cache hints on a call.
    // The tools/list shaping may still show until the new one lands: wait for the call's, which has no ttlMs.
    const response = await pg.waitForResponse((r) => {
      const result = r['result'] as { resultType?: string; ttlMs?: unknown } | undefined;
      return result?.resultType === 'complete' && !('ttlMs' in result);
    });
    expect(response['result']).toMatchObject({ content: [{ type: 'text', text: '18°C' }] });
    await pg.screenshot('paste-hints-switched');
  });

  it('a pasted whole JSON-RPC response gets one note: the offer to take its result', async () => {
    const pg = await open();
    await pg.pasteHandlerResult('{"jsonrpc": "2.0", "id": 1, "result": {"content": [{"type": "text", "text": "hi"}]}}');
    await pg.page.getByTestId('envelope-offer').waitFor();
    expect(await pg.page.getByTestId('parse-notes').count()).toBe(0);
    expect(await pg.page.getByTestId('method-offer').count()).toBe(0);
    await pg.page.getByTestId('take-envelope').click();
    await expect.poll(() => pg.page.getByTestId('envelope-offer').count()).toBe(0);
    // Its result fits tools/call, not the default tools/list: now that offer comes, alone.
    await pg.page.getByTestId('method-offer').waitFor();
    await pg.screenshot('paste-hints-envelope-taken');
  });
});
