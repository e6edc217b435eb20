import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordOf } from '../../support/records';

afterEach(() => vi.unstubAllGlobals());

describe('saving exchanges to the history', () => {
  // A 10 MB answer's write costs as much as the render that shows it: they are two tasks, not one.
  it('touches IndexedDB only in a later task than the one that added the exchange', async () => {
    let opened = false;
    vi.stubGlobal('indexedDB', {
      open: () => {
        opened = true;
        throw new Error('no database in this test');
      },
    });
    vi.resetModules();
    const { saveExchanges } = await import('../../../app/exchange/history/history-db');
    const record = recordOf({ id: 'r1' });
    const saved = saveExchanges([record], [record], false);
    // Every microtask of this task runs first (React's render of the added exchange is one of them).
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(opened).toBe(false);
    await expect(saved).rejects.toThrow('no database in this test');
    expect(opened).toBe(true);
  });

  it('does not write exchanges back that a Clear removed while the save waited for its task', async () => {
    let opened = 0;
    vi.stubGlobal('indexedDB', {
      open: () => {
        opened++;
        throw new Error('no database in this test');
      },
    });
    vi.resetModules();
    const { clearHistory, saveExchanges } = await import('../../../app/exchange/history/history-db');
    const record = recordOf({ id: 'r2' });
    const saved = saveExchanges([record], [record], false);
    await expect(clearHistory()).rejects.toThrow('no database in this test');
    expect(await saved).toBe(0);
    expect(opened).toBe(1);
  });
});
