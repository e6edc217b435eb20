import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerValue, readableBody, resultOf } from '../../../app/exchange/model/body';

const json = (body: string) => ({ headers: { 'content-type': 'application/json' }, body });
const sse = (body: string) => ({ headers: { 'content-type': 'text/event-stream' }, body });

afterEach(() => vi.restoreAllMocks());

describe('the body of an answer', () => {
  it('is parsed once per response, whoever reads it', () => {
    const parse = vi.spyOn(JSON, 'parse');
    const response = json('{"jsonrpc":"2.0","id":1,"result":{"ttlMs":5}}');
    const first = answerValue(response);
    expect(resultOf(response)).toEqual({ ttlMs: 5 });
    expect(answerValue(response)).toBe(first);
    readableBody(response);
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('reads an SSE stream from its last frame, and text that is not JSON as nothing', () => {
    expect(resultOf(sse('data: {"jsonrpc":"2.0","id":1,"result":{"a":1}}\n\n'))).toEqual({ a: 1 });
    expect(answerValue(json('not json'))).toBeNull();
    expect(resultOf(json('[1]'))).toBeNull();
  });

  it('indents a JSON body for reading and keeps other text as sent', () => {
    expect(readableBody(json('{"a":[1]}'))).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(readableBody(json('oops {'))).toBe('oops {');
    const stream = 'data: {"a":1}\n\n';
    expect(readableBody(sse(stream))).toBe(stream);
  });
});
