import { describe, expect, it } from 'vitest';
import { useListenStore } from '../../../app/features/live/listen/listen-store';

const run = { url: 'http://127.0.0.1:1/mcp', asked: {}, startedAt: '2026-01-01T00:00:00.000Z' };

describe('the listen store owns its running stream (no module globals)', () => {
  it('Stop listening ends the running stream; a new run lets the previous one go', () => {
    const { actions } = useListenStore.getState();
    const stopped: number[] = [];
    const first = actions.begin(run);
    actions.own(first, () => stopped.push(first));
    actions.stop();
    expect(stopped).toEqual([first]);
    // The stream settles (as run-listen does when it ends): nothing is left to stop.
    actions.own(first, null);
    actions.stop();
    expect(stopped).toEqual([first]);
    const second = actions.begin(run);
    expect(second).toBe(first + 1);
    actions.own(second, () => stopped.push(second));
    // A late word from the first run changes nothing of the second.
    actions.own(first, null);
    actions.end(first, { reason: 'late', recordId: null, verdict: null });
    expect(useListenStore.getState().ended).toBeNull();
    const third = actions.begin(run);
    expect(stopped).toEqual([first, second]);
    expect(useListenStore.getState().run?.runId).toBe(third);
  });
});
