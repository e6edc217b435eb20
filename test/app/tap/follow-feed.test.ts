import { describe, expect, it } from 'vitest';
import { followTapFeed } from '../../../app/features/tap/transport/follow-feed';
import { RequestOwner } from '../../../src/index';

describe("the Tap feed is its screen owner's", () => {
  it('leaving the screen (the owner stops) ends the open connection, and the feed does not reconnect', async () => {
    const owner = new RequestOwner();
    const signals: AbortSignal[] = [];
    const statuses: string[] = [];
    // A feed connection that stays open until its signal aborts.
    const fetcher = ((_url: string, init: RequestInit) => {
      signals.push(init.signal!);
      return new Promise<Response>((_, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }) as typeof fetch;
    followTapFeed('token', { event: () => undefined, status: (s) => statuses.push(s) }, { owner, fetcher });
    await expect.poll(() => signals.length).toBe(1);
    expect(owner.running).toBeGreaterThan(0);
    owner.stop();
    expect(signals[0]!.aborted).toBe(true);
    await expect.poll(() => owner.running).toBe(0);
    expect(statuses).toEqual(['connecting']);
    expect(signals).toHaveLength(1);
  });
});
