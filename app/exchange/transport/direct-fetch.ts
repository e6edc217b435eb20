import { MCP_HEADERS } from '../../../src/index';

/** The request headers a modern MCP client sends that a browser must be allowed to send cross-origin. */
const MCP_REQUEST_HEADERS = [
  'content-type',
  'accept',
  ...[MCP_HEADERS.protocolVersion, MCP_HEADERS.method, MCP_HEADERS.name].map((name) => name.toLowerCase()),
  'authorization',
];

/** A direct request that the browser refused before any answer (CORS, a dead server, a mixed-content block). */
export class DirectFetchError extends Error {
  constructor(
    readonly code: 'cors_or_network',
    message: string,
  ) {
    super(message);
    this.name = 'DirectFetchError';
  }
}

/**
 * What a server must answer so that this page may call it directly: the CORS headers, naming every
 * header the request carries (the `Mcp-Param-*` ones included).
 *
 * @example
 * const advice = corsAdvice('http://127.0.0.1:4173', ['Mcp-Param-Region']);
 * advice.split('\n')[2] // => '  Access-Control-Allow-Methods: POST, OPTIONS'
 * advice.split('\n')[3].endsWith('mcp-name, authorization, mcp-param-region') // => true
 */
export function corsAdvice(pageOrigin: string, requestHeaderNames: readonly string[]): string {
  const names = [...new Set([...MCP_REQUEST_HEADERS, ...requestHeaderNames.map((n) => n.toLowerCase())])];
  return [
    `The browser blocked this request, or the server could not be reached. If the server is running, it must allow this page (${pageOrigin}) by answering both the preflight OPTIONS request and the POST with:`,
    `  Access-Control-Allow-Origin: ${pageOrigin}`,
    '  Access-Control-Allow-Methods: POST, OPTIONS',
    `  Access-Control-Allow-Headers: ${names.join(', ')}`,
    '  Access-Control-Expose-Headers: content-type, mcp-protocol-version',
    "Or switch to the relay (the inspector's own server), which needs none of this.",
  ].join('\n');
}

/** `fetch` straight from the browser (a page or its worker); a rejected request becomes a DirectFetchError that says what to fix. */
export function directFetch(): typeof fetch {
  return async (input, init) => {
    try {
      return await fetch(input, init);
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      const names = Object.keys(Object.fromEntries(new Headers(init?.headers).entries()));
      throw new DirectFetchError('cors_or_network', corsAdvice(globalThis.location.origin, names));
    }
  };
}
