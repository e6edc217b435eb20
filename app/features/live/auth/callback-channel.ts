/** The channel the callback page announces the authorization server's redirect on (same origin only). */
export const CALLBACK_CHANNEL = 'mcp-shape-inspector:authorization-callback';

/** The callback page's path on the app's own origin (a separate HTML entry, see vite.config.ts). */
export const CALLBACK_PATH = '/auth-callback.html';

/** What the callback page posts: the full URL it was opened with (code, state, iss, or error). */
export interface CallbackMessage {
  callbackUrl: string;
}

/** The redirect URI the live screen registers and authorizes with. */
export function callbackUri(origin: string = window.location.origin): string {
  return `${origin}${CALLBACK_PATH}`;
}

/** Whether a posted message is a callback of this app for this authorization (by its `state`). */
export function isCallbackFor(data: unknown, state: string, origin: string = window.location.origin): boolean {
  const url = (data as Partial<CallbackMessage> | null)?.callbackUrl;
  if (typeof url !== 'string' || !URL.canParse(url)) return false;
  const parsed = new URL(url);
  return parsed.origin === origin && parsed.pathname === CALLBACK_PATH && parsed.searchParams.get('state') === state;
}
