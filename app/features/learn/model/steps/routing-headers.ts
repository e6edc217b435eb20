import { spec } from '../spec-links';
import type { StepDefinition } from '../types';

export const routingHeaders: StepDefinition = {
  id: 'routing-headers',
  title: 'Routing headers: Mcp-Method, Mcp-Name and x-mcp-header',
  summary: 'Every POST mirrors the method and name into headers; tools can ask for arguments as Mcp-Param-* headers.',
  changes: ['m4', 'm12'],
  explanation: [
    'Gateways and load balancers want to route MCP traffic without parsing JSON bodies. So every Streamable HTTP POST now repeats parts of the body in headers: MCP-Protocol-Version, Mcp-Method (the method), and for tools/call, prompts/get and resources/read also Mcp-Name (the tool or prompt name, or the resource URI).',
    'A tool can mark some of its arguments with "x-mcp-header": "Region" in its inputSchema; the client then sends that argument as Mcp-Param-Region too. Values that are not plain ASCII are sent as =?base64?…?= with the UTF-8 bytes in Base64. Header names compare case-insensitively, values case-sensitively after trimming spaces.',
    'The server checks every mirror against the body. Anything missing or different is refused with HTTP 400 and -32020 (HeaderMismatch) before the method runs. The library’s buildRequest derives all these headers from the body and the tool’s schema.',
  ],
  spec: [
    spec('basic/transports/streamable-http', 'standard-request-headers', 'Standard request headers'),
    spec('basic/transports/streamable-http', 'value-encoding', 'Value encoding'),
    spec('server/tools', 'x-mcp-header', 'x-mcp-header'),
  ],
  live: 'headers',
  exercise: {
    kind: 'live',
    scenario: 'headers',
    task: 'The headers of this tools/call no longer match its body: the name header is wrong and one Mcp-Param header is missing, so the demo server refuses it with -32020. Repair the headers (not the body) until the call succeeds.',
    hint: 'Mcp-Name must equal params.name. Each argument whose schema has "x-mcp-header" needs an Mcp-Param-<Name> header with its value; a value that is not ASCII is written =?base64?<Base64 of its UTF-8 bytes>?= (the second exchange above shows the header the library built for the same value).',
    checks: [],
  },
  wrong: { text: 'wrong-name', feedback: '-32020' },
};
