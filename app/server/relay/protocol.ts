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
/** Media type of an accepted relay response: one JSON record per line. */
export const RELAY_STREAM_TYPE = 'application/x-ndjson';

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
  | 'not_found'
  | 'internal';

/** Codes of an `error` record that ends an accepted stream. */
export type RelayStreamErrorCode = 'upstream_timeout' | 'upstream_closed' | 'too_large' | 'relay_disconnected';

/** The JSON body of every refusal. */
export interface RelayRefusal {
  error: { code: RelayRefusalCode; message: string };
}

/** First record: the upstream's status line and headers, as they arrived. */
export interface RelayHeadRecord {
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

/** A piece of the upstream body: `text` for textual media types (UTF-8), `b64` otherwise. */
export type RelayChunkRecord = { t: 'chunk'; bytes: number } & ({ text: string } | { b64: string });

/** Last record of a complete answer. */
export interface RelayEndRecord {
  t: 'end';
  /** Body bytes received from the upstream. */
  bytes: number;
  /** Milliseconds from the upstream request to the end of its body. */
  ms: number;
}

/** Last record of an answer that could not be completed; the bytes before it were delivered. */
export interface RelayErrorRecord {
  t: 'error';
  code: RelayStreamErrorCode;
  message: string;
  bytes: number;
  ms: number;
}

/** One NDJSON line of an accepted relay response. */
export type RelayRecord = RelayHeadRecord | RelayChunkRecord | RelayEndRecord | RelayErrorRecord;

/** Serialises one record as an NDJSON line. */
export function encodeRecord(record: RelayRecord): string {
  return JSON.stringify(record) + '\n';
}

/**
 * Reads an accepted relay response body record by record, as they arrive. The last record is
 * always `end` or `error`: a connection that drops without one yields `relay_disconnected`.
 *
 * @example
 * for await (const record of decodeRelayStream(response.body)) if (record.t === 'chunk') show(chunkText(record));
 */
export async function* decodeRelayStream(body: ReadableStream<Uint8Array>): AsyncGenerator<RelayRecord> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let last: RelayRecord | undefined;
  let bytes = 0;
  try {
    for (;;) {
      let step: Awaited<ReturnType<typeof reader.read>>;
      try {
        step = await reader.read();
      } catch {
        break;
      }
      pending += step.done ? decoder.decode() : decoder.decode(step.value, { stream: true });
      let newline = pending.indexOf('\n');
      while (newline >= 0) {
        const line = pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        newline = pending.indexOf('\n');
        if (line.trim() === '') continue;
        last = JSON.parse(line) as RelayRecord;
        if (last.t === 'chunk') bytes += last.bytes;
        yield last;
        if (last.t === 'end' || last.t === 'error') return;
      }
      if (step.done) break;
    }
  } finally {
    reader.releaseLock();
  }
  yield {
    t: 'error',
    code: 'relay_disconnected',
    message:
      'The connection to the relay ended before the upstream answer was complete; check that npm start is still running.',
    bytes,
    ms: 0,
  };
}

/** The bytes of a chunk record. */
export function chunkBytes(record: RelayChunkRecord): Uint8Array {
  if ('text' in record) return new TextEncoder().encode(record.text);
  const binary = atob(record.b64);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** The text of a chunk record (binary chunks decoded as UTF-8 with replacement characters). */
export function chunkText(record: RelayChunkRecord): string {
  return 'text' in record ? record.text : new TextDecoder().decode(chunkBytes(record));
}
