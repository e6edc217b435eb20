import { directFetch } from './direct-fetch';
import { relayFetch, relayToken } from './relay-fetch';

/** What the user asked for: the relay when the page has one (`auto`), or always one of the two. */
export type TransportMode = 'auto' | 'relay' | 'direct';

/** How a request will travel, and the fetch that carries it. */
export interface Transport {
  kind: 'relay' | 'direct';
  fetch: typeof fetch;
  /** Why this transport was chosen, for the connect bar. */
  reason: string;
}

/** Picks the relay when the page has one (and the user did not ask for direct), else a direct fetch. */
export function chooseTransport(mode: TransportMode, doc: Document = document): Transport {
  const token = relayToken(doc);
  if (mode !== 'direct' && token) return { kind: 'relay', fetch: relayFetch(token), reason: 'through the local relay' };
  const reason =
    mode === 'direct'
      ? 'straight from the browser (you chose direct mode)'
      : 'straight from the browser: this page was served without the relay';
  return { kind: 'direct', fetch: directFetch(), reason };
}

/** The embedded demo server on the app's own origin. */
export function demoServerUrl(path: 'mcp' | 'divergent' = 'mcp', origin = window.location.origin): string {
  return `${origin}/demo/${path}`;
}
