import { afterEach, describe, expect, it } from 'vitest';
import { LivePage } from './support/live-page';
import { useAppAndBrowser } from './support/setup';

// Live's skills view against the demo's skills: list them, open one (frontmatter, files), every file
// held to its size and digest; the divergent demo's stale file is flagged R-SKILL-8. Every request is
// in the history and opens in the exchange view with its findings.

const env = useAppAndBrowser();
const opened: LivePage[] = [];
afterEach(async () => {
  for (const live of opened.splice(0)) await live.close();
});

const fileStates = (live: LivePage) =>
  live.page
    .getByTestId('skill-file')
    .evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-uri'), r.getAttribute('data-state')]));

describe('Live: the skills view', () => {
  it('lists the demo’s skills and opens one, each file verified by size and digest, each request recorded', async () => {
    const live = await LivePage.open(env.browser.context, env.app.url);
    opened.push(live);
    await live.connect();
    await live.page.getByTestId('skills-panel').waitFor();
    const before = await live.historyCount();
    await live.page.getByTestId('skills-list').click();
    await expect
      .poll(() => live.page.getByTestId('skill-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-uri'))))
      .toEqual(['skill://demo/inspect-a-server/SKILL.md', 'skill://demo/shape-a-result/SKILL.md']);
    await live.settled();
    // skills/list is judged like the other cacheable lists: the demo's answer carries its hints, no finding.
    expect((await live.findings()).filter((f) => f.severity === 'error')).toEqual([]);

    await live.page.getByTestId('skill-row').first().getByRole('button').click();
    await expect
      .poll(() => fileStates(live))
      .toEqual([
        ['skill://demo/inspect-a-server/SKILL.md', 'verified'],
        ['skill://demo/inspect-a-server/references/RULES.md', 'verified'],
      ]);
    expect(await live.page.getByTestId('skill-frontmatter').textContent()).toContain('inspect-a-server');
    expect(await live.page.getByTestId('skill-findings').count()).toBe(0);
    await live.page.getByTestId('skill-file-text').first().locator('summary').click();
    expect(await live.page.getByTestId('skill-file-text').first().textContent()).toContain('# Inspect a server');
    // skills/list, skills/get and two reads, each in the history.
    await expect.poll(() => live.historyCount()).toBe(before + 4);
    await live.screenshot('skills-verified');
    expect(live.problems).toEqual({ pageErrors: [], consoleErrors: [], foreignRequests: [] });
  });

  it('flags a file whose content does not match its declared digest (R-SKILL-8), at its JSON path', async () => {
    const live = await LivePage.open(env.browser.context, env.app.url);
    opened.push(live);
    await live.connect(`${env.app.url.replace(/\/$/, '')}/demo/divergent`);
    await live.page.getByTestId('skills-list').click();
    await live.page.getByTestId('skill-row').first().waitFor();
    await live.page.getByTestId('skill-row').first().getByRole('button').click();
    await expect
      .poll(() => fileStates(live))
      .toEqual([
        ['skill://demo/inspect-a-server/SKILL.md', 'verified'],
        ['skill://demo/inspect-a-server/references/RULES.md', 'mismatch'],
      ]);
    const finding = live.page.getByTestId('skill-findings').locator('[data-rule="R-SKILL-8"]');
    expect(await finding.count()).toBe(1);
    expect(await finding.textContent()).toContain('/result/contents/0');
    expect(await finding.textContent()).toContain('does not match the entry');
    await live.screenshot('skills-digest-mismatch');
    expect(live.problems).toEqual({ pageErrors: [], consoleErrors: [], foreignRequests: [] });
  });
});
