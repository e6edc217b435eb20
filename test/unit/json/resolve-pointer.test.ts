import { describe, expect, it } from 'vitest';
import { resolvePointerRange, resolvePointerRanges } from '../../../src/index';

const slice = (text: string, pointer: string, frame?: number) => {
  const r = resolvePointerRange(text, pointer, frame === undefined ? {} : { frame });
  return r && { text: text.slice(r.start, r.end), exact: r.exact };
};

describe('resolvePointerRange', () => {
  const text = '{"jsonrpc":"2.0","id":1,"result":{"_meta":{"a/b":{"x":[10,20]}},"ttlMs":-1}}';
  it.each([
    ['/result/ttlMs', '-1', true],
    ['/result/_meta/a~1b/x/1', '20', true],
    ['', text, true],
    ['/result/missing', '{"_meta":{"a/b":{"x":[10,20]}},"ttlMs":-1}', false],
    ['/result/_meta/a~1b/x/7', '[10,20]', false],
    ['no-slash', text, false],
  ])('%j lands on %j (exact %s)', (pointer, expected, exact) => {
    expect(slice(text, pointer)).toEqual({ text: expected, exact });
  });

  it('resolves inside an SSE frame, priming events and comments not counted', () => {
    const body = 'id: 0\ndata: \n\n: keep-alive\n\ndata: {"a":1}\r\n\r\ndata: {"b":{"c":true}}\n\n';
    expect(slice(body, '/b/c', 1)).toEqual({ text: 'true', exact: true });
    expect(slice(body, '/a', 0)).toEqual({ text: '1', exact: true });
    expect(slice(body, '/b/zz', 1)).toEqual({ text: '{"c":true}', exact: false });
    expect(resolvePointerRange(body, '/b', { frame: 5 })).toBeNull();
  });

  it('maps multi-line data back to the stream text', () => {
    const body = 'data: {"a":\ndata:   {"b": [1,\ndata: 2]}}\n\n';
    expect(slice(body, '/a/b/1', 0)).toEqual({ text: '2', exact: true });
    expect(slice(body, '/a/b', 0)?.text).toBe('[1,\ndata: 2]');
  });

  it('resolves many pointers in one call, each with its own frame', () => {
    const body = 'data: {"x":1}\n\ndata: {"y":2}\n\n';
    expect(
      resolvePointerRanges(body, [{ pointer: '/y', frame: 1 }, { pointer: '/x', frame: 0 }, { pointer: '/x' }]),
    ).toEqual([{ start: 26, end: 27, exact: true }, { start: 11, end: 12, exact: true }, null]);
  });
});
