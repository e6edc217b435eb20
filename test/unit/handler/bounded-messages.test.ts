import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HandlerParseError, parseHandlerResult } from '../../../src/handler';
import { clip, MAX_QUOTED } from '../../../src/json/clip';
import { TermEncodeError, TermSyntaxError, parseTerm, termToJson } from '../../../src/term';

const LIMIT = 3 * MAX_QUOTED + 1; // boundMessage: 600 characters and an ellipsis
const EXCERPT_LIMIT = 2 * 64 + 4; // one line of about 60 characters and its caret line

function thrown(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}

// Each template puts a long run of input where a message used to copy it (once or twice).
const TEMPLATES: [string, (long: string) => string][] = [
  ['identifier', (w) => w],
  ['alias', (w) => `A${w}.`],
  ['struct name', (w) => `%A${w} 1`],
  ['opaque name', (w) => `#a${w} 1`],
  ['unclosed opaque', (w) => `#PID<${w}`],
  ['sigil letters', (w) => `~${w.toUpperCase()}x`],
  ['unterminated sigil', (w) => `~${w.toUpperCase()}(abc`],
  ['quoted key without value', (w) => `%{"${w}": }`],
  ['handler tag', (w) => `{:${w}, 1}`],
  ['JSON handler tag', (w) => `["${w}", 1]`],
  ['opaque with no JSON form', (w) => `{:ok, %{"a" => #PID<${w}>}}`],
  ['struct with no JSON form', (w) => `{:ok, %{"a" => %A${w}{}}}`],
];

describe('every message and excerpt is bounded', () => {
  it.each(TEMPLATES)('%s', (_name, template) => {
    const error = thrown(() => parseHandlerResult(template('a'.repeat(1_000_000))));
    expect(error).toBeInstanceOf(HandlerParseError);
    const e = error as HandlerParseError;
    expect(e.reason.length).toBeLessThanOrEqual(LIMIT);
    expect(e.message.length).toBeLessThanOrEqual(LIMIT + 40);
    expect(e.excerpt.length).toBeLessThanOrEqual(EXCERPT_LIMIT);
  });

  it("parseTerm('a'.repeat(1e6)) names the word once, clipped", () => {
    const error = thrown(() => parseTerm('a'.repeat(1e6))) as TermSyntaxError;
    expect(error.message).toBe(
      `Unexpected identifier "${clip('a'.repeat(1e6))}"; atoms are written :${clip('a'.repeat(1e6))}`,
    );
  });

  it('a 5,000-deep path is clipped in the message and kept whole in .path', () => {
    const deep = '['.repeat(5000) + '{1}' + ']'.repeat(5000);
    const error = thrown(() => termToJson(parseTerm(deep))) as TermEncodeError;
    expect(error.path).toBe('/0'.repeat(5000));
    expect(error.message.length).toBeLessThanOrEqual(LIMIT);
  });

  it('property: any long input gives a bounded error', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TEMPLATES),
        fc.string({
          minLength: 300,
          maxLength: 3000,
          unit: fc.constantFrom('a', 'B', '_', '"', ' ', '\n', '%', '#', '~', '{', '['),
        }),
        ([, template], long) => {
          try {
            parseHandlerResult(template(long));
          } catch (error) {
            expect(error).toBeInstanceOf(HandlerParseError);
            expect((error as HandlerParseError).reason.length).toBeLessThanOrEqual(LIMIT);
            expect((error as HandlerParseError).excerpt.length).toBeLessThanOrEqual(EXCERPT_LIMIT);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('clip never splits a surrogate pair', () => {
    expect(clip('a' + '😀'.repeat(300), 2)).toBe('a…');
  });
});
