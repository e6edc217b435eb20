// Part of `npm run lint`: no comment or doc may cite a document outside this repository (the rule is in
// scripts/docs/citations.ts). Prints file:line of each citation and exits 1 when there is one.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const { citationsIn, isCitable } = await tsImport('./docs/citations.ts', import.meta.url);
// src/spec/urls.ts is where spec links are made; its examples build them from parts.
const SOURCE_OF_LINKS = 'src/spec/urls.ts';
const root = fileURLToPath(new URL('../', import.meta.url));
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && file !== SOURCE_OF_LINKS && isCitable(file) && existsSync(join(root, file)));
const documents = new Set(files.filter((file) => file.endsWith('.md')).map((file) => basename(file)));

let count = 0;
for (const file of files) {
  const hasDocument = (name) => documents.has(basename(name)) || existsSync(join(root, dirname(file), name));
  for (const c of citationsIn(file, readFileSync(join(root, file), 'utf8'), hasDocument)) {
    console.log(`${file}:${c.line}: ${c.found} (${c.why})`);
    count += 1;
  }
}
if (count > 0) {
  console.log(
    `${count} citation(s) of documents outside this repository: cite what is here, or say it in your own words`,
  );
  process.exit(1);
}
