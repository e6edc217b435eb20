import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALLBACK_CHANNEL, CALLBACK_PATH } from '../../../app/features/live/auth/callback-channel';

afterEach(() => vi.restoreAllMocks());

describe('the authorization callback page', () => {
  it('hands the callback URL to the opener and leaves closing the window to it', async () => {
    window.history.replaceState(null, '', `${CALLBACK_PATH}?code=c&state=s1`);
    const url = window.location.href;
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const listener = new BroadcastChannel(CALLBACK_CHANNEL);
    const received = new Promise<unknown>((resolve) => (listener.onmessage = (e: MessageEvent) => resolve(e.data)));
    await import('../../../app/features/live/auth/callback-page');
    expect(await received).toEqual({ callbackUrl: url });
    listener.close();
    // Closing here could beat the message: the opener would take a closed popup for a user who gave up.
    expect(close).not.toHaveBeenCalled();
    expect(window.location.search).toBe('');
  });
});
