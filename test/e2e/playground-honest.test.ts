import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PlaygroundPage } from './support/playground-page';
import { useAppAndBrowser } from './support/setup';

// The playground says only what it judged, where it belongs.
const env = useAppAndBrowser();
const WIDE = { width: 1440, height: 900 } as const;
const NARROW = { width: 800, height: 900 } as const;
const DERIVED = ['status-card', 'cache-card', 'verdict-card', 'response-panel', 'legacy-panel'] as const;

async function open(hash = '', size: { width: number; height: number } = WIDE): Promise<PlaygroundPage> {
  const pg = await PlaygroundPage.open(env.browser.context, env.app.url + hash);
  await pg.setViewport(size.width, size.height);
  await pg.page.getByTestId('modern-response').waitFor();
  return pg;
}

const noProblems = (pg: PlaygroundPage) => expect(pg.problems.pageErrors).toEqual([]);

/** The same state at 800 px wide, scrolled to the panel that shows it (the narrow layout stacks the panes). */
async function narrowShot(pg: PlaygroundPage, name: string, testId: string): Promise<void> {
  await pg.setViewport(NARROW.width, NARROW.height);
  await pg.page.getByTestId(testId).first().scrollIntoViewIfNeeded();
  await pg.screenshot(`${name}-800`);
  await pg.setViewport(WIDE.width, WIDE.height);
}

describe('honest states', () => {
  it('a broken paste makes every derived panel stale, saying against what, and the verdict claims nothing', async () => {
    const pg = await open();
    await expect.poll(() => pg.text('verdict-card')).toContain('conforms');
    await pg.pasteHandlerResult('{:ok, %{"tools" => [}');
    await expect.poll(() => pg.text('parse-error')).toContain('line 1');
    // One note for the whole view says against what; each derived panel wears a mark that says it too.
    const note = pg.page.getByTestId('stale-note');
    await expect.poll(() => note.count()).toBe(1);
    expect(await note.textContent()).toMatch(/line 1, column \d+ in the handler result/);
    for (const id of DERIVED.filter((d) => d !== 'verdict-card')) {
      const mark = pg.page.getByTestId(id).getByTestId('stale-mark');
      await expect.poll(() => mark.isVisible(), { message: `${id} marks itself stale` }).toBe(true);
      expect(await mark.getAttribute('title')).toMatch(/line 1, column \d+ in the handler result/);
    }
    const verdict = await pg.text('verdict-card');
    expect(verdict).not.toContain('conforms');
    expect(verdict).toContain('Not judged');
    // The old values are dimmed, not shown at full colour.
    const filter = await pg.page
      .getByTestId('status-card')
      .locator('.is-stale')
      .first()
      .evaluate((e) => getComputedStyle(e).filter);
    expect(filter).toContain('grayscale');
    await pg.screenshot('honest-stale-broken-paste-1440');
    await narrowShot(pg, 'honest-stale-broken-paste', 'status-card');
    noProblems(pg);
  });

  it('a rejected shape ({:ok, 42}) and a broken ExMCP term make the intermediate panel stale too', async () => {
    const pg = await open('#example/exmcp-wrapped');
    await pg.page.getByTestId('intermediate').waitFor();
    await pg.pasteHandlerResult('%{value: 42, unit: }');
    await expect.poll(() => pg.page.getByTestId('intermediate').getByTestId('stale-mark').isVisible()).toBe(true);
    await pg.page.getByTestId('prestep-select').selectOption('none');
    await pg.pasteHandlerResult('{:ok, 42}');
    await expect.poll(() => pg.text('parse-error')).not.toBe('');
    expect(await pg.text('verdict-card')).not.toContain('conforms');
    expect(await pg.page.getByTestId('stale-note').count()).toBe(1);
    expect(await pg.page.getByTestId('stale-mark').count()).toBeGreaterThanOrEqual(DERIVED.length - 1);
    noProblems(pg);
  });

  it('with request _meta {} the verdict says it did not judge the exchange as 2026-07-28, and why', async () => {
    const pg = await open();
    await pg.pasteHandlerResult('{:ok, %{"tools" => [%{"name" => "search"}]}}');
    await pg.setRequestMeta('{}');
    const headline = pg.page.getByTestId('verdict-headline');
    await expect.poll(() => headline.textContent()).toContain('Not judged as a 2026-07-28 exchange');
    expect(await headline.textContent()).toContain('protocolVersion');
    expect(await pg.text('verdict-card')).not.toContain('conforms');
    await pg.screenshot('honest-era-not-judged-1440');
    await narrowShot(pg, 'honest-era-not-judged', 'verdict-card');
    // The fix puts the envelope back, and the missing inputSchema is judged.
    await pg.page.getByRole('button', { name: 'Restore the 2026-07-28 envelope' }).click();
    await expect.poll(() => pg.page.locator('[data-testid="verdict-card"] [data-rule="R-TOOLS-2"]').count()).toBe(1);
    noProblems(pg);
  });
});

describe('option fields', () => {
  it('shows an option error at its field, in its words, and the number field can be cleared and retyped', async () => {
    const pg = await open();
    await pg.page.getByTestId('cache-override-toggle').check();
    const ttl = pg.page.getByTestId('override-ttl');
    await ttl.click();
    await pg.page.keyboard.press('Control+A');
    await pg.page.keyboard.press('Backspace');
    expect(await ttl.inputValue()).toBe('');
    await expect.poll(() => pg.text('override-ttl-error')).toContain('ttl_ms: empty');
    await pg.page.keyboard.type('99999999999999999999');
    expect(await ttl.inputValue()).toBe('99999999999999999999');
    await expect.poll(() => pg.text('override-ttl-error')).toContain('too large');
    // Not under the handler result, and not as a syntax error.
    expect(await pg.page.getByTestId('parse-error').count()).toBe(0);
    expect(await pg.text('syntax-badge')).not.toBe('error');
    expect(await pg.page.getByTestId('cache-card').getByTestId('stale-mark').getAttribute('title')).toContain(
      ':cache override ttl_ms field',
    );
    await pg.screenshot('honest-option-error-1440');
    await narrowShot(pg, 'honest-option-error', 'override-ttl');
    await pg.page.keyboard.press('Control+A');
    await pg.page.keyboard.type('120000');
    expect(await ttl.inputValue()).toBe('120000');
    await expect.poll(() => pg.text('cache-ttl')).toBe('120000');
    expect(await pg.page.getByTestId('stale-note').count()).toBe(0);
    noProblems(pg);
  });

  it('ticking :cache override starts from the configured values, says when it is ignored, and fresh-until is relative', async () => {
    const pg = await open();
    await pg.page.getByTestId('config-ttl').fill('300000');
    await pg.page.getByTestId('config-scope').selectOption('public');
    await expect.poll(() => pg.text('cache-source')).toBe('configured default');
    await pg.page.getByTestId('cache-override-toggle').check();
    await expect.poll(() => pg.text('cache-source')).toBe('per-response override');
    expect(await pg.text('cache-ttl')).toBe('300000');
    expect(await pg.text('cache-scope')).toBe('public');
    expect(await pg.page.getByTestId('override-ttl').inputValue()).toBe('300000');
    expect(await pg.text('cache-fresh')).toMatch(/^in 5 minutes \(/);
    await pg.setMethod('tools/call');
    await expect.poll(() => pg.text('override-ignored')).toContain('tools/call is not cacheable');
    // Two panels render the method change; wait for each rather than read the second once.
    await expect.poll(() => pg.text('cache-override-ignored')).toContain('ignored');
    await pg.screenshot('honest-override-ignored-1440');
    noProblems(pg);
  });
});

describe('truthful highlights', () => {
  it('marks only the removed _meta keys, as ghost lines; kept and added members are not struck through', async () => {
    const pg = await open('#example/read-strips-echo');
    await expect.poll(() => pg.ghostLines().then((lines) => lines.length)).toBe(4);
    const ghosts = (await pg.ghostLines()).join('\n');
    for (const key of ['protocolVersion', 'clientCapabilities', 'clientInfo', 'logLevel'])
      expect(ghosts).toContain(`io.modelcontextprotocol/${key}`);
    expect(ghosts).not.toContain('com.example/trace');
    const decorations = await pg.responseDecorations();
    expect(decorations.filter((d) => d.className.includes('removed'))).toEqual([]);
    const response = await pg.modernResponse();
    expect(JSON.stringify(response)).not.toContain('logLevel');
    await pg.screenshot('honest-ghost-lines-1440');
    await narrowShot(pg, 'honest-ghost-lines', 'response-panel');
    noProblems(pg);
  });

  it('shows legacy and modern side by side in Monaco’s diff editor, beside the sentences', async () => {
    const pg = await open();
    await pg.page.getByTestId('legacy-view-diff').click();
    const diff = pg.page.getByTestId('era-diff-editor');
    await diff.locator('.monaco-diff-editor').waitFor();
    await expect.poll(() => diff.locator('.editor.original .view-lines').isVisible()).toBe(true);
    await expect.poll(() => diff.locator('.editor.modified .view-lines').isVisible()).toBe(true);
    await expect.poll(() => diff.locator('.line-insert, .char-insert').count()).toBeGreaterThan(0);
    const [left, right] = await Promise.all([
      diff.locator('.editor.original').boundingBox(),
      diff.locator('.editor.modified').boundingBox(),
    ]);
    expect(left && right && left.x < right.x).toBe(true);
    expect(await pg.page.getByTestId('era-diff').isVisible()).toBe(true);
    await pg.page.getByTestId('legacy-panel').scrollIntoViewIfNeeded();
    await pg.screenshot('honest-diff-editor-1440');
    await narrowShot(pg, 'honest-diff-editor', 'era-diff-editor');
    noProblems(pg);
  });
});

describe('guided fixes', () => {
  it('says what the ExMCP pre-step withheld and why (the client-safe message rule)', async () => {
    const pg = await open('#example/exmcp-pid-redacted');
    const note = pg.page.getByTestId('redaction-note');
    await note.waitFor();
    const text = (await note.textContent()) ?? '';
    expect(text).toContain('{:timeout, #PID<0.231.0>}');
    expect(text).toMatch(/tuple is never client-safe/);
    expect(text).toContain('Tool execution failed');
    await pg.screenshot('honest-redaction-1440');
    await narrowShot(pg, 'honest-redaction', 'redaction-note');
    noProblems(pg);
  });

  it('warns about an unknown method and offers the nearest one', async () => {
    const pg = await open();
    await pg.setMethod('tools/lst');
    await expect.poll(() => pg.text('method-warning')).toContain('Unknown method');
    expect(await pg.text('method-suggestion')).toBe('tools/list');
    await pg.screenshot('honest-unknown-method-1440');
    await pg.page.getByTestId('method-suggestion').click();
    expect(await pg.page.getByTestId('method-input').inputValue()).toBe('tools/list');
    expect(await pg.page.getByTestId('method-warning').count()).toBe(0);
    noProblems(pg);
  });

  it('a task without the tasks capability is one finding with its related rule, level and a concrete fix', async () => {
    const pg = await open('#example/task');
    await pg.setRequestMeta(JSON.stringify({ 'io.modelcontextprotocol/protocolVersion': '2026-07-28' }));
    const finding = pg.page.locator('[data-testid="verdict-card"] [data-rule="R-TASK-1"]');
    await expect.poll(() => finding.count()).toBe(1);
    expect(await pg.page.locator('[data-testid="verdict-card"] [data-rule="R-RESULT-TYPE-5"]').count()).toBe(0);
    expect(await finding.getByTestId('finding-related').textContent()).toContain('R-RESULT-TYPE-5');
    expect(await finding.locator('.finding-level').textContent()).toBe('MUST NOT');
    expect(await finding.getByTestId('finding-fix').textContent()).toContain(
      'extensions["io.modelcontextprotocol/tasks"]',
    );
    await pg.screenshot('honest-task-fix-1440');
    await narrowShot(pg, 'honest-task-fix', 'verdict-card');
    await finding.getByRole('button', { name: 'Declare the tasks extension' }).click();
    await expect.poll(() => pg.text('verdict-card')).toContain('conforms');
    noProblems(pg);
  });
});

describe('layout', () => {
  it('at 1440x900 the whole default response, ttlMs and cacheScope included, is on the first screen', async () => {
    const pg = await open();
    const lines = pg.page.locator('[data-testid="modern-response"] .view-line');
    await expect.poll(() => lines.filter({ hasText: 'cacheScope' }).count()).toBe(1);
    // Polled: Monaco re-renders its lines after the resize.
    const bottom = (key: string) =>
      lines
        .filter({ hasText: key })
        .first()
        .boundingBox()
        .then((box) => (box ? box.y + box.height : Infinity));
    for (const key of ['ttlMs', 'cacheScope'])
      await expect.poll(() => bottom(key), { message: `${key} above the fold` }).toBeLessThanOrEqual(WIDE.height);
    await pg.screenshot('honest-layout-1440');
    noProblems(pg);
  });

  it('below 900 px the header does not overflow, number inputs show their whole value, and every option has a visible label', async () => {
    const pg = await open('', NARROW);
    await pg.page.getByTestId('cache-override-toggle').check();
    const header = await pg.page.locator('.shell-header').evaluate((h) => ({
      scroll: h.scrollWidth,
      client: h.clientWidth,
      right: Math.max(...[...h.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right)),
    }));
    expect(header.scroll).toBeLessThanOrEqual(header.client);
    expect(header.right).toBeLessThanOrEqual(NARROW.width);
    const numbers = await pg.page
      .locator('form.options input[inputmode="numeric"]')
      .evaluateAll((inputs) =>
        inputs.map((i) => ({ value: (i as HTMLInputElement).value, fits: i.scrollWidth <= i.clientWidth })),
      );
    expect(numbers.length).toBe(2);
    for (const n of numbers) expect(n, `${n.value} is not clipped`).toMatchObject({ fits: true });
    const unlabeled = await pg.page
      .locator('form.options input:not([type="checkbox"]), form.options select, form.options textarea')
      .evaluateAll((controls) =>
        controls
          .filter((c) => {
            const label = c.closest('label')?.querySelector('.field-label');
            const box = label?.getBoundingClientRect();
            return !label?.textContent?.trim() || !box || box.width === 0 || box.height === 0;
          })
          .map((c) => c.outerHTML.slice(0, 80)),
      );
    expect(unlabeled).toEqual([]);
    await pg.screenshot('honest-layout-800');
    noProblems(pg);
  });

  it('at 800 px the handler editor shows ten lines or more, and every pre-step choice shows whole in its select', async () => {
    const pg = await open('', NARROW);
    await pg.pasteHandlerResult(Array.from({ length: 30 }, (_, i) => `%{"line" => ${i}}`).join('\n'));
    await expect.poll(() => pg.handlerText()).toContain('"line" => 29');
    // Monaco lays out the lines in view (and one cut at the bottom): a slit showed six.
    const lines = pg.page.locator('[data-testid="handler-input"] .view-lines .view-line');
    await expect.poll(() => lines.count()).toBeGreaterThanOrEqual(10);
    // The select is at least as wide as it is when sized to its longest choice (the same styles, unclipped).
    const select = pg.page.getByTestId('prestep-select');
    const widths = await select.evaluate((s) => {
      const free = s.cloneNode(true) as HTMLSelectElement;
      free.style.cssText = 'position: absolute; visibility: hidden; width: auto; min-width: 0; max-width: none';
      s.after(free);
      const need = free.getBoundingClientRect().width;
      free.remove();
      return { has: s.getBoundingClientRect().width, need };
    });
    expect(widths.has).toBeGreaterThanOrEqual(widths.need);
    await pg.screenshot('honest-narrow-editor-800');
    noProblems(pg);
  });
});

describe('docs a user can reach', () => {
  it('links D2 in the UI to docs/decisions.md, shown in the app in the file’s words', async () => {
    const pg = await open('#example/handler-hints-replaced');
    await pg.page.getByTestId('cache-card').getByTestId('decision-link-D2').click();
    const dialog = pg.page.getByTestId('decision-dialog');
    await expect.poll(() => dialog.textContent()).toContain('D2.');
    const doc = readFileSync('docs/decisions.md', 'utf8');
    const firstSentence = /## D2\.[^\n]*\n\n([^.]+)\./.exec(doc)?.[1]?.replace(/\s+/g, ' ').replace(/`/g, '');
    expect(firstSentence).toBeTruthy();
    expect((await dialog.textContent())?.replace(/\s+/g, ' ')).toContain(firstSentence);
    await pg.screenshot('honest-decision-dialog-1440');
    await pg.page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    for (const id of ['D1', 'D2', 'D3', 'D4', 'D5', 'D6']) expect(doc).toMatch(new RegExp(`^## ${id}\\. `, 'm'));
    expect(existsSync('docs/first-five-minutes.md')).toBe(true);
    noProblems(pg);
  });
});
