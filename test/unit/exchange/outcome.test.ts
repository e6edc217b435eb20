import { describe, expect, it } from 'vitest';
import { outcomeOf, outcomeOfText, outcomeWords, type Outcome } from '../../../src/index';

describe('outcomeOf', () => {
  it.each<[string, unknown, Outcome]>([
    [
      'a tool result with isError true is a tool error',
      { jsonrpc: '2.0', id: 1, result: { isError: true } },
      'tool-error',
    ],
    ['isError false is a result', { jsonrpc: '2.0', id: 1, result: { content: [], isError: false } }, 'result'],
    ['a truthy isError that is not true is a result', { jsonrpc: '2.0', id: 1, result: { isError: 'yes' } }, 'result'],
    ['a JSON-RPC error', { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'x' } }, 'error'],
    ['an error member wins over a result', { id: 1, error: { code: 1, message: 'x' }, result: {} }, 'error'],
    ['a notification has no outcome', { jsonrpc: '2.0', method: 'notifications/progress' }, 'none'],
    ['a null result is none', { jsonrpc: '2.0', id: 1, result: null }, 'none'],
    ['an array is none', [{ result: { isError: true } }], 'none'],
    ['a string is none', 'hello', 'none'],
  ])('%s', (_, answer, expected) => {
    expect(outcomeOf(answer)).toBe(expected);
  });
});

describe('outcomeOfText', () => {
  it('reads JSON text and calls anything else none', () => {
    expect(outcomeOfText('{"jsonrpc":"2.0","id":1,"result":{"content":[],"isError":true}}')).toBe('tool-error');
    expect(outcomeOfText('{"jsonrpc":"2.0","id":1,"result":{}}')).toBe('result');
    expect(outcomeOfText('{"jsonrpc":')).toBe('none');
    expect(outcomeOfText('')).toBe('none');
  });
});

describe('outcomeWords', () => {
  it.each<[Outcome, string]>([
    ['tool-error', 'tool error'],
    ['error', 'JSON-RPC error'],
    ['result', ''],
    ['none', ''],
  ])('%s reads %j', (outcome, words) => {
    expect(outcomeWords(outcome)).toBe(words);
  });
});
