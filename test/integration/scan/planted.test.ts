import { afterEach, describe, expect, it } from 'vitest';
import { scanServer, type ScanReport } from '../../../src';
import { PLANTED, type PlantedMode } from '../../fixtures/planted/modes';
import { startPlantedServer, type PlantedServer } from '../../fixtures/planted/server';

let server: PlantedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function scan(mode: PlantedMode): Promise<ScanReport> {
  server = await startPlantedServer(mode);
  return scanServer({ url: server.url, fetch, includeCalls: true, timeoutMs: 5000 });
}

const rulesOf = (report: ScanReport) => [...new Set(report.findings.map((f) => f.rule))].sort();

describe('a scan of the planted server', () => {
  it('finds nothing on the conforming base', async () => {
    const report = await scan('none');
    expect({ verdict: report.verdict, findings: report.findings.map((f) => `${f.rule}: ${f.message}`) }).toEqual({
      verdict: 'pass',
      findings: [],
    });
    expect(report.exchanges.every((e) => e.outcome === 'answered')).toBe(true);
  });

  const modes = Object.entries(PLANTED).map(([mode, planted]) => [mode, planted.what, planted] as const);
  it.each(modes)('finds %s (%s) by its rule ids and nothing else', async (mode, _what, planted) => {
    const report = await scan(mode as PlantedMode);
    const also: readonly string[] = 'also' in planted ? planted.also : [];
    expect(rulesOf(report)).toEqual([...new Set([...planted.rules, ...also])].sort());
  });

  it('places each planted finding on the exchange that shows it', async () => {
    const report = await scan('tool-order');
    const finding = report.findings.find((f) => f.rule === 'R-TOOLS-4')!;
    const exchange = report.exchanges[finding.exchange]!;
    expect(exchange.tag).toEqual({ kind: 'list', method: 'tools/list', run: 2, page: 1 });
    expect(exchange.findings).toContainEqual(expect.objectContaining({ rule: 'R-TOOLS-4', pointer: '/result/tools' }));
  });
});
