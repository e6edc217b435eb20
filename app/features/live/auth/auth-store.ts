import { create } from 'zustand';
import {
  Authorizer,
  judgeAuthorization,
  type AuthFetch,
  type AuthRequest,
  type AuthResponse,
  type AuthStep,
  type ExchangeRecord,
} from '../../../../src/index';
import type { Transport } from '../../../exchange/transport/choose-fetch';
import {
  authExchangeOf,
  challengeRow,
  clientIdentityOf,
  NO_CLIENT,
  refusalOf,
  retryRow,
  type AuthView,
  type ClientFields,
  type RefusedRequest,
} from './auth-model';
import { callbackUri } from './callback-channel';
import { authorizeInPopup } from './popup';
import { setToken } from './token-fetch';

/**
 * The Authorization panel's state, per server URL. Not persisted: steps hold token answers, and
 * tokens live only in this tab's memory (see token-fetch.ts).
 */
interface AuthState {
  views: Record<string, AuthView>;

  patch: (serverUrl: string, patch: Partial<AuthView>) => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  views: {},
  patch: (serverUrl, patch) =>
    set((s) => {
      const before = s.views[serverUrl] ?? blankView(serverUrl);
      return { views: { ...s.views, [serverUrl]: { ...before, ...patch } } };
    }),
}));

function blankView(serverUrl: string): AuthView {
  return { serverUrl, phase: 'needed', steps: [], refused: null, scopes: [], canRefresh: false, client: NO_CLIENT };
}

/** Each server's Authorizer, with the client fields it was made for. */
const authorizers = new Map<string, { authorizer: Authorizer; client: string }>();
/** The popup the last Authorize click opened (the Authorizer asks for it once the URL is known). */
let popup: Window | null = null;
/** The transport of the page (relay or direct), read at each request of the steps. */
let transport: Transport | null = null;
/** Servers whose next answer is the retry after an authorization. */
const awaitingRetry = new Set<string>();

/** The page's transport choice, for registration, token and metadata requests (the relay avoids CORS). */
export function setAuthTransport(current: Transport): void {
  transport = current;
}

const authFetch: AuthFetch = (url, init) => {
  if (!transport) return Promise.reject(new Error('the live screen is not open'));
  return transport.fetch(url, init);
};

/** The server's Authorizer for the client fields as they are now: other fields, another client (and no tokens). */
function authorizerFor(serverUrl: string, fields: ClientFields): Authorizer {
  const client = JSON.stringify(clientIdentityOf(fields));
  const found = authorizers.get(serverUrl);
  if (found?.client === client) return found.authorizer;
  const authorizer = new Authorizer({
    fetch: authFetch,
    serverUrl,
    identity: {
      clientName: 'MCP Shape Inspector (live screen)',
      redirectUri: callbackUri(),
      ...clientIdentityOf(fields),
    },
    openAuthorization: (pending) => authorizeInPopup(popup, pending),
    onStep: (step) => addStep(serverUrl, step),
  });
  authorizers.set(serverUrl, { authorizer, client });
  return authorizer;
}

/** The panel's client fields as the user types them; they apply at the next Authorize. */
export function setClientFields(serverUrl: string, fields: Partial<ClientFields>): void {
  const view = useAuthStore.getState().views[serverUrl];
  useAuthStore.getState().patch(serverUrl, { client: { ...(view?.client ?? NO_CLIENT), ...fields } });
}

function addStep(serverUrl: string, step: AuthStep): void {
  const view = useAuthStore.getState().views[serverUrl];
  // A copy: the library may still amend a step it reported (an authorization that was not completed).
  useAuthStore.getState().patch(serverUrl, { steps: [...(view?.steps ?? []), { ...step }] });
}

function syncTokens(serverUrl: string): void {
  const tokens = authorizers.get(serverUrl)?.authorizer.tokens;
  setToken(serverUrl, tokens?.access_token);
  useAuthStore.getState().patch(serverUrl, { scopes: tokens?.scopes ?? [], canRefresh: !!tokens?.refresh_token });
}

/**
 * Every live answer passes here: a refusal (401, 403 insufficient_scope) opens the panel with its
 * challenge judged; the answer to the retry after an authorization becomes the retry row.
 * `connecting`: Connect sent it (discover or a list).
 */
export function noteAnswer(serverUrl: string, record: ExchangeRecord, { connecting = false } = {}): void {
  const { views, patch } = useAuthStore.getState();
  let view = views[serverUrl];
  if (awaitingRetry.delete(serverUrl) && view) {
    patch(serverUrl, { steps: [...view.steps, retryRow(record)] });
    if (record.response && record.response.status < 400) return;
    // Refused again: the new challenge goes after the retry row, which stays.
    view = useAuthStore.getState().views[serverUrl];
  }
  const refused = refusalOf(record, connecting);
  if (!refused || view?.phase === 'running') return;
  const kept = view && view.phase !== 'needed' ? view.steps : [];
  patch(serverUrl, { phase: 'needed', refused, steps: [...kept, challengeRow(record)] });
}

/**
 * Authorize (a click): runs the steps for the refused request in the popup `opened` (opened by
 * the click), then sends the refused request once more with the token through `retry`.
 */
export async function authorize(
  serverUrl: string,
  opened: Window | null,
  retry: (refused: RefusedRequest) => Promise<void>,
): Promise<void> {
  const view = useAuthStore.getState().views[serverUrl];
  const refused = view?.refused;
  if (!refused || view.phase === 'running') {
    opened?.close();
    return;
  }
  popup = opened;
  const patch = useAuthStore.getState().patch;
  // The challenge row shown before the click is judged again by the Authorizer, as its first step.
  patch(serverUrl, { phase: 'running', steps: view.steps.slice(0, -1) });
  const { request, response } = authExchangeOf(refused.record);
  const authorizer = authorizerFor(serverUrl, view.client);
  const ok = await authorizer.answer(request, response);
  if (popup && !popup.closed) popup.close();
  popup = null;
  syncTokens(serverUrl);
  if (!ok) {
    // "failed" is the panel's last word, so it comes once the rows past the refusal are in.
    try {
      await judgePastRefusal(serverUrl, request, response);
    } finally {
      patch(serverUrl, { phase: 'failed', error: 'The authorization stopped: the failed row says why.' });
    }
    return;
  }
  patch(serverUrl, { phase: 'authorized', refused: null, error: undefined });
  awaitingRetry.add(serverUrl);
  await retry(refused);
}

/**
 * After a refused step, the steps the flow did not reach are still judged without credentials (as
 * the scan does), so every defect of the setup shows at once.
 */
async function judgePastRefusal(serverUrl: string, request: AuthRequest, response: AuthResponse): Promise<void> {
  const judged = await judgeAuthorization(authFetch, { serverUrl, request, response });
  const view = useAuthStore.getState().views[serverUrl];
  if (!view) return;
  const reached = new Set(view.steps.map((s) => s.kind));
  const more = judged.steps
    .filter((s) => !reached.has(s.kind))
    .map((s) => ({ ...s, label: `${s.label} (judged past the refused step, without credentials)` }));
  if (more.length > 0) useAuthStore.getState().patch(serverUrl, { steps: [...view.steps, ...more] });
}

/** Refresh token (a click): a refresh grant at the token's authorization server. */
export async function refresh(serverUrl: string): Promise<void> {
  const authorizer = authorizers.get(serverUrl)?.authorizer;
  if (!authorizer) return;
  const patch = useAuthStore.getState().patch;
  patch(serverUrl, { phase: 'running' });
  const ok = await authorizer.refresh();
  syncTokens(serverUrl);
  patch(serverUrl, ok ? { phase: 'authorized', error: undefined } : { phase: 'failed', error: 'The refresh failed.' });
}

/** Forget credentials (a click): the tokens and the registration go; the next request goes without. */
export function forget(serverUrl: string): void {
  authorizers.get(serverUrl)?.authorizer.forget();
  authorizers.delete(serverUrl);
  syncTokens(serverUrl);
  useAuthStore.getState().patch(serverUrl, { phase: 'forgotten', error: undefined });
}
