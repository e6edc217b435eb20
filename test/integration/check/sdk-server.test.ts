import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkExchange, expectedShape, type Finding } from '../../../src/check/index';
import { sendExchange, type SendExchangeInput } from '../../../src/probe/index';
import { startSdkServer, type SdkServerHandle } from '../../fixtures/sdk-server/server';

let server: SdkServerHandle;
let strictServer: SdkServerHandle;

beforeAll(async () => {
  server = await startSdkServer();
  strictServer = await startSdkServer({ legacy: 'reject' });
});
afterAll(async () => {
  await server.close();
  await strictServer.close();
});

const send = (input: Omit<SendExchangeInput, 'url'>, url = server.url) => sendExchange(fetch, { url, ...input });
const errorsOf = (findings: Finding[]): string[] =>
  findings.filter((f) => f.severity === 'error').map((f) => `${f.rule} ${f.pointer} ${f.message}`);
const clientInfo = { name: 'shape-inspector-test', version: '0.0.0' };

const CASES: [name: string, input: Omit<SendExchangeInput, 'url'>][] = [
  ['server/discover', { method: 'server/discover', id: 1, clientInfo }],
  ['tools/list', { method: 'tools/list', id: 2, clientInfo }],
  ['prompts/list', { method: 'prompts/list', id: 3, clientInfo }],
  ['resources/list', { method: 'resources/list', id: 4, clientInfo }],
  ['resources/templates/list', { method: 'resources/templates/list', id: 5, clientInfo }],
  ['resources/read', { method: 'resources/read', id: 6, params: { uri: 'file:///readme.txt' }, clientInfo }],
  [
    'resources/read of a missing resource',
    { method: 'resources/read', id: 7, params: { uri: 'file:///nope.txt' }, clientInfo },
  ],
  ['prompts/get', { method: 'prompts/get', id: 8, params: { name: 'greet', arguments: { name: 'Ann' } }, clientInfo }],
  [
    'tools/call success',
    { method: 'tools/call', id: 9, params: { name: 'echo', arguments: { message: 'hi' } }, clientInfo },
  ],
  ['tools/call tool error', { method: 'tools/call', id: 10, params: { name: 'fail', arguments: {} }, clientInfo }],
  ['tools/call unknown tool', { method: 'tools/call', id: 11, params: { name: 'nope', arguments: {} }, clientInfo }],
  [
    'tools/call input_required',
    {
      method: 'tools/call',
      id: 12,
      params: { name: 'confirm', arguments: {} },
      clientInfo,
      clientCapabilities: { elicitation: {} },
    },
  ],
  [
    'tools/call missing capability (-32021)',
    { method: 'tools/call', id: 13, params: { name: 'confirm', arguments: {} }, clientInfo },
  ],
  [
    'tools/call over SSE with progress',
    {
      method: 'tools/call',
      id: 14,
      params: { name: 'progress', arguments: {}, _meta: { progressToken: 'p1' } },
      clientInfo,
      logLevel: 'info',
    },
  ],
  ['unknown method', { method: 'unknown/method', id: 15, clientInfo }],
  ['removed method ping', { method: 'ping', id: 16, clientInfo }],
  ['bad protocol version', { method: 'tools/list', id: 17, protocolVersion: '2099-01-01', clientInfo }],
  ['missing Mcp-Method header', { method: 'tools/list', id: 18, clientInfo, headers: { 'Mcp-Method': null } }],
  [
    'missing MCP-Protocol-Version header',
    { method: 'tools/list', id: 19, clientInfo, headers: { 'MCP-Protocol-Version': null } },
  ],
  [
    'mismatching Mcp-Name header',
    {
      method: 'tools/call',
      id: 20,
      params: { name: 'echo', arguments: { message: 'x' } },
      clientInfo,
      headers: { 'Mcp-Name': 'other' },
    },
  ],
  [
    'Base64 Mcp-Name header',
    {
      method: 'tools/call',
      id: 21,
      params: { name: 'echo', arguments: { message: 'x' } },
      clientInfo,
      headers: { 'Mcp-Name': '=?base64?ZWNobw==?=' },
    },
  ],
  ['missing _meta envelope', { method: 'tools/list', id: 22, clientInfo, envelope: false }],
  ['request without clientInfo', { method: 'tools/list', id: 23 }],
  ['accepted notification', { method: 'notifications/initialized' }],
];

describe('real responses of an @modelcontextprotocol/server 2.4.0 server', () => {
  it.each(CASES)('%s: no error-severity finding', async (_name, input) => {
    const exchange = await send(input);
    expect(errorsOf(checkExchange(exchange, { strict: true }))).toEqual([]);
  });

  it('serves the SSE case as a real event stream (so the stream rules ran)', async () => {
    const exchange = await send({
      method: 'tools/call',
      id: 30,
      params: { name: 'progress', arguments: {}, _meta: { progressToken: 'p' } },
      clientInfo,
    });
    expect(exchange.response.headers?.['content-type']).toBe('text/event-stream');
    expect(exchange.response.body).toContain('notifications/progress');
  });

  it('re-shapes each captured result to the same JSON (expectedShape)', async () => {
    const exchange = await send({ method: 'tools/list', id: 31, clientInfo });
    const expected = expectedShape(exchange);
    expect(expected?.status).toBe(exchange.response.status);
    expect(expected?.response).toEqual(JSON.parse(exchange.response.body));
  });

  // SDK departure: with legacy:'reject', a request naming no version gets
  // -32022 whose data lacks `requested`, which the schema requires -> R-REQMETA-3.
  it('documents the SDK departure R-REQMETA-3 on a modern-only endpoint', async () => {
    const exchange = await send(
      { method: 'tools/list', id: 40, envelope: false, headers: { 'MCP-Protocol-Version': null } },
      strictServer.url,
    );
    const errors = checkExchange(exchange, { strict: true }).filter((f) => f.severity === 'error');
    expect(errors.map((f) => [f.rule, f.pointer])).toEqual([['R-REQMETA-3', '/error/data']]);
  });
});
