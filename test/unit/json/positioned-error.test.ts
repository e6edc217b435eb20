import { describe, expect, it } from 'vitest';
import {
  HandlerParseError,
  isPositionedError,
  parseHandlerResult,
  parseTerm,
  TermSyntaxError,
} from '../../../src/index';

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
}

describe('PositionedError', () => {
  it('both parse errors carry line, column, offset, excerpt and a reason without the position', () => {
    const term = thrown(() => parseTerm('{1,\n 2 3}'));
    const handler = thrown(() => parseHandlerResult('{:ok,\n %{"a" => }}'));
    expect(term).toBeInstanceOf(TermSyntaxError);
    expect(handler).toBeInstanceOf(HandlerParseError);
    for (const e of [term, handler]) {
      expect(isPositionedError(e)).toBe(true);
      if (!isPositionedError(e)) continue;
      expect(e.line).toBe(2);
      expect(e.reason).not.toMatch(/line \d+|column \d+/);
      expect(e.excerpt).toContain('^');
    }
    expect((handler as HandlerParseError).message).toBe(
      `${(handler as HandlerParseError).reason} (line 2, column ${(handler as HandlerParseError).column})`,
    );
  });
  it('other errors are not positioned', () => {
    expect(isPositionedError(new Error('x'))).toBe(false);
    expect(isPositionedError({ line: 1, column: 1, offset: 0, excerpt: '', reason: '' })).toBe(false);
  });
});
