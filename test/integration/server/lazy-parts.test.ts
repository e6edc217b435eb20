import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRequest } from '../../../src';
import { lazily } from '../../../app/server/lazy';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';

describe('lazily: a part of the server made on its first use', () => {
  it('makes the part once, whoever asks first, and closes it when made', async () => {
    let made = 0;
    const closed: number[] = [];
    const part = lazily(
      async () => ++made,
      (n) => closed.push(n),
    );
    expect(part.current).toBeUndefined();
    const [a, b] = await Promise.all([part.get(), part.get()]);
    expect([a, b, made, part.current]).toEqual([1, 1, 1, 1]);
    part.close();
    expect(closed).toEqual([1]);
  });

  it('closes a part that was still loading when the server closed', async () => {
    let finish!: (n: number) => void;
    const closed: number[] = [];
    const part = lazily(
      () => new Promise<number>((resolve) => (finish = resolve)),
      (n) => closed.push(n),
    );
    const loading = part.get();
    part.close();
    expect(closed).toEqual([]);
    finish(7);
    await loading;
    expect(closed).toEqual([7]);
  });

  it('tries a failed load again on the next use', async () => {
    let calls = 0;
    const part = lazily(async () => {
      if (++calls === 1) throw new Error('chunk missing');
      return 'loaded';
    });
    await expect(part.get()).rejects.toThrow('chunk missing');
    await expect(part.get()).resolves.toBe('loaded');
  });
});

describe('the server with its demo and tap loaded on first request', () => {
  let server: RunningInspector;
  beforeAll(async () => {
    server = await startInspector();
  });
  afterAll(() => server?.close());

  it('answers the demo, the protected demo and the tap feed from their first request', async () => {
    const req = buildRequest({ method: 'server/discover', id: 1 });
    const discover = await fetch(`${server.origin}/demo/mcp`, { method: 'POST', headers: req.headers, body: req.body });
    expect(discover.status).toBe(200);
    expect(await discover.text()).toMatch(/mcp-shape-inspector-demo/);
    const challenge = await fetch(`${server.origin}/demo/protected`, { method: 'POST', body: '{}' });
    expect(challenge.status).toBe(401);
    expect(challenge.headers.get('www-authenticate')).toMatch(/resource_metadata=/);
    const metadata = await fetch(`${server.origin}/.well-known/oauth-protected-resource/demo/protected`);
    expect(((await metadata.json()) as { resource: string }).resource).toBe(`${server.origin}/demo/protected`);
    const events = await fetch(`${server.origin}/api/tap/events`);
    expect(events.status).toBe(401);
    const notATap = await fetch(`${server.origin}/tap`, { method: 'POST', body: '{}' });
    expect(notATap.status).toBe(404);
    expect(await notATap.text()).toMatch(/No tap was configured/);
    await server.app.tap.flush();
    expect((await server.app.tap.session.snapshot()).records).toEqual([]);
  });
});
