// `npm run docs:scan-truth`: writes docs/scan-truth.md from the scan-truth table
// (test/integration/scan/truth-table.ts); test/integration/scan/truth.test.ts fails when it is stale.
import { writeFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';

const { SCAN_TRUTH_FILE, scanTruthMarkdown } = await tsImport('./docs/scan-truth-doc.ts', import.meta.url);
writeFileSync(new URL(`../${SCAN_TRUTH_FILE}`, import.meta.url), scanTruthMarkdown());
console.log(`Wrote ${SCAN_TRUTH_FILE}`);
