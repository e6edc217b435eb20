import { describe, expect, it } from 'vitest';
import type { ScanFinding } from '../../../src/index';
import { counted, groupFindings } from '../../../app/features/scan/model/group-findings';
import { exportFileName } from '../../../app/features/scan/model/export-name';

const finding = (rule: string, severity: ScanFinding['severity'], exchange: number, message = `${rule} says`) =>
  ({ rule, severity, exchange, message, pointer: '', spec: { url: '', section: '' } }) as unknown as ScanFinding;

describe('groupFindings', () => {
  it('puts one rule with one message on many exchanges in one group, worst first', () => {
    const groups = groupFindings([
      finding('R-HTTP-7', 'warning', 0),
      finding('R-X-1', 'error', 1),
      finding('R-HTTP-7', 'warning', 1),
      finding('R-HTTP-7', 'warning', 1),
      finding('R-HTTP-7', 'warning', 4),
    ]);
    expect(groups.map((g) => [g.first.rule, g.exchanges])).toEqual([
      ['R-X-1', [1]],
      ['R-HTTP-7', [0, 1, 4]],
    ]);
  });

  it('keeps one rule with different messages apart', () => {
    const groups = groupFindings([finding('R-A', 'info', 0, 'one'), finding('R-A', 'info', 1, 'two')]);
    expect(groups).toHaveLength(2);
  });
});

describe('counted', () => {
  it.each([
    [0, 'warning', '0 warnings'],
    [1, 'warning', '1 warning'],
    [2, 'error', '2 errors'],
  ] as const)('%d %s reads %s', (n, noun, words) => {
    expect(counted(n, noun)).toBe(words);
  });
});

describe('exportFileName', () => {
  it.each([
    ['http://127.0.0.1:5173/demo/mcp', 'mcp-scan-127.0.0.1_5173-demo-mcp.json'],
    ['https://example.test/', 'mcp-scan-example.test.json'],
    ['https://example.test/a//b/', 'mcp-scan-example.test-a-b.json'],
    ['not a url', 'mcp-scan-server.json'],
  ])('%s is saved as %s', (url, name) => {
    expect(exportFileName(url)).toBe(name);
  });
});
