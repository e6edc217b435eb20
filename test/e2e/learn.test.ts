import type {} from '../../app/editor/test-hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { solutionText } from '../../app/features/learn/model/engine';
import { STEPS } from '../../app/features/learn/model/steps';
import type { StepDefinition } from '../../app/features/learn/model/types';
import { watchPage, type PageProblems } from './support/browser';
import { useAppAndBrowser } from './support/setup';
import { prepareTab } from './support/tabs';
import { TABLES } from '../app/learn/answer-rows';

// One learner walks the whole tour in one tab: every step by keyboard, each exercise failed with
// a typical wrong answer and then passed, live steps against the app's own demo server.

const env = useAppAndBrowser();
let page: Page;
let problems: PageProblems;
const heights: Record<string, number> = {};

beforeAll(async () => {
  page = await env.browser.context.newPage();
  await prepareTab(page, { viewport: { width: 1440, height: 900 } });
  problems = watchPage(page);
});
afterAll(() => page?.close());

const shot = (name: string) => page.screenshot({ path: `test-results/screenshots/learn-${name}.png`, fullPage: true });
const answerUri = (step: StepDefinition) =>
  `inmemory://learn/${step.id}-${step.exercise.kind === 'live' ? 'request.json' : 'answer'}`;
const feedbackState = () => page.getByTestId('feedback').getAttribute('data-state');
const problemsText = async () => (await page.getByTestId('problems').textContent()) ?? '';

/** Replaces the answer with a real paste into Monaco (typing would auto-close brackets). */
async function paste(step: StepDefinition, text: string): Promise<void> {
  await page.locator('[data-testid="answer"] .view-lines').click();
  await page.keyboard.press('Control+A');
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
  await expect
    .poll(() => page.evaluate((uri) => window.__shapeInspectorEditors?.[uri]?.getValue(), answerUri(step)))
    .toBe(text);
}

/** A live step's solution as the page built it (buildRequest over what the demo server said). */
async function pageSolution(): Promise<string> {
  await page.getByTestId('solution-button').click();
  const text = (await page.getByTestId('solution').locator('pre').textContent()) ?? '';
  await page.getByTestId('solution-button').click();
  return text;
}

/** A typical mistake for each live exercise, made from the right request. */
function liveMistake(step: StepDefinition, solution: string): string {
  // The authorization step's answer is a URL: the authorization server's metadata is the other document.
  if (step.id === 'authorization')
    return JSON.stringify(
      { ...(JSON.parse(solution) as object), url: '/.well-known/oauth-authorization-server/demo/auth' },
      null,
      2,
    );
  type Params = { name?: string; _meta: Record<string, unknown>; notifications?: { resourceSubscriptions: string[] } };
  type Doc = { headers: Record<string, string>; body: { id: unknown; method: string; params: Params | object } };
  const doc = JSON.parse(solution) as Doc;
  const params = doc.body.params as Params;
  if (step.id === 'envelope') delete params._meta['io.modelcontextprotocol/clientCapabilities'];
  if (step.id === 'mrtr-rounds') doc.body.id = 1;
  if (step.id === 'routing-headers') doc.headers['Mcp-Name'] = `${params.name}_v2`;
  if (step.id === 'failure') doc.headers['Last-Event-ID'] = '5-1';
  if (step.id === 'listen') {
    doc.body.method = doc.headers['Mcp-Method'] = 'resources/subscribe';
    doc.body.params = { uri: params.notifications?.resourceSubscriptions[0], _meta: params._meta };
  }
  return JSON.stringify(doc, null, 2);
}

const LIVE_MISTAKE_SAYS: Record<string, string> = {
  envelope: '-32602',
  'mrtr-rounds': 'new id',
  'routing-headers': '-32020',
  listen: '-32601',
  failure: 'Last-Event-ID',
  authorization: 'not the resource metadata',
};

/** The right request written differently: header names in lower case, params keys reversed, other indentation. */
function liveRewritten(solution: string): string {
  const asked = JSON.parse(solution) as { url?: string };
  // The resource metadata URL written as a path on the page's origin.
  if (typeof asked.url === 'string') return JSON.stringify({ url: new URL(asked.url).pathname }, null, 4);
  const doc = JSON.parse(solution) as { headers: Record<string, string>; body: Record<string, unknown> };
  const params = doc.body['params'] as Record<string, unknown>;
  return JSON.stringify(
    {
      body: { ...doc.body, params: Object.fromEntries(Object.entries(params).reverse()) },
      headers: Object.fromEntries(Object.entries(doc.headers).map(([k, v]) => [k.toLowerCase(), v])),
    },
    null,
    4,
  );
}

/** A right answer from the step's table other than the solution (reordered keys, the JSON form, …). */
function localRewritten(step: StepDefinition): string {
  const rows = TABLES[step.id]!.filter((r) => r[2]);
  return (rows[1] ?? rows[0])![1];
}

describe('the Learn tour in Chromium', () => {
  it('the overview lists every step as a link, with progress and the cheat sheet', async () => {
    await page.goto(`${env.app.url}#/learn`);
    await page.getByTestId('learn-overview').waitFor();
    const hrefs = await page
      .getByTestId('step-list')
      .locator('a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(STEPS.map((s) => `#/learn/${s.id}`));
    expect(await page.getByTestId('progress-done').textContent()).toBe('0');
    await shot('00-overview');
    await page.getByTestId('continue-link').click();
  });

  it.each(STEPS.map((s, i) => [i + 1, s.id, s] as const))(
    'step %i (%s): wrong answer fails, right answer passes, and so does one written differently',
    async (n, id, step) => {
      await page.locator(`[data-testid="learn-step"][data-step="${id}"]`).waitFor();
      expect(await page.evaluate(() => location.hash)).toBe(`#/learn/${id}`);
      await page.locator('[data-testid="answer"][data-editor-ready="true"]').waitFor();
      if (step.live) {
        await expect.poll(() => page.getByTestId('live-example').getAttribute('data-state')).toBe('ready');
        expect(await page.getByTestId('live-problem').count()).toBe(0);
      }
      // The step as the learner reads it, before an answer adds the server's reply below.
      heights[id] = await page.evaluate(() => document.documentElement.scrollHeight);
      const live = step.exercise.kind === 'live';
      const right = step.exercise.kind === 'live' ? await pageSolution() : solutionText(step.exercise);
      const wrong = live ? liveMistake(step, right) : step.wrong.text;
      await paste(step, wrong);
      await expect.poll(feedbackState).toBe('failed');
      expect(await problemsText()).toContain(live ? LIVE_MISTAKE_SAYS[id] : step.wrong.feedback);
      await paste(step, right);
      await expect.poll(feedbackState).toBe('passed');
      await page.getByTestId('step-done').waitFor();
      await paste(step, wrong);
      await expect.poll(feedbackState).toBe('failed');
      await paste(step, live ? liveRewritten(right) : localRewritten(step));
      await expect.poll(feedbackState).toBe('passed');
      await page.locator('body').evaluate(() => window.scrollTo(0, 0));
      await shot(`${String(n).padStart(2, '0')}-${id}`);
      // On to the next step by keyboard, from outside the editors.
      await page.locator('h2#learn-step-title').click();
      await page.keyboard.press('Alt+Shift+ArrowRight');
    },
  );

  it('ends on the cheat sheet; the overview remembers every passed step after a reload', async () => {
    await page.getByTestId('cheat-sheet').waitFor();
    expect(await page.locator('[data-testid="cheat-sheet"] tbody tr').count()).toBe(28);
    await shot('99-cheat-sheet');
    await page.goto(`${env.app.url}#/learn`);
    await page.reload();
    await page.getByTestId('learn-overview').waitFor();
    expect(await page.getByTestId('progress-done').textContent()).toBe(String(STEPS.length));
    expect(await page.locator('[data-testid="step-list"] li[data-done="true"]').count()).toBe(STEPS.length);
    await shot('00-overview-done');
  });

  it('keeps each step, as it opens, within three screens of 1440x900: two screens of scrolling (heights printed)', () => {
    console.log('learn step heights at 1440x900:', JSON.stringify(heights));
    for (const [id, height] of Object.entries(heights)) expect(height, id).toBeLessThanOrEqual(2 * 900 + 900);
  });

  it('reads at 800 px wide: no sideways scrolling on a local and a live step', async () => {
    await page.setViewportSize({ width: 800, height: 900 });
    for (const id of ['discover', 'mrtr-rounds', 'failure']) {
      await page.goto(`${env.app.url}#/learn/${id}`);
      await page.locator(`[data-testid="learn-step"][data-step="${id}"]`).waitFor();
      await page.locator('[data-testid="answer"][data-editor-ready="true"]').waitFor();
      const wide = await page.evaluate(() =>
        // The step's own elements (Monaco's inner layers are clipped by the editor and never scroll the page).
        [...document.querySelectorAll('[data-testid="learn-step"] *:not(.monaco-editor *)')]
          .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .slice(0, 5)
          .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
      );
      expect(wide, id).toEqual([]);
      await shot(`800-${id}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('had no page error, no console error and no request leaving loopback', () => {
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [], foreignRequests: [] });
  });
});
