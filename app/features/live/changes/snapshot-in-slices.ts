import { SNAPSHOT_LISTS, SNAPSHOT_MAX_ITEMS, snapshotOf, type InterfaceSnapshot } from '../../../../src/index';
import { laterTask } from '../../../state/later-task';

/** Items a slice turns into snapshot entries before the page gets a task of its own. */
export const SNAPSHOT_SLICE_ITEMS = 1_000;

type SnapshotEntry = InterfaceSnapshot['tools'][number];
type SnapshotInput = Parameters<typeof snapshotOf>[0];

/**
 * `snapshotOf`, worked out a slice of items at a time with a task for the page between slices (a server
 * listing 100,000 tools is not one long task). The same snapshot: each slice's entries are merged, the
 * first of a key kept, then sorted as `snapshotOf` sorts them. Null when `stopped()` says so between slices.
 *
 * @example
 * let pauses = 0;
 * const tools = [{ name: 'b' }, { name: 'a' }, { name: 'b', description: 'second' }, { name: 'c' }];
 * const sliced = await snapshotInSlices({ tools }, { sliceItems: 2, pause: async () => void pauses++ });
 * sliced // => snapshotOf({ tools })
 * pauses // => 2
 */
export async function snapshotInSlices(
  input: SnapshotInput,
  {
    sliceItems = SNAPSHOT_SLICE_ITEMS,
    pause = laterTask,
    stopped = () => false,
  }: { sliceItems?: number; pause?: () => Promise<void>; stopped?: () => boolean } = {},
): Promise<InterfaceSnapshot | null> {
  const snapshot: InterfaceSnapshot = { ...snapshotOf({ discover: input.discover }) };
  for (const { list } of SNAPSHOT_LISTS) {
    const items = (input[list] ?? []).slice(0, SNAPSHOT_MAX_ITEMS);
    const byKey = new Map<string, SnapshotEntry>();
    for (let from = 0; from < items.length; from += sliceItems) {
      for (const entry of snapshotOf({ [list]: items.slice(from, from + sliceItems) })[list])
        if (!byKey.has(entry.key)) byKey.set(entry.key, entry);
      await pause();
      if (stopped()) return null;
    }
    snapshot[list] = [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
  return snapshot;
}
