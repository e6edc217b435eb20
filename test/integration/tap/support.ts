import { connect } from 'node:net';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { TOKEN_HEADER } from '../../../app/server/relay/protocol';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';
import { parseTapSpecs, type TapLimits } from '../../../app/server/tap';
import { decodeTapEvents, TAP_EVENTS_PATH, type TapEvent, type TapRecord } from '../../../app/server/tap/protocol';

/** The inspector's server with taps given as on the command line (`URL` or `name=URL`). */
export function startTapped(specs: string[], tapLimits: Partial<TapLimits> = {}): Promise<RunningInspector> {
  return startInspector({ taps: parseTapSpecs(specs), tapLimits });
}

/** The official SDK client, 2026-07-28 era, answering elicitations with `{ ok: true }`; `headers` go on every request. */
export async function sdkClient(url: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client(
    { name: 'tap-test-client', version: '1.0.0' },
    { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: { pin: '2026-07-28' } } },
  );
  client.setRequestHandler('elicitation/create', async () => ({ action: 'accept', content: { ok: true } }));
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  return client;
}

/** What a call gave: its value, or the error's message (the tap must not change either). */
export async function outcome(call: () => Promise<unknown>): Promise<{ ok: unknown } | { error: string }> {
  try {
    return { ok: await call() };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** Every settled exchange of the tap's session, after its bookkeeping ran. */
export async function recorded(app: RunningInspector): Promise<TapRecord[]> {
  await app.app.tap.flush();
  return (await app.app.tap.session.snapshot()).records;
}

/** The page's events feed, read as the #/tap screen reads it. */
export interface Feed {
  events: TapEvent[];
  /** Resolves with the first event (past or future) that matches. */
  next(match: (event: TapEvent) => boolean): Promise<TapEvent>;
  close(): void;
}

/** Opens the events feed with the app's token (or the given headers instead). */
export async function openFeed(app: RunningInspector): Promise<Feed> {
  const controller = new AbortController();
  const response = await fetch(`${app.origin}${TAP_EVENTS_PATH}`, {
    headers: { [TOKEN_HEADER]: app.app.token },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`events feed answered ${response.status}`);
  const events: TapEvent[] = [];
  const waiting: { match: (e: TapEvent) => boolean; resolve: (e: TapEvent) => void }[] = [];
  void (async () => {
    try {
      for await (const event of decodeTapEvents(response.body!)) {
        events.push(event);
        for (const w of waiting.filter((w) => w.match(event))) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve(event);
        }
      }
    } catch {
      // Closed by the test.
    }
  })();
  return {
    events,
    next: (match) =>
      new Promise((resolve) => {
        const seen = events.find(match);
        if (seen) resolve(seen);
        else waiting.push({ match, resolve });
      }),
    close: () => controller.abort(),
  };
}

/** The rule ids of a record's findings, sorted. */
export const rules = (record: TapRecord | undefined): string[] =>
  [...new Set(record?.findings.map((f) => f.rule))].sort();

/**
 * Writes one request on a raw socket (`head`: request line and headers) and reads the answer as
 * sent, byte for byte. Unlike a half-close, the socket stays open until the server closes it
 * (`Connection: close`), as real clients do.
 */
export function rawExchange(port: number, head: string[], body = ''): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(
        `${head.join('\r\n')}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      ),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    socket.on('error', reject);
  });
}
