// @vitest-environment node
// The authorization exercise's answer against the real app server: its exchange carries the GET's timing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';
import { createDemoClient } from '../../../app/features/learn/model/live/demo-client';
import { runResourceMetadataAnswer } from '../../../app/features/learn/model/live/url-answer';

let app: RunningInspector;

beforeAll(async () => {
  app = await startInspector({});
});
afterAll(() => app.close());

describe('the authorization exercise’s exchange', () => {
  it('shows how long the GET took, from the clock around it (never 0 ms by default)', async () => {
    const client = createDemoClient((url, init) => fetch(url, init), `${app.origin}/demo/mcp`);
    // A clock that moves 7 ms on each reading: the request's start, its headers, the step's end.
    let now = 1_000;
    const clock = () => (now += 7);
    const before = Date.now();
    const verdict = await runResourceMetadataAnswer(
      client,
      `${app.origin}/demo/protected`,
      '{"url": "/.well-known/oauth-protected-resource/demo/protected"}',
      undefined,
      clock,
    );
    expect(verdict.passed).toBe(true);
    const timing = verdict.exchange?.recorded.timing;
    expect(timing).toEqual({ startedAt: expect.any(Number), headersMs: 7, totalMs: 14 });
    expect(timing!.startedAt).toBeGreaterThanOrEqual(before);
  });

  it('closes a GET the library followed with another at that next GET’s start', async () => {
    const client = createDemoClient((url, init) => fetch(url, init), `${app.origin}/demo/mcp`);
    let now = 0;
    const verdict = await runResourceMetadataAnswer(
      client,
      `${app.origin}/demo/protected`,
      '{"url": "/demo/protected"}',
      undefined,
      () => (now += 5),
    );
    expect(verdict.passed).toBe(false);
    // The first GET: started at 5, headers at 10, the next GET started at 15.
    expect(verdict.exchange?.recorded.timing).toMatchObject({ headersMs: 5, totalMs: 10 });
  });
});
