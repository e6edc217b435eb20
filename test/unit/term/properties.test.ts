import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TermEncodeError,
  TermSyntaxError,
  inspectTerm,
  parseTerm,
  termEquals,
  termFromJson,
  termFromTaggedJson,
  termToJson,
  termToTaggedJson,
} from '../../../src/term';
import type { Term } from '../../../src/term';
import { jsonValueArbitrary, taggedTermArbitrary, termArbitrary } from './readable-terms';

type Tagged = Exclude<Term, readonly Term[] | null | boolean | number | string>;

/** The same term with every map's entries and struct's fields reversed (equal under termEquals). */
function reorder(t: Term): Term {
  if (t === null || typeof t !== 'object') return t;
  if (Array.isArray(t)) return (t as readonly Term[]).map(reorder);
  const c = t as Tagged;
  switch (c.type) {
    case 'tuple':
      return { type: 'tuple', items: c.items.map(reorder) };
    case 'map':
      return { type: 'map', entries: c.entries.map(([k, v]) => [reorder(k), reorder(v)] as const).reverse() };
    case 'struct':
      return { type: 'struct', module: c.module, fields: c.fields.map(([k, v]) => [k, reorder(v)] as const).reverse() };
    default:
      return c;
  }
}

function returnsOrThrowsSyntaxError(text: string): void {
  try {
    parseTerm(text);
  } catch (error) {
    if (!(error instanceof TermSyntaxError)) throw error;
    expect(error.offset).toBeGreaterThanOrEqual(0);
    expect(error.offset).toBeLessThanOrEqual(text.length);
    expect(error.line).toBeGreaterThanOrEqual(1);
    expect(error.column).toBeGreaterThanOrEqual(1);
    expect(error.excerpt).toContain('^');
  }
}

describe('properties', () => {
  it('parseTerm(inspectTerm(t)) gives t back (compact)', () => {
    fc.assert(
      fc.property(termArbitrary, (t) => {
        const back = parseTerm(inspectTerm(t));
        expect(termEquals(back, t)).toBe(true);
        expect(back).toEqual(t);
      }),
      { numRuns: 500 },
    );
  });

  it('parseTerm(inspectTerm(t, { pretty: true })) gives t back at any width', () => {
    fc.assert(
      fc.property(termArbitrary, fc.integer({ min: 0, max: 120 }), (t, width) => {
        const back = parseTerm(inspectTerm(t, { pretty: true, width }));
        expect(termEquals(back, t)).toBe(true);
        expect(back).toEqual(t);
      }),
      { numRuns: 300 },
    );
  });

  it('pretty output with a large width is the compact output', () => {
    fc.assert(fc.property(termArbitrary, (t) => inspectTerm(t, { pretty: true, width: 1e9 }) === inspectTerm(t)));
  });

  it('termToJson(termFromJson(j)) deep-equals j', () => {
    fc.assert(
      fc.property(jsonValueArbitrary, (j) => {
        expect(termToJson(termFromJson(j))).toEqual(j);
        expect(termToJson(termFromTaggedJson(termToJson(termFromJson(j))))).toBeDefined();
      }),
      { numRuns: 500 },
    );
  });

  it('termFromTaggedJson(termToTaggedJson(t)) gives t back for terms the notation can hold', () => {
    fc.assert(
      fc.property(taggedTermArbitrary, (t) => {
        const json = termToTaggedJson(t);
        const back = termFromTaggedJson(JSON.parse(JSON.stringify(json)) as unknown);
        expect(termEquals(back, t)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('termToTaggedJson and termToJson either succeed or throw TermEncodeError', () => {
    fc.assert(
      fc.property(termArbitrary, (t) => {
        for (const encode of [termToJson, termToTaggedJson]) {
          try {
            encode(t);
          } catch (error) {
            expect(error).toBeInstanceOf(TermEncodeError);
          }
        }
      }),
    );
  });

  it('parseTerm on any string returns or throws TermSyntaxError', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), returnsOrThrowsSyntaxError), { numRuns: 1000 });
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 40 }), returnsOrThrowsSyntaxError), { numRuns: 500 });
  });

  it('parseTerm on strings of term punctuation returns or throws TermSyntaxError', () => {
    const unit = fc.constantFrom(
      ...'{}[]%:"\'=>,#<>.|~?&-_\\ \n09aAzZex'.split(''),
      '=>',
      '%{',
      '#PID<',
      ':"',
      'nil',
      'a: ',
      '~c"',
      '<<',
      '0x',
      '1.5e',
    );
    fc.assert(fc.property(fc.string({ unit, maxLength: 40 }), returnsOrThrowsSyntaxError), { numRuns: 2000 });
  });

  it('parseTerm on mutated valid texts returns or throws TermSyntaxError', () => {
    fc.assert(
      fc.property(termArbitrary, fc.nat(), fc.nat({ max: 3 }), fc.string({ maxLength: 3 }), (t, at, cut, insert) => {
        const text = inspectTerm(t);
        const i = at % (text.length + 1);
        returnsOrThrowsSyntaxError(text.slice(0, i) + insert + text.slice(i + cut));
      }),
      { numRuns: 500 },
    );
  });

  it('parseTerm reads decimal texts exactly like Number()', () => {
    const digits = fc.stringMatching(/^[0-9]{1,20}$/);
    fc.assert(
      fc.property(
        fc.boolean(),
        digits,
        digits,
        fc.option(fc.integer({ min: -330, max: 330 })),
        (neg, int, frac, exp) => {
          const text = `${neg ? '-' : ''}${int}.${frac}${exp === null ? '' : `e${exp}`}`;
          const expected = Number(text);
          if (!Number.isFinite(expected)) return;
          expect(Object.is(parseTerm(text), expected)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('termEquals is reflexive, ignores map and struct order, and is symmetric', () => {
    fc.assert(
      fc.property(termArbitrary, termArbitrary, (a, b) => {
        expect(termEquals(a, a)).toBe(true);
        expect(termEquals(a, structuredClone(a))).toBe(true);
        expect(termEquals(a, reorder(a))).toBe(true);
        expect(termEquals(reorder(a), a)).toBe(true);
        expect(termEquals(a, b)).toBe(termEquals(b, a));
      }),
      { numRuns: 500 },
    );
  });
});
