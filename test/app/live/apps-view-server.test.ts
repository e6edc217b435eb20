import { describe, expect, it } from 'vitest';
import { viewTools } from '../../../app/features/live/apps/app-call';
import { exchangeRecord, type ExchangeRecord } from '../../../src/index';

// Whose catalog an MCP App's View gets: Live's, only when Live shows the server its tool call was sent for.
const SHOWN = 'http://127.0.0.1:3000/demo/mcp';
const CATALOG = [{ name: 'weather_app', _meta: { ui: { resourceUri: 'ui://weather' } } }];

const callFor = (server: string | undefined): ExchangeRecord =>
  exchangeRecord({
    id: 'c1',
    startedAt: '2026-07-28T00:00:00.000Z',
    source: 'relay',
    ...(server === undefined ? {} : { server }),
    request: {
      url: server ?? SHOWN,
      method: 'POST',
      headers: {},
      body: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"weather_app"}}',
    },
    response: null,
    error: { code: 'aborted', message: 'You stopped this request.' },
    timing: { totalMs: 1 },
  });

describe('viewTools', () => {
  it("gives the View Live's catalog when Live shows its tool call's server (a token in either URL aside)", () => {
    expect(viewTools(callFor(SHOWN), SHOWN, CATALOG)).toBe(CATALOG);
    expect(viewTools(callFor(`${SHOWN}?token=a`), `${SHOWN}?token=b`, CATALOG)).toBe(CATALOG);
  });

  it("withholds it from the View of another server's tool call: stale", () => {
    expect(viewTools(callFor('http://127.0.0.1:3000/demo/divergent'), SHOWN, CATALOG)).toBe('stale');
    expect(viewTools(callFor('http://localhost:3000/demo/mcp'), SHOWN, CATALOG)).toBe('stale');
  });

  it('withholds it from a tool call kept before the server was recorded: its server is unknown, not guessed', () => {
    const old = callFor(undefined);
    expect(old.server).toBeUndefined();
    expect(old.request.url).toBe(SHOWN);
    expect(viewTools(old, SHOWN, CATALOG)).toBe('unknown-server');
  });
});
