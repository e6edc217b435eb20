import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYGROUND_KEY, reloadPlayground, savedText } from './playground-reload';

const reload = async () => (await reloadPlayground()).usePlaygroundStore;

describe('saving a large playground input', () => {
  beforeEach(() => localStorage.clear());

  it('saves a small input at once, and a large one in a task of its own, the latest only', async () => {
    const playground = await reload();
    playground.getState().actions.setText('{"small": true}');
    expect(savedText()).toBe('{"small": true}');
    const large = (n: number) => `[${`${n},`.repeat(150_000)}${n}]`;
    const setItem = vi.spyOn(localStorage, 'setItem');
    try {
      playground.getState().actions.setText(large(1));
      playground.getState().actions.setText(large(2));
      // Not in the task that changed it: the paste's task stays short.
      expect(savedText()).toBe('{"small": true}');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(savedText()).toBe(large(2));
      expect(setItem.mock.calls.filter(([key]) => key === PLAYGROUND_KEY)).toHaveLength(1);
    } finally {
      setItem.mockRestore();
    }
  });

  it('saves a waiting large input when the page is hidden, and a reload reads it', async () => {
    const playground = await reload();
    const large = `[${'7,'.repeat(150_000)}7]`;
    playground.getState().actions.setText(large);
    window.dispatchEvent(new Event('pagehide'));
    expect(savedText()).toBe(large);
    expect((await reload()).getState().input.text).toBe(large);
  });
});
