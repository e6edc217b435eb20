import { describe, expect, it } from 'vitest';
import { counted } from '../../../app/features/scan/model/counted';
import { exportFileName } from '../../../app/features/scan/model/export-name';

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
