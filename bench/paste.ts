// Paste-to-preview time of the built app in headless Chromium for 1, 10 and 50 MB tools/list pastes,
// each beside a baseline measured in the same run: the same page taking a
// 100-character paste. Also the longest main-thread task while each paste is shaped.
import type { Page } from 'playwright-core';
import type {} from '../app/editor/test-hooks';
import { TEST_HOOKS_FLAG } from '../app/editor/test-hooks';
import { longestTask } from './measure';
import { startBuiltApp } from '../test/e2e/support/app-server';
import { launchBrowser } from '../test/e2e/support/browser';
import { dispatchPreparedPaste, preparePaste } from '../test/e2e/support/paste';

const RUNS = 3;
// PASTE_SIZES=1000000,10000000 measures only those sizes (a quicker run).
const SIZES = process.env['PASTE_SIZES']?.split(',').map(Number) ?? [1_000_000, 10_000_000, 50_000_000];
const BASELINE_SIZE = 100;
const RESPONSE_URI = 'inmemory://playground/modern-response.json';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

// In-page code as text (tsx would add a `__name` helper the page does not have); CDP's evaluate runs it.
const START = `() => {
  window.__pasteStart = performance.now();
  window.__longest = 0;
  new PerformanceObserver((list) => list.getEntries().forEach((e) => (window.__longest = Math.max(window.__longest, e.duration)))).observe({ type: 'longtask' });
}`;

/** Pastes about `size` characters into a fresh tab and returns [paste-to-preview ms, longest task ms]. */
async function pasteToPreview(page: Page, size: number): Promise<[number, number]> {
  const editor = page.locator('[data-testid="handler-input"][data-editor-ready="true"]').first();
  await editor.waitFor({ timeout: 30_000 });
  await page.locator('[data-testid="modern-response"][data-editor-ready="true"]').waitFor({ timeout: 30_000 });
  await editor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  // The text is made before the clock and the long-task watcher start: only the page's own work is timed.
  const length = await preparePaste(page, size);
  await page.evaluate(`(${START})()`);
  await dispatchPreparedPaste(page);
  // The last tool of the paste is in the shaped response: the preview shows this paste.
  const last = lastToolName(size);
  // An inline arrow (no name for tsx to wrap): the page's CSP forbids evaluating predicate strings.
  const handle = await page.waitForFunction(
    ([uri, marker]) => {
      const w = window as unknown as { __pasteStart: number };
      const text = window.__shapeInspectorEditors?.[uri]?.getValue() ?? '';
      return text.includes(marker) ? performance.now() - w.__pasteStart : false;
    },
    [RESPONSE_URI, last] as const,
    { timeout: 120_000, polling: 20 },
  );
  const ms = (await handle.jsonValue()) as number;
  const longest = (await page.evaluate('window.__longest')) as number;
  if (length < size) throw new Error(`pasted only ${length} characters`);
  return [ms, longest];
}

/** The name of the last tool pasteToolsList writes for `size` characters (same loop, no text kept). */
function lastToolName(size: number): string {
  let i = 0;
  for (let length = 0; length < size; i++) {
    length +=
      `%{"name" => "tool_${i}", "description" => "Tool ${i}, for the paste budget", "inputSchema" => %{"type" => "object"}}`
        .length + 4;
  }
  return `"tool_${i - 1}"`;
}

const app = await startBuiltApp();
const browser = await launchBrowser();
const rows = new Map<number, { ms: number[]; longest: number[] }>();
try {
  for (let run = 0; run < RUNS; run++) {
    for (const size of [BASELINE_SIZE, ...SIZES]) {
      const page = await browser.context.newPage();
      // Each tab starts from the default input, as a first paste does (not from the last run's saved paste).
      await page.addInitScript((flag) => {
        if (!sessionStorage.getItem('bench-tab')) localStorage.clear();
        sessionStorage.setItem('bench-tab', '1');
        localStorage.setItem(flag, '1');
      }, TEST_HOOKS_FLAG);
      await page.goto(app.url);
      const [ms, longest] = await pasteToPreview(page, size).catch((error: unknown) => {
        throw new Error(`${size}-character paste: ${String(error)}`);
      });
      const row = rows.get(size) ?? { ms: [], longest: [] };
      row.ms.push(ms);
      row.longest.push(longest);
      rows.set(size, row);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await app.close();
}

const base = median(rows.get(BASELINE_SIZE)?.ms ?? []);
console.log(`Paste to preview in headless Chromium, built app, median of ${RUNS} fresh tabs`);
console.log(`${BASELINE_SIZE}-character paste (baseline)   ${base.toFixed(0)} ms`);
// #42's goals for the longest main-thread task of a paste (none for 50 MB).
const LONGEST_GOAL_MS = new Map([
  [1_000_000, 200],
  [10_000_000, 400],
]);
for (const size of SIZES) {
  const row = rows.get(size);
  const ms = median(row?.ms ?? []);
  const longest = median(row?.longest ?? []);
  const goal = LONGEST_GOAL_MS.get(size);
  console.log(
    `${String(size / 1_000_000).padStart(2)} MB paste → preview          ${ms.toFixed(0).padStart(5)} ms` +
      ` (${(ms / base).toFixed(1)}x the baseline); longest main-thread task ${longestTask(longest)}` +
      (goal === undefined ? '' : ` (goal <= ${goal} ms) ${longest <= goal ? 'ok' : 'OVER'}`),
  );
}
