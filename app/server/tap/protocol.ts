// The tap's wire contract, shared by the Node tap and the browser's #/tap screen: no Node imports
// here. README.md next to this file is the prose version; keep both in step.
import type { Finding, JsonObject, LegacyTransport, TappedRecord, Verdict } from '../../../src/index';
import { ndjsonValues } from '../http/ndjson';

/** The unnamed tap's endpoint; `--tap name=URL` adds `/tap/<name>`. */
export const TAP_PATH = '/tap';
/** The page's live feed of tapped exchanges (GET, NDJSON, token-protected like the relay). */
export const TAP_EVENTS_PATH = '/api/tap/events';
/** Empties the tapped session (POST, token-protected). */
export const TAP_CLEAR_PATH = '/api/tap/clear';
/** Set on every answer the tap gives itself (a refusal, an unreachable target), never on a forwarded one. */
export const TAP_ERROR_HEADER = 'X-Inspector-Tap-Error';
/** Media type of the events feed: one JSON event per line. */
export const TAP_EVENTS_TYPE = 'application/x-ndjson';

/** One endpoint fixed at launch: `/tap` (name '') or `/tap/<name>`, forwarding to `target`. */
export interface TapInfo {
  name: string;
  path: string;
  target: string;
}

/** The verdict of a tapped exchange: the library's one verdict rule and words (`verdictOf`). */
export type TapVerdict = Verdict;

/**
 * The 2025 era a tapped exchange was spoken in: the protocol version its session's `initialize`
 * agreed (else the version header or the one asked for), the transport, the session id and the
 * server's identity. Such an exchange is judged by the legacy rules (R-LEGACY-*) only.
 */
export interface TapEra {
  version: string;
  transport: LegacyTransport;
  session: string | null;
  serverInfo: { name: string; version: string } | null;
}

/**
 * How an exchange of the deprecated HTTP+SSE transport (2024-11-05) crossed the tap. The GET stream
 * names its endpoint, which the client got as a path of the tap's own; a POSTed request is answered
 * 202 and its JSON-RPC answer arrives on the stream, joined to it here by id.
 */
export interface TapSse {
  /** The GET stream's exchange id (the stream's own, or the one the POST's answer came on). */
  stream: string;
  /** On the stream: the endpoint the server named, and the tap's path the client was given instead. */
  endpoint?: { server: string; tap: string };
  /** On a POSTed request: its JSON-RPC answer, as it arrived on the stream. */
  answer?: JsonObject;
  /** On a POSTed request without an answer: why none is joined (the stream ended first). */
  problem?: string;
  /** The stream ended because the client hung it up: the missing answer is not the server's fault. */
  clientLeft?: true;
}

/** One exchange that went through the tap, judged: the exchange room's record with its tap's name, its era when it was 2025-era traffic, and how it crossed when it was HTTP+SSE. */
export type TapRecord = TappedRecord & { era?: TapEra; sse?: TapSse };

/** An exchange still in flight (a long call, an open stream). */
export interface TapPending {
  id: string;
  tap: string;
  startedAt: string;
  httpMethod: string;
  rpcMethod: string;
  url: string;
}

/** One line of the events feed. */
export type TapEvent =
  /** First: the endpoints and the session so far (oldest first). */
  | { t: 'hello'; taps: TapInfo[]; records: TapRecord[]; pending: TapPending[] }
  | { t: 'started'; pending: TapPending }
  /** An exchange settled and was judged; it replaces the pending one with the same id. */
  | { t: 'exchange'; record: TapRecord }
  /** The session rules changed the findings of an earlier exchange. */
  | { t: 'findings'; id: string; findings: Finding[]; verdict: TapVerdict }
  /** The oldest exchanges left the session (it keeps the newest 500 and 25 MB). */
  | { t: 'dropped'; ids: string[] }
  | { t: 'cleared' }
  /** Sent every 15 s so a dead connection shows. */
  | { t: 'ping' };

/** The tap's own answers (refusals, failures): `{ error: { code, message } }` with TAP_ERROR_HEADER. */
export interface TapRefusal {
  error: { code: string; message: string };
}

/** The endpoint path of a tap name ('' is the unnamed tap). */
export function tapPath(name: string): string {
  return name === '' ? TAP_PATH : `${TAP_PATH}/${name}`;
}

// The hello line carries the whole session (25 MB of bodies, more once escaped as JSON).
const MAX_EVENT_BYTES = 256 * 1024 * 1024;

/**
 * Reads the events feed line by line as it arrives; ends when the connection does.
 *
 * @example
 * // The feed's first lines: the hello (no endpoints, an empty session yet), then a keep-alive.
 * const feed = new Response('{"t":"hello","taps":[],"records":[],"pending":[]}\n{"t":"ping"}\n').body!;
 * const events: TapEvent[] = [];
 * for await (const event of decodeTapEvents(feed)) events.push(event);
 * events.map((event) => event.t) // => ['hello', 'ping']
 */
export async function* decodeTapEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<TapEvent> {
  for await (const value of ndjsonValues(body, MAX_EVENT_BYTES)) yield value as TapEvent;
}
