import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEARN_RESET_NOTICE, LEARN_STORAGE_KEY, useLearnStore } from '../../../app/features/learn/state/learn-store';
import { MAX_DRAFT_CHARS, readSavedLearn } from '../../../app/features/learn/state/saved-learn';
import { useUiStore } from '../../../app/state/ui-store';

const known = new Set(['result-type', 'envelope']);

describe('reading saved progress from untrusted storage', () => {
  it('keeps known steps and string drafts, drops the rest', () => {
    expect(
      readSavedLearn(
        {
          completed: ['result-type', 'result-type', 'gone', 7],
          drafts: { envelope: 'x', gone: 'y', 'result-type': 3, other: 'z' },
          lastStep: 'gone',
        },
        1,
        known,
      ),
    ).toEqual({ completed: ['result-type'], drafts: { envelope: 'x' }, lastStep: null });
  });

  it('drops oversized drafts', () => {
    const saved = readSavedLearn({ completed: [], drafts: { envelope: 'x'.repeat(MAX_DRAFT_CHARS + 1) } }, 1, known);
    expect(saved?.drafts).toEqual({});
  });

  it.each([null, 'text', [], { completed: 'result-type' }, { drafts: {} }])('refuses %j', (state) => {
    expect(readSavedLearn(state, 1, known)).toBeNull();
  });

  it('refuses an unknown version', () => {
    expect(readSavedLearn({ completed: [] }, 2, known)).toBeNull();
  });
});

describe('the learn store', () => {
  beforeEach(() => {
    localStorage.clear();
    useLearnStore.setState({ completed: [], drafts: {}, lastStep: null });
    useUiStore.setState({ notice: null });
  });
  afterEach(() => localStorage.clear());

  it('saves progress, drafts and the last step under its own key and version', () => {
    const { markCompleted, setDraft, setLastStep } = useLearnStore.getState().actions;
    markCompleted('result-type');
    markCompleted('result-type');
    setDraft('envelope', '{}');
    setLastStep('envelope');
    const saved = JSON.parse(localStorage.getItem(LEARN_STORAGE_KEY) ?? 'null');
    expect(saved).toEqual({
      state: { completed: ['result-type'], drafts: { envelope: '{}' }, lastStep: 'envelope' },
      version: 1,
    });
    expect(localStorage.getItem('shape-inspector')).toBeNull();
  });

  it('forgets a draft on reset of the step, and everything on reset of the progress', () => {
    const { setDraft, clearDraft, markCompleted, resetProgress } = useLearnStore.getState().actions;
    setDraft('envelope', 'a');
    setDraft('result-type', 'b');
    clearDraft('envelope');
    expect(useLearnStore.getState().drafts).toEqual({ 'result-type': 'b' });
    markCompleted('envelope');
    resetProgress();
    expect(useLearnStore.getState()).toMatchObject({ completed: [], drafts: {}, lastStep: null });
  });

  it('a corrupted entry is removed, the tour starts fresh, and the learner is told', async () => {
    localStorage.setItem(LEARN_STORAGE_KEY, '{"state": {"completed": 5}, "version": 1}');
    localStorage.setItem('shape-inspector:ui', '{"state":{"theme":"dark"},"version":1}');
    await useLearnStore.persist.rehydrate();
    expect(useLearnStore.getState().completed).toEqual([]);
    expect(localStorage.getItem(LEARN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('shape-inspector:ui')).not.toBeNull();
    expect(useUiStore.getState().notice).toBe(LEARN_RESET_NOTICE);
  });

  it('reads valid saved progress back', async () => {
    localStorage.setItem(
      LEARN_STORAGE_KEY,
      JSON.stringify({ state: { completed: ['envelope'], drafts: {}, lastStep: 'envelope' }, version: 1 }),
    );
    await useLearnStore.persist.rehydrate();
    expect(useLearnStore.getState().completed).toEqual(['envelope']);
    expect(useLearnStore.getState().lastStep).toBe('envelope');
  });
});
