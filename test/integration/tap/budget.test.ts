import { afterAll, describe, expect, it } from 'vitest';
import type { RunningInspector } from '../../../app/server/standalone';
import { startUpstream, type Upstream, type UpstreamHandler } from '../../fixtures/upstreams/server';
import { recorded, startTapped } from './support';

// Many concurrent streams through the tap share one recording budget: past it, bytes are still
// forwarded whole but no longer recorded, and the record says why it was not judged.

const FRAME = `data: ${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/message', params: { data: 'x'.repeat(60_000) } })}\n\n`;
const LAST = 'data: {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","content":[]}}\n\n';
let upstream: Upstream;
let app: RunningInspector;
afterAll(async () => Promise.all([app.close(), upstream.close()]));

/** An SSE target: one 60 KB frame at once, the rest when `release` is called. */
function gated(): { handler: UpstreamHandler; release: () => void } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    handler: (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write(FRAME);
      void gate.then(() => res.end(LAST));
    },
  };
}

/** Posts through the tap and reads until the first frame arrived; `rest` reads the remainder. */
async function open(url: string): Promise<{ rest: () => Promise<string> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"t"}}',
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('\n\n')) text += decoder.decode((await reader.read()).value, { stream: true });
  return {
    rest: async () => {
      for (let step = await reader.read(); !step.done; step = await reader.read())
        text += decoder.decode(step.value, { stream: true });
      return text;
    },
  };
}

describe('the tap records within one global budget', () => {
  it('forwards a stream past the budget whole, records it as not recorded whole, and gives the budget back', async () => {
    const g = gated();
    upstream = await startUpstream(g.handler);
    app = await startTapped([upstream.url], { maxRecordingBytes: 100_000 });
    const first = await open(`${app.origin}/tap`);
    const second = await open(`${app.origin}/tap`);
    g.release();
    expect(await first.rest()).toBe(FRAME + LAST);
    expect(await second.rest()).toBe(FRAME + LAST);
    const [a, b] = await recorded(app);
    expect(a).toMatchObject({ verdict: expect.not.stringMatching(/^transport$/) });
    expect(a?.error).toBeUndefined();
    expect(b).toMatchObject({ verdict: 'transport', error: { code: 'not_recorded_whole' } });
    expect(b?.error?.message).toMatch(/budget/);
    // Both settled and were judged: their bytes are back in the budget, so the next one is recorded.
    const third = await open(`${app.origin}/tap`);
    expect(await third.rest()).toBe(FRAME + LAST);
    expect((await recorded(app)).at(-1)?.error).toBeUndefined();
  });
});
