import { describe, expect, it } from 'vitest';
import { checkExchange } from '../../../../src/check/index';
import { parseResponseBody } from '../../../../src/wire/index';
import { loadCaptured, type CapturedExchange } from '../../../fixtures/captured/load';

// Messages that read right to a server author who never saw the catalogue.
const sdk = loadCaptured('sdk-server-2.4.0.json');
const legacy = loadCaptured('legacy-sdk-1.32.2-stateful.json');
const served = (e: CapturedExchange, body: string, status = 200): CapturedExchange => ({
  ...e,
  response: { ...e.response, status, body },
});
const ok = (id: unknown) => JSON.stringify({ jsonrpc: '2.0', id, result: { resultType: 'complete', tools: [] } });

describe('messages on captured exchanges', () => {
  it('a request without any _meta: "has no params._meta", not "lacks _meta in params._meta"', () => {
    const e = sdk.get('missing _meta envelope');
    const [f] = checkExchange(served(e, ok(22)), { strict: true }).filter((x) => x.rule === 'R-REQMETA-1');
    expect(f?.message).toBe(
      'The request has no params._meta, the envelope that carries protocolVersion and clientCapabilities, so it must be refused with HTTP 400 and -32602; it got a result on HTTP 200.',
    );
  });

  it('an envelope missing one key names the key', () => {
    const e = sdk.get('tools/list');
    const params = e.request.params as { _meta: Record<string, unknown> };
    delete params._meta['io.modelcontextprotocol/clientCapabilities'];
    const [f] = checkExchange(e, { strict: true }).filter((x) => x.rule === 'R-REQMETA-1');
    expect(f?.message).toContain('params._meta lacks "io.modelcontextprotocol/clientCapabilities"');
  });

  it('a null id answering a readable request says the id had to be echoed', () => {
    const e = sdk.get('unknown method');
    const body = e.response.body.replace('"id":15', '"id":null');
    const [f] = checkExchange(served(e, body, 404), { strict: true }).filter((x) => x.rule === 'R-RPC-4');
    expect(f?.message).toContain("the request's id 15 was readable, so it must be echoed");
    expect(f?.message).not.toContain('unreadable');
  });

  it('a removed method says what a 2026-07-28 server answers and what it got', () => {
    const e = sdk.get('ping (removed)');
    const [f] = checkExchange(
      served(e, JSON.stringify({ jsonrpc: '2.0', id: 16, result: { resultType: 'complete' } })),
      {
        strict: true,
      },
    ).filter((x) => x.rule === 'R-REMOVED-1');
    expect(f?.message).toBe(
      'ping was removed from 2026-07-28; a server answers it like any unknown method, with -32601 Method not found on HTTP 404. It got a result.',
    );
  });

  it('a bad frame after a priming event: the byte offset points into that frame, never into the empty one', () => {
    const e = legacy.get('legacy tools/call over SSE with progress');
    const body = e.response.body.replace('"progressToken":"p2"', '"progressToken":p2');
    const [problem] = parseResponseBody({ ...e.response, body }, { id: 102 }).problems;
    expect(problem).toMatchObject({ kind: 'sse-frame-invalid', frame: 0 });
    const bytes = new TextEncoder().encode(body);
    const at = problem!.kind === 'sse-frame-invalid' ? problem!.byteOffset : -1;
    expect(new TextDecoder().decode(bytes.slice(at, at + 2))).toBe('p2');
  });

  it('findings in SSE frames carry the frame as a field, never inside the sentence', () => {
    const e = sdk.get('tools/call over SSE with progress');
    const body = e.response.body.replace('"progressToken":"p1"', '"progressToken":"other"');
    const findings = checkExchange(served(e, body), { strict: true });
    expect(findings.map((f) => [f.rule, f.frame])).toEqual([['R-HTTP-6', 0]]);
    expect(findings[0]?.message).toBe('The progress notification\'s token "other" is not the request\'s "p1".');
  });
});
