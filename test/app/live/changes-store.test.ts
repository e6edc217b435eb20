import { beforeEach, describe, expect, it } from 'vitest';
import { snapshotOf } from '../../../src/index';
import {
  CHANGES_STORAGE_KEY,
  MAX_SAVED_SERVERS,
  useChangesStore,
} from '../../../app/features/live/changes/changes-store';

const URL_A = 'http://127.0.0.1:3000/mcp';
const forecast = (required: string[]) =>
  snapshotOf({
    tools: [{ name: 'forecast', inputSchema: { type: 'object', properties: { city: {}, days: {} }, required } }],
  });

beforeEach(() => {
  localStorage.clear();
  useChangesStore.setState({ saved: [], shown: null });
});

describe('the interface changes store', () => {
  it('compares a connection with the server’s last one, once per connection', () => {
    const { observe } = useChangesStore.getState().actions;
    observe({ url: URL_A, at: 1, discoverId: 'd1', snapshot: forecast(['city']) });
    expect(useChangesStore.getState().shown).toBeNull();
    observe({ url: URL_A, at: 2, discoverId: 'd2', snapshot: forecast(['city', 'days']) });
    const shown = useChangesStore.getState().shown;
    expect(shown?.since).toBe(1);
    expect(shown?.changes.map((c) => [c.name, c.severity])).toEqual([['forecast', 'breaking']]);
    // The same connection seen again (navigating back to Live) changes nothing.
    observe({ url: URL_A, at: 2, discoverId: 'd2', snapshot: forecast(['city', 'days']) });
    expect(useChangesStore.getState().shown).toBe(shown);
  });

  it('keeps each server apart and saves the snapshots under their own key, the oldest servers forgotten', () => {
    const { observe } = useChangesStore.getState().actions;
    for (let i = 0; i < MAX_SAVED_SERVERS + 3; i++)
      observe({ url: `http://127.0.0.1:${3000 + i}/mcp`, at: i, discoverId: `d${i}`, snapshot: forecast([]) });
    expect(useChangesStore.getState().shown).toBeNull();
    const saved = JSON.parse(localStorage.getItem(CHANGES_STORAGE_KEY) ?? '{}') as {
      state: { saved: { url: string }[] };
    };
    expect(saved.state.saved).toHaveLength(MAX_SAVED_SERVERS);
    expect(saved.state.saved[0]?.url).toBe(`http://127.0.0.1:${3000 + MAX_SAVED_SERVERS + 2}/mcp`);
  });

  it('resets a damaged saved entry instead of failing', async () => {
    localStorage.setItem(CHANGES_STORAGE_KEY, JSON.stringify({ state: { saved: 'junk' }, version: 1 }));
    await useChangesStore.persist.rehydrate();
    expect(useChangesStore.getState().saved).toEqual([]);
    expect(localStorage.getItem(CHANGES_STORAGE_KEY)).toBeNull();
  });
});
