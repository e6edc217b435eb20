import { afterEach, describe, expect, it } from 'vitest';
import { LivePage } from './support/live-page';
import { useAppAndBrowser } from './support/setup';

// Arguments and elicitation answers checked against their JSON Schemas before they leave, in Chromium
// against the app's own demo (started by the test); the check runs in the judge worker (the page's
// policy forbids compiling code), and sending anyway stays one click or key away.
const env = useAppAndBrowser();
const noProblems = { pageErrors: [], consoleErrors: [], foreignRequests: [] };
const opened: LivePage[] = [];
afterEach(async () => {
  for (const live of opened.splice(0)) await live.close();
});

async function connected(): Promise<LivePage> {
  const live = await LivePage.open(env.browser.context, env.app.url);
  opened.push(live);
  await live.connect();
  return live;
}

const pointers = (live: LivePage, testId: string) =>
  live.page.getByTestId(`${testId}-item`).evaluateAll((els) => els.map((e) => e.getAttribute('data-pointer')));

describe('tools/call arguments against the inputSchema before sending', () => {
  it('warns at each path, holds the first send back, and sends anyway on Ctrl+Enter again', async () => {
    const live = await connected();
    await live.page.getByTestId('live-method').fill('tools/call');
    await live.setParams(JSON.stringify({ name: 'forecast', arguments: { region: 7, days: 9 } }));
    await expect.poll(() => pointers(live, 'argument-warnings')).toEqual(['/region', '/days']);
    expect(await live.page.getByTestId('argument-warnings').textContent()).toContain('must be <= 7');
    const before = await live.historyCount();
    await live.page.locator('[data-testid="live-params"] .view-lines').click();
    await live.page.keyboard.press('Control+Enter');
    await live.page.getByTestId('argument-warnings-held').waitFor();
    expect(await live.historyCount()).toBe(before);
    await live.page.keyboard.press('Control+Enter');
    await expect.poll(() => live.historyCount()).toBe(before + 1);
    await live.settled();
    // Fixed arguments clear the warning, and the send goes at once.
    await live.setParams(JSON.stringify({ name: 'forecast', arguments: { region: 'eu', days: 2 } }));
    await expect.poll(() => live.page.getByTestId('argument-warnings').count()).toBe(0);
    await live.clickSend();
    expect(await live.historyCount()).toBe(before + 2);
    expect(live.problems).toEqual(noProblems);
  });
});

describe('elicitation answers against the requestedSchema before answering', () => {
  it('flags a bad email and a short code, holds the answer, and Send anyway shows the server refusing it', async () => {
    const live = await connected();
    await live.page.getByTestId('envelope').locator('summary').click();
    await live.page.getByTestId('env-capabilities').fill(JSON.stringify({ elicitation: {} }));
    await live.send('tools/call', { name: 'join_team', arguments: { team: 'red' } });
    const panel = live.page.getByTestId('mrtr-panel');
    await panel.locator('[data-field="email"]').fill('not-an-email');
    await panel.locator('[data-field="code"]').fill('AB-1');
    await expect.poll(() => pointers(live, 'answer-warnings')).toEqual(['/email', '/code']);
    const text = await live.page.getByTestId('answer-warnings').textContent();
    expect(text).toContain('/member/content/email');
    expect(text).toContain('format');
    expect(text).toContain('minLength');
    const before = await live.historyCount();
    await panel.getByTestId('mrtr-submit').click();
    await live.page.getByTestId('answer-warnings-held').waitFor();
    expect(await live.historyCount()).toBe(before);
    await live.page.getByTestId('answer-warnings-override').click();
    await expect.poll(() => live.historyCount()).toBe(before + 1);
    await live.settled();
    await live.page.getByRole('tab', { name: 'Raw, as received' }).click();
    expect(await live.page.getByTestId('raw-body').textContent()).toContain('three capitals');
    expect(live.problems).toEqual(noProblems);
  });

  it('answers at once when the answers fit', async () => {
    const live = await connected();
    await live.page.getByTestId('envelope').locator('summary').click();
    await live.page.getByTestId('env-capabilities').fill(JSON.stringify({ elicitation: {} }));
    await live.send('tools/call', { name: 'join_team', arguments: { team: 'blue' } });
    const panel = live.page.getByTestId('mrtr-panel');
    await panel.locator('[data-field="email"]').fill('ada@example.org');
    await panel.locator('[data-field="code"]').fill('ADA-001');
    const before = await live.historyCount();
    await panel.getByTestId('mrtr-submit').click();
    await expect.poll(() => live.historyCount()).toBe(before + 1);
    await live.settled();
    await live.page.getByRole('tab', { name: 'Raw, as received' }).click();
    expect(await live.page.getByTestId('raw-body').textContent()).toContain('ada@example.org joined team blue.');
    expect(live.problems).toEqual(noProblems);
  });
});
