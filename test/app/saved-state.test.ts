import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_INPUT } from '../../app/features/playground/model/input';
import { PLAYGROUND_VERSION, readSavedPlayground } from '../../app/features/playground/state/saved-playground';

const PLAYGROUND_KEY = 'shape-inspector';
const UI_KEY = 'shape-inspector:ui';

/** A fresh module graph, as after a reload: the stores read localStorage again. */
async function reload() {
  vi.resetModules();
  const { usePlaygroundStore, RESET_NOTICE, SALVAGED_NOTICE, SAVE_FAILED_NOTICE } =
    await import('../../app/features/playground/state/playground-store');
  const { useUiStore } = await import('../../app/state/ui-store');
  await usePlaygroundStore.persist.rehydrate();
  await useUiStore.persist.rehydrate();
  return { playground: usePlaygroundStore, ui: useUiStore, RESET_NOTICE, SALVAGED_NOTICE, SAVE_FAILED_NOTICE };
}

const save = (key: string, version: number, state: unknown) =>
  localStorage.setItem(key, JSON.stringify({ version, state }));

describe('saved state, one key per screen', () => {
  beforeEach(() => localStorage.clear());

  it('starts from defaults with nothing saved, and saves the playground and the theme under their own keys', async () => {
    const { playground, ui } = await reload();
    expect(playground.getState().input).toEqual(DEFAULT_INPUT);
    playground.getState().actions.setText('{:ok, %{}}');
    ui.getState().actions.setTheme('dark');
    const savedPlayground = JSON.parse(localStorage.getItem(PLAYGROUND_KEY) ?? '{}');
    expect(savedPlayground).toEqual({
      version: PLAYGROUND_VERSION,
      state: { input: { ...DEFAULT_INPUT, text: '{:ok, %{}}' }, inputPanePercent: 40 },
    });
    expect(JSON.parse(localStorage.getItem(UI_KEY) ?? '{}')).toEqual({ version: 1, state: { theme: 'dark' } });
  });

  it('restores what was saved after a reload', async () => {
    save(PLAYGROUND_KEY, PLAYGROUND_VERSION, { input: { ...DEFAULT_INPUT, text: 'kept' }, inputPanePercent: 55 });
    save(UI_KEY, 1, { theme: 'light' });
    const { playground, ui } = await reload();
    expect(playground.getState().input.text).toBe('kept');
    expect(playground.getState().inputPanePercent).toBe(55);
    expect(ui.getState().theme).toBe('light');
    expect(ui.getState().notice).toBeNull();
  });

  it('migrates a version 1 state (text under handlerText) and a version 2 state (theme beside the input)', async () => {
    save(PLAYGROUND_KEY, 1, { handlerText: 'old text', input: { method: 'tools/call' }, theme: 'dark' });
    let stores = await reload();
    expect(stores.playground.getState().input).toMatchObject({ text: 'old text', method: 'tools/call' });
    expect(stores.ui.getState().theme).toBe('dark');
    localStorage.clear();
    save(PLAYGROUND_KEY, 2, { input: { ...DEFAULT_INPUT, text: 'v2' }, inputPanePercent: 30, theme: 'light' });
    stores = await reload();
    expect(stores.playground.getState().input.text).toBe('v2');
    expect(stores.ui.getState().theme).toBe('light');
  });

  it.each([
    '{not json',
    JSON.stringify({ version: PLAYGROUND_VERSION, state: { input: 42 } }),
    JSON.stringify({ version: 0, state: null }),
    JSON.stringify([1, 2]),
  ])('resets a corrupted playground save %s with a visible notice', async (raw) => {
    localStorage.setItem(PLAYGROUND_KEY, raw);
    const { playground, ui, RESET_NOTICE } = await reload();
    expect(playground.getState().input).toEqual(DEFAULT_INPUT);
    expect(ui.getState().notice).toBe(RESET_NOTICE);
  });

  it("a corrupted entry of one screen never wipes another's", async () => {
    save(PLAYGROUND_KEY, PLAYGROUND_VERSION, { input: { ...DEFAULT_INPUT, text: 'precious' }, inputPanePercent: 40 });
    localStorage.setItem(UI_KEY, '{corrupted');
    const { playground, ui } = await reload();
    expect(playground.getState().input.text).toBe('precious');
    expect(JSON.parse(localStorage.getItem(PLAYGROUND_KEY) ?? '{}').state.input.text).toBe('precious');
    expect(ui.getState().theme).toBe('system');
    expect(ui.getState().notice).toMatch(/theme could not be read/);
  });

  it.each([
    ['cut off mid-entry', '{"version":3,"state":{"input":{"text":"{:ok, %{\\"a\\" => 1}}","method":"too'],
    ['cut off inside the text', '{"version":3,"state":{"input":{"text":"{:ok, %{\\"a\\" => 1}}\\u00'],
    ['input that is no object', '{"version":3,"state":{"input":[{"text":"{:ok, %{\\"a\\" => 1}}"}]}}'],
  ])('a corrupted saved entry keeps the text it holds (%s)', async (_name, raw) => {
    localStorage.setItem(PLAYGROUND_KEY, raw);
    const { playground, ui, SALVAGED_NOTICE } = await reload();
    expect(playground.getState().input.text).toMatch(/^\{:ok, %\{"a" => 1\}\}/);
    expect(ui.getState().notice).toBe(SALVAGED_NOTICE);
  });

  it('readSavedPlayground clamps the layout and rejects a state without text', () => {
    expect(readSavedPlayground({ input: { text: 'x' }, inputPanePercent: 500 }, PLAYGROUND_VERSION)).toEqual({
      input: { ...DEFAULT_INPUT, text: 'x' },
      inputPanePercent: 40,
    });
    expect(readSavedPlayground({ input: {} }, PLAYGROUND_VERSION)).toBeNull();
  });
});

describe('saving a huge input', () => {
  beforeEach(() => localStorage.clear());

  it('says so when browser storage refuses it, and keeps working', async () => {
    const { playground, ui, SAVE_FAILED_NOTICE } = await reload();
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      playground.getState().actions.setText('x'.repeat(100));
      await Promise.resolve();
      expect(ui.getState().notice).toBe(SAVE_FAILED_NOTICE);
      expect(playground.getState().input.text).toHaveLength(100);
    } finally {
      setItem.mockRestore();
    }
  });
});
