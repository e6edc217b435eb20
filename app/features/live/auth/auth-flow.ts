import {
  Authorizer,
  buildRequest,
  judgeAuthorization,
  type AuthFetch,
  type AuthRequest,
  type AuthResponse,
  type AuthStep,
  type ExchangeRecord,
} from '../../../../src/index';
import { liveOwner } from '../state/live-owner';
import {
  authExchangeOf,
  challengeRow,
  clientIdentityOf,
  grantOptionsOf,
  refusalOf,
  retryRow,
  type ClientFields,
  type RefusedRequest,
} from './auth-model';
import { liveTokens, useAuthStore } from './auth-store';
import { callbackUri } from './callback-channel';
import { authorizeInPopup } from './popup';
import { importPrivateKeyPem } from './private-key';

/** What the panel says when Stop (or leaving Live) ended an authorization. */
export const STOPPED = 'Stopped before it finished (Stop, or you left Live): Authorize starts again.';

const authFetch: AuthFetch = (url, init) => {
  const transport = useAuthStore.getState().transport;
  if (!transport) return Promise.reject(new Error('the live screen is not open'));
  return transport.fetch(url, init);
};

/** The lane of Live's RequestOwner a server's authorization runs in: Stop and leaving Live end it. */
const laneOf = (serverUrl: string) => `auth:${serverUrl}`;

/**
 * The server's Authorizer for the client fields as they are now: other fields, another client (and
 * no tokens). A private key is imported once per Authorizer, never extractable.
 */
async function authorizerFor(serverUrl: string, fields: ClientFields): Promise<Authorizer> {
  const client = JSON.stringify(fields);
  const { servers, actions } = useAuthStore.getState();
  const found = servers[serverUrl];
  if (found?.client === client) return found.authorizer;
  found?.authorizer.forget();
  const identity = clientIdentityOf(fields);
  if (identity.preRegistered && fields.privateKeyPem.trim())
    identity.preRegistered = {
      ...identity.preRegistered,
      private_key: await importPrivateKeyPem(fields.privateKeyPem),
    };
  const authorizer = new Authorizer({
    fetch: authFetch,
    serverUrl,
    identity: { clientName: 'MCP Shape Inspector (live screen)', redirectUri: callbackUri(), ...identity },
    ...grantOptionsOf(fields),
    tokens: liveTokens,
    openAuthorization: (pending, { signal }) =>
      authorizeInPopup(useAuthStore.getState().servers[serverUrl]?.popup ?? null, pending, signal),
    onStep: (step) => addStep(serverUrl, step),
  });
  actions.setServer(serverUrl, { authorizer, client, popup: null });
  return authorizer;
}

// Reported steps are frozen by the library: the panel keeps them as they are.
function addStep(serverUrl: string, step: AuthStep): void {
  const { views, actions } = useAuthStore.getState();
  actions.patch(serverUrl, { steps: [...(views[serverUrl]?.steps ?? []), step] });
}

function syncTokens(serverUrl: string): void {
  const tokens = liveTokens.find(serverUrl);
  const dpopBound = !!useAuthStore.getState().servers[serverUrl]?.authorizer.bindsTokenFor(serverUrl);
  useAuthStore
    .getState()
    .actions.patch(serverUrl, { scopes: tokens?.scopes ?? [], canRefresh: !!tokens?.refresh_token, dpopBound });
}

function closePopup(serverUrl: string): void {
  const popup = useAuthStore.getState().servers[serverUrl]?.popup;
  if (popup && !popup.closed) popup.close();
  useAuthStore.getState().actions.setPopup(serverUrl, null);
}

/**
 * Every live answer passes here: a refusal (401, 403 insufficient_scope) opens the panel with its
 * challenge judged; the answer to the retry after an authorization becomes the retry row.
 * `connecting`: Connect sent it (discover or a list).
 */
export function noteAnswer(serverUrl: string, record: ExchangeRecord, { connecting = false } = {}): void {
  const { views, actions } = useAuthStore.getState();
  let view = views[serverUrl];
  if (view?.awaitingRetry) {
    actions.patch(serverUrl, { awaitingRetry: false, steps: [...view.steps, retryRow(record)] });
    if (record.response && record.response.status < 400) {
      // The server took the token: its authorizer gets its budget of rounds back.
      useAuthStore.getState().servers[serverUrl]?.authorizer.accepted();
      return;
    }
    // Refused again: the new challenge goes after the retry row, which stays.
    view = useAuthStore.getState().views[serverUrl];
  }
  const refused = refusalOf(record, connecting);
  if (!refused || view?.phase === 'running') return;
  const kept = view && view.phase !== 'needed' ? view.steps : [];
  actions.patch(serverUrl, { phase: 'needed', refused, steps: [...kept, challengeRow(record)] });
}

/**
 * Authorize (a click): runs the steps for the refused request in the popup `opened` (opened by
 * the click), then sends the refused request once more with the token through `retry`. The flow
 * is owned by Live's RequestOwner: Stop and leaving Live end its requests and the popup wait.
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
  const { patch, setPopup } = useAuthStore.getState().actions;
  let authorizer: Authorizer;
  try {
    authorizer = await authorizerFor(serverUrl, view.client);
  } catch (error) {
    opened?.close();
    return patch(serverUrl, {
      phase: 'failed',
      error: `The client fields are not usable: ${(error as Error).message}.`,
    });
  }
  setPopup(serverUrl, opened);
  // The challenge row shown before the click is judged again by the Authorizer, as its first step.
  patch(serverUrl, { phase: 'running', steps: view.steps.slice(0, -1) });
  const { request, response } = authExchangeOf(refused.record);
  const lease = liveOwner.begin(laneOf(serverUrl));
  let ok: boolean;
  try {
    ok = await authorizer.answer(request, response, { signal: lease.signal });
  } finally {
    closePopup(serverUrl);
    syncTokens(serverUrl);
  }
  try {
    if (lease.signal.aborted) return patch(serverUrl, { phase: 'failed', error: STOPPED });
    if (!ok) return await failPastRefusal(serverUrl, request, response, lease.signal);
    patch(serverUrl, { phase: 'authorized', refused: null, error: undefined, awaitingRetry: true });
  } finally {
    lease.end();
  }
  await retry(refused);
}

// "failed" is the panel's last word, so it comes once the rows past the refusal are in.
async function failPastRefusal(
  serverUrl: string,
  request: AuthRequest,
  response: AuthResponse,
  signal: AbortSignal,
): Promise<void> {
  try {
    await judgePastRefusal(serverUrl, request, response, signal);
  } finally {
    useAuthStore.getState().actions.patch(serverUrl, {
      phase: 'failed',
      error: signal.aborted ? STOPPED : 'The authorization stopped: the failed row says why.',
    });
  }
}

/**
 * After a refused step, the steps the flow did not reach are still judged without credentials (as
 * the scan does), so every defect of the setup shows at once.
 */
async function judgePastRefusal(
  serverUrl: string,
  request: AuthRequest,
  response: AuthResponse,
  signal: AbortSignal,
): Promise<void> {
  const judged = await judgeAuthorization(authFetch, { serverUrl, request, response, signal });
  const view = useAuthStore.getState().views[serverUrl];
  if (!view || signal.aborted) return;
  const reached = new Set(view.steps.map((s) => s.kind));
  const more = judged.steps
    .filter((s) => !reached.has(s.kind))
    .map((s) => ({ ...s, label: `${s.label} (judged past the refused step, without credentials)` }));
  if (more.length > 0) useAuthStore.getState().actions.patch(serverUrl, { steps: [...view.steps, ...more] });
}

/** Refresh token (a click): a refresh grant at the token's authorization server. */
export async function refresh(serverUrl: string): Promise<void> {
  const authorizer = useAuthStore.getState().servers[serverUrl]?.authorizer;
  if (!authorizer) return;
  const patch = useAuthStore.getState().actions.patch;
  patch(serverUrl, { phase: 'running' });
  const lease = liveOwner.begin(laneOf(serverUrl));
  try {
    const ok = await authorizer.refresh({ signal: lease.signal });
    syncTokens(serverUrl);
    if (lease.signal.aborted) patch(serverUrl, { phase: 'failed', error: STOPPED });
    else
      patch(
        serverUrl,
        ok ? { phase: 'authorized', error: undefined } : { phase: 'failed', error: 'The refresh failed.' },
      );
  } finally {
    lease.end();
  }
}

/**
 * Probe the DPoP binding (a click, never a link or a flow): one server/discover with the bound token
 * and a proof made for another URL, a row of its own; the server should refuse it (R-AUTH-26). Live's
 * own requests never carry such a proof: this is the only place that sends one.
 */
export async function probeBinding(serverUrl: string): Promise<void> {
  const authorizer = useAuthStore.getState().servers[serverUrl]?.authorizer;
  if (!authorizer) return;
  const built = buildRequest({ method: 'server/discover', id: 'dpop-binding-probe' });
  const lease = liveOwner.begin(laneOf(serverUrl));
  try {
    await authorizer.probeDpopBinding(
      { method: 'POST', url: serverUrl, headers: built.headers, body: built.body },
      { signal: lease.signal },
    );
  } finally {
    lease.end();
  }
}

/** Forget credentials (a click): the tokens and the registration go; the next request goes without. */
export function forget(serverUrl: string): void {
  const { servers, actions } = useAuthStore.getState();
  servers[serverUrl]?.authorizer.forget();
  actions.setServer(serverUrl, null);
  // No token of this session goes to the server any more, whichever resource it was kept under.
  for (let held = liveTokens.find(serverUrl); held; held = liveTokens.find(serverUrl)) liveTokens.delete(held.resource);
  syncTokens(serverUrl);
  actions.patch(serverUrl, { phase: 'forgotten', error: undefined });
}
