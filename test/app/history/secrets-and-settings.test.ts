import { describe, expect, it, vi } from 'vitest';
import { persist } from 'zustand/middleware';
import { create } from 'zustand';
import { toHar } from '../../../app/exchange/files/har';
import { toSessionFile } from '../../../app/exchange/files/session-file';
import { scrubForStorage } from '../../../app/exchange/history/history-db';
import { MASK, maskUrl } from '../../../app/exchange/model/secrets';
import { toCurl } from '../../../app/features/live/model/curl';
import { MAX_SAVED_HEADER_ROWS, readSavedLive } from '../../../app/features/live/state/saved-live';
import { followOtherTabs, validatingStorage } from '../../../app/state/persisted-storage';
import { type ExchangeRecord } from '../../../src/index';
import { recordOf } from '../../support/records';

const SECRET_URL = 'https://alice:hunter2@mcp.example/mcp?api_key=K1&token=T2&access_token=T3&q=keep';
const record: ExchangeRecord = recordOf({
  id: '1',
  startedAt: '2026-12-01T00:00:00.000Z',
  source: 'relay',
  rpcMethod: 'tools/list',
  request: { url: SECRET_URL, method: 'POST', headers: {}, body: '{}' },
  response: null,
  error: { code: 'network', message: 'x' },
  timing: { totalMs: 1 },
  findings: [],
});
const leaks = (text: string) => ['hunter2', 'alice', 'K1', 'T2', 'T3'].filter((s) => text.includes(s));

describe('secrets in URLs', () => {
  it('masks user:pass@ and secret-looking query values, keeping the rest', () => {
    const masked = maskUrl(SECRET_URL);
    expect(leaks(masked)).toEqual([]);
    expect(masked).toContain(`api_key=${MASK}`);
    expect(masked).toContain('q=keep');
    expect(maskUrl('https://mcp.example/mcp?q=1')).toBe('https://mcp.example/mcp?q=1');
    expect(maskUrl('not a url')).toBe('not a url');
  });
  it('HAR, JSON and curl exports hold none of them unless revealed', () => {
    expect(leaks(JSON.stringify(toHar([record])))).toEqual([]);
    expect(leaks(JSON.stringify(toSessionFile([record])))).toEqual([]);
    expect(leaks(toCurl(record.request))).toEqual([]);
    expect(toCurl(record.request, { reveal: true })).toContain('hunter2');
  });
});

describe('tokens, codes and PKCE verifiers in bodies (#39 Medium 5)', () => {
  const tokenExchange: ExchangeRecord = recordOf({
    id: '2',
    startedAt: '2026-12-01T00:00:00.000Z',
    source: 'relay',
    rpcMethod: '',
    request: {
      url: 'https://auth.example/token',
      method: 'POST',
      headers: {},
      body: 'grant_type=authorization_code&code=C0DE&code_verifier=V3R1F13R&redirect_uri=x',
    },
    response: {
      status: 200,
      statusText: 'OK',
      headers: { location: 'http://127.0.0.1/cb?code=C0DE&state=s' },
      body: '{"access_token":"AT0K3N","token_type":"Bearer","refresh_token":"RT0K3N"}',
    },
    timing: { totalMs: 1 },
    findings: [],
  });
  const tokenLeaks = (text: string) => ['C0DE', 'V3R1F13R', 'AT0K3N', 'RT0K3N'].filter((s) => text.includes(s));
  it('HAR and session exports and the saved history mask them with the one rule, unless revealed', () => {
    expect(tokenLeaks(JSON.stringify(toHar([tokenExchange])))).toEqual([]);
    expect(tokenLeaks(JSON.stringify(toSessionFile([tokenExchange])))).toEqual([]);
    expect(tokenLeaks(JSON.stringify(scrubForStorage(tokenExchange, false)))).toEqual([]);
    expect(JSON.stringify(toHar([tokenExchange])).includes('"token_type\\":\\"Bearer')).toBe(true);
    expect(tokenLeaks(JSON.stringify(toHar([tokenExchange], { reveal: true })))).toHaveLength(4);
    expect(tokenLeaks(JSON.stringify(scrubForStorage(tokenExchange, true)))).toHaveLength(4);
  });
});

describe('saved Live settings', () => {
  it('reads back a bounded number of header rows', () => {
    const headers = Array.from({ length: 20_000 }, (_, i) => ({ name: `X-${i}`, value: 'v', origin: 'http://h' }));
    expect(readSavedLive({ headers }, 1)?.headers).toHaveLength(MAX_SAVED_HEADER_ROWS);
  });
});

describe('two tabs saving one key', () => {
  type S = { theme: string; size: number };
  const KEY = 'test:two-tabs';
  const read = (s: unknown) => (typeof s === 'object' && s !== null ? (s as S) : null);
  const tab = () =>
    create<S & { set: (p: Partial<S>) => void }>()(
      persist((set) => ({ theme: 'light', size: 1, set: (p) => set(p) }), {
        name: KEY,
        version: 1,
        storage: validatingStorage({ version: 1, read, onReset: () => undefined }),
        partialize: (s) => ({ theme: s.theme, size: s.size }),
      }),
    );
  it("an older tab's next change keeps the other tab's newer setting", async () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { theme: 'light', size: 1 }, version: 1 }));
    const older = tab();
    const newer = tab();
    await older.persist.rehydrate();
    await newer.persist.rehydrate();
    newer.getState().set({ theme: 'dark' });
    older.getState().set({ size: 2 });
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}').state).toEqual({ theme: 'dark', size: 2 });
  });
  it("follows the other tab's save through the storage event", async () => {
    const store = tab();
    await store.persist.rehydrate();
    const stop = followOtherTabs(store);
    localStorage.setItem(KEY, JSON.stringify({ state: { theme: 'sepia', size: 3 }, version: 1 }));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, storageArea: localStorage }));
    await vi.waitFor(() => expect(store.getState().theme).toBe('sepia'));
    stop();
  });
});
