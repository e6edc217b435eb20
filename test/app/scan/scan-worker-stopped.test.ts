import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScanRunStore } from '../../../app/features/scan/state/scan-run-store';
import type { Transport } from '../../../app/exchange/transport/choose-fetch';

// A worker that reports progress, then dies: what a crash of the checker's worker midway looks like to the page.
class WorkerDyingMidway {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessageerror: ((event: Event) => void) | null = null;
  postMessage() {
    queueMicrotask(() => {
      this.onmessage?.(
        new MessageEvent('message', {
          data: { kind: 'scan-progress', progress: { done: 1, total: 9, label: 'server/discover' } },
        }),
      );
      this.onerror?.(new Event('error', { cancelable: true }));
    });
  }
  terminate() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  useScanRunStore.setState({ running: false, progress: null, report: null, failure: null, selected: null });
});

describe('a scan whose worker stops midway', () => {
  it('ends with the reason and does not send the probes again from the page', async () => {
    vi.stubGlobal('Worker', WorkerDyingMidway);
    const fetch = vi.fn<Transport['fetch']>();
    const transport = { kind: 'direct', fetch } as unknown as Transport;
    await useScanRunStore
      .getState()
      .actions.start({ url: 'http://127.0.0.1:9/mcp', headers: {}, includeCalls: false, transport });
    const state = useScanRunStore.getState();
    expect(state.running).toBe(false);
    expect(state.report).toBeNull();
    expect(state.failure).toBe('the scan worker stopped before its report');
    expect(state.progress?.label).toBe('server/discover');
    expect(fetch).not.toHaveBeenCalled();
  });
});
