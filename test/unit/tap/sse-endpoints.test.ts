import { describe, expect, it } from 'vitest';
import { readFirstEvent, SseEndpoints, splitSsePath } from '../../../app/server/tap/sse-endpoints';
import { SseJoin } from '../../../app/server/tap/sse-join';

// The HTTP+SSE pieces of the tap: reading the stream's first event, the endpoints it hands out, and
// joining each POSTed request with the answer its stream carries, whichever comes first.

const bytes = (text: string) => Buffer.from(text, 'utf8');
const message = (id: number, text: string) => `data: ${JSON.stringify({ jsonrpc: '2.0', id, result: { text } })}\n\n`;

describe('the first event of a GET stream', () => {
  it('waits for a whole event, then reads the endpoint against the stream URL', () => {
    const stream = 'http://127.0.0.1:3000/sse';
    expect(readFirstEvent(bytes('event: endpoint\ndata: /messages?sessionId=1'), stream)).toEqual({ kind: 'wait' });
    const first = readFirstEvent(bytes('event: endpoint\r\ndata: /messages?sessionId=1\r\n\r\ndata: {}\n\n'), stream);
    expect(first).toMatchObject({ kind: 'endpoint', event: 'event: endpoint\r\ndata: /messages?sessionId=1\r\n\r\n' });
    if (first.kind === 'endpoint') {
      expect(first.url.href).toBe('http://127.0.0.1:3000/messages?sessionId=1');
      expect(first.rest.toString()).toBe('data: {}\n\n');
    }
  });

  it('passes any other first event on, and refuses an endpoint on another origin with the reason', () => {
    expect(readFirstEvent(bytes('id: 1\ndata:\n\n'), 'http://127.0.0.1:3000/mcp')).toEqual({ kind: 'other' });
    expect(readFirstEvent(bytes(`data: ${'x'.repeat(70_000)}`), 'http://127.0.0.1:3000/mcp')).toEqual({
      kind: 'other',
    });
    const foreign = readFirstEvent(
      bytes('event: endpoint\ndata: http://attacker.example/m\n\n'),
      'http://127.0.0.1:3000/sse',
    );
    expect(foreign).toMatchObject({ kind: 'refused', message: expect.stringContaining('another origin') });
  });

  it('hands out a path per endpoint under its tap, found again only on that tap', () => {
    const endpoints = new SseEndpoints();
    const path = endpoints.add('ide', { url: new URL('http://127.0.0.1:3000/messages?sessionId=1'), stream: 's1' });
    const { tap, key } = splitSsePath(path);
    expect(tap).toBe('/tap/ide');
    expect(endpoints.find('ide', key!)?.stream).toBe('s1');
    expect(endpoints.find('', key!)).toBeNull();
  });
});

describe('joining POSTs with the answers on their stream', () => {
  it('joins by JSON-RPC id, whether the answer or the POST comes first', () => {
    const join = new SseJoin<string>();
    expect(join.post('s', 1, 'list')).toBeNull();
    expect(join.chunk('s', bytes(message(2, 'early')))).toEqual([]);
    expect(join.post('s', 2, 'call')).toEqual({
      item: 'call',
      answer: { jsonrpc: '2.0', id: 2, result: { text: 'early' } },
    });
    // An answer split across reads, after a notification and a server request on the same stream.
    const chunks = [
      'data: {"jsonrpc":"2.0","method":"notifications/message","params":{}}\n\n',
      'data: {"jsonrpc":"2.0","id":0,"method":"roots/list"}\n\n' + message(1, 'late').slice(0, 20),
      message(1, 'late').slice(20),
    ];
    expect(join.chunk('s', bytes(chunks[0]!))).toEqual([]);
    expect(join.chunk('s', bytes(chunks[1]!))).toEqual([]);
    expect(join.chunk('s', bytes(chunks[2]!))).toEqual([
      { item: 'list', answer: { jsonrpc: '2.0', id: 1, result: { text: 'late' } } },
    ]);
  });

  it('releases what the stream never answered when it ends, saying whose end it was', () => {
    const join = new SseJoin<string>();
    join.post('a', 1, 'by-server');
    join.post('b', 1, 'by-client');
    expect(join.end('a', false)).toEqual([{ item: 'by-server', problem: expect.stringContaining('stream ended') }]);
    expect(join.end('b', true)).toEqual([
      { item: 'by-client', clientLeft: true, problem: expect.stringContaining('client closed') },
    ]);
    expect(join.post('a', 2, 'late')).toMatchObject({ item: 'late', problem: expect.stringContaining('had ended') });
  });
});
