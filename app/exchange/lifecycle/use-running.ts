import { useSyncExternalStore } from 'react';
import type { RequestOwner } from '../../../src/index';

/** How many requests `owner` has in flight, re-rendering when that changes. */
export function useRunning(owner: RequestOwner): number {
  return useSyncExternalStore(owner.subscribe, () => owner.running);
}
