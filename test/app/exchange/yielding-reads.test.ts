import { describe, expect, it } from 'vitest';
import { withYieldingReads } from '../../../app/exchange/transport/yielding-reads';
import { laterTask } from '../../../app/state/later-task';

const POST = { method: 'POST' as const, headers: {}, body: '{}' };

const chunked = (parts: string[]) => async () =>
  new Response(
    new ReadableStream<Uint8Array>({
      pull: (c) => {
        const next = parts.shift();
        if (next) c.enqueue(new TextEncoder().encode(next));
        else c.close();
      },
    }),
  );

async function readAll(reader: { read(): Promise<{ done: boolean; value?: Uint8Array }> }): Promise<string> {
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += new TextDecoder().decode(value);
  }
}

describe('withYieldingReads', () => {
  it('pauses once per budget of busy reading, and loses no byte', async () => {
    let clock = 0;
    const pauses: number[] = [];
    const fetch = withYieldingReads(
      10,
      () => (clock += 6),
      async () => void pauses.push(clock),
    )(chunked(['a', 'b', 'c', 'd']));
    const reader = (await fetch('http://127.0.0.1:3000/mcp', POST)).body!.getReader();
    expect(await readAll(reader)).toBe('abcd');
    // Each read costs 6 on the clock: the second and every other read after a pause waits first.
    expect(pauses).toEqual([18, 36]);
  });

  it('never pauses a body read within its budget', async () => {
    let pauses = 0;
    const fetch = withYieldingReads(
      1_000_000,
      () => 0,
      async () => void pauses++,
    )(chunked(['a', 'b']));
    expect(await readAll((await fetch('http://127.0.0.1:3000/mcp', POST)).body!.getReader())).toBe('ab');
    expect(pauses).toBe(0);
  });

  it('lets a queued task run between reads: a whole queued backlog is not read in one go', async () => {
    const parts = Array.from({ length: 200 }, (_, i) => `${i},`);
    let reads = 0;
    let readsWhenTaskRan = -1;
    setTimeout(() => (readsWhenTaskRan = reads), 0);
    // A budget of 0 pauses before every read after the first: the timer above gets its turn early.
    const fetch = withYieldingReads(0)(chunked([...parts]));
    const reader = (await fetch('http://127.0.0.1:3000/mcp', POST)).body!.getReader();
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
      reads++;
    }
    expect(reads).toBe(200);
    expect(readsWhenTaskRan).toBeGreaterThanOrEqual(0);
    expect(readsWhenTaskRan).toBeLessThan(200);
  });

  it('laterTask (the default pause) resolves after a task, not a microtask', async () => {
    let microtasks = 0;
    const spin = (): void => void Promise.resolve().then(() => microtasks++ < 1000 && spin());
    spin();
    await laterTask();
    expect(microtasks).toBeGreaterThan(1000);
  });
});
