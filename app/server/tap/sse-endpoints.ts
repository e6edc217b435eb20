// The deprecated HTTP+SSE transport (2024-11-05) through the tap: the server's GET stream opens with
// an `endpoint` event naming where the client POSTs. The tap gives the client a path of its own
// instead (`<tap>/~sse/<key>`), so those POSTs cross the tap too, recorded and joined to their answers.
import { randomUUID } from 'node:crypto';
import { endpointOf, SseReader } from '../../../src/index';
import { tapPath } from './protocol';

/** Where the client POSTs instead of the server's endpoint: under the tap's own path (`~` is in no tap name). */
export const SSE_ENDPOINT_SEGMENT = '~sse';
// Endpoints remembered per tap (each names one stream's session); the oldest is forgotten first.
const MAX_ENDPOINTS = 256;
// The first event must be complete within this many bytes to be read as an `endpoint` event.
const MAX_FIRST_EVENT_BYTES = 64 * 1024;

/** One endpoint a tapped HTTP+SSE stream named: the server's URL, and the stream (exchange id) it came on. */
export interface SseEndpoint {
  url: URL;
  stream: string;
}

/** The endpoints the tap handed out, per tap, by key (bounded; the oldest goes first). */
export class SseEndpoints {
  private readonly byKey = new Map<string, SseEndpoint & { tap: string }>();

  /** Remembers the server's endpoint and returns the path the client gets instead. */
  add(tap: string, endpoint: SseEndpoint): string {
    const key = randomUUID();
    this.byKey.set(key, { ...endpoint, tap });
    while (this.byKey.size > MAX_ENDPOINTS) this.byKey.delete(this.byKey.keys().next().value!);
    return `${tapPath(tap)}/${SSE_ENDPOINT_SEGMENT}/${key}`;
  }

  /** The endpoint behind one of the tap's paths (null: not one the tap handed out, or forgotten). */
  find(tap: string, key: string): SseEndpoint | null {
    const found = this.byKey.get(key);
    return found && found.tap === tap ? found : null;
  }

  clear(): void {
    this.byKey.clear();
  }
}

/**
 * Splits a tap request path into the tap's path and, for a POST to an HTTP+SSE endpoint the tap
 * handed out, its key.
 *
 * @example
 * splitSsePath('/tap/local/~sse/abc') // => { tap: '/tap/local', key: 'abc' }
 * splitSsePath('/tap') // => { tap: '/tap', key: null }
 */
export function splitSsePath(pathname: string): { tap: string; key: string | null } {
  const match = /^(.*)\/~sse\/([A-Za-z0-9-]{1,64})$/.exec(pathname);
  return match ? { tap: match[1]!, key: match[2]! } : { tap: pathname, key: null };
}

/** What the first event of a GET stream turned out to be, once it is complete. */
export type FirstEvent =
  /** Not complete yet: keep its bytes and wait for more. */
  | { kind: 'wait' }
  /** No endpoint event (or none within the cap): pass everything held on as it is. */
  | { kind: 'other' }
  /** The endpoint event: its data resolved against the stream's URL, and the bytes of the event and after it. */
  | { kind: 'endpoint'; url: URL; event: string; rest: Buffer }
  /** An endpoint the tap must not follow (another origin, no http(s) URL): the reason. */
  | { kind: 'refused'; message: string };

/**
 * Reads the first event of a GET stream from the bytes held so far: whether it is an HTTP+SSE
 * `endpoint` event, and where it points (another origin is refused, as a client must refuse it).
 */
export function readFirstEvent(held: Buffer, streamUrl: string): FirstEvent {
  const text = held.toString('utf8');
  const end = firstEventEnd(text);
  if (end === -1) return held.length > MAX_FIRST_EVENT_BYTES ? { kind: 'other' } : { kind: 'wait' };
  const event = text.slice(0, end);
  const reader = new SseReader();
  reader.push(event);
  const [first] = reader.end().events;
  if (first?.event !== 'endpoint') return { kind: 'other' };
  const resolved = endpointOf(first.data, streamUrl);
  if (!resolved.ok) return { kind: 'refused', message: resolved.message };
  return { kind: 'endpoint', url: new URL(resolved.url), event, rest: held.subarray(Buffer.byteLength(event)) };
}

/**
 * The first event with its data replaced by the tap's path (its other fields kept), as the client gets it.
 *
 * @example
 * rewriteEndpointEvent('event: endpoint\ndata: /messages?sessionId=1\n\n', '/tap/~sse/k') // => 'event: endpoint\ndata: /tap/~sse/k\n\n'
 */
export function rewriteEndpointEvent(event: string, path: string): string {
  const lines = event.split(/\r\n|\r|\n/);
  let written = false;
  const out: string[] = [];
  for (const line of lines.slice(0, -2)) {
    if (!/^data(:|$)/.test(line)) out.push(line);
    else if (!written) {
      written = true;
      out.push(`data: ${path}`);
    }
  }
  return `${out.join('\n')}\n\n`;
}

// Where the first blank line ends (the first event's end), or -1 when none is complete yet.
function firstEventEnd(text: string): number {
  let lineStart = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (let i = lineStart; i < text.length; i++) {
    const c = text[i];
    if (c !== '\n' && c !== '\r') continue;
    let next = i + 1;
    if (c === '\r') {
      if (next === text.length) return -1;
      if (text[next] === '\n') next++;
    }
    if (i === lineStart) return next;
    lineStart = next;
    i = next - 1;
  }
  return -1;
}
