import { isJsonObject } from '../../json/types';
import { ERROR_CODES } from '../../spec';
import { ptr } from '../context';
import { show } from '../finding';
import { described, ofKind, type findings } from './answer';
import type { SessionExchange } from './types';

type Out = ReturnType<typeof findings>;

// A -32022 refuses the protocol version before the probe's subject (a resource, a name) is looked at:
// the version refusal is judged on the exchange (R-ERA-1, R-REQMETA-3), not as a not-found answer.
const refusesVersion = (answer: { error?: Record<string, unknown> | undefined }): boolean =>
  answer.error?.['code'] === ERROR_CODES.UnsupportedProtocolVersion.code;

/**
 * R-ORIGIN-1: a request with a foreign `Origin` gets 403. Another 4xx is a warning naming the 403
 * requirement, a 2xx an error (the spec's transport rules).
 *
 * @example
 * const exchange = { request: { method: 'server/discover', id: 1 }, response: { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{}}' } };
 * const out = findings();
 * foreignOrigin([{ tag: { kind: 'foreign-origin', origin: 'http://evil.example' }, exchange }], out);
 * out.list.map((f) => [f.rule, f.severity]) // => [['R-ORIGIN-1', 'error']]
 */
export function foreignOrigin(session: readonly SessionExchange[], out: Out): void {
  for (const { index, tag, answer } of ofKind(session, 'foreign-origin')) {
    const status = answer.status;
    if (status === 403 || status === undefined) continue;
    const client = status >= 400 && status < 500;
    out.add(index, answer, {
      rule: 'R-ORIGIN-1',
      pointer: '',
      message: client
        ? `A request with Origin: ${tag.origin} was refused with HTTP ${status}; an invalid Origin must get 403 Forbidden.`
        : `A request with Origin: ${tag.origin} was answered with HTTP ${status}; the server must check Origin and refuse an invalid one with 403 (DNS rebinding).`,
      expected: 'HTTP 403',
      actual: `HTTP ${status}`,
      ...(client
        ? { severity: 'warning' as const, because: 'transport refusal: refused, with another 4xx than 403' }
        : {}),
    });
  }
}

/**
 * R-RES-5 and R-RES-4: a resource that does not exist is never answered with empty contents, nor
 * served (a warning: a catch-all template may be meant), and its error is -32602 (the -32002 case is
 * judged on the exchange itself).
 *
 * @example
 * const exchange = { request: { method: 'resources/read', id: 1 }, response: { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"contents":[]}}' } };
 * const out = findings();
 * missingResource([{ tag: { kind: 'missing-resource', uri: 'file:///nope' }, exchange }], out);
 * out.list.map((f) => [f.rule, f.pointer]) // => [['R-RES-5', '/result/contents']]
 */
export function missingResource(session: readonly SessionExchange[], out: Out): void {
  for (const { index, tag, answer } of ofKind(session, 'missing-resource')) {
    if (refusesVersion(answer)) continue;
    const contents = answer.result?.['contents'];
    if (Array.isArray(contents) && contents.length === 0)
      out.add(index, answer, {
        rule: 'R-RES-5',
        pointer: ptr('result', 'contents'),
        message: `resources/read of ${tag.uri}, which does not exist, was answered with empty contents; it must get the -32602 error.`,
        expected: 'error -32602',
        actual: 'contents: []',
      });
    if (Array.isArray(contents) && contents.length > 0)
      out.add(index, answer, {
        rule: 'R-RES-4',
        pointer: ptr('result', 'contents'),
        message: `resources/read of ${tag.uri}, which no listed resource names and no template of another scheme may match, was served with contents; a URI that does not exist gets -32602 (a template that matches any one-segment URI answers what should be not-found).`,
        expected: 'error -32602',
        actual: `${contents.length} content item${contents.length === 1 ? '' : 's'}`,
        severity: 'warning',
        because: 'a server may serve any URI by design (a catch-all template)',
      });
    const code = answer.error?.['code'];
    if (typeof code === 'number' && code !== -32602 && code !== -32002 && answer.result === undefined)
      out.add(index, answer, {
        rule: 'R-RES-4',
        pointer: ptr('error', 'code'),
        message: `resources/read of ${tag.uri}, which does not exist, got ${code}; resource not found is -32602 (Invalid Params).`,
        expected: '-32602',
        actual: show(code),
      });
  }
}

/**
 * R-TOOLS-11 and R-PROMPT-3: an unknown tool or prompt is a -32602 protocol
 * error (a tool result with isError for an unknown tool is only noted).
 *
 * @example
 * const exchange = { request: { method: 'prompts/get', id: 1 }, response: { status: 200, body: '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"nope"}}' } };
 * const out = findings();
 * unknownNames([{ tag: { kind: 'unknown-prompt', name: 'nope' }, exchange }], out);
 * out.list.map((f) => [f.rule, f.pointer]) // => [['R-PROMPT-3', '/error/code']]
 */
export function unknownNames(session: readonly SessionExchange[], out: Out): void {
  for (const { index, tag, answer } of ofKind(session, 'unknown-tool')) {
    if (answer.error?.['code'] === -32602 || (!answer.error && !answer.result) || refusesVersion(answer)) continue;
    const isError = answer.result?.['isError'] === true;
    out.add(index, answer, {
      rule: 'R-TOOLS-11',
      pointer: answer.error ? ptr('error', 'code') : ptr('result'),
      message: isError
        ? `tools/call of the unknown tool ${show(tag.name)} was answered as a tool error (isError); an unknown tool is a protocol error, -32602.`
        : `tools/call of the unknown tool ${show(tag.name)} got ${described(answer)}; an unknown tool should be refused with -32602.`,
      expected: '-32602',
      actual: described(answer),
      ...(isError ? { severity: 'info' as const, because: 'the call was refused, as a tool error' } : {}),
    });
  }
  for (const { index, tag, answer } of ofKind(session, 'unknown-prompt')) {
    if (answer.error?.['code'] === -32602 || (!answer.error && !answer.result) || refusesVersion(answer)) continue;
    out.add(index, answer, {
      rule: 'R-PROMPT-3',
      pointer: answer.error ? ptr('error', 'code') : ptr('result'),
      message: `prompts/get of the unknown prompt ${show(tag.name)} got ${described(answer)}; it should be refused with -32602.`,
      expected: '-32602',
      actual: described(answer),
    });
  }
}

/**
 * R-HDR-9: a tools/call whose `x-mcp-header` argument has a value but whose `Mcp-Param-*` header
 * was left out gets 400 + -32020.
 *
 * @example
 * // The call ran without its Mcp-Param-Region header, and the server answered it anyway:
 * const exchange = { request: { method: 'tools/call', id: 1 }, response: { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"content":[]}}' } };
 * const out = findings();
 * missingParamHeader([{ tag: { kind: 'missing-param-header', tool: 'weather', header: 'Mcp-Param-Region' }, exchange }], out);
 * out.list.map((f) => [f.rule, f.expected]) // => [['R-HDR-9', '400 + -32020']]
 */
export function missingParamHeader(session: readonly SessionExchange[], out: Out): void {
  for (const { index, tag, answer } of ofKind(session, 'missing-param-header')) {
    if (answer.status === undefined || refusesVersion(answer)) continue;
    const code = answer.error?.['code'];
    if (answer.status === 400 && code === -32020) continue;
    out.add(index, answer, {
      rule: 'R-HDR-9',
      pointer: typeof code === 'number' ? ptr('error', 'code') : '',
      message: `tools/call of ${tag.tool} left out the ${tag.header} header its x-mcp-header argument requires, so it must be refused with HTTP 400 and -32020; it got ${described(answer)}.`,
      expected: '400 + -32020',
      actual: described(answer),
    });
  }
}

/**
 * R-TOOLS-9: a tool that declares an `outputSchema` returns `structuredContent` (unless isError).
 * Whether it fits the schema is R-TOOLS-12's fact (JSON Schema 2020-12), one rule per fact.
 *
 * @example
 * const answered = (method: string, result: string) => ({ request: { method, id: 1 }, response: { status: 200, body: `{"jsonrpc":"2.0","id":1,"result":${result}}` } });
 * const tool = '{"name":"sum","inputSchema":{"type":"object"},"outputSchema":{"type":"object"}}';
 * const session: SessionExchange[] = [
 *   { tag: { kind: 'list', method: 'tools/list', run: 1, page: 1 }, exchange: answered('tools/list', `{"tools":[${tool}]}`) },
 *   { tag: { kind: 'call', tool: 'sum' }, exchange: answered('tools/call', '{"content":[],"resultType":"complete"}') },
 * ];
 * const out = findings();
 * // sum declares an outputSchema but returned no structuredContent:
 * outputSchemas(session, out);
 * out.list.map((f) => [f.rule, f.exchange]) // => [['R-TOOLS-9', 1]]
 */
export function outputSchemas(session: readonly SessionExchange[], out: Out): void {
  const schemas = new Map<string, unknown>();
  for (const { answer } of ofKind(session, 'list'))
    if (Array.isArray(answer.result?.['tools']))
      for (const tool of answer.result['tools'] as unknown[])
        if (isJsonObject(tool) && typeof tool['name'] === 'string' && isJsonObject(tool['outputSchema']))
          schemas.set(tool['name'], tool['outputSchema']);
  for (const { index, tag, answer } of ofKind(session, 'call')) {
    const schema = schemas.get(tag.tool);
    const result = answer.result;
    if (!isJsonObject(schema) || !result || result['resultType'] !== 'complete' || result['isError'] === true) continue;
    if ('structuredContent' in result) continue;
    out.add(index, answer, {
      rule: 'R-TOOLS-9',
      pointer: ptr('result'),
      message: `${tag.tool} declares an outputSchema, but its result has no structuredContent.`,
      expected: 'structuredContent',
      actual: 'absent',
    });
  }
}
