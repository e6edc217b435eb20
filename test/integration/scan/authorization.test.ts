import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';
import { scanServer, type AuthFetch, type FetchLike, type ScanReport } from '../../../src';

// The scan's Authorization card against the protected demo, its misconfigured twin (both behind a
// real oidc-provider) and the open demo: judged without credentials, the scan stops at a 401.
let inspector: RunningInspector;
const fetchMcp: FetchLike = (url, init) => fetch(url, { ...init, redirect: 'manual' });
const authFetch: AuthFetch = (url, init) => fetch(url, init);

beforeAll(async () => {
  inspector = await startInspector();
});
afterAll(() => inspector.close());

const scan = (path: string, headers?: Record<string, string>): Promise<ScanReport> =>
  scanServer({ url: `${inspector.origin}${path}`, fetch: fetchMcp, authFetch, ...(headers ? { headers } : {}) });

const authorizationRules = (report: ScanReport): string[] =>
  report.findings.filter((f) => report.exchanges[f.exchange]?.area === 'authorization').map((f) => f.rule);

describe('the scan judges authorization without credentials', () => {
  it('a protected server: its challenge and metadata on the Authorization card, and the scan stops there', async () => {
    const report = await scan('/demo/protected');
    const card = report.areas.find((a) => a.area === 'authorization');
    expect(card?.probes).toBeGreaterThanOrEqual(3);
    expect(authorizationRules(report).filter((rule) => rule !== 'R-AUTH-17')).toEqual([]);
    expect(report.exchanges.filter((e) => e.area === 'authorization').map((e) => e.probe)).toEqual(
      expect.arrayContaining(['auth:challenge', 'auth:resource-metadata', 'auth:server-metadata']),
    );
    expect(report.notes.join(' ')).toMatch(/answered with 401: the server asks for authorization/);
    expect(report.exchanges.some((e) => e.area === 'lists' && e.outcome === 'answered')).toBe(false);
    // The 401's OAuth error body is the challenge, not a malformed JSON-RPC answer.
    expect(report.findings.filter((f) => f.rule !== 'R-AUTH-17')).toEqual([]);
    expect(report.verdict).not.toBe('fail');
  });

  it('a misconfigured one: the wrong resource and the missing S256 are findings on the card', async () => {
    const rules = authorizationRules(await scan('/demo/protected-misconfigured'));
    expect(rules).toEqual(expect.arrayContaining(['R-AUTH-4', 'R-AUTH-7']));
  });

  it('an open server: a note says it needs no authorization, no finding, and it is scanned whole', async () => {
    const report = await scan('/demo/mcp');
    expect(report.exchanges.some((e) => e.area === 'authorization')).toBe(false);
    expect(report.notes.join(' ')).toMatch(/needs no authorization/);
    expect(report.exchanges.some((e) => e.area === 'lists' && e.outcome === 'answered')).toBe(true);
  });

  it('with an Authorization header the card is left out and the battery runs', async () => {
    const report = await scan('/demo/mcp', { Authorization: 'Bearer not-needed' });
    expect(report.exchanges.some((e) => e.area === 'authorization')).toBe(false);
    expect(report.notes.join(' ')).not.toMatch(/needs no authorization/);
  });
});
