import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appCallOf, viewServerUrl } from '../../../app/features/live/apps/app-call';
import { AppHostPanel } from '../../../app/features/live/apps/app-host-panel';
import { useServerCall } from '../../../app/features/live/apps/use-app-resource';
import type { Send } from '../../../app/features/live/mrtr/send-type';
import type { LiveRequest } from '../../../app/exchange/transport/send-live';
import { useLegacyStore } from '../../../app/features/live/legacy/legacy-store';
import type { ExchangeRecord } from '../../../src/index';
import { recordOf } from '../../support/records';

// Which app a history tool call has, and where its View's requests go: the call's own server, never the shown one's.
const SHOWN = 'http://127.0.0.1:3000/demo/mcp';
const OTHER = 'http://127.0.0.1:3000/demo/divergent';
const appTool = (uri: string) => ({ name: 'weather_app', _meta: { ui: { resourceUri: uri } } });
const CATALOG = [appTool('ui://shown/weather')];

const answer = (result: object) => ({
  status: 200,
  statusText: 'OK',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, result }),
});

const callOf = (server: string | undefined, at: string, result: object = { content: [] }): ExchangeRecord =>
  recordOf({
    rpcMethod: 'tools/call',
    startedAt: at,
    ...(server === undefined ? {} : { server }),
    request: {
      url: server ?? SHOWN,
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'weather_app' } }),
    },
    response: answer(result),
  });

const listOf = (server: string, at: string, tools: object[]): ExchangeRecord =>
  recordOf({ rpcMethod: 'tools/list', startedAt: at, server, request: { url: server }, response: answer({ tools }) });

describe('appCallOf', () => {
  it("takes the shown catalog's tool for a call to the shown server", () => {
    const call = appCallOf(callOf(SHOWN, '2026-12-01T00:00:05Z'), { url: SHOWN, tools: CATALOG }, []);
    expect(call).toMatchObject({ uri: 'ui://shown/weather', serverUrl: SHOWN });
  });

  it("takes another server's call's tool from that server's own tools/list, the nearest before the call", () => {
    const history = [
      listOf(OTHER, '2026-12-01T00:00:09Z', [appTool('ui://other/after')]),
      listOf(OTHER, '2026-12-01T00:00:04Z', [appTool('ui://other/weather')]),
      listOf(OTHER, '2026-12-01T00:00:01Z', [appTool('ui://other/older')]),
      listOf(SHOWN, '2026-12-01T00:00:04Z', CATALOG),
    ];
    const call = appCallOf(callOf(OTHER, '2026-12-01T00:00:05Z'), { url: SHOWN, tools: CATALOG }, history);
    expect(call).toMatchObject({ uri: 'ui://other/weather', serverUrl: OTHER });
    // Only a listing after the call: that one, still the call's own server's.
    const later = appCallOf(callOf(OTHER, '2026-12-01T00:00:05Z'), { url: SHOWN, tools: CATALOG }, history.slice(0, 1));
    expect(later).toMatchObject({ uri: 'ui://other/after' });
  });

  it("falls back to the call's result _meta, and a tool its server lists without an app has none", () => {
    const withMeta = callOf(OTHER, '2026-12-01T00:00:05Z', { content: [], _meta: { ui: { resourceUri: 'ui://r' } } });
    expect(appCallOf(withMeta, { url: SHOWN, tools: CATALOG }, [])).toMatchObject({ uri: 'ui://r' });
    const plain = [listOf(OTHER, '2026-12-01T00:00:04Z', [{ name: 'weather_app' }])];
    expect(appCallOf(callOf(OTHER, '2026-12-01T00:00:05Z'), { url: SHOWN, tools: CATALOG }, plain)).toBeNull();
  });

  it("says the app cannot be known rather than open the shown server's tool of the same name", () => {
    const call = appCallOf(callOf(OTHER, '2026-12-01T00:00:05Z'), { url: SHOWN, tools: CATALOG }, []);
    expect(call).not.toBeNull();
    expect(call).not.toHaveProperty('uri');
    expect(call).toMatchObject({ problem: expect.stringContaining(OTHER) });
    // No app tool of that name shown either: nothing to say, the call simply has no app here.
    expect(appCallOf(callOf(OTHER, '2026-12-01T00:00:05Z'), { url: SHOWN, tools: [] }, [])).toBeNull();
  });

  it('says so in the panel, with no View frame', () => {
    const send: Send = () => Promise.reject(new Error('nothing is sent'));
    const call = callOf(OTHER, '2026-12-01T00:00:05Z');
    render(<AppHostPanel record={call} send={send} url={SHOWN} tools={CATALOG} theme="light" />);
    expect(screen.getByTestId('app-unknown').textContent).toContain(OTHER);
    expect(screen.queryByTestId('mcp-app-frame')).toBeNull();
    cleanup();
  });
});

// An HTTP+SSE server's exchanges are POSTed to the session endpoint its stream named; its server is the stream's URL.
const SSE = 'http://127.0.0.1:3000/sse?token=t';
const sseCall = recordOf({
  rpcMethod: 'tools/call',
  server: SSE,
  request: { url: 'http://127.0.0.1:3000/messages?sessionId=abc' },
  response: answer({ content: [] }),
});

describe("the View's server", () => {
  it("is Live's URL as typed while Live shows the call's server, else the recorded server, never the session endpoint", () => {
    expect(viewServerUrl(sseCall, SSE)).toBe(SSE);
    expect(viewServerUrl(sseCall, SHOWN)).toBe('http://127.0.0.1:3000/sse');
    expect(viewServerUrl(callOf(undefined, '2026-12-01T00:00:05Z'), OTHER)).toBe(SHOWN);
  });

  afterEach(() => {
    cleanup();
    useLegacyStore.getState().actions.reset();
  });

  it("takes an HTTP+SSE call's result from the session's stream, not the POST's bare 202", () => {
    const accepted = recordOf({
      rpcMethod: 'tools/call',
      server: SSE,
      request: {
        url: 'http://127.0.0.1:3000/messages?sessionId=abc',
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'weather_app' } }),
      },
      response: { status: 202, statusText: 'Accepted', headers: {}, body: 'Accepted' },
    });
    const result = { content: [{ type: 'text', text: 'Lyon' }] };
    useLegacyStore.getState().actions.added({ record: accepted, answer: { jsonrpc: '2.0', id: 1, result } }, []);
    expect(appCallOf(accepted, { url: SSE, tools: CATALOG }, [])).toMatchObject({ outcome: { result } });
  });

  it("sends the View's requests there, so a legacy session finds them", async () => {
    const sent: LiveRequest[] = [];
    const send: Send = async (request) => {
      sent.push(request);
      return { record: sseCall, fromCache: null };
    };
    const { result } = renderHook(() => useServerCall(sseCall, viewServerUrl(sseCall, SSE), send));
    await result.current('resources/read', { uri: 'ui://r' });
    expect(sent.map((r) => [r.url, r.rpcMethod, r.conversationId])).toEqual([[SSE, 'resources/read', sseCall.id]]);
  });
});
