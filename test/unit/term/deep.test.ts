import { describe, expect, it } from 'vitest';
import {
  TermSyntaxError,
  atom,
  inspectTerm,
  map,
  parseTerm,
  struct,
  termEquals,
  termFromJson,
  termFromTaggedJson,
  termToJson,
  termToTaggedJson,
  tuple,
} from '../../../src/term';
import type { Term } from '../../../src/term';

const DEPTH = 10_000;

function nest(wrap: (inner: Term) => Term, leaf: Term = 1): Term {
  let t = leaf;
  for (let i = 0; i < DEPTH; i++) t = wrap(t);
  return t;
}

/** Depth of the single nesting chain, measured without recursion. */
function depthOf(t: Term, unwrap: (t: Term) => Term | undefined): number {
  let depth = 0;
  for (let cur: Term | undefined = unwrap(t); cur !== undefined; cur = unwrap(cur)) depth++;
  return depth;
}

/** Deep equality of JSON values without recursion (toEqual and JSON.stringify overflow here). */
function sameJson(a: unknown, b: unknown): boolean {
  const todo: [unknown, unknown][] = [[a, b]];
  for (let pair = todo.pop(); pair !== undefined; pair = todo.pop()) {
    const [x, y] = pair;
    if (x === null || y === null || typeof x !== 'object' || typeof y !== 'object') {
      if (x !== y) return false;
      continue;
    }
    const kx = Object.keys(x);
    const ky = Object.keys(y);
    if (Array.isArray(x) !== Array.isArray(y) || kx.join('\0') !== ky.join('\0')) return false;
    for (const k of kx) todo.push([(x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k]]);
  }
  return true;
}

describe('10,000-deep nesting', () => {
  it('parses nested lists, tuples and maps', () => {
    const lists = parseTerm('['.repeat(DEPTH) + ']'.repeat(DEPTH));
    expect(depthOf(lists, (t) => (Array.isArray(t) ? (t as Term[])[0] : undefined))).toBe(DEPTH - 1);
    const tuples = parseTerm('{'.repeat(DEPTH) + '}'.repeat(DEPTH));
    expect(depthOf(tuples, (t) => (t as { items?: Term[] }).items?.[0])).toBe(DEPTH - 1);
    const maps = parseTerm('%{a: '.repeat(DEPTH) + '1' + '}'.repeat(DEPTH));
    expect(
      termEquals(
        maps,
        nest((t) => map([atom('a'), t])),
      ),
    ).toBe(true);
    const keyed = parseTerm('%{'.repeat(DEPTH) + '1 => 2' + '} => 3'.repeat(DEPTH - 1) + '}');
    expect(depthOf(keyed, (t) => (t as { entries?: [Term, Term][] }).entries?.[0]?.[0])).toBe(DEPTH);
  });

  it.each(['[', '{', '%{a: ', '%{', '[a: ', '%S{a: '])('fails with TermSyntaxError on 10,000 unclosed %j', (open) => {
    expect(() => parseTerm(open.repeat(DEPTH))).toThrow(TermSyntaxError);
  });

  it.each<[string, Term]>([
    ['lists', nest((t) => [t])],
    ['tuples', nest((t) => tuple(t, 2))],
    ['maps with atom keys', nest((t) => map([atom('a'), t]))],
    ['maps with container keys', nest((t) => map([t, 1]))],
    ['structs', nest((t) => struct('S', ['f', t]))],
    ['keyword lists', nest((t) => [tuple(atom('k'), t)])],
  ])('prints, reads back and compares deep %s', (_, term) => {
    for (const pretty of [false, true]) {
      const text = inspectTerm(term, { pretty });
      expect(text.length).toBeLessThan(DEPTH * 400); // indentation is capped, so size stays linear
      expect(termEquals(parseTerm(text), term)).toBe(true);
    }
  });

  it('compares deep terms that differ at the bottom', () => {
    expect(
      termEquals(
        nest((t) => [t], 1),
        nest((t) => [t], 2),
      ),
    ).toBe(false);
    expect(
      termEquals(
        nest((t) => map([t, 1]), 1),
        nest((t) => map([t, 1]), 2),
      ),
    ).toBe(false);
  });

  it('converts deep JSON both ways', () => {
    let json: unknown = 1;
    for (let i = 0; i < DEPTH; i++) json = i % 2 === 0 ? [json] : { k: json };
    expect(sameJson(termToJson(termFromJson(json)), json)).toBe(true);
    expect(sameJson(termToJson(termFromTaggedJson(json)), json)).toBe(true);
    expect(sameJson(termToTaggedJson(termFromJson(json)), json)).toBe(true);
    expect(sameJson(termToJson(termFromJson(json)), [[1]])).toBe(false);
    const tagged = termToTaggedJson(nest((t) => tuple(t)));
    expect(
      termEquals(
        termFromTaggedJson(tagged),
        nest((t) => tuple(t)),
      ),
    ).toBe(true);
  });

  it('reports the path of a failure deep down', () => {
    const term = nest((t) => [t], tuple());
    // The path is whole in .path; the message quotes its first 200 characters, so it stays bounded.
    expect(() => termToJson(term)).toThrow(/^Cannot encode a tuple as JSON at (\/0){100}…: \{\}$/);
    expect(() => termToJson(term)).toThrow(expect.objectContaining({ path: '/0'.repeat(10000) }));
  });
});

describe('large input', () => {
  it('parses a 0.6 MB term text of 5,000 maps (speed is measured by npm run bench, not here)', () => {
    const items: string[] = [];
    for (let i = 0; i < 5000; i++) {
      items.push(
        `%{"id" => ${i}, "name" => "item ${i}", "text" => "with \\"escapes\\"\\n", "tags" => [:a, :b], "score" => ${i}.5, "ok" => true}`,
      );
    }
    const text = `[${items.join(',\n ')}]`;
    expect(text.length).toBeGreaterThan(500_000);
    const term = parseTerm(text) as Term[];
    expect(term).toHaveLength(5000);
    expect(termToJson(term[4999] ?? null)).toEqual({
      id: 4999,
      name: 'item 4999',
      text: 'with "escapes"\n',
      tags: ['a', 'b'],
      score: 4999.5,
      ok: true,
    });
  });
});
