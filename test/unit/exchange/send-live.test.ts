import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendLive, type LiveRequest } from '../../../app/exchange/transport/send-live';
import { buildRequest } from '../../../src/index';
import { startPlantedServer, type PlantedServer } from '../../fixtures/planted/server';
import { gatedSse, stallsAfterHead, startUpstream } from '../../fixtures/upstreams/server';

// The Live send path over Node's own fetch against real servers: what is recorded, judged and kept.
const direct = { kind: 'direct' as const, fetch: globalThis.fetch };

let conforming: PlantedServer;
let divergent: PlantedServer;
beforeAll(async () => {
  conforming = await startPlantedServer('none');
  divergent = await startPlantedServer('bad-cache-scope');
});
afterAll(async () => {
  await conforming?.close();
  await divergent?.close();
});

function request(url: string, method: string, params: Record<string, unknown> = {}): LiveRequest {
  const built = buildRequest({ method, id: 1, params });
  return { url, message: built.message, headers: built.headers, rpcMethod: method };
}

describe('sendLive', () => {
  it('records a conforming exchange as sent and judges it: no findings, a pass', async () => {
    const sent = request(conforming.url, 'tools/list');
    const record = await sendLive(direct, sent, {}, () => 'a1');
    expect(record).toMatchObject({
      id: 'a1',
      source: 'direct',
      rpcMethod: 'tools/list',
      verdict: 'pass',
      findings: [],
    });
    expect(record.request.body).toBe(JSON.stringify(sent.message));
    expect(record.request.headers).toEqual(sent.headers);
    expect(record.response?.status).toBe(200);
    expect(record.error).toBeUndefined();
  });

  it('judges a divergent answer with the checker and keeps the conversation id', async () => {
    const record = await sendLive(direct, { ...request(divergent.url, 'tools/list'), conversationId: 'c1' });
    expect(record.findings.map((f) => f.rule)).toContain('R-CACHE-3');
    expect(['fail', 'warn']).toContain(record.verdict);
    expect(record.conversationId).toBe('c1');
  });

  it('records the server it was sent for (what an MCP App View of it belongs to), never a token of its URL', async () => {
    const answered = await sendLive(direct, request(`${conforming.url}?token=t0ken`, 'tools/list'));
    expect(answered.server).toBe(conforming.url);
    // No answer to judge (nothing listens there): the server is recorded all the same.
    const refused = await sendLive(direct, request('http://127.0.0.1:9/mcp?api_key=k3y', 'tools/list'));
    expect(refused.error).toBeDefined();
    expect(refused.server).toBe('http://127.0.0.1:9/mcp');
    expect(JSON.stringify([answered.server, refused.server])).not.toMatch(/t0ken|k3y/);
  });

  it('hears every SSE frame as it arrives and records the whole stream', async () => {
    const gated = gatedSse();
    const upstream = await startUpstream(gated.handler);
    try {
      const frames: string[] = [];
      let status = 0;
      const sending = sendLive(direct, request(upstream.url, 'tools/call', { name: 'x', arguments: {} }), {
        onHead: (s) => (status = s),
        onFrame: (data) => {
          frames.push(data);
          gated.release();
        },
      });
      const record = await sending;
      expect(status).toBe(200);
      expect(frames).toHaveLength(2);
      expect(record.response?.body).toContain('notifications/progress');
      expect(record.error).toBeUndefined();
    } finally {
      gated.release();
      await upstream.close();
    }
  });

  it('a stopped stream keeps what arrived, says it was stopped, is not judged, and its connection closes', async () => {
    const upstream = await startUpstream(stallsAfterHead());
    try {
      const stop = new AbortController();
      const record = await sendLive(direct, request(upstream.url, 'subscriptions/listen'), {
        onFrame: () => stop.abort(),
        signal: stop.signal,
      });
      await upstream.closed;
      expect(record.error?.code).toBe('aborted');
      expect(record.error?.message).toMatch(/stopped/);
      expect(record.verdict).toBe('transport');
      expect(record.response?.body).toContain('notifications/progress');
    } finally {
      await upstream.close();
    }
  });

  it('a server that cannot be reached is a transport verdict with the request kept, never a rejection', async () => {
    const gone = await startUpstream(() => undefined);
    await gone.close();
    const sent = request(gone.url, 'server/discover');
    const record = await sendLive({ kind: 'relay', fetch: globalThis.fetch }, sent);
    expect(record).toMatchObject({ verdict: 'transport', response: null, findings: [], source: 'relay' });
    expect(record.error?.code).toBe('unknown');
    expect(record.request.body).toBe(JSON.stringify(sent.message));
  });
});
