// `npm run docs:rules`: writes docs/rules.md and public/rules.html (the page the app serves for each
// finding's rule link) from the checker's table; test/unit/docs/rules-doc.test.ts fails when they are stale.
import { writeFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';

const { RULES_DOC_FILES, rulesMarkdown, rulesPage } = await tsImport('./docs/rules-doc.ts', import.meta.url);
const root = new URL('../', import.meta.url);
writeFileSync(new URL(RULES_DOC_FILES.markdown, root), rulesMarkdown());
writeFileSync(new URL(RULES_DOC_FILES.page, root), rulesPage());
console.log(`Wrote ${RULES_DOC_FILES.markdown} and ${RULES_DOC_FILES.page}`);
