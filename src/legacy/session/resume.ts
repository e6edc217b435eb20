/**
 * What an SSE stream that ended without its answer says about resuming it (2025-11-25, SEP-1699):
 * the last event id it sent (for `Last-Event-ID`) and the last `retry` field, the milliseconds a
 * client waits before it reconnects with a GET. Both absent when the stream sent none.
 *
 * @example
 * resumeHintsOf('id: event-1\nretry: 500\ndata: \n\n') // => { lastEventId: 'event-1', retryMs: 500 }
 * resumeHintsOf('data: {"jsonrpc":"2.0"}\n\n') // => {}
 */
export function resumeHintsOf(body: string): { lastEventId?: string; retryMs?: number } {
  let lastEventId: string | undefined;
  let retryMs: number | undefined;
  for (const line of body.split(/\r\n|\r|\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const field = line.slice(0, colon);
    const value = line.slice(colon + 1).replace(/^ /, '');
    // An id with NUL is ignored, as WHATWG's event stream parser ignores it; retry is digits only.
    if (field === 'id' && !value.includes('\0')) lastEventId = value;
    else if (field === 'retry' && /^\d{1,9}$/.test(value)) retryMs = Number(value);
  }
  return {
    ...(lastEventId !== undefined && lastEventId !== '' ? { lastEventId } : {}),
    ...(retryMs !== undefined ? { retryMs } : {}),
  };
}
