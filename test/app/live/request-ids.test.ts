import { describe, expect, it } from 'vitest';
import { connectTo } from '../../../app/features/live/use-connect';
import { followUp } from '../../../app/features/live/mrtr/model/rounds';
import { takeRequestId } from '../../../app/features/live/state/request-ids';
import { exchangeRecord } from '../../../src/index';
import { standInSend } from './support/stand-in-send';

/** A stand-in server on one connection that writes down the id of every request it is sent. */
const recordingServer = (ids: unknown[]) =>
  standInSend(
    { tools: {}, prompts: {} },
    () => ({ tools: [{ name: 'echo' }], prompts: [] }),
    (id) => ids.push(id),
  );

describe('one JSON-RPC id source for Live', () => {
  it('never gives two requests on one connection the same id, whichever path sent them', async () => {
    const ids: unknown[] = [];
    const send = recordingServer(ids);
    const url = 'http://127.0.0.1:1/mcp';
    // Connect twice (a reconnect), with the builder's, a replay's and a completion's ids taken between.
    await connectTo(send, url, new AbortController().signal);
    ids.push(takeRequestId(), takeRequestId(), takeRequestId());
    await connectTo(send, url, new AbortController().signal);
    // A follow-up round of a conversation started by the builder.
    const root = exchangeRecord({
      id: 'root',
      startedAt: '2026-07-28T00:00:00.000Z',
      source: 'direct',
      timing: { totalMs: 1 },
      request: { url, method: 'POST', headers: {}, body: '{"jsonrpc":"2.0","id":1,"method":"tools/call"}' },
      response: null,
      error: { code: 'no-response', message: 'Not kept here.' },
    });
    const round = followUp(root, 'tools/call', { name: 'echo' }, []);
    if (round.ok) ids.push(round.message['id']);
    expect(ids.length).toBe(3 + 3 + 3 + 1);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
