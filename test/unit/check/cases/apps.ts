import { ex, res, type RuleCase } from '../helpers';

const UI = 'io.modelcontextprotocol/ui';
const MIME = 'text/html;profile=mcp-app';
const HTML = '<!DOCTYPE html><html><body>weather</body></html>';
const list = (meta: Record<string, unknown>): ReturnType<typeof ex> =>
  ex('tools/list', res({ tools: [{ name: 'weather', inputSchema: { type: 'object' }, _meta: meta }] }));
const read = (item: Record<string, unknown>, uri = 'ui://weather/view'): ReturnType<typeof ex> =>
  ex('resources/read', res({ contents: [{ uri: 'ui://weather/view', mimeType: MIME, text: HTML, ...item }] }), {
    params: { uri },
  });
const listed = (resource: Record<string, unknown>): ReturnType<typeof ex> =>
  ex('resources/list', res({ resources: [{ uri: 'ui://weather/view', name: 'view', mimeType: MIME, ...resource }] }));
const okTool = list({ ui: { resourceUri: 'ui://weather/view', visibility: ['model', 'app'] } });
const okRead = read({ _meta: { ui: { csp: { connectDomains: ['https://api.example.com'] } } } });

export const appsCases: RuleCase[] = [
  {
    rule: 'R-APP-1',
    name: 'resourceUri over https',
    ok: okTool,
    bad: list({ ui: { resourceUri: 'https://x.example/app.html' } }),
    pointer: '/result/tools/0/_meta/ui/resourceUri',
  },
  {
    rule: 'R-APP-2',
    name: 'visibility names the agent',
    ok: okTool,
    bad: list({ ui: { resourceUri: 'ui://weather/view', visibility: ['agent'] } }),
    pointer: '/result/tools/0/_meta/ui/visibility/0',
  },
  {
    rule: 'R-APP-3',
    name: 'the deprecated flat key',
    ok: okTool,
    bad: list({ 'ui/resourceUri': 'ui://weather/view' }),
    pointer: '/result/tools/0/_meta/ui~1resourceUri',
  },
  {
    rule: 'R-APP-4',
    name: 'plain text/html on read',
    ok: okRead,
    bad: read({ mimeType: 'text/html' }),
    pointer: '/result/contents/0/mimeType',
  },
  {
    rule: 'R-APP-5',
    name: 'listed as text/html',
    ok: listed({}),
    bad: listed({ mimeType: 'text/html' }),
    pointer: '/result/resources/0/mimeType',
  },
  {
    rule: 'R-APP-6',
    name: 'an HTML fragment',
    ok: okRead,
    bad: read({ text: '<div>weather</div>' }),
    pointer: '/result/contents/0/text',
  },
  {
    rule: 'R-APP-8',
    name: 'csp on the tool',
    ok: okTool,
    bad: list({ ui: { resourceUri: 'ui://weather/view', csp: { connectDomains: ['https://api.example.com'] } } }),
    pointer: '/result/tools/0/_meta/ui/csp',
  },
  {
    rule: 'R-APP-8',
    name: 'connectDomains as a string',
    ok: okRead,
    bad: read({ _meta: { ui: { csp: { connectDomains: 'https://api.example.com' } } } }),
    pointer: '/result/contents/0/_meta/ui/csp/connectDomains',
  },
  {
    rule: 'R-APP-9',
    name: 'a domain that injects a directive',
    ok: okRead,
    bad: read({ _meta: { ui: { csp: { resourceDomains: ["https://cdn.example.com; script-src 'unsafe-eval'"] } } } }),
    pointer: '/result/contents/0/_meta/ui/csp/resourceDomains/0',
  },
  {
    rule: 'R-APP-11',
    name: 'declared without mimeTypes',
    ok: ex('tools/list', res({ tools: [] }), { caps: { extensions: { [UI]: { mimeTypes: [MIME] } } } }),
    bad: ex('tools/list', res({ tools: [] }), { caps: { extensions: { [UI]: {} } } }),
    pointer: '',
  },
  {
    rule: 'R-APP-23',
    name: 'a loopback origin to connect to (any port)',
    ok: okRead,
    bad: read({ _meta: { ui: { csp: { connectDomains: ['https://api.example.com', 'http://localhost:*'] } } } }),
    pointer: '/result/contents/0/_meta/ui/csp/connectDomains/1',
  },
];
