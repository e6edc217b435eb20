import { buildRequest, isJsonObject } from '../../../../../src/index';
import type { DemoClient } from './demo-client';
import { docFromBuilt } from './request-doc';

/**
 * Whether a JSON-RPC server answers at the client's URL: null when it does, else why not, in words.
 * A page server without the demo mounted answers HTML or 404 instead of JSON-RPC.
 *
 * @example
 * const page: DemoFetch = async () => new Response('<h1>Not found</h1>', { status: 404, headers: { 'content-type': 'text/html' } });
 * await probeDemo(createDemoClient(page, 'http://127.0.0.1:4173/demo/mcp')) // => 'the answer was HTTP 404 text/html, not JSON-RPC'
 * const demo: DemoFetch = async () => Response.json({ jsonrpc: '2.0', id: 0, result: {} });
 * await probeDemo(createDemoClient(demo, 'http://127.0.0.1:4173/demo/mcp')) // => null
 */
export async function probeDemo(client: DemoClient): Promise<string | null> {
  try {
    const exchange = await client.send(docFromBuilt(buildRequest({ method: 'server/discover', id: 0 })));
    if (isJsonObject(exchange.response) && ('result' in exchange.response || 'error' in exchange.response)) return null;
    const { status, headers } = exchange.recorded.response;
    const type = Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? 'no content type';
    return `the answer was HTTP ${status} ${type}, not JSON-RPC`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
