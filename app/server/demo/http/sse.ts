/** One SSE frame holding one JSON-RPC message (SHTTP § Receiving Messages). */
export const sseFrame = (message: unknown): string => `data: ${JSON.stringify(message)}\n\n`;

/** A keep-alive comment (SHTTP: servers are encouraged to send them on long-lived streams). */
export const SSE_KEEP_ALIVE = ':\n\n';

/** Headers of an SSE answer; X-Accel-Buffering stops proxies from holding frames back. */
export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
} as const;
