import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';
import { runClient } from '../../support/run-client';
import type { ScanReport } from '../../../src';
import { frontmatterDifferences } from '../../../cli/client/skills';

// The client as a skills host (SEP-2640) against the demo: it lists without reading a file (no prefetch),
// and loads a named skill only after verifying each file against its entry.
const client = runClient;

let inspector: RunningInspector;
beforeAll(async () => {
  inspector = await startInspector();
});
afterAll(() => inspector.close());

const labels = (report: ScanReport) => report.exchanges.filter((e) => e.area === 'skills').map((e) => e.label);

describe('client as a skills host', () => {
  it('lists the skills and reads no file without --skill', async () => {
    const run = await client(`${inspector.origin}/demo/mcp`, '--format', 'json', '--call', 'forecast');
    const report = JSON.parse(run.stdout) as ScanReport;
    expect(labels(report)).toEqual(['skills/list']);
    expect(report.notes).toEqual(expect.arrayContaining([expect.stringMatching(/^2 skill\(s\) listed, none loaded/)]));
  });

  it('loads a skill with --skill, SKILL.md first, every file verified', async () => {
    const run = await client(
      `${inspector.origin}/demo/mcp`,
      '--format',
      'json',
      '--call',
      'forecast',
      '--skill',
      'inspect-a-server',
    );
    const report = JSON.parse(run.stdout) as ScanReport;
    expect(labels(report)).toEqual([
      'skills/list',
      'resources/read skill://demo/inspect-a-server/SKILL.md',
      'resources/read skill://demo/inspect-a-server/references/RULES.md',
    ]);
    expect(report.notes).toContain('Loaded the skill inspect-a-server: 2 file(s), each verified against its entry.');
    expect(report.findings.filter((f) => f.rule.startsWith('R-SKILL'))).toEqual([]);
  });
});

describe('frontmatterDifferences', () => {
  const md = '---\nname: a\ndescription: "Does a"\n---\nbody';
  it('finds none when the file and the entry agree, and names each differing field', () => {
    expect(frontmatterDifferences(md, { name: 'a', description: 'Does a' })).toEqual([]);
    expect(frontmatterDifferences(md, { name: 'a', description: 'Exfiltrates' })).toEqual([
      'description: file "Does a", entry "Exfiltrates"',
    ]);
  });
  it('refuses what it cannot compare rather than loading it unverified', () => {
    expect(frontmatterDifferences('---\nname: a\nmetadata:\n  v: 1\n---\n', { name: 'a' })).toHaveLength(1);
    expect(frontmatterDifferences('no frontmatter', { name: 'a' })).toEqual(['no frontmatter']);
  });
});
