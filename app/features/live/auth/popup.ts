import type { OpenedAuthorization, PendingAuthorization } from '../../../../src/index';
import { CALLBACK_CHANNEL, isCallbackFor } from './callback-channel';

/** How often the screen looks whether the user closed the popup (the only event-less part). */
const CLOSED_CHECK_MS = 400;

/**
 * Opens the authorization popup. It must be called in the click's handler (browsers only allow
 * popups then); the authorization URL is set later, when the steps before it are done. The popup
 * has no opener (noopener, kept for the whole popup): the authorization server's pages cannot
 * reach or navigate this tab. The callback page answers over a BroadcastChannel, not `opener`.
 */
export function openPopup(): Window | null {
  // A fresh window each time: a reused named one may still show another origin, whose opener
  // cannot be cut from here.
  const popup = window.open('about:blank', '_blank', 'popup,width=560,height=720');
  if (popup) popup.opener = null;
  return popup;
}

/**
 * Sends the popup to the authorization URL and resolves with the callback URL the callback page
 * announces for this authorization's `state`; rejects when the popup is blocked or closed first,
 * or when `signal` aborts (Stop, leaving Live: the popup is closed then).
 */
export function authorizeInPopup(
  popup: Window | null,
  pending: PendingAuthorization,
  signal?: AbortSignal,
): Promise<OpenedAuthorization> {
  if (!popup || popup.closed)
    return Promise.reject(new Error('the popup was blocked or closed: allow popups for this page and click Authorize'));
  if (signal?.aborted) return Promise.reject(new Error('the authorization was stopped'));
  popup.location.href = pending.url;
  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel(CALLBACK_CHANNEL);
    const stopped = () => {
      done();
      if (!popup.closed) popup.close();
      reject(new Error('the authorization was stopped'));
    };
    const done = () => {
      channel.close();
      window.clearInterval(watch);
      signal?.removeEventListener('abort', stopped);
    };
    signal?.addEventListener('abort', stopped, { once: true });
    channel.onmessage = (event: MessageEvent) => {
      if (!isCallbackFor(event.data, pending.state)) return;
      done();
      if (!popup.closed) popup.close();
      resolve({ callbackUrl: (event.data as { callbackUrl: string }).callbackUrl });
    };
    const watch = window.setInterval(() => {
      if (!popup.closed) return;
      done();
      reject(new Error('the authorization window was closed before it came back'));
    }, CLOSED_CHECK_MS);
  });
}
