import { CLIENT_INFO, MODERN_PROTOCOL_VERSION } from '../../../../src/index';
import { serverOrigin } from '../../../exchange/model/server-origin';
import { demoServerUrl } from '../../../exchange/transport/choose-fetch';

/** One extra request header the user added (Authorization, a tenant id, ...). */
export interface HeaderRow {
  name: string;
  value: string;
  enabled: boolean;
  /** The origin of the server URL the row was entered for: it is sent there only, never elsewhere. */
  origin: string;
}

/** The live screen's saved settings. */
export interface LiveSettings {
  /** The server's MCP endpoint; '' means the embedded demo server. */
  url: string;
  headers: HeaderRow[];
  /** `auto`: through the relay when the page has one, else straight from the browser. */
  mode: 'auto' | 'relay' | 'direct';
  /** Save secret header values (and keep them in the history) — off unless the user opts in. */
  keepSecrets: boolean;
  /** The method of the request being built. */
  method: string;
  /** The params editor's text, per method. */
  params: Record<string, string>;
  /** The request being built for each other server (by URL), restored when Live switches back to it. */
  drafts: Record<string, ServerDraft>;
  /** The request envelope, editable so a user can break it on purpose. */
  envelope: {
    protocolVersion: string;
    clientCapabilities: string;
    clientInfo: string;
    /** '' = no log level in the envelope. */
    logLevel: string;
    /** Leave the routing headers out, to see how the server reacts. */
    omitRoutingHeaders: boolean;
  };
}

/** A server's request builder: its method and the params text per method. */
export interface ServerDraft {
  method: string;
  params: Record<string, string>;
}

export const LIVE_VERSION = 1;
/** Other servers' drafts kept at most (the server list's own bound). */
export const MAX_SAVED_DRAFTS = 100;
/** Saved header rows read back at most: a hand-edited entry of 20,000 rows must not stall the screen. */
export const MAX_SAVED_HEADER_ROWS = 200;

/** The rows that may go to `url`: those entered for its origin. */
export function headersFor(rows: readonly HeaderRow[], url: string): HeaderRow[] {
  const origin = serverOrigin(url);
  return rows.filter((row) => row.origin === origin);
}

export const DEFAULT_LIVE: LiveSettings = {
  url: '',
  headers: [],
  mode: 'auto',
  keepSecrets: false,
  method: 'server/discover',
  params: {},
  drafts: {},
  envelope: {
    protocolVersion: MODERN_PROTOCOL_VERSION,
    clientCapabilities: '{}',
    clientInfo: JSON.stringify(CLIENT_INFO),
    logLevel: '',
    omitRoutingHeaders: false,
  },
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
const readParams = (v: unknown): Record<string, string> =>
  isObject(v)
    ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};

/**
 * Reads saved live settings from untrusted storage: ill-typed fields take their defaults; a value that
 * is not an object is unreadable.
 *
 * @example
 * readSavedLive({ url: 'http://127.0.0.1:3000/mcp' }, 1)?.url // => 'http://127.0.0.1:3000/mcp'
 */
export function readSavedLive(state: unknown, _version: number): LiveSettings | null {
  if (!isObject(state)) return null;
  const d = DEFAULT_LIVE;
  const env = isObject(state['envelope']) ? state['envelope'] : {};
  const rows = Array.isArray(state['headers']) ? state['headers'].slice(0, MAX_SAVED_HEADER_ROWS) : null;
  const headers = rows
    ? rows.filter(isObject).map((h) => ({
        name: str(h['name'], ''),
        value: str(h['value'], ''),
        enabled: h['enabled'] !== false,
        // Rows saved before headers had an origin belong to the URL saved with them.
        origin: str(h['origin'], serverOrigin(str(state['url'], '') || demoServerUrl())),
      }))
    : [];
  const params = readParams(state['params']);
  const drafts = isObject(state['drafts'])
    ? Object.fromEntries(
        Object.entries(state['drafts'])
          .slice(0, MAX_SAVED_DRAFTS)
          .flatMap(([url, saved]) =>
            isObject(saved)
              ? [[url, { method: str(saved['method'], d.method), params: readParams(saved['params']) }]]
              : [],
          ),
      )
    : {};
  const mode = state['mode'] === 'relay' || state['mode'] === 'direct' ? state['mode'] : 'auto';
  return {
    url: str(state['url'], d.url),
    headers,
    mode,
    keepSecrets: state['keepSecrets'] === true,
    method: str(state['method'], d.method),
    params,
    drafts,
    envelope: {
      protocolVersion: str(env['protocolVersion'], d.envelope.protocolVersion),
      clientCapabilities: str(env['clientCapabilities'], d.envelope.clientCapabilities),
      clientInfo: str(env['clientInfo'], d.envelope.clientInfo),
      logLevel: str(env['logLevel'], d.envelope.logLevel),
      omitRoutingHeaders: env['omitRoutingHeaders'] === true,
    },
  };
}
