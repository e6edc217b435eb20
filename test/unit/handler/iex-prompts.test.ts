import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HandlerParseError, parseHandlerResult } from '../../../src/handler';
import { parseTerm, parseTermToJson } from '../../../src/term';
import { stripIexPrompts } from '../../../src/term/iex-prompts';

// Real pastes from an IEx session.
describe('IEx prompt lines are left out', () => {
  it.each<[string, string, unknown]>([
    [
      'a transcript: the typed call, then the printed result',
      'iex(3)> MyServer.Handler.handle("tools/list", %{}, state)\n{:ok, %{"tools" => []}}\niex(4)> ',
      { kind: 'ok', result: { tools: [] } },
    ],
    [
      'continuation prompts of a multi-line call',
      'iex(7)> Handler.call(\n...(7)>   "x")\n{:error, -32601, "Method not found", nil}',
      { kind: 'error', code: -32601, message: 'Method not found' },
    ],
    [
      'named-node prompts',
      'iex(app@host)12> Handler.call()\n{:ok,\n %{"content" => []}}',
      { kind: 'ok', result: { content: [] } },
    ],
  ])('%s', (_name, text, result) => {
    const parsed = parseHandlerResult(text);
    expect(parsed.result).toEqual(result);
    expect(parsed.notes[0]).toMatch(/IEx prompt lines? (was|were) left out/);
  });

  it('a term typed at the prompt (nothing printed after it) is read without its prompts', () => {
    const parsed = parseHandlerResult('iex(1)> {:ok,\n...(1)>  %{"a" => 1}}');
    expect(parsed.result).toEqual({ kind: 'ok', result: { a: 1 } });
    expect(parsed.notes[0]).toBe('The IEx prompts (iex(n)>, ...(n)>) were left out: the term typed at them is read.');
  });

  it('errors keep the lines and columns of the pasted text', () => {
    try {
      parseHandlerResult('iex(3)> Handler.call()\n{:ok, %{"a" => => 1}}');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HandlerParseError);
      expect(error).toMatchObject({ line: 2, column: 16 });
    }
  });

  it('every IEx reader agrees on them (parseTermToJson as parseTerm; found by the fuzz run)', () => {
    expect(parseTermToJson('iex(1)> \n[1, :a]')).toEqual([1, 'a']);
    expect(() => parseTermToJson('iex(1)> ')).toThrow('Expected a term');
  });

  it('the pre-step reader (parseTerm) leaves them out too', () => {
    expect(parseTerm('iex(2)> reason\n{:timeout, 5000}')).toEqual({
      type: 'tuple',
      items: [{ type: 'atom', name: 'timeout' }, 5000],
    });
  });

  it('property: blanking keeps the length and every line break, and text without prompts is untouched', () => {
    const line = fc.oneof(
      fc.constantFrom('iex(3)> call()', '...(3)>   arg)', 'iex> x', '{:ok, %{}}', '', 'iex(a@b)1> y'),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        const text = lines.join('\n');
        const out = stripIexPrompts(text);
        expect(out.text.length).toBe(text.length);
        expect(out.text.split('\n').length).toBe(lines.length || 1);
        if (out.prompts === 0) expect(out.text).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});
