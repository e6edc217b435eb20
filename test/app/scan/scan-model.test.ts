import { afterEach, describe, expect, it, vi } from 'vitest';
import { counted } from '../../../app/features/scan/model/counted';
import { exportFileName } from '../../../app/features/scan/model/export-name';
import { scanAuthFetch } from '../../../app/features/scan/state/auth-fetch';

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

describe('scanAuthFetch', () => {
  afterEach(() => vi.restoreAllMocks());
  it("fetches the page's own origin straight and every other origin through the scan's transport", async () => {
    const viaTransport = vi.fn(async () => new Response('relayed'));
    const straight = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('straight'));
    const authFetch = scanAuthFetch({ kind: 'relay', fetch: viaTransport, reason: '' }, 'http://127.0.0.1:4173');
    const init = { method: 'GET', headers: {}, redirect: 'manual' } as const;
    const own = await authFetch('http://127.0.0.1:4173/.well-known/oauth-protected-resource/demo/protected', init);
    const other = await authFetch('https://auth.example.com/.well-known/oauth-authorization-server', init);
    expect([await own.text(), await other.text()]).toEqual(['straight', 'relayed']);
    expect(straight).toHaveBeenCalledOnce();
    expect(viaTransport).toHaveBeenCalledWith('https://auth.example.com/.well-known/oauth-authorization-server', init);
  });
});
