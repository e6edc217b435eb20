import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HandlerParseError, parseHandlerResult } from '../../../src/handler';
import { locate } from '../../../src/json/position';

function thrown(text: string): HandlerParseError {
  try {
    parseHandlerResult(text);
  } catch (error) {
    if (error instanceof HandlerParseError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(text)} to fail`);
}

describe('positions', () => {
  it('a lone CR is a line break, as editors count it', () => {
    expect(thrown('{:ok,\r%{"a" => => 1}}')).toMatchObject({ line: 2, column: 10 });
    expect(thrown('{:ok,\r\n%{"a" => => 1}}')).toMatchObject({ line: 2, column: 10 });
    expect(thrown('{"a":\r\r 1,}')).toMatchObject({ line: 3, column: 4 });
  });

  it('property: locate agrees with splitting the text on CRLF, CR and LF', () => {
    const text = fc.string({ unit: fc.constantFrom('a', '\r', '\n', 'b'), maxLength: 40 });
    fc.assert(
      fc.property(text, fc.nat(), (t, n) => {
        const offset = t.length === 0 ? 0 : n % (t.length + 1);
        // Lines before the offset, as an editor sees them (a CRLF split by the offset counts once).
        const before = t.slice(0, offset);
        const lines = before.split(/\r\n|\r|\n/);
        const inCrlf = before.endsWith('\r') && t[offset] === '\n';
        const line = inCrlf ? lines.length - 1 : lines.length;
        expect(locate(t, offset).line).toBe(line);
      }),
      { numRuns: 2000 },
    );
  });

  it('a bad escape deep in a JSON string is reported at the escape', () => {
    const text = '{"content": [{"type": "text", "text": "a long string with a bad \\q escape"}]}';
    const error = thrown(text);
    expect(error).toMatchObject({ syntax: 'json', offset: text.indexOf('\\q') });
    expect(error.reason).toBe('Invalid escape "\\q" in a string');
  });

  it('a JSON text with "=>" inside a string is still diagnosed as JSON', () => {
    const text = '{"content": [{"type": "text", "text": "a => b"}],}';
    expect(thrown(text)).toMatchObject({ syntax: 'json', offset: text.length - 1 });
  });

  it.each<[string, string, string]>([
    [
      '{:input_required, [1, 2], "s"}',
      '[1, 2]',
      'input_requests must be a map from a key to a request (or nil), such as %{"confirm" =>',
    ],
    [
      '{:ok,\n  [%{"a" => 1}]}',
      '[%{',
      '{:ok, result} needs a map as its result, such as %{"content" => [...]}; got a list',
    ],
    [
      '{:input_required, nil, 42}',
      '42',
      'request_state must be a string (or nil), such as "eyJzdGVwIjoxfQ"; got the number 42',
    ],
    ['["input_required", [1], "s"]', '[1]', 'such as {"confirm": {"method": "elicitation/create"'],
    [
      '["error", -32602, 7, null]',
      '7,',
      'The error message must be a string, such as "Resource not found"; got the number 7',
    ],
    ['{:task, "t-1"}', '"t-1"', '{:task, task} needs a map as its task'],
  ])('the caret of a shape error sits on the value: %s', (text, at, reason) => {
    const error = thrown(text);
    expect(error.kind).toBe('shape');
    expect(error.offset).toBe(text.indexOf(at));
    expect(error.reason).toContain(reason);
  });

  it('a pid in {:error, reason} gets the tool_error_result hint at the reason, not "no JSON form"', () => {
    const text = '{:error, {:timeout, #PID<0.231.0>}}';
    const error = thrown(text);
    expect(error.offset).toBe(text.indexOf('{:timeout'));
    expect(error.reason).toMatch(/^\{:error, reason\} is an ExMCP tool failure.*tool_error_result pre-step/);
  });
});
