import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_INPUT } from '../../app/features/playground/model/input';
import { migratePersisted, RESET_NOTICE, STORAGE_KEY, STORAGE_VERSION } from '../../app/state/persisted';

async function freshStore() {
  vi.resetModules();
  const { useStore } = await import('../../app/state/store');
  await useStore.persist.rehydrate();
  return useStore;
}

describe('persisted store', () => {
  beforeEach(() => localStorage.clear());

  it('starts from defaults with nothing saved, and saves the input, layout and theme', async () => {
    const store = await freshStore();
    expect(store.getState().input).toEqual(DEFAULT_INPUT);
    store.getState().playgroundActions.setText('{:ok, %{}}');
    store.getState().uiActions.setTheme('dark');
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    expect(saved.version).toBe(STORAGE_VERSION);
    expect(saved.state.input.text).toBe('{:ok, %{}}');
    expect(saved.state.theme).toBe('dark');
    expect(saved.state).not.toHaveProperty('notice');
    expect(saved.state).not.toHaveProperty('helpOpen');
  });

  it('restores what was saved after a reload', async () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        version: STORAGE_VERSION,
        state: { input: { ...DEFAULT_INPUT, text: 'kept' }, inputPanePercent: 55, theme: 'light' },
      }),
    );
    const store = await freshStore();
    expect(store.getState().input.text).toBe('kept');
    expect(store.getState().inputPanePercent).toBe(55);
    expect(store.getState().notice).toBeNull();
  });

  it('migrates a version 1 state (text under handlerText)', async () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: { handlerText: 'old text', input: { method: 'tools/call' }, theme: 'dark' },
      }),
    );
    const store = await freshStore();
    expect(store.getState().input).toMatchObject({ text: 'old text', method: 'tools/call', preStep: 'none' });
    expect(store.getState().theme).toBe('dark');
  });

  it.each([
    '{not json',
    JSON.stringify({ version: STORAGE_VERSION, state: { input: 42 } }),
    JSON.stringify({ version: 0, state: null }),
    JSON.stringify([1, 2]),
  ])('resets a corrupted save %s with a visible notice', async (raw) => {
    localStorage.setItem(STORAGE_KEY, raw);
    const store = await freshStore();
    expect(store.getState().input).toEqual(DEFAULT_INPUT);
    expect(store.getState().notice).toBe(RESET_NOTICE);
  });

  it('migratePersisted clamps the layout and the theme', () => {
    expect(migratePersisted({ input: { text: 'x' }, inputPanePercent: 500, theme: 'neon' }, STORAGE_VERSION)).toEqual({
      input: { ...DEFAULT_INPUT, text: 'x' },
      inputPanePercent: 40,
      theme: 'system',
    });
  });
});

describe('saving a huge input', () => {
  it('says so when browser storage refuses it, and keeps working', async () => {
    const { SAVE_FAILED_NOTICE } = await import('../../app/state/persisted');
    const store = await freshStore();
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      store.getState().playgroundActions.setText('x'.repeat(100));
      await Promise.resolve();
      expect(store.getState().notice).toBe(SAVE_FAILED_NOTICE);
      expect(store.getState().input.text).toHaveLength(100);
    } finally {
      setItem.mockRestore();
    }
  });
});
