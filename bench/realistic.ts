/**
 * Realistic payloads for the checker benchmark: a ~1 MB tools/list captured live from the SDK v2
 * fixture server (x-mcp-header schemas, output schemas, annotations, per-tool _meta) and a
 * tools/list of 100,000 invalid tools.
 */
import { sendExchange, type Exchange } from '../src/index';
import { startSdkServer } from '../test/fixtures/sdk-server/server';

/** Captures tools/list from a fixture server with enough catalogue tools for about `bytes` of body. */
export async function capturedToolsList(bytes = 1_000_000): Promise<Exchange> {
  const probe = await startSdkServer({ catalogue: 10 });
  const small = await sendExchange(fetch, { url: probe.url, method: 'tools/list', id: 1 });
  await probe.close();
  const perTool = small.response.body.length / 14;
  const server = await startSdkServer({ catalogue: Math.ceil(bytes / perTool) });
  try {
    return await sendExchange(fetch, { url: server.url, method: 'tools/list', id: 1 });
  } finally {
    await server.close();
  }
}

/** A tools/list answer whose 100,000 tools all lack inputSchema (each one a structural issue). */
export function invalidToolsList(count = 100_000): Exchange {
  const tools = Array.from({ length: count }, (_, i) => ({ name: `t${i}` }));
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    result: { tools, resultType: 'complete', ttlMs: 0, cacheScope: 'private', _meta: {} },
  });
  return {
    request: {
      method: 'tools/list',
      id: 1,
      params: {
        _meta: {
          'io.modelcontextprotocol/protocolVersion': '2026-07-28',
          'io.modelcontextprotocol/clientCapabilities': {},
        },
      },
    },
    response: { status: 200, headers: { 'content-type': 'application/json' }, body },
  };
}
