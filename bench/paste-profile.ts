// `tsx bench/paste-profile.ts [size]`: where the longest main-thread task of a paste goes. Pastes a tools/list
// handler result (1 MB by default) into the built app in headless Chromium with the JS profiler on (CDP), then
// prints the longest tasks and, for the longest, the functions that took most of its time (self and total).
// A diagnosis tool beside bench/paste.ts, which measures; it asserts nothing.
import type { Page } from 'playwright-core';
import { TEST_HOOKS_FLAG } from '../app/editor/test-hooks';
import { startBuiltApp } from '../test/e2e/support/app-server';
import { launchBrowser } from '../test/e2e/support/browser';
import { pasteToolsList } from '../test/e2e/support/paste';

const SIZE = Number(process.argv[2] ?? 1_000_000);
const RESPONSE_URI = 'inmemory://playground/modern-response.json';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const OBSERVE = `() => {
  window.__tasks = [];
  new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__tasks.push([e.startTime, e.duration]))).observe({ type: 'longtask' });
}`;

async function waitForPreview(page: Page): Promise<void> {
  await page.waitForFunction(
    ([uri, size]) => (window.__shapeInspectorEditors?.[uri]?.getValue().length ?? 0) > size / 2,
    [RESPONSE_URI, SIZE] as const,
    { timeout: 120_000, polling: 50 },
  );
}

const app = await startBuiltApp();
const browser = await launchBrowser();
try {
  const page = await browser.context.newPage();
  await page.addInitScript((flag) => localStorage.setItem(flag, '1'), TEST_HOOKS_FLAG);
  await page.goto(app.url);
  const editor = page.locator('[data-testid="handler-input"][data-editor-ready="true"]').first();
  await editor.waitFor({ timeout: 60_000 });
  await page.locator('[data-testid="modern-response"][data-editor-ready="true"]').waitFor({ timeout: 60_000 });
  await editor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.evaluate(`(${OBSERVE})()`);
  await cdp.send('Profiler.start');
  await pasteToolsList(page, SIZE);
  await waitForPreview(page);
  // Let the tasks after the preview (decorations, folding) run too.
  await page.evaluate('new Promise((resolve) => setTimeout(resolve, 1500))');
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const tasks = (await page.evaluate('window.__tasks')) as [number, number][];
  tasks.sort((a, b) => b[1] - a[1]);
  console.log(
    `${SIZE} characters: ${tasks.length} long tasks; longest ${tasks
      .slice(0, 6)
      .map(([, d]) => d.toFixed(0))
      .join(', ')} ms`,
  );
  report(profile);
} finally {
  await browser.close();
  await app.close();
}

/** Splits the profile into tasks at idle samples and prints where the longest one went (self and total). */
function report(profile: Profile): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const name = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber + 1}:${node.callFrame.columnNumber + 1}`;
  // Runs of samples between idle ones; each sample lasts until the next.
  let best: { from: number; to: number; ms: number } = { from: 0, to: 0, ms: 0 };
  let from = 0;
  let ms = 0;
  profile.samples.forEach((id, i) => {
    const idle = byId.get(id)!.callFrame.functionName === '(idle)';
    const lasts = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (idle) {
      if (ms > best.ms) best = { from, to: i, ms };
      from = i + 1;
      ms = 0;
    } else ms += lasts;
  });
  if (ms > best.ms) best = { from, to: profile.samples.length, ms };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const chosen = profile.samples.slice(best.from, best.to);
  for (const id of chosen) {
    const key = name(byId.get(id)!);
    self.set(key, (self.get(key) ?? 0) + 1);
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const up = name(byId.get(n)!);
      if (seen.has(up)) continue;
      seen.add(up);
      total.set(up, (total.get(up) ?? 0) + 1);
    }
  }
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 30)
      .map(([key, n]) => `  ${((n / chosen.length) * 100).toFixed(1).padStart(5)}%  ${key}`)
      .join('\n');
  console.log(`longest busy stretch in the profile: ${best.ms.toFixed(0)} ms, ${chosen.length} samples`);
  console.log(`self time:\n${top(self)}\ntotal time:\n${top(total)}`);
}
