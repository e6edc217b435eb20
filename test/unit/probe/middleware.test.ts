import { describe, expect, it } from 'vitest';
import {
  composeFetch,
  RequestOwner,
  sendExchange,
  withBearer,
  withCutOff,
  withGrace,
  withOwner,
  withPartialRecording,
  withSignal,
  withTimeout,
  type FetchLike,
  type PartialAnswer,
} from '../../../src/index';

const URL_ = 'http://127.0.0.1:3000/mcp';
const encode = (text: string) => new TextEncoder().encode(text);

/** A server whose SSE stream the test writes to, frame by frame, and which honours the request's signal or not. */
function streamingServer({ honoursSignal = true } = {}) {
  let push!: (text: string) => void;
  let close!: () => void;
  let cancelled = false;
  let signal: AbortSignal | undefined;
  const fetch: FetchLike = async (_url, init) => {
    signal = init.signal;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(encode(text));
        close = () => controller.close();
        if (honoursSignal)
          init.signal?.addEventListener('abort', () =>
            controller.error(Object.assign(new Error('aborted'), { name: 'AbortError' })),
          );
      },
      cancel() {
        cancelled = true;
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  };
  return {
    fetch,
    push: (text: string) => push(text),
    close: () => close(),
    get cancelled() {
      return cancelled;
    },
    get signal() {
      return signal;
    },
  };
}

/** Timers the test fires by hand: no waiting on the clock. */
function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  return {
    setTimeout: (callback: () => void, ms: number) => (pending.set(++next, { callback, ms }), next),
    clearTimeout: (handle: unknown) => void pending.delete(handle as number),
    delays: () => [...pending.values()].map((t) => t.ms),
    fire: (ms: number) => {
      for (const [id, timer] of pending)
        if (timer.ms === ms) {
          pending.delete(id);
          timer.callback();
        }
    },
  };
}

const listen = (fetch: FetchLike, onFrame?: () => void) =>
  sendExchange(fetch, { url: URL_, method: 'subscriptions/listen', id: 1, ...(onFrame ? { onFrame } : {}) });

describe('the fetch middleware', () => {
  it('timeout: aborts a stream at its timeout and keeps the part that arrived', async () => {
    const server = streamingServer();
    const timers = manualTimers();
    let timedOut = false;
    const sending = listen(withTimeout(5000, { timers, onTimeout: () => (timedOut = true) })(server.fetch), () =>
      timers.fire(5000),
    );
    expect(timers.delays()).toEqual([5000]);
    await new Promise((resolve) => setImmediate(resolve));
    server.push('data: {"n":1}\n\n');
    const recorded = await sending;
    expect(timedOut).toBe(true);
    expect(recorded.aborted).toBe(true);
    expect(recorded.response.body).toBe('data: {"n":1}\n\n');
    // The timer is gone once the answer is over.
    expect(timers.delays()).toEqual([]);
  });

  it('timeout: an answer that ends in time clears its timer and is not aborted', async () => {
    const timers = manualTimers();
    const fetch: FetchLike = async () => Response.json({ jsonrpc: '2.0', id: 1, result: {} });
    const recorded = await sendExchange(withTimeout(5000, { timers })(fetch), { url: URL_, method: 'ping', id: 1 });
    expect(recorded.aborted).toBe(false);
    expect(timers.delays()).toEqual([]);
  });

  it('cut-off: ends a stream at once when its signal aborts, the reader cancelled, what arrived kept', async () => {
    const server = streamingServer({ honoursSignal: false });
    const cut = new AbortController();
    const sending = listen(withCutOff(cut.signal)(server.fetch), () => cut.abort());
    await new Promise((resolve) => setImmediate(resolve));
    server.push('data: {"first":true}\n\n');
    const recorded = await sending;
    expect(recorded.aborted).toBe(true);
    expect(recorded.response.body).toBe('data: {"first":true}\n\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(server.cancelled).toBe(true);
    expect(server.signal?.aborted).toBe(true);
  });

  it('grace: a fetch that ignores its abort is ended when the grace runs out, not before', async () => {
    const timers = manualTimers();
    const stop = new AbortController();
    let settled = false;
    const deaf: FetchLike = () => new Promise(() => undefined);
    const sending = sendExchange(withGrace(250, { timers })(deaf), {
      url: URL_,
      method: 'ping',
      id: 1,
      signal: stop.signal,
    });
    void sending.catch(() => undefined).finally(() => (settled = true));
    expect(timers.delays()).toEqual([]);
    stop.abort();
    expect(timers.delays()).toEqual([250]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    timers.fire(250);
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('timeout and grace together: a deaf stream ends at timeout + grace with its part kept', async () => {
    const server = streamingServer({ honoursSignal: false });
    const timers = manualTimers();
    const send = composeFetch(withTimeout(1000, { timers }), withGrace(250, { timers }))(server.fetch);
    const sending = listen(send, () => {
      timers.fire(1000);
      // The timeout aborted the signal; the deaf server goes on, so the grace is what ends it.
      expect(timers.delays()).toEqual([250]);
      timers.fire(250);
    });
    await new Promise((resolve) => setImmediate(resolve));
    server.push('data: {"n":1}\n\n');
    const recorded = await sending;
    expect(recorded.aborted).toBe(true);
    expect(recorded.response.body).toBe('data: {"n":1}\n\n');
  });

  it('partial recording: hands on what has arrived, at most once per interval, as it arrives', async () => {
    const server = streamingServer();
    let clock = 0;
    const partials: PartialAnswer[] = [];
    let frames = 0;
    const send = withPartialRecording({ everyMs: 1000, now: () => clock, onPartial: (p) => partials.push(p) });
    const sending = listen(send(server.fetch), () => {
      frames++;
      if (frames === 1) {
        clock = 400;
        server.push('data: {"n":2}\n\n');
      } else if (frames === 2) {
        clock = 1100;
        server.push('data: {"n":3}\n\n');
      } else server.close();
    });
    await new Promise((resolve) => setImmediate(resolve));
    server.push('data: {"n":1}\n\n');
    await sending;
    // Taken at 0 (the headers), so the first part is due at 1000: 400 is too soon, 1100 is not.
    expect(partials.map((p) => [p.at, p.status, p.headers['content-type'], p.body])).toEqual([
      [1100, 200, 'text/event-stream', 'data: {"n":1}\n\ndata: {"n":2}\n\ndata: {"n":3}\n\n'],
    ]);
  });

  it("abort by owner: the owner's stop ends the stream it owns, and the request ends in its lane", async () => {
    const server = streamingServer();
    const owner = new RequestOwner();
    const sending = listen(withOwner(owner, 'feed')(server.fetch), () => owner.stop());
    await new Promise((resolve) => setImmediate(resolve));
    expect(owner.running).toBe(1);
    server.push('data: {"n":1}\n\n');
    const recorded = await sending;
    expect(recorded.aborted).toBe(true);
    expect(recorded.response.body).toBe('data: {"n":1}\n\n');
    expect(owner.running).toBe(0);
  });

  it("abort by owner: a request already answered is over in the owner's count", async () => {
    const owner = new RequestOwner();
    const fetch: FetchLike = async () => Response.json({ jsonrpc: '2.0', id: 1, result: {} });
    await sendExchange(withOwner(owner, 'a')(fetch), { url: URL_, method: 'ping', id: 1 });
    expect(owner.running).toBe(0);
  });

  it('signal: a second signal aborts the request as the caller’s own does', async () => {
    const server = streamingServer();
    const session = new AbortController();
    const sending = listen(withSignal(session.signal)(server.fetch), () => session.abort());
    await new Promise((resolve) => setImmediate(resolve));
    server.push('data: {}\n\n');
    expect((await sending).aborted).toBe(true);
  });

  it('bearer: replaces any Authorization header, reads a token function per request, adds none while it is undefined', async () => {
    const seen: (string | undefined)[] = [];
    const fetch: FetchLike = async (_url, init) => {
      seen.push(init.headers['Authorization'] ?? init.headers['authorization']);
      return Response.json({ jsonrpc: '2.0', id: 1, result: {} });
    };
    const tokens: (string | undefined)[] = [undefined, 'abc'];
    const send = withBearer(() => tokens.shift())(fetch);
    await sendExchange(send, { url: URL_, method: 'ping', id: 1 });
    await sendExchange(send, { url: URL_, method: 'ping', id: 2, headers: { authorization: 'Basic x' } });
    expect(seen).toEqual([undefined, 'Bearer abc']);
  });
});
