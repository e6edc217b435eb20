import { cleanup, renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SNAPSHOT_MAX_ITEMS, snapshotOf, type ExchangeRecord } from '../../../src/index';
import { snapshotInSlices } from '../../../app/features/live/changes/snapshot-in-slices';
import { useInterfaceChanges } from '../../../app/features/live/changes/use-interface-changes';
import {
  CHANGES_STORAGE_KEY,
  DEFER_SAVE_ITEMS,
  useChangesStore,
} from '../../../app/features/live/changes/changes-store';

const URL_A = 'http://127.0.0.1:3000/mcp';
const tools = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ name: `tool_${i}`, inputSchema: { type: 'object' } }));
const discover = {
  id: 'd1',
  startedAt: '2026-12-06T23:00:00.000Z',
  response: {
    status: 200,
    statusText: 'OK',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, result: { supportedVersions: ['2026-07-28'], capabilities: {} } }),
  },
} as unknown as ExchangeRecord;
const savedItems = () =>
  (
    JSON.parse(localStorage.getItem(CHANGES_STORAGE_KEY) ?? '{"state":{"saved":[]}}') as {
      state: { saved: { snapshot: { tools: unknown[] } }[] };
    }
  ).state.saved.map((s) => s.snapshot.tools.length);

beforeEach(() => {
  localStorage.clear();
  useChangesStore.setState({ saved: [], shown: null });
});
afterEach(cleanup);

describe('the interface snapshot in slices', () => {
  it('is the snapshot snapshotOf makes, whatever the slice size (duplicates, junk, key order)', async () => {
    const item = fc.oneof(
      fc.record({ name: fc.constantFrom('a', 'b', 'c', 'd', '__proto__'), n: fc.integer(), _meta: fc.constant({}) }),
      fc.record({ uri: fc.constantFrom('x:1', 'x:2'), z: fc.boolean(), a: fc.string() }),
      fc.constantFrom('junk', null, 5),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(item, { maxLength: 30 }),
        fc.array(item, { maxLength: 10 }),
        fc.integer({ min: 1, max: 7 }),
        async (listed, resources, sliceItems) => {
          const input = { discover: { capabilities: { tools: {} } }, tools: listed, resources };
          const sliced = await snapshotInSlices(input, { sliceItems, pause: async () => {} });
          expect(sliced).toEqual(snapshotOf(input));
        },
      ),
    );
  });

  it('keeps the same first SNAPSHOT_MAX_ITEMS items, and gives the page a task between slices', async () => {
    const listed = [...tools(SNAPSHOT_MAX_ITEMS - 1), { name: 'tool_5', description: 'a duplicate' }, ...tools(10)];
    let pauses = 0;
    const sliced = await snapshotInSlices({ tools: listed }, { sliceItems: 1_000, pause: async () => void pauses++ });
    expect(sliced).toEqual(snapshotOf({ tools: listed }));
    expect(pauses).toBe(SNAPSHOT_MAX_ITEMS / 1_000);
  });

  it('stops between slices when told to', async () => {
    let pauses = 0;
    const sliced = await snapshotInSlices(
      { tools: tools(5_000) },
      { sliceItems: 1_000, pause: async () => void pauses++, stopped: () => pauses >= 2 },
    );
    expect(sliced).toBeNull();
    expect(pauses).toBe(2);
  });
});

describe('a connection to a large server, seen by the changes', () => {
  it('is not snapshotted nor saved in the commit that shows it, and is saved once in a later task', async () => {
    const catalog = { tools: tools(DEFER_SAVE_ITEMS * 3) };
    const setItem = vi.spyOn(localStorage, 'setItem');
    try {
      // What storage holds when the task that filed the snapshot ends (its microtasks included).
      let savedWhenFiled: number[] | undefined;
      const stop = useChangesStore.subscribe(() => queueMicrotask(() => (savedWhenFiled ??= savedItems())));
      renderHook(() => useInterfaceChanges(URL_A, discover, catalog));
      // The commit (and its effects) ran: without slicing the store would hold the snapshot already.
      expect(useChangesStore.getState().saved).toEqual([]);
      await vi.waitFor(() => expect(savedItems()).toEqual([DEFER_SAVE_ITEMS * 3]));
      stop();
      expect(useChangesStore.getState().saved[0]?.snapshot).toEqual(
        snapshotOf({ discover: JSON.parse(discover.response!.body).result, ...catalog }),
      );
      // The large save waited for a task of its own, and wrote once.
      expect(savedWhenFiled).toEqual([]);
      expect(setItem.mock.calls.filter(([key]) => key === CHANGES_STORAGE_KEY)).toHaveLength(1);
    } finally {
      setItem.mockRestore();
    }
  });

  it('saves a waiting large snapshot when the page is hidden, and a small one at once', async () => {
    const { observe } = useChangesStore.getState().actions;
    observe({ url: URL_A, at: 1, discoverId: 'd1', snapshot: snapshotOf({ tools: tools(DEFER_SAVE_ITEMS + 1) }) });
    expect(savedItems()).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    expect(savedItems()).toEqual([DEFER_SAVE_ITEMS + 1]);
    useChangesStore.setState({ saved: [] });
    observe({ url: URL_A, at: 2, discoverId: 'd2', snapshot: snapshotOf({ tools: tools(3) }) });
    expect(savedItems()).toEqual([3]);
  });
});
