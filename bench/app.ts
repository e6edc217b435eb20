// `npm run bench:app`: first contentful paint, time to first preview and transferred bytes of the built app, in headless Chromium.
import { startBuiltApp } from '../test/e2e/support/app-server';
import { launchBrowser } from '../test/e2e/support/browser';

const RUNS = 5;

const app = await startBuiltApp();
const browser = await launchBrowser();
const rows: { fcp: number; firstPreview: number; editorReady: number; bytes: number }[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const page = await browser.context.newPage();
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    let bytes = 0;
    cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => (bytes += e.encodedDataLength));
    const start = Date.now();
    await page.goto(app.url + '#example/tools-list');
    await page.getByTestId('http-status').first().waitFor();
    const firstPreview = Date.now() - start;
    await page.locator('[data-testid="modern-response"][data-editor-ready="true"]').waitFor({ timeout: 30_000 });
    const editorReady = Date.now() - start;
    await page.waitForLoadState('networkidle');
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    rows.push({ fcp, firstPreview, editorReady, bytes });
    await page.close();
  }
} finally {
  await browser.close();
  await app.close();
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
console.log(`Built app in headless Chromium, cold cache, median of ${RUNS} loads`);
console.log(`first contentful paint   ${median(rows.map((r) => r.fcp)).toFixed(0)} ms`);
console.log(
  `time to first preview    ${median(rows.map((r) => r.firstPreview)).toFixed(0)} ms (navigation start to the HTTP status card)`,
);
console.log(`time to Monaco ready     ${median(rows.map((r) => r.editorReady)).toFixed(0)} ms`);
console.log(
  `transferred bytes        ${(median(rows.map((r) => r.bytes)) / 1024).toFixed(1)} KiB (everything the page loaded, gzip-compressed by the preview server)`,
);
