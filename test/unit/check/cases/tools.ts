import { ex, good, res, type RuleCase } from '../helpers';

const list = (tools: unknown): ReturnType<typeof ex> => ex('tools/list', res(good('tools/list', { tools })));
const ok = list([{ name: 'echo', inputSchema: { type: 'object' } }]);
const header = (props: Record<string, unknown>): ReturnType<typeof ex> =>
  list([{ name: 't', inputSchema: { type: 'object', properties: props } }]);
const call = (extra: Record<string, unknown>): ReturnType<typeof ex> =>
  ex('tools/call', res(good('tools/call', extra)));

export const toolsCases: RuleCase[] = [
  {
    rule: 'R-TOOLS-13',
    name: 'a property type that JSON Schema does not know',
    ok,
    bad: list([{ name: 't', inputSchema: { type: 'object', properties: { a: { type: 'text' } } } }]),
    pointer: '/result/tools/0/inputSchema/properties/a/type',
  },
  {
    rule: 'R-TOOLS-13',
    name: 'an outputSchema whose local $ref points nowhere',
    ok: list([{ name: 't', inputSchema: { type: 'object' }, outputSchema: { $defs: { a: {} }, $ref: '#/$defs/a' } }]),
    bad: list([{ name: 't', inputSchema: { type: 'object' }, outputSchema: { $ref: '#/$defs/missing' } }]),
    pointer: '/result/tools/0/outputSchema',
  },
  {
    rule: 'R-TOOLS-14',
    name: 'a remote $ref is never fetched',
    ok,
    bad: list([
      { name: 't', inputSchema: { type: 'object', properties: { p: { $ref: 'https://example.com/p.json' } } } },
    ]),
    pointer: '/result/tools/0/inputSchema',
  },
  { rule: 'R-TOOLS-1', name: 'tools is an object', ok, bad: list({}), pointer: '/result/tools' },
  {
    rule: 'R-TOOLS-2',
    name: 'inputSchema of type array',
    ok,
    bad: list([{ name: 't', inputSchema: { type: 'array' } }]),
    pointer: '/result/tools/0/inputSchema/type',
  },
  {
    rule: 'R-TOOLS-2',
    name: 'tool without a name',
    ok,
    bad: list([{ inputSchema: { type: 'object' } }]),
    pointer: '/result/tools/0',
  },
  {
    rule: 'R-TOOLS-3',
    name: 'name with a space',
    ok,
    bad: list([{ name: 'get weather', inputSchema: { type: 'object' } }]),
    pointer: '/result/tools/0/name',
  },
  {
    rule: 'R-TOOLS-3',
    name: 'duplicate names',
    ok,
    bad: list([
      { name: 'a', inputSchema: { type: 'object' } },
      { name: 'a', inputSchema: { type: 'object' } },
    ]),
    pointer: '/result/tools/1/name',
  },
  {
    rule: 'R-TOOLS-6',
    name: 'x-mcp-header with a space',
    ok: header({ region: { type: 'string', 'x-mcp-header': 'Region' } }),
    bad: header({ region: { type: 'string', 'x-mcp-header': 'My Region' } }),
    pointer: '/result/tools/0/inputSchema/properties/region/x-mcp-header',
  },
  {
    rule: 'R-TOOLS-6',
    name: 'x-mcp-header repeated ignoring case',
    ok: header({ a: { type: 'string', 'x-mcp-header': 'Region' }, b: { type: 'integer', 'x-mcp-header': 'Zone' } }),
    bad: header({ a: { type: 'string', 'x-mcp-header': 'Region' }, b: { type: 'string', 'x-mcp-header': 'REGION' } }),
    pointer: '/result/tools/0/inputSchema/properties/b/x-mcp-header',
  },
  {
    rule: 'R-TOOLS-6',
    name: 'x-mcp-header on a number',
    ok,
    bad: header({ n: { type: 'number', 'x-mcp-header': 'N' } }),
    pointer: '/result/tools/0/inputSchema/properties/n/x-mcp-header',
  },
  {
    rule: 'R-TOOLS-6',
    name: 'x-mcp-header under items',
    ok,
    bad: header({ l: { type: 'array', items: { type: 'string', 'x-mcp-header': 'L' } } }),
    pointer: '/result/tools/0/inputSchema/properties/l/items/x-mcp-header',
  },
  { rule: 'R-TOOLS-7', name: 'content missing', ok: call({}), bad: call({ content: undefined }), pointer: '/result' },
  {
    rule: 'R-TOOLS-7',
    name: 'text block without text',
    ok: call({}),
    bad: call({ content: [{ type: 'text' }] }),
    pointer: '/result/content/0',
  },
  {
    rule: 'R-TOOLS-7',
    name: 'tool_result block',
    ok: call({}),
    bad: call({ content: [{ type: 'tool_result', toolUseId: 'x', content: [] }] }),
    pointer: '/result/content/0/type',
  },
  {
    rule: 'R-TOOLS-8',
    name: 'priority 2',
    ok: call({ content: [{ type: 'text', text: 'a', annotations: { priority: 0.5 } }] }),
    bad: call({ content: [{ type: 'text', text: 'a', annotations: { priority: 2 } }] }),
    pointer: '/result/content/0/annotations/priority',
  },
  {
    rule: 'R-TOOLS-8',
    name: 'embedded resource blob not base64',
    ok: call({ content: [{ type: 'resource', resource: { uri: 'file:///a', blob: 'aGk=' } }] }),
    bad: call({ content: [{ type: 'resource', resource: { uri: 'file:///a', blob: '***' } }] }),
    pointer: '/result/content/0/resource/blob',
  },
  {
    rule: 'R-TOOLS-8',
    name: 'image data not base64',
    ok: call({ content: [{ type: 'image', data: 'aGk=', mimeType: 'image/png' }] }),
    bad: call({ content: [{ type: 'image', data: '***', mimeType: 'image/png' }] }),
    pointer: '/result/content/0/data',
  },
  {
    rule: 'R-TOOLS-10',
    name: 'structuredContent without text',
    ok: call({ content: [{ type: 'text', text: '{"a":1}' }], structuredContent: { a: 1 } }),
    bad: call({ content: [], structuredContent: { a: 1 } }),
    pointer: '/result/content',
  },
];
