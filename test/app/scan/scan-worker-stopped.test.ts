import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScanRunStore } from '../../../app/features/scan/state/scan-run-store';
import type { Transport } from '../../../app/exchange/transport/choose-fetch';

// A worker that takes the job, then dies before any report: a crash of the checker's worker midway.
class WorkerDyingMidway {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessageerror: ((event: Event) => void) | null = null;
  postMessage() {
    queueMicrotask(() => {
      this.onmessage?.(new MessageEvent('message', { data: { kind: 'scan-started' } }));
      this.onerror?.(new Event('error', { cancelable: true }));
    });
  }
  terminate() {}
}

// A worker whose script never ran (it failed to load): nothing was sent, so the page scans instead.
class WorkerThatNeverStarted extends WorkerDyingMidway {
  override postMessage() {
    queueMicrotask(() => this.onerror?.(new Event('error', { cancelable: true })));
  }
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
    expect(fetch).not.toHaveBeenCalled();
  });

  it('runs on the page instead when the worker never took the job', async () => {
    vi.stubGlobal('Worker', WorkerThatNeverStarted);
    const fetch = vi.fn<Transport['fetch']>(() => Promise.reject(new TypeError('connection refused')));
    const transport = { kind: 'direct', fetch } as unknown as Transport;
    await useScanRunStore
      .getState()
      .actions.start({ url: 'http://127.0.0.1:9/mcp', headers: {}, includeCalls: false, transport });
    const state = useScanRunStore.getState();
    expect(fetch).toHaveBeenCalled();
    expect(state.failure).toBeNull();
    expect(state.report?.verdict).toBe('unreachable');
  });
});
