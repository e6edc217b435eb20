// The relay's wire contract, shared by the Node relay and the browser: no Node imports here.
// README.md next to this file is the prose version; keep both in step.

/** Where the relay listens (POST only). */
export const RELAY_PATH = '/api/relay';
/** The request header that carries the per-launch token (never the URL). */
export const TOKEN_HEADER = 'X-Inspector-Token';
/** The `<meta name>` of the served index.html that holds the token. */
export const TOKEN_META_NAME = 'mcp-inspector-token';
/** Set on every refusal of the relay itself (never on an upstream answer). */
export const RELAY_ERROR_HEADER = 'X-Inspector-Relay-Error';
/** Set on an accepted relay response: the upstream's HTTP status, for curl users. */
export const UPSTREAM_STATUS_HEADER = 'X-Upstream-Status';
/** Media type of an accepted relay response: binary frames (README.md, "the framing"). */
export const RELAY_STREAM_TYPE = 'application/vnd.mcp-inspector.relay-frames';

/** The first byte of each frame: what its payload is. */
export const FRAME_KIND = {
  /** JSON `RelayHead`; always the first frame. */
  head: 0x48,
  /** Upstream body bytes, exactly as they arrived. */
  body: 0x42,
  /** JSON `RelayEnd` or `RelayEndError`; always the last frame. */
  end: 0x45,
} as const;
/** A frame is its kind (1 byte), its payload length (unsigned 32-bit, big-endian), then the payload. */
export const FRAME_HEADER_BYTES = 5;

/** Defaults and server-side maxima of the per-request limits. */
export const RELAY_LIMITS = {
  defaultTimeoutMs: 60_000,
  maxTimeoutMs: 600_000,
  defaultMaxBytes: 50 * 1024 * 1024,
  maxMaxBytes: 256 * 1024 * 1024,
  /** The relay request body itself (the JSON envelope, upstream body included). */
  maxRequestBytes: 16 * 1024 * 1024,
} as const;

/** The JSON body of `POST /api/relay`. */
export interface RelayRequest {
  /** Absolute `http:` or `https:` URL of the upstream. */
  url: string;
  /** Defaults to `POST`. */
  method?: string;
  /** Request headers to send upstream (hop-by-hop, Cookie and X-Inspector-* are withheld). */
  headers?: Record<string, string>;
  /** The upstream request body as text (sent as UTF-8). Not allowed with GET or HEAD. */
  body?: string;
  /** Longest wait for the upstream's response head, and longest silence between two body chunks. */
  timeoutMs?: number;
  /** The answer is ended with a `too_large` error record after this many body bytes. */
  maxBytes?: number;
}

/** Codes of the relay's own refusals (an HTTP error status with RELAY_ERROR_HEADER). */
export type RelayRefusalCode =
  | 'bad_host'
  | 'bad_origin'
  | 'missing_token'
  | 'bad_token'
  | 'method_not_allowed'
  | 'bad_body'
  | 'body_too_large'
  | 'bad_url'
  | 'bad_scheme'
  | 'bad_header'
  | 'upstream_unreachable'
  | 'upstream_timeout'
  | 'self_target'
  | 'not_found'
  | 'internal';

/** Codes of an `error` record that ends an accepted stream. */
export type RelayStreamErrorCode = 'upstream_timeout' | 'upstream_closed' | 'too_large' | 'relay_disconnected';

/** The JSON body of every refusal. */
export interface RelayRefusal {
  error: { code: RelayRefusalCode; message: string };
}

/** The head frame: the upstream's status line and headers, as they arrived. */
export interface RelayHead {
  t: 'head';
  status: number;
  statusText: string;
  /** Upstream response headers in arrival order, names lower-cased, minus the withheld ones. */
  headers: [name: string, value: string][];
  /** Header names the relay did not pass on, each way. */
  withheld: { request: string[]; response: string[] };
  /** Milliseconds from the relay's upstream request to the response head. */
  ms: number;
}

/** A piece of the upstream body as the decoder hands it on (body frames may arrive in several pieces). */
export interface RelayBody {
  t: 'body';
  bytes: Uint8Array;
}

/** Last frame of a complete answer. */
export interface RelayEnd {
  t: 'end';
  /** Body bytes received from the upstream. */
  bytes: number;
  /** Milliseconds from the upstream request to the end of its body. */
  ms: number;
}

/** Last frame of an answer that could not be completed; the bytes before it were delivered. */
export interface RelayEndError {
  t: 'error';
  code: RelayStreamErrorCode;
  message: string;
  bytes: number;
  ms: number;
}

/** What a decoded relay answer is made of, in order: one head, body pieces, one end or error. */
export type RelayFrame = RelayHead | RelayBody | RelayEnd | RelayEndError;
