import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_MAX_CHARS } from '../../app/state/persisted-storage';
import { PLAYGROUND_KEY, reloadPlayground, savedText } from './playground-reload';

/** A fresh module graph, as after a reload: the stores read localStorage again. */
async function reload() {
  const { usePlaygroundStore, SAVE_FAILED_NOTICE } = await reloadPlayground();
  const { useUiStore } = await import('../../app/state/ui-store');
  return { playground: usePlaygroundStore, ui: useUiStore, SAVE_FAILED_NOTICE };
}

describe('an input larger than browser storage holds', () => {
  beforeEach(() => localStorage.clear());

  // Chromium refuses more than STORAGE_MAX_CHARS characters per origin: serialising and trying 10 MB only
  // cost the page a long task before failing.
  it('is not serialised nor written; the notice says it will not survive a reload, the last saved input stays', async () => {
    const { playground, ui, SAVE_FAILED_NOTICE } = await reload();
    playground.getState().actions.setText('{"kept": true}');
    const huge = `"${'x'.repeat(STORAGE_MAX_CHARS)}"`;
    const setItem = vi.spyOn(localStorage, 'setItem');
    try {
      playground.getState().actions.setText(huge);
      window.dispatchEvent(new Event('pagehide'));
      await vi.waitFor(() => expect(ui.getState().notice).toBe(SAVE_FAILED_NOTICE));
      expect(setItem.mock.calls.filter(([key]) => key === PLAYGROUND_KEY)).toHaveLength(0);
      expect(savedText()).toBe('{"kept": true}');
      expect(playground.getState().input.text).toBe(huge);
    } finally {
      setItem.mockRestore();
    }
  });

  it('is saved when it fits, however large', async () => {
    const { playground } = await reload();
    const large = `"${'y'.repeat(STORAGE_MAX_CHARS - 1_000)}"`;
    playground.getState().actions.setText(large);
    window.dispatchEvent(new Event('pagehide'));
    expect(savedText()).toBe(large);
  });
});
