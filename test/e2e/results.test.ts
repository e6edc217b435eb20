import { describe, expect, it } from 'vitest';
import { NO_PROBLEMS, useLiveTabs } from './support/live-tabs';

// Results as people read them, against the app's own demo servers (started with the app by the test).
const { open } = useLiveTabs();

describe('Live judges structuredContent against the outputSchema (JSON Schema 2020-12)', () => {
  it('shows each violation of stock_level on /demo/divergent as a finding at its JSON path', async () => {
    const live = await open();
    await live.page.getByTestId('use-divergent').click();
    await live.connect();
    await live.send('tools/call', { name: 'stock_level', arguments: {} });
    const findings = live.page.locator('[data-testid="exchange-view"] [data-rule="R-TOOLS-12"]');
    await expect.poll(() => findings.count()).toBe(2);
    expect(await findings.first().getAttribute('data-severity')).toBe('error');
    expect(await findings.first().textContent()).toContain('/result/structuredContent/count');
    expect(await findings.nth(1).textContent()).toContain('/result/structuredContent/reorderAt');
    await expect
      .poll(
        async () => (await live.responseMarkers()).filter((m) => m.message.includes('breaks its outputSchema')).length,
      )
      .toBe(2);
    expect(live.problems).toEqual(NO_PROBLEMS);
  });
});

describe('Live renders a result as content', () => {
  it('shows the gallery: markdown, an image, an audio control, a link that fills in a read, a download', async () => {
    const live = await open();
    await live.connect();
    await live.send('tools/call', { name: 'content_gallery', arguments: {} });
    await live.page.getByRole('tab', { name: 'Rendered' }).click();
    const view = live.page.getByTestId('content-view');
    expect(await view.getByTestId('content-markdown').locator('strong').first().textContent()).toBe('content block');
    const image = view.getByTestId('content-image');
    await expect.poll(() => image.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBe(120);
    expect(await view.getByTestId('content-audio').getAttribute('controls')).not.toBeNull();
    expect(
      await view.locator('[data-type="resource"] [data-testid="content-download"]').getAttribute('data-mime'),
    ).toBe('text/csv');
    const before = await live.historyCount();
    await view.getByTestId('content-read-link').click();
    await expect.poll(() => live.params()).toEqual({ uri: 'demo://readme' });
    expect(await live.page.getByTestId('live-method').inputValue()).toBe('resources/read');
    // Filled in, never sent by itself.
    expect(await live.historyCount()).toBe(before);
    expect(live.problems).toEqual(NO_PROBLEMS);
  });
});
