import { describe, expect, it } from 'vitest';
import { buildRequest, ENVELOPE } from '../../../src/wire/index';

describe('buildRequest', () => {
  it('adds the envelope and the standard headers', () => {
    const r = buildRequest({ method: 'tools/list', id: 7, clientInfo: { name: 'c', version: '1' }, logLevel: 'info' });
    expect(r.message).toEqual({
      jsonrpc: '2.0',
      id: 7,
      method: 'tools/list',
      params: {
        _meta: {
          [ENVELOPE.protocolVersion]: '2026-07-28',
          [ENVELOPE.clientCapabilities]: {},
          [ENVELOPE.clientInfo]: { name: 'c', version: '1' },
          [ENVELOPE.logLevel]: 'info',
        },
      },
    });
    expect(r.headers).toMatchObject({
      'MCP-Protocol-Version': '2026-07-28',
      'Mcp-Method': 'tools/list',
      'Content-Type': 'application/json',
    });
    expect(r.headers['Mcp-Name']).toBeUndefined();
    expect(JSON.parse(r.body)).toEqual(r.message);
  });
  it.each([
    ['tools/call', { name: 'echo' }, 'echo'],
    ['prompts/get', { name: 'grüße' }, '=?base64?Z3LDvMOfZQ==?='],
    ['resources/read', { uri: 'file:///a b' }, 'file:///a b'],
    ['tasks/get', { taskId: 't-1' }, 't-1'],
  ])('%s gets Mcp-Name from its params', (method, params, name) => {
    expect(buildRequest({ method, id: 1, params }).headers['Mcp-Name']).toBe(name);
  });
  it('keeps caller _meta keys, leaves out id for notifications, and derives Mcp-Param-* headers', () => {
    const schema = {
      type: 'object',
      properties: {
        region: { type: 'string', 'x-mcp-header': 'Region' },
        opts: { type: 'object', properties: { dry: { type: 'boolean', 'x-mcp-header': 'Dry' } } },
        n: { type: 'integer' },
      },
    };
    const r = buildRequest({
      method: 'tools/call',
      id: 'a',
      params: { name: 't', arguments: { region: 'eu-west', opts: { dry: true }, n: 3 }, _meta: { progressToken: 'p' } },
      toolInputSchema: schema,
    });
    expect(r.headers).toMatchObject({ 'Mcp-Param-Region': 'eu-west', 'Mcp-Param-Dry': 'true' });
    expect((r.message.params['_meta'] as Record<string, unknown>)['progressToken']).toBe('p');
    expect('id' in buildRequest({ method: 'notifications/initialized' }).message).toBe(false);
  });
});
