import { buildRequest, isParamHeaderName, MCP_HEADERS, paramHeaderName } from '../../../../../../src/index';
import { sameJson, status } from '../../checks';
import type { Check } from '../../types';
import { rpcError, type DemoClient } from '../demo-client';
import { noRpcError, sentHeader, sentParams } from '../live-checks';
import { docFromBuilt, type RequestDoc } from '../request-doc';
import { headerArguments, listedTools, sampleArguments, type ListedTool } from '../samples';
import type { LivePrep } from '../types';

/** A value that cannot go into a header as is, so the library must use the Base64 sentinel. */
const NON_ASCII = 'Zürich';

function correctCall(tool: ListedTool, id: number): RequestDoc {
  const mirrored = Object.fromEntries(Object.keys(headerArguments(tool)).map((k) => [k, NON_ASCII]));
  const params = { name: tool.name, arguments: sampleArguments(tool.inputSchema, mirrored) };
  return docFromBuilt(buildRequest({ method: 'tools/call', id, params, toolInputSchema: tool.inputSchema }));
}

/** The same request with a misspelled Mcp-Name and without its Base64-encoded Mcp-Param-* header. */
function broken(tool: ListedTool, id: number): RequestDoc {
  const doc = correctCall(tool, id);
  const params = Object.keys(doc.headers).filter(isParamHeaderName);
  const dropped = params.find((name) => doc.headers[name]?.startsWith('=?base64?')) ?? params[0];
  const headers = Object.fromEntries(Object.entries(doc.headers).filter(([name]) => name !== dropped));
  return { ...doc, headers: { ...headers, [MCP_HEADERS.name]: `${tool.name}_v2` } };
}

/** The routing-headers step: a header that lies is refused; the library's headers are served. */
export async function headersScenario(client: DemoClient): Promise<LivePrep> {
  const listing = await client.send(docFromBuilt(buildRequest({ method: 'tools/list', id: 1 })));
  const tools = listedTools(listing.response);
  const tool = tools.find((t) => Object.keys(headerArguments(t)).length > 0) ?? tools[0];
  if (!tool)
    return { examples: [{ label: 'tools/list', exchange: listing }], problem: 'The demo server lists no tool.' };
  const mirrored = headerArguments(tool);
  const start = broken(tool, 2);
  const solution = correctCall(tool, 2);
  return {
    examples: [
      {
        label: `tools/call ${tool.name} with Mcp-Name "${tool.name}_v2"`,
        note: 'The header names another tool than the body: refused before the tool runs (HTTP 400, -32020).',
        exchange: await client.send(start),
      },
      {
        label: `tools/call ${tool.name} with the headers buildRequest derives`,
        note: Object.keys(mirrored).length
          ? `The arguments marked with x-mcp-header (${Object.keys(mirrored).join(', ')}) are mirrored as Mcp-Param-* headers, Base64-encoded because "${NON_ASCII}" is not ASCII.`
          : 'Every mirrored header matches the body, so the call is served.',
        exchange: await client.send(correctCall(tool, 3)),
      },
    ],
    exercise: {
      start,
      solution,
      mistakes: { 'wrong-name': start },
      checks: [
        (o) => (sameJson(o.request.body, solution.body) ? null : 'Keep the body as it was: repair the headers only.'),
        // The server decodes what the spec allows (padding, the Base64 sentinel); explain only its refusals.
        (o) => {
          const name = sentHeader(o, MCP_HEADERS.name)?.trim();
          const plainlyOther = name !== undefined && !name.startsWith('=?base64?') && name !== sentParams(o)['name'];
          return rpcError(o.response) && (name === undefined || plainlyOther)
            ? 'Mcp-Name must repeat params.name.'
            : null;
        },
        ...Object.values(mirrored).map(
          (suffix): Check =>
            (o) =>
              sentHeader(o, paramHeaderName(suffix)) === undefined
                ? `This tool mirrors an argument into Mcp-Param-${suffix}: send that header.`
                : null,
        ),
        noRpcError,
        status(200, 'A call whose headers all match is served on HTTP 200.'),
      ],
    },
  };
}
