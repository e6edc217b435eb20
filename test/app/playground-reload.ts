import { vi } from 'vitest';

/** Where the Playground's store persists its input. */
export const PLAYGROUND_KEY = 'shape-inspector';

/** The input text the Playground saved, as a reload would read it. */
export const savedText = () =>
  (JSON.parse(localStorage.getItem(PLAYGROUND_KEY) ?? '{}') as { state?: { input?: { text?: string } } }).state?.input
    ?.text;

/** A fresh module graph, as after a reload: the Playground's store reads localStorage again. */
export async function reloadPlayground() {
  vi.resetModules();
  const store = await import('../../app/features/playground/state/playground-store');
  await store.usePlaygroundStore.persist.rehydrate();
  return store;
}
