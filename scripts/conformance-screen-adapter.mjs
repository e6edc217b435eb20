// The client command `npm run conformance:screen` hands the suite: one scenario (its server URL is the
// last argument, its context in MCP_CONFORMANCE_CONTEXT) played on the live screen the parent serves
// (MCP_SCREEN_APP), in the Chromium it started (MCP_SCREEN_CDP). It does what a person would: type the
// URL, Connect, fill the Authorization panel with the credentials the context gives, Authorize
// whenever the panel asks, call each listed tool. It waits on the page's own states, never on a clock.
/* global document, HTMLButtonElement -- the functions given to page.evaluate run in the page */
import { chromium } from 'playwright-core';
import { CLIENT_METADATA_URL, conformanceContext } from './conformance-tools.mjs';

// The bound on one wait for the page: generous, a loaded machine is slow, but a stuck page ends.
const EVENT_BOUND_MS = 60_000;
// Authorize clicks for one request before giving up: the Authorizer stops a step-up loop itself.
const MAX_AUTHORIZE_CLICKS = 5;

const say = (line) => process.stderr.write(`screen: ${line}\n`);

/** Waits until no request of the screen is in flight: Connect is free and the shown exchange is judged. */
async function idle(page) {
  await page.waitForFunction(
    () => {
      const connect = document.querySelector('[data-testid="connect-button"]');
      const panel = document.querySelector('[data-testid="auth-panel"]');
      const view = document.querySelector('[data-testid="exchange-view"]');
      return (
        connect instanceof HTMLButtonElement &&
        !connect.disabled &&
        panel?.getAttribute('data-phase') !== 'running' &&
        (!view || view.getAttribute('data-exchange-settled') === 'true')
      );
    },
    undefined,
    { timeout: EVENT_BOUND_MS },
  );
}

/** The Authorization panel's phase now, or null when the screen shows none. */
const phase = (page) =>
  page.evaluate(() => document.querySelector('[data-testid="auth-panel"]')?.getAttribute('data-phase') ?? null);
const stepCount = (page) => page.locator('[data-testid="auth-step"]').count();

/** Waits for the next history entry after `before`, then for the screen to be idle. */
async function answered(page, before) {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="history-entry"]').length > n, before, {
    timeout: EVENT_BOUND_MS,
  });
  await idle(page);
}

/**
 * While the panel asks for authorization: Authorize, let the popup and callback run, and wait until
 * the panel is done (authorized and the refused request answered again, or failed).
 */
async function authorizeWhileAsked(page) {
  for (let click = 0; click < MAX_AUTHORIZE_CLICKS && (await phase(page)) === 'needed'; click++) {
    const rows = await stepCount(page);
    await page.getByRole('button', { name: /^Authorize/ }).click();
    await page.waitForFunction(
      (n) => {
        const panel = document.querySelector('[data-testid="auth-panel"]');
        const kinds = [...document.querySelectorAll('[data-testid="auth-step"]')].map((e) => e.dataset.kind);
        const now = panel?.getAttribute('data-phase');
        return now === 'failed' || (kinds.slice(n).includes('retry') && now !== 'running');
      },
      rows - 1,
      { timeout: EVENT_BOUND_MS },
    );
    await idle(page);
    say(`authorize: ${await phase(page)}`);
  }
}

/** The panel's phase, status line and step rows, for the log. */
async function panelText(page) {
  const kinds = await page
    .locator('[data-testid="auth-step"]')
    .evaluateAll((els) => els.map((e) => `${e.dataset.kind}:${e.dataset.ok}`));
  const status = await page.evaluate(() => document.querySelector('[data-testid="auth-status"]')?.textContent ?? '');
  return `panel ${await phase(page)} (${status}); auth steps ${kinds.join(' ')}`;
}

/** Fills the panel's client fields a person would from what the suite gives (pre-registered credentials). */
async function fillClient(page, context) {
  const panel = page.getByTestId('auth-panel');
  const client = panel.getByRole('group', { name: /client/i });
  await client.getByLabel('Client ID metadata document URL').fill(CLIENT_METADATA_URL);
  if (typeof context.client_id === 'string')
    await client.getByLabel('Client ID', { exact: true }).fill(context.client_id);
  if (typeof context.client_secret === 'string') await client.getByLabel('Client secret').fill(context.client_secret);
  if (typeof context.private_key_pem === 'string')
    await client.getByLabel('Private key (PEM, for private_key_jwt)').fill(context.private_key_pem);
}

async function main(url) {
  const context = conformanceContext();
  const browser = await chromium.connectOverCDP(process.env.MCP_SCREEN_CDP ?? '');
  const tab = await browser.newContext();
  tab.setDefaultTimeout(EVENT_BOUND_MS);
  try {
    const page = await tab.newPage();
    page.on('pageerror', (error) => say(`page error: ${error}`));
    await page.goto(`${process.env.MCP_SCREEN_APP ?? ''}#/live`);
    await page.getByTestId('live-screen').waitFor();
    await page.getByTestId('server-url').fill(url);
    await page.getByTestId('connect-button').click();
    await answered(page, 0);
    if ((await phase(page)) === 'needed') await fillClient(page, context);
    await authorizeWhileAsked(page);
    // The catalog Connect filled: call each tool as listed, authorizing again when asked (step-up).
    const rows = page.locator('[data-testid="catalog-rows-Tools"] [role="option"]');
    const tools = await rows.count();
    for (let i = 0; i < tools; i++) {
      await rows.nth(i).click();
      const before = await page.getByTestId('history-entry').count();
      await page.getByTestId('send-button').click();
      await answered(page, before);
      await authorizeWhileAsked(page);
    }
    say(`done: ${tools} tool(s) called; ${await panelText(page)}`);
  } catch (error) {
    // What the screen showed when it got stuck, for the scenario's stderr.txt.
    for (const page of tab.pages()) say(`stopped on ${page.url()}: ${await panelText(page).catch(() => '?')}`);
    throw error;
  } finally {
    await tab.close();
    await browser.close();
  }
}

await main(process.argv[process.argv.length - 1]);
