import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkExchange } from '../../../src/check/index';
import { ex, good, res, sse, SSE_HEADERS } from './helpers';

// Names that a plain-object lookup finds on Object.prototype.
const PROTO_NAMES = [...Object.getOwnPropertyNames(Object.prototype), '__proto__', 'prototype'];
const hostileName = fc.oneof(fc.constantFrom(...PROTO_NAMES), fc.string({ maxLength: 12 }));
const hostileObject = fc.dictionary(hostileName, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });

describe('keys that come from input never find Object.prototype (strict: a throw is a checker bug)', () => {
  it.each(PROTO_NAMES)('request method %s', (method) => {
    const findings = checkExchange(ex(method, res(good('tools/call'))), { strict: true });
    expect(findings.map((f) => f.rule)).not.toContain('R-INTERNAL');
  });

  it.each(PROTO_NAMES)('SSE notification method %s', (method) => {
    const body = sse({ jsonrpc: '2.0', method, params: {} }, res(good('tools/call')));
    const findings = checkExchange(ex('tools/call', body, { headers: SSE_HEADERS }), { strict: true });
    expect(findings.map((f) => f.rule)).not.toContain('R-INTERNAL');
  });

  it.each(PROTO_NAMES)('listen stream notification %s leaves the listen checks working', (method) => {
    const ack = {
      jsonrpc: '2.0',
      method: 'notifications/subscriptions/acknowledged',
      params: { notifications: { toolsListChanged: true }, _meta: { 'io.modelcontextprotocol/subscriptionId': 1 } },
    };
    const frame = { jsonrpc: '2.0', method, params: { _meta: { 'io.modelcontextprotocol/subscriptionId': 1 } } };
    const exchange = ex('subscriptions/listen', sse(ack, frame), {
      headers: SSE_HEADERS,
      params: { notifications: { toolsListChanged: true } },
    });
    expect(() => checkExchange(exchange, { strict: true })).not.toThrow();
  });

  it('property: hostile method names, frame methods and object keys anywhere', () => {
    fc.assert(
      fc.property(hostileName, hostileName, hostileObject, hostileObject, (method, frameMethod, result, params) => {
        const body = sse({ jsonrpc: '2.0', method: frameMethod, params }, res({ ...good(method), ...result }));
        checkExchange(ex(method, body, { headers: SSE_HEADERS, params }), { strict: true });
        checkExchange(ex(method, res(result), { params }), { strict: true });
      }),
      { numRuns: 400 },
    );
  });

  // Found by the fuzz run: String() throws on a JSON object with its own toString member.
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['the response id', { jsonrpc: '2.0', id: { toString: '' }, result: false }, {}],
    ['an error message', { jsonrpc: '2.0', id: 1, error: { code: -32602, message: { toString: 1 } } }, {}],
    ['the request logLevel', res(good('tools/list')), { 'io.modelcontextprotocol/logLevel': { toString: 1 } }],
  ])('a value with its own toString (%s) is judged, not thrown on', (_name, message, meta) => {
    expect(() => checkExchange(ex('tools/list', message, { meta }), { strict: true })).not.toThrow();
  });

  it('a log notification whose level has its own toString is judged', () => {
    const body = sse(
      { jsonrpc: '2.0', method: 'notifications/message', params: { level: { toString: 1 }, data: 'x' } },
      res(good('tools/call')),
    );
    const exchange = ex('tools/call', body, {
      headers: SSE_HEADERS,
      meta: { 'io.modelcontextprotocol/logLevel': 'info' },
    });
    expect(() => checkExchange(exchange, { strict: true })).not.toThrow();
  });
});
