import { describe, expect, it } from 'vitest';
import type { FetchLike, ScanHost } from '../../../src';
import { listenProbe } from '../../../src/probe/scan/battery';
import { defaultHost } from '../../../src/probe/scan/host';
import { sendProbe } from '../../../src/probe/scan/send-probe';

// The listen probe's window for its first frame opens when the stream's headers are in: a server (or a
// relay) slower to answer than the window is not reported as sending "no frame within 2000 ms".

const ACK = {
  jsonrpc: '2.0',
  method: 'notifications/subscriptions/acknowledged',
  params: { notifications: { toolsListChanged: true } },
};

/** The default host, except that timers of one delay run when the test says so instead of on time. */
function hostHolding(heldMs: number): ScanHost & { runHeld: () => number } {
  const base = defaultHost();
  const held: (() => void)[] = [];
  return {
    ...base,
    setTimeout: (callback, ms) =>
      ms === heldMs ? (held.push(callback), `held-${held.length}`) : base.setTimeout(callback, ms),
    clearTimeout: (handle) => {
      if (typeof handle === 'string' && handle.startsWith('held-')) held[Number(handle.slice(5)) - 1] = () => undefined;
      else base.clearTimeout(handle);
    },
    runHeld: () => held.splice(0).map((run) => run()).length,
  };
}

describe('the listen probe', () => {
  it('opens its first-frame window when the headers are in, not when the request leaves', async () => {
    const probe = listenProbe({ tools: { listChanged: true } }, [])!;
    const host = hostHolding(probe.cut!.windowMs);
    let answer!: (response: Response) => void;
    let asked!: () => void;
    const sent = new Promise<void>((resolve) => (asked = resolve));
    const fetch: FetchLike = () => (asked(), new Promise<Response>((resolve) => (answer = resolve)));
    const result = sendProbe(fetch, probe, {
      url: 'http://127.0.0.1:1/mcp',
      id: 1,
      timeoutMs: 10_000,
      host,
      now: Date.now,
    });
    await sent;
    // The server has not answered yet: a window that had opened would end here.
    expect(host.runHeld()).toBe(0);
    answer(new Response(`data: ${JSON.stringify(ACK)}\n\n`, { headers: { 'content-type': 'text/event-stream' } }));
    const recorded = await result;
    expect({ outcome: recorded.outcome, error: recorded.error }).toEqual({ outcome: 'answered', error: undefined });
    expect(recorded.response?.body).toMatch(/notifications\/subscriptions\/acknowledged/);
  });
});
