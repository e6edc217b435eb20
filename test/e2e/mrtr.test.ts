import { afterEach, describe, expect, it } from 'vitest';
import { LivePage } from './support/live-page';
import { useAppAndBrowser } from './support/setup';

const env = useAppAndBrowser();
const noProblems = { pageErrors: [], consoleErrors: [], foreignRequests: [] };
const opened: LivePage[] = [];
afterEach(async () => {
  for (const live of opened.splice(0)) await live.close();
});

async function connected(capabilities: object): Promise<LivePage> {
  const live = await LivePage.open(env.browser.context, env.app.url);
  opened.push(live);
  await live.connect();
  await live.page.getByTestId('envelope').locator('summary').click();
  await live.page.getByTestId('env-capabilities').fill(JSON.stringify(capabilities));
  return live;
}

/** Clicks a follow-up button that sends one request, and waits for its judged answer. */
async function sendsOne(live: LivePage, testId: string): Promise<void> {
  const before = await live.historyCount();
  await live.page.getByTestId(testId).click();
  await expect.poll(() => live.historyCount()).toBeGreaterThan(before);
  await live.settled();
}

const shot = (live: LivePage, name: string) =>
  live.page.screenshot({ path: `test-results/screenshots/mrtr-${name}.png`, fullPage: true });
const roundVerdicts = (live: LivePage) =>
  live.page.getByTestId('conversation-round').evaluateAll((els) => els.map((e) => e.getAttribute('data-verdict')));

describe('multi-round requests and tasks by hand, in Chromium against /demo/mcp', () => {
  it('completes the two-round book_table elicitation through the forms', async () => {
    const live = await connected({ elicitation: {} });
    await live.send('tools/call', { name: 'book_table', arguments: {} });
    const panel = live.page.getByTestId('mrtr-panel');
    await expect.poll(() => panel.locator('[data-testid="mrtr-request"]').getAttribute('data-key')).toBe('party');
    await panel.locator('[data-field="name"]').fill('Ada');
    await panel.locator('[data-field="guests"]').fill('4');
    await shot(live, 'round-1');
    await sendsOne(live, 'mrtr-submit');
    await expect.poll(() => panel.locator('[data-testid="mrtr-request"]').getAttribute('data-key')).toBe('time');
    expect(await panel.locator('[data-testid="mrtr-request"] .mrtr-message').textContent()).toBe(
      'Pick a time for 4 guest(s) under Ada.',
    );
    await panel.locator('[data-field="time"]').selectOption('19:30');
    await shot(live, 'round-2');
    await sendsOne(live, 'mrtr-submit');
    await live.page.getByRole('tab', { name: 'Raw, as received' }).click();
    expect(await live.page.getByTestId('raw-body').textContent()).toContain(
      'Booked a table at Chez MCP for 4 under Ada at 19:30.',
    );
    expect(await live.page.getByTestId('mrtr-panel').count()).toBe(0);
    expect(await roundVerdicts(live)).toEqual(['pass', 'pass', 'pass']);
    await shot(live, 'completed');
    expect(live.problems).toEqual(noProblems);
  });

  it('answers elicitation, sampling and roots requests of one round with their own forms', async () => {
    const live = await connected({ elicitation: {}, sampling: {}, roots: {} });
    await live.send('tools/call', { name: 'test_input_required_result_multiple_inputs', arguments: {} });
    const panel = live.page.getByTestId('mrtr-panel');
    const methods = await panel
      .getByTestId('mrtr-request')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-method')));
    expect(methods.sort()).toEqual(['elicitation/create', 'roots/list', 'sampling/createMessage']);
    await panel.locator('[data-method="sampling/createMessage"] [data-field="reply"]').fill('Paris');
    await panel.locator('[data-method="roots/list"] input[aria-label="Root URI"]').first().fill('file:///srv/project');
    await panel.locator('[data-method="elicitation/create"] input[data-field]').first().fill('Grace');
    await shot(live, 'three-inputs');
    await sendsOne(live, 'mrtr-submit');
    await live.page.getByRole('tab', { name: 'Raw, as received' }).click();
    const body = await live.page.getByTestId('raw-body').textContent();
    expect(body).toContain('"resultType":"complete"');
    expect(body).toContain('file:///srv/project');
    expect(await roundVerdicts(live)).toEqual(['pass', 'pass']);
    expect(live.problems).toEqual(noProblems);
  });

  it('sends a tampered requestState on purpose and shows that the server refused it', async () => {
    const live = await connected({ elicitation: {} });
    await live.send('tools/call', { name: 'book_table', arguments: {} });
    await live.page.getByTestId('mrtr-tamper').click();
    expect(await live.page.getByTestId('mrtr-state').inputValue()).toMatch(/-TAMPERED$/);
    await live.page.getByTestId('mrtr-tampered').waitFor();
    await sendsOne(live, 'mrtr-submit');
    const verdict = live.page.getByTestId('tamper-verdict');
    await verdict.waitFor();
    expect(await verdict.getAttribute('data-refused')).toBe('true');
    expect(await live.page.getByTestId('live-status').textContent()).toMatch(/^200/);
    expect(await live.findings()).toEqual([]);
    await shot(live, 'tampered');
    expect(live.problems).toEqual(noProblems);
  });

  it('polls a generate_report task to completion and shows its inlined result', async () => {
    const live = await connected({ extensions: { 'io.modelcontextprotocol/tasks': {} } });
    await live.send('tools/call', { name: 'generate_report', arguments: { topic: 'caching', steps: 2 } });
    const panel = live.page.getByTestId('task-panel');
    await panel.waitFor();
    await expect.poll(() => live.page.getByTestId('task-status').textContent()).toBe('completed');
    expect(await live.page.getByTestId('task-result').textContent()).toContain(
      'Report on caching: 2 section(s) written.',
    );
    const statuses = await live.page
      .getByTestId('task-timeline')
      .locator('li')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
    expect(statuses[0]).toBe('working');
    expect(statuses.at(-1)).toBe('completed');
    expect(new Set(await roundVerdicts(live))).toEqual(new Set(['pass']));
    await shot(live, 'task-completed');
    expect(live.problems).toEqual(noProblems);
  });

  it('cancels a long task with tasks/cancel', async () => {
    const live = await connected({ extensions: { 'io.modelcontextprotocol/tasks': {} } });
    await live.send('tools/call', { name: 'generate_report', arguments: { topic: 'slow', steps: 10 } });
    await live.page.getByTestId('task-panel').waitFor();
    await sendsOne(live, 'task-cancel');
    await expect.poll(() => live.page.getByTestId('task-status').textContent()).toBe('cancelled');
    const methods = await live.page
      .getByTestId('conversation-round')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-method')));
    expect(methods).toContain('tasks/cancel');
    expect(new Set(await roundVerdicts(live))).toEqual(new Set(['pass']));
    await shot(live, 'task-cancelled');
    expect(live.problems).toEqual(noProblems);
  });
});
