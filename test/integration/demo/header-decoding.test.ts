import { describe, expect, it } from 'vitest';
import { routingHeaderErrors } from '../../../app/server/demo/http/routing-headers';
import type { McpRequest } from '../../../app/server/demo/mcp/types';

// The demo decodes Mcp-Name with the library's decoder (one copy, linear trim). The copy it once
// had trimmed with a regex that is quadratic on a long inner run of spaces: 16 KB took about
// 350 ms, so the 4 MB here would take hours. Vitest's timeout is the only guard, as in
// test/unit/check/linear.test.ts.

const call = (name: string): McpRequest => ({
  id: 1,
  method: 'tools/call',
  params: { name },
  meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' },
  protocolVersion: '2026-07-28',
  clientCapabilities: {},
  logLevel: undefined,
  progressToken: undefined,
  tasksDeclared: false,
});
const named = (value: string): Headers =>
  new Headers({ 'MCP-Protocol-Version': '2026-07-28', 'Mcp-Method': 'tools/call', 'Mcp-Name': value });
const checkNameHeader = (headers: Headers, request: McpRequest) => routingHeaderErrors(headers, request).name;

describe("the demo refuses routing headers with the library's rules", () => {
  it('accepts the Base64 sentinel and optional whitespace, refuses invalid Base64', () => {
    expect(checkNameHeader(named(' =?base64?Y2Fmw6k=?= '), call('café'))).toBeNull();
    expect(checkNameHeader(named('=?base64?***?='), call('café'))?.message).toMatch(/invalid Base64/);
    expect(checkNameHeader(named('other'), call('café'))?.message).toMatch(/differs from/);
  });

  it('handles a 4 MB value with a 4 MB inner run of spaces in linear time', () => {
    const inner = `a${' '.repeat(4 * 1024 * 1024)}b`;
    expect(checkNameHeader(named(`${inner}x`), call(inner))?.message).toMatch(/differs from/);
  });
});
