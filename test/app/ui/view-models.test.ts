import { describe, expect, it } from 'vitest';
import { curlCaveat } from '../../../app/exchange/views/curl-caveat';
import { frameSummary } from '../../../app/exchange/views/frame-summary';
import { outcomeOfResponse } from '../../../app/exchange/views/outcome';
import { clientNameOf } from '../../../app/features/tap/model/client-name';
import { recordOf } from '../../support/records';

describe('frameSummary', () => {
  it.each([
    ['{"jsonrpc":"2.0","method":"notifications/progress","params":{}}', 'notification notifications/progress'],
    ['{"jsonrpc":"2.0","id":7,"method":"elicitation/create"}', 'request elicitation/create id 7'],
    ['{"jsonrpc":"2.0","id":"a","result":{"content":[]}}', 'result id "a"'],
    ['{"jsonrpc":"2.0","id":1,"result":{"content":[],"isError":true}}', 'tool error id 1'],
    ['{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"x"}}', 'error -32602 id 1'],
    ['[1,2]', 'not a JSON-RPC message'],
    ['{"x":1}', 'not a JSON-RPC message'],
    ['data that is not json', 'not JSON'],
  ])('%s reads %s', (frame, words) => {
    expect(frameSummary(frame)).toBe(words);
  });
});

describe('curlCaveat', () => {
  it('warns only while a secret header is masked', () => {
    expect(curlCaveat({ Authorization: 'Bearer x', Accept: 'a' }, false)).toMatch(/will not authenticate/);
    expect(curlCaveat({ Authorization: 'Bearer x' }, true)).toBeNull();
    expect(curlCaveat({ Accept: 'application/json' }, false)).toBeNull();
  });
});

describe('outcomeOfResponse', () => {
  it('reads a JSON body and an SSE stream’s last frame', () => {
    const toolError = '{"jsonrpc":"2.0","id":1,"result":{"content":[],"isError":true}}';
    expect(outcomeOfResponse({ headers: { 'content-type': 'application/json' }, body: toolError })).toBe('tool-error');
    const sse = `event: message\ndata: {"jsonrpc":"2.0","method":"notifications/progress"}\n\ndata: ${toolError}\n\n`;
    expect(outcomeOfResponse({ headers: { 'content-type': 'text/event-stream' }, body: sse })).toBe('tool-error');
    expect(outcomeOfResponse(null)).toBe('none');
  });
});

describe('clientNameOf', () => {
  const record = (body: unknown, headers: Record<string, string> = {}) =>
    recordOf({ request: { url: 'http://x/mcp', headers, body: JSON.stringify(body) } });
  it('prefers the envelope’s clientInfo, then a 2025 initialize’s, then the User-Agent', () => {
    const envelope = { params: { _meta: { 'io.modelcontextprotocol/clientInfo': { name: 'c', version: '2' } } } };
    expect(clientNameOf(record(envelope, { 'User-Agent': 'ua' }))).toBe('c 2');
    expect(clientNameOf(record({ method: 'initialize', params: { clientInfo: { name: 'old' } } }))).toBe('old');
    expect(clientNameOf(record({ method: 'tools/list' }, { 'user-agent': 'node' }))).toBe('node');
    expect(clientNameOf(record({ method: 'tools/list' }))).toBe('');
  });
});
