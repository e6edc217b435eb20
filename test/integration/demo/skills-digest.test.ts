import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInspector } from '../../../app/server/standalone';
import { scanServer } from '../../../src';
import { startDemoApp } from './support';

// A skill file whose bytes are not the ones its entry's digest was made of (same size, one letter
// edited: /demo/divergent serves it stale) is an R-SKILL-8 finding of the scan, at the read that
// served it; the conforming demo's same file is not.

let app: RunningInspector;
beforeAll(async () => {
  app = await startDemoApp();
});
afterAll(() => app.close());

const STALE = 'skill://demo/inspect-a-server/references/RULES.md';

describe('the scan holds every skill file to its digest, not only its size', () => {
  it('flags the stale file of /demo/divergent with R-SKILL-8, naming both digests', async () => {
    const report = await scanServer({ url: `${app.origin}/demo/divergent`, fetch });
    const read = report.exchanges.find((e) => e.label === `resources/read of ${STALE}`);
    const findings = read?.findings.filter((f) => f.rule === 'R-SKILL-8') ?? [];
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      pointer: '/result/contents/0',
      expected: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
      actual: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
    });
    expect(findings[0]!.expected).not.toBe(findings[0]!.actual);
    expect(findings[0]!.message).toContain('does not match the entry');
    expect(report.areas.find((a) => a.area === 'skills')?.status).toBe('fail');
  }, 30_000);

  it('finds nothing on the conforming demo, whose files match their entries', async () => {
    const report = await scanServer({ url: `${app.origin}/demo/mcp`, fetch });
    expect(report.exchanges.some((e) => e.label === `resources/read of ${STALE}`)).toBe(true);
    expect(report.findings.filter((f) => f.rule === 'R-SKILL-8')).toEqual([]);
  }, 30_000);
});
