import { describe, expect, it, vi } from 'vitest';
import { persist } from 'zustand/middleware';
import { create } from 'zustand';
import { toHar } from '../../../app/exchange/files/har';
import { toSessionFile } from '../../../app/exchange/files/session-file';
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
