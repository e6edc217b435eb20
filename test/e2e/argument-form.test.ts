import { afterEach, describe, expect, it } from 'vitest';
import { LivePage } from './support/live-page';
import { useAppAndBrowser } from './support/setup';

// The form generated from a tool's inputSchema, in sync both ways with the params editor, and the
// tool's details where it is chosen; in Chromium against the app's demo (join_team's schema has an
// enum, a default, a nested object, an array and a oneOf).
const env = useAppAndBrowser();
const noProblems = { pageErrors: [], consoleErrors: [], foreignRequests: [] };
const opened: LivePage[] = [];
afterEach(async () => {
  for (const live of opened.splice(0)) await live.close();
});

const args = async (live: LivePage) => ((await live.params()) as { arguments?: unknown }).arguments;

describe('the arguments form of tools/call', () => {
  it('edits enums, numbers, nested objects, arrays and a oneOf by keyboard, and follows the editor', async () => {
    const live = await LivePage.open(env.browser.context, env.app.url);
    opened.push(live);
    await live.connect();
    await live.page.getByTestId('live-method').fill('tools/call');
    await live.setParams(JSON.stringify({ name: 'join_team', arguments: { team: 'red' } }));
    const form = live.page.getByTestId('schema-form');
    const team = form.getByTestId('field/team');
    await expect.poll(() => team.locator('option:checked').textContent()).toBe('red');
    expect(await form.getByTestId('field/seats').getAttribute('placeholder')).toBe('default: 1');
    // Keyboard first: Tab from the team goes to the seats, and typing there changes the params.
    await team.focus();
    await live.page.keyboard.press('Tab');
    await live.page.keyboard.type('3');
    await expect.poll(() => args(live)).toEqual({ team: 'red', seats: 3 });
    await form.getByTestId('field/contact/phone').fill('555-0100');
    await form.getByTestId('add/tags').click();
    await form.getByTestId('field/tags/0').fill('night');
    await form.getByTestId('choice/plan').selectOption({ label: 'Pass' });
    await expect
      .poll(() => args(live))
      .toEqual({ team: 'red', seats: 3, contact: { phone: '555-0100' }, tags: ['night'], plan: 'day' });
    await form.getByTestId('choice/plan').selectOption({ label: 'Monthly' });
    await expect.poll(async () => ((await args(live)) as { plan?: unknown }).plan).toEqual({ months: 1 });
    // The editor wins back: a change typed there shows in the form.
    await live.setParams(JSON.stringify({ name: 'join_team', arguments: { team: 'green', seats: 2 } }));
    await expect.poll(() => team.locator('option:checked').textContent()).toBe('green');
    expect(await form.getByTestId('field/seats').inputValue()).toBe('2');
    expect(await form.getByTestId('field/contact/phone').inputValue()).toBe('');
    await live.clickSend();
    expect(live.problems).toEqual(noProblems);
  });

  it('shows the chosen tool’s details: title, description, annotations, task support and schemas', async () => {
    const live = await LivePage.open(env.browser.context, env.app.url);
    opened.push(live);
    await live.connect();
    await live.page.getByTestId('live-method').fill('tools/call');
    await live.setParams(JSON.stringify({ name: 'generate_report', arguments: {} }));
    const details = live.page.getByTestId('tool-details');
    await details.locator('summary').first().click();
    expect(await details.getByTestId('tool-details-description').textContent()).not.toBe('');
    expect(await details.getByTestId('tool-details-tasks').textContent()).toContain('not declared by the tool');
    await live.setParams(JSON.stringify({ name: 'join_team', arguments: { team: 'red' } }));
    await expect.poll(() => details.getByTestId('tool-details-title').textContent()).toBe(' · Join a team');
    expect(await details.getByTestId('tool-details-annotations').textContent()).toBe('none declared');
    await details.getByTestId('tool-details-inputSchema').locator('summary').click();
    expect(await details.getByTestId('tool-details-inputSchema').locator('pre').textContent()).toContain('"oneOf"');
    expect(live.problems).toEqual(noProblems);
  });

  it('gives a prompt argument a multi-line field and a template variable a one-line one', async () => {
    const live = await LivePage.open(env.browser.context, env.app.url);
    opened.push(live);
    await live.connect();
    await live.page.locator('[data-testid="catalog-group-Prompts"] > summary').click();
    await live.page.getByTestId('catalog-prompt:summarize').click();
    const topic = live.page.getByTestId('argument-topic');
    expect(await topic.evaluate((e) => e.tagName)).toBe('TEXTAREA');
    await topic.focus();
    await live.page.keyboard.type('tides');
    await live.page.keyboard.press('Enter');
    await live.page.keyboard.type('and currents');
    expect(await live.params()).toEqual({ name: 'summarize', arguments: { topic: 'tides\nand currents', style: '' } });
    await live.page.locator('[data-testid="catalog-group-Templates"] > summary').click();
    await live.page.getByTestId('catalog-template:demo://notes/{id}').click();
    expect(await live.page.getByTestId('argument-id').evaluate((e) => e.tagName)).toBe('INPUT');
    expect(live.problems).toEqual(noProblems);
  });

  it('suggests prompt and template values from completion/complete, each ask a recorded, judged request', async () => {
    const live = await LivePage.open(env.browser.context, env.app.url);
    opened.push(live);
    await live.connect();
    await live.page.locator('[data-testid="catalog-group-Prompts"] > summary').click();
    await live.page.getByTestId('catalog-prompt:summarize').click();
    const before = await live.historyCount();
    await live.page.getByTestId('argument-style').focus();
    await live.page.keyboard.press('Control+Space');
    const suggestions = live.page.getByTestId('suggestions-style').getByRole('listitem');
    await expect.poll(() => suggestions.count()).toBeGreaterThan(1);
    expect(await live.historyCount()).toBe(before + 1);
    expect(await live.page.getByTestId('history-entry').first().textContent()).toContain('completion/complete');
    const first = (await suggestions.first().textContent()) ?? '';
    await suggestions.first().click();
    expect(await live.page.getByTestId('argument-style').inputValue()).toBe(first);
    expect(((await live.params()) as { arguments: { style: string } }).arguments.style).toBe(first);
    await live.page.locator('[data-testid="catalog-group-Templates"] > summary').click();
    await live.page.getByTestId('catalog-template:demo://notes/{id}').click();
    await live.page.getByTestId('suggest-id').click();
    await expect.poll(() => live.page.getByTestId('suggestions-id').getByRole('listitem').count()).toBeGreaterThan(0);
    expect(live.problems).toEqual(noProblems);
  });
});
