import { create } from 'zustand';
import { mostSpecific, resourceMatches, type Authorizer, type TokenSet, type TokenStore } from '../../../../src/index';
import type { Transport } from '../../../exchange/transport/choose-fetch';
import { NO_CLIENT, type AuthView, type ClientFields } from './auth-model';

/** A server's authorizer, the client fields it was made for, and the popup of its running authorization. */
interface ServerAuth {
  authorizer: Authorizer;
  /** The client identity it was made for (JSON): other fields make another authorizer. */
  client: string;
  popup: Window | null;
}

/**
 * The Authorization room's state. Not persisted: steps hold token answers, and tokens live only in
 * this tab's memory.
 */
interface AuthState {
  /** What the panel shows, per server URL. */
  views: Record<string, AuthView>;
  /** Access tokens of this session by the protected resource they were issued for. */
  tokens: Record<string, TokenSet>;
  /** Each server's authorizer (and popup), per server URL. */
  servers: Record<string, ServerAuth>;
  /** The page's transport (relay or direct) for metadata, registration and token requests. */
  transport: Transport | null;
  actions: {
    patch: (serverUrl: string, patch: Partial<AuthView>) => void;
    /** The panel's client fields as the user types them; they apply at the next Authorize. */
    setClientFields: (serverUrl: string, fields: Partial<ClientFields>) => void;
    setTransport: (transport: Transport) => void;
    setServer: (serverUrl: string, server: ServerAuth | null) => void;
    setPopup: (serverUrl: string, popup: Window | null) => void;
    setTokens: (tokens: TokenSet) => void;
    deleteTokens: (resource: string) => void;
  };
}

export const useAuthStore = create<AuthState>()((set) => ({
  views: {},
  tokens: {},
  servers: {},
  transport: null,
  actions: {
    patch: (serverUrl, patch) =>
      set((s) => ({
        views: { ...s.views, [serverUrl]: { ...(s.views[serverUrl] ?? blankView(serverUrl)), ...patch } },
      })),
    setClientFields: (serverUrl, fields) =>
      set((s) => {
        const before = s.views[serverUrl] ?? blankView(serverUrl);
        return { views: { ...s.views, [serverUrl]: { ...before, client: { ...before.client, ...fields } } } };
      }),
    setTransport: (transport) => set({ transport }),
    setServer: (serverUrl, server) =>
      set((s) => {
        const { [serverUrl]: _gone, ...rest } = s.servers;
        return { servers: server ? { ...rest, [serverUrl]: server } : rest };
      }),
    setPopup: (serverUrl, popup) =>
      set((s) => {
        const server = s.servers[serverUrl];
        return server ? { servers: { ...s.servers, [serverUrl]: { ...server, popup } } } : {};
      }),
    setTokens: (tokens) => set((s) => ({ tokens: { ...s.tokens, [tokens.resource]: tokens } })),
    deleteTokens: (resource) =>
      set((s) => {
        const { [resource]: _gone, ...rest } = s.tokens;
        return { tokens: rest };
      }),
  },
}));

function blankView(serverUrl: string): AuthView {
  return {
    serverUrl,
    phase: 'needed',
    steps: [],
    refused: null,
    scopes: [],
    canRefresh: false,
    client: NO_CLIENT,
    awaitingRetry: false,
  };
}

/** The live screen's token store, over the store's `tokens` (every authorizer shares it). */
export const liveTokens: TokenStore = {
  // A token goes only to its protected resource and the paths under it (RFC 8707, 9728), never to
  // the rest of its origin: another server, a misconfigured sibling or the tap there gets none.
  find: (url) => mostSpecific(Object.values(useAuthStore.getState().tokens), url, resourceMatches),
  set: (tokens) => useAuthStore.getState().actions.setTokens(tokens),
  delete: (resource) => useAuthStore.getState().actions.deleteTokens(resource),
};
