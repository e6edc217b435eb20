import { describe, expect, it } from 'vitest';
import { parseResponseBody, type WireResponse } from '../../../src/wire/index';

const JSON_H = { 'content-type': 'application/json' };
const SSE_H = { 'content-type': 'text/event-stream' };
const ok = (id: unknown = 1): string => JSON.stringify({ jsonrpc: '2.0', id, result: { resultType: 'complete' } });

const CASES: [
  name: string,
  response: WireResponse,
  request: { id?: unknown } | undefined,
  format: string,
  problems: string[],
  responseFrame: number | null | 'json',
][] = [
  ['one JSON object', { headers: JSON_H, body: ok() }, { id: 1 }, 'json', [], 'json'],
  [
    'charset parameter',
    { headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: ok() },
    { id: 1 },
    'json',
    [],
    'json',
  ],
  ['batch array', { headers: JSON_H, body: `[${ok()}]` }, { id: 1 }, 'json', ['batch'], null],
  ['JSON scalar', { headers: JSON_H, body: '42' }, { id: 1 }, 'json', ['not-object'], null],
  ['not JSON', { headers: JSON_H, body: '{"a":' }, { id: 1 }, 'json', ['not-json'], null],
  ['empty body', { headers: JSON_H, body: '' }, { id: 1 }, 'empty', ['empty-body'], null],
  ['empty body without headers', { status: 202, headers: {}, body: '' }, {}, 'empty', ['empty-body'], null],
  ['no Content-Type', { headers: {}, body: ok() }, { id: 1 }, 'json', ['no-content-type'], 'json'],
  ['no headers recorded: sniffed JSON', { body: ok() }, { id: 1 }, 'json', [], 'json'],
  ['no headers recorded: sniffed SSE', { body: `data: ${ok()}\n\n` }, { id: 1 }, 'sse', [], 0],
  [
    'text/html page',
    { headers: { 'content-type': 'text/html' }, body: '<html></html>' },
    { id: 1 },
    'other',
    ['unexpected-content-type', 'not-json'],
    null,
  ],
  [
    'text/plain holding JSON',
    { headers: { 'content-type': 'text/plain' }, body: ok() },
    { id: 1 },
    'other',
    ['unexpected-content-type'],
    'json',
  ],
  [
    'SSE response after a notification',
    {
      headers: SSE_H,
      body: `: hi\n\ndata: {"jsonrpc":"2.0","method":"notifications/progress","params":{}}\n\ndata: ${ok()}\n\n`,
    },
    { id: 1 },
    'sse',
    [],
    1,
  ],
  [
    'SSE picks the frame with the request id',
    { headers: SSE_H, body: `data: ${ok(2)}\n\ndata: ${ok(1)}\n\n` },
    { id: 1 },
    'sse',
    ['sse-extra-response'],
    1,
  ],
  [
    'SSE without a response',
    { headers: SSE_H, body: 'data: {"jsonrpc":"2.0","method":"x"}\n\n' },
    { id: 1 },
    'sse',
    ['sse-no-response'],
    null,
  ],
  [
    'SSE frame not JSON',
    { headers: SSE_H, body: `data: {oops\n\ndata: ${ok()}\n\n` },
    { id: 1 },
    'sse',
    ['sse-frame-invalid'],
    1,
  ],
  [
    'SSE frame an array',
    { headers: SSE_H, body: `data: [1]\n\ndata: ${ok()}\n\n` },
    { id: 1 },
    'sse',
    ['sse-frame-not-object'],
    1,
  ],
  [
    'SSE priming event (id, empty data) is no frame',
    { headers: SSE_H, body: `id: 0\ndata: \n\ndata: ${ok()}\n\n` },
    { id: 1 },
    'sse',
    [],
    0,
  ],
  [
    'SSE response without the closing blank line',
    { headers: SSE_H, body: `data: ${ok()}` },
    { id: 1 },
    'sse',
    ['sse-frame-unterminated'],
    0,
  ],
  ['SSE with CRLF line ends', { headers: SSE_H, body: `data: ${ok()}\r\n\r\n` }, { id: 1 }, 'sse', [], 0],
];

describe('parseResponseBody', () => {
  it.each(CASES)('%s', (_name, response, request, format, problems, responseFrame) => {
    const parsed = parseResponseBody(response, request);
    expect(parsed.format).toBe(format);
    expect(parsed.problems.map((p) => p.kind)).toEqual(problems);
    if (responseFrame === null) expect(parsed.response).toBeNull();
    else if (responseFrame === 'json') expect(parsed.response?.frame).toBeUndefined();
    else expect(parsed.response?.frame).toBe(responseFrame);
  });

  it('gives the UTF-8 byte offset of a syntax error in an SSE frame', () => {
    const body = 'data: {"é":1}\n\ndata: {"é":x}\n\n';
    const [problem] = parseResponseBody({ headers: SSE_H, body }, { id: 1 }).problems;
    // 'data: {"é":1}\n\n' is 16 bytes, then 'data: ' (6) and '{"é":' (6 bytes) precede the x.
    expect(problem).toMatchObject({ kind: 'sse-frame-invalid', frame: 1, offset: 26, byteOffset: 28 });
  });

  it('joins multi-line data and counts comments and id lines', () => {
    const parsed = parseResponseBody(
      { headers: SSE_H, body: `: ka\nid: 3\ndata: {"jsonrpc":"2.0",\ndata: "id":1,"result":{}}\n\n` },
      { id: 1 },
    );
    expect(parsed.comments).toBe(1);
    expect(parsed.eventIds).toBe(true);
    expect(parsed.response?.value).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
  });
});
