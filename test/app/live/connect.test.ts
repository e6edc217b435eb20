import { describe, expect, it } from 'vitest';
import { connectTo } from '../../../app/features/live/use-connect';
import type { Send } from '../../../app/features/live/mrtr/send-type';
import { standInSend } from './support/stand-in-send';

const TOOLS = 300_000;

/** A stand-in for Live's send: a server whose one tools/list page holds TOOLS small tools. */
const send = standInSend({ tools: {} }, () => ({
  tools: Array.from({ length: TOOLS }, (_, i) => ({ name: `t${i}` })),
}));

describe('connectTo', () => {
  it('keeps every tool of a page that lists 300,000 (more than a spread of arguments can hold)', async () => {
    const connection = await connectTo(send, 'http://127.0.0.1:1/mcp', new AbortController().signal);
    expect(connection.catalog.tools).toHaveLength(TOOLS);
    expect(connection.catalog.tools?.at(-1)).toEqual({ name: `t${TOOLS - 1}` });
  });

  it("marks each of its requests as Connect's, so a refused list is retried by connecting again", async () => {
    const options: unknown[] = [];
    const watched: Send = (request, sendOptions) => {
      options.push(sendOptions);
      return send(request, sendOptions);
    };
    await connectTo(watched, 'http://127.0.0.1:1/mcp', new AbortController().signal);
    expect(options.length).toBe(2);
    for (const o of options) expect(o).toMatchObject({ connecting: true });
  });
});
