import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../../src/index';
import { RULES_DOC_FILES, rulesMarkdown, rulesPage } from '../../../scripts/docs/rules-doc';

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const STALE = 'is stale: run `npm run docs:rules` and commit the result';

describe('the generated rule catalogue', () => {
  it('docs/rules.md is what the generator writes now', () => {
    expect(read(RULES_DOC_FILES.markdown) === rulesMarkdown(), `${RULES_DOC_FILES.markdown} ${STALE}`).toBe(true);
  });

  it('public/rules.html (the page the findings link to) is what the generator writes now', () => {
    expect(read(RULES_DOC_FILES.page) === rulesPage(), `${RULES_DOC_FILES.page} ${STALE}`).toBe(true);
  });

  it('has one entry per rule of the checker, with its level and spec link', () => {
    const markdown = rulesMarkdown();
    const page = rulesPage();
    for (const rule of Object.values(RULES)) {
      expect(markdown).toContain(`| ${rule.id} | ${rule.level}`);
      expect(page).toContain(`<tr id="${rule.id}">`);
    }
    expect(markdown).toContain(
      '| R-CACHE-1 | MUST | cacheable complete results carry ttlMs and cacheScope | exchange |',
    );
    expect(markdown).toContain(
      '[server/utilities/caching](https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching)',
    );
  });
});
