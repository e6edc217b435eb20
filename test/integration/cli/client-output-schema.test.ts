import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';
import { runClient } from '../../support/run-client';
import type { Finding } from '../../../src';

const client = runClient;

let inspector: RunningInspector;
beforeAll(async () => {
  inspector = await startInspector();
});
afterAll(() => inspector.close());

describe('client --format json judges structuredContent against the outputSchema (JSON Schema 2020-12)', () => {
  it('reports each violation of the divergent stock_level tool as an error at its JSON path with the keyword', async () => {
    const run = await client(`${inspector.origin}/demo/divergent`, '--format', 'json', '--call', 'stock_level');
    const report = JSON.parse(run.stdout) as { findings: (Finding & { exchange?: number })[] };
    const violations = report.findings.filter((f) => f.rule === 'R-TOOLS-12');
    expect(violations.map((f) => [f.pointer, f.severity, f.expected])).toEqual([
      ['/result/structuredContent/count', 'error', 'type at #/properties/count/type'],
      ['/result/structuredContent/reorderAt', 'error', 'minimum at #/properties/reorderAt/minimum'],
    ]);
    expect(violations[0]?.message).toContain('keyword type');
    expect(run.code).not.toBe(0);
  });

  it('finds nothing to report on the conforming demo forecast, whose structuredContent fits', async () => {
    const run = await client(
      `${inspector.origin}/demo/mcp`,
      '--format',
      'json',
      '--call',
      'forecast',
      '--args',
      '{"region":"eu"}',
    );
    const report = JSON.parse(run.stdout) as { findings: Finding[] };
    expect(report.findings.filter((f) => /^R-TOOLS-1[234]$/.test(f.rule))).toEqual([]);
    expect(run.code).toBe(0);
  });
});
