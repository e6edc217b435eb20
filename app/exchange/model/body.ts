/** The `data` payloads of an SSE body (display only: the checker parses the stream itself). */
export function sseFrames(body: string): string[] {
  const frames: string[] = [];
  for (const event of body.replace(/\r\n?/g, '\n').split('\n\n')) {
    const data = event
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5));
    if (data.length > 0 && data.join('') !== '') frames.push(data.join('\n'));
  }
  return frames;
}

/** Whether a recorded answer is an SSE stream. */
export function isSse(headers: Readonly<Record<string, string>>): boolean {
  return headers['content-type']?.includes('text/event-stream') ?? false;
}

/** The JSON-RPC message that answers: the body, or an SSE stream's last frame. */
export function answerText(response: { headers: Readonly<Record<string, string>>; body: string } | null): string {
  if (!response) return '';
  return isSse(response.headers) ? (sseFrames(response.body).at(-1) ?? '') : response.body;
}

/** The answer's `result` object, or null. */
export function resultOf(
  response: { headers: Readonly<Record<string, string>>; body: string } | null,
): Record<string, unknown> | null {
  try {
    const result = (JSON.parse(answerText(response)) as { result?: unknown }).result;
    return typeof result === 'object' && result !== null && !Array.isArray(result)
      ? (result as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A JSON body indented for reading (pointers name members, not offsets, so markers still land); other text as sent. */
export function readable(body: string): string {
  if (body.length > 5_000_000) return body;
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
