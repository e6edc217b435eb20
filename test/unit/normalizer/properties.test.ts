import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atom, isTagged, map, opaque, struct, tuple } from '../../../src/term/build';
import type { MapTerm, Term } from '../../../src/term/types';
import { NoMatchingClauseError, errorMessage, stringifyKeys, toolResult } from '../../../src/normalizer';

// A small local term arbitrary; atom names favour the key table, collisions and struct markers.
const atomName = fc.oneof(
  fc.constantFrom('input_schema', 'is_error', 'is_error?', 'isError', 'mime_type', 'content', 'message', 'type'),
  fc.constantFrom('Elixir.MyApp.Key', 'ttl_ms', 'nil', 'true', '__struct__', 'constructor'),
  fc.string({ maxLength: 6 }),
);
const leaf: fc.Arbitrary<Term> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 8 }),
  fc.constantFrom('content', 'isError', 'message', 'inputSchema'),
  atomName.map(atom),
  fc.constantFrom('#PID<0.1.0>', '#Reference<0.1.2.3>', '#Port<0.5>').map(opaque),
);
const keyArb: fc.Arbitrary<Term> = fc.oneof(
  atomName.map(atom),
  fc.string({ maxLength: 6 }),
  fc.constantFrom('content', 'isError'),
  fc.integer(),
);
const keyId = (key: Term): string => (isTagged(key, 'atom') ? `:${key.name}` : JSON.stringify(key));

const { term } = fc.letrec<{ term: Term; node: Term }>((tie) => ({
  term: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('node')),
  node: fc.oneof(
    fc.array(tie('term'), { maxLength: 4 }),
    fc.array(tie('term'), { maxLength: 3 }).map((items) => tuple(...items)),
    fc
      .uniqueArray(fc.tuple(keyArb, tie('term')), { maxLength: 5, selector: ([k]) => keyId(k) })
      .map((es) => map(...es)),
    fc
      .uniqueArray(fc.tuple(fc.string({ maxLength: 6 }), tie('term')), { maxLength: 3, selector: ([f]) => f })
      .map((fs) => struct('MyApp.Thing', ...fs)),
  ),
}));
const anyMap = fc
  .uniqueArray(fc.tuple(keyArb, term), { maxLength: 6, selector: ([k]) => keyId(k) })
  .map((es) => map(...es));

const isStructLike = (t: MapTerm): boolean =>
  t.entries.some(([k, v]) => isTagged(k, 'atom') && k.name === '__struct__' && isTagged(v, 'atom'));

// Every map reachable through lists and non-struct maps (where stringify_keys recurses).
function walkedMaps(root: Term): MapTerm[] {
  const found: MapTerm[] = [];
  const stack: Term[] = [root];
  while (stack.length > 0) {
    const t = stack.pop() as Term;
    if (Array.isArray(t)) stack.push(...(t as Term[]));
    else if (isTagged(t, 'map') && !isStructLike(t)) {
      found.push(t);
      for (const [, v] of t.entries) stack.push(v);
    }
  }
  return found;
}
const hasBinaryKey = (t: Term, key: string): boolean => isTagged(t, 'map') && t.entries.some(([k]) => k === key);

describe('normalizer properties', () => {
  it('stringifyKeys is idempotent (the second pass returns the very same object)', () => {
    fc.assert(
      fc.property(term, (t) => {
        const once = stringifyKeys(t);
        expect(stringifyKeys(once)).toBe(once);
      }),
    );
  });

  it('stringifyKeys leaves no atom key and no duplicate key in any walked map', () => {
    fc.assert(
      fc.property(term, (t) => {
        for (const m of walkedMaps(stringifyKeys(t))) {
          expect(m.entries.filter(([k]) => isTagged(k, 'atom'))).toEqual([]);
          const strings = m.entries.map(([k]) => k).filter((k) => typeof k === 'string');
          expect(new Set(strings).size).toBe(strings.length);
        }
      }),
    );
  });

  it('stringifyKeys keeps non-walked terms as they are', () => {
    fc.assert(
      fc.property(term, (t) => {
        if (!Array.isArray(t) && !isTagged(t, 'map')) expect(stringifyKeys(t)).toBe(t);
      }),
    );
  });

  it('toolResult on a list, binary, map or struct never throws and returns a map with "content"', () => {
    const input = fc.oneof(
      fc.array(term, { maxLength: 4 }),
      fc.string(),
      anyMap,
      term.filter((t) => isTagged(t, 'struct')),
    );
    const wrapOption = fc.constantFrom<Term | undefined>(undefined, null, false, true, 0, '');
    fc.assert(
      fc.property(input, wrapOption, (result, wrapBareMap) => {
        const out = toolResult(result, { wrapBareMap });
        const hasContent =
          Array.isArray(result) ||
          typeof result === 'string' ||
          (isTagged(result, 'map') &&
            result.entries.some(([k]) => k === 'content' || (isTagged(k, 'atom') && k.name === 'content'))) ||
          (isTagged(result, 'struct') && result.fields.some(([f]) => f === 'content'));
        const wraps = wrapBareMap !== undefined && wrapBareMap !== null && wrapBareMap !== false;
        if (hasContent || wraps) expect(hasBinaryKey(out, 'content')).toBe(true);
        else expect(out).toEqual(stringifyKeys(result)); // the bare, unwrapped map
      }),
    );
  });

  it('toolResult on anything but a list, binary, map or struct throws NoMatchingClauseError', () => {
    const other = term.filter(
      (t) => !Array.isArray(t) && typeof t !== 'string' && !isTagged(t, 'map') && !isTagged(t, 'struct'),
    );
    fc.assert(
      fc.property(other, fc.constantFrom<Term | undefined>(undefined, true), (result, wrapBareMap) => {
        expect(() => toolResult(result, { wrapBareMap })).toThrow(NoMatchingClauseError);
      }),
    );
  });

  it('errorMessage never leaks a secret held outside a top-level message', () => {
    const secret = fc
      .string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 4, maxLength: 8 })
      .map((h) => `SECRET-${h}`);
    const notMessage = keyArb.filter((k) => k !== 'message' && !(isTagged(k, 'atom') && k.name === 'message'));
    const hiding = (s: string): fc.Arbitrary<Term> =>
      fc.oneof(
        fc.constant<Term>(s),
        fc.constant<Term>(map(['message', s])), // nested: still not top-level
        fc.constant<Term>(map([atom('message'), s])),
        fc.constant<Term>([s]),
        fc.constant<Term>(tuple(atom('error'), s)),
        fc.constant<Term>(struct('RuntimeError', ['message', s])),
      );
    const reason = secret.chain((s) =>
      fc.tuple(
        fc.constant(s),
        fc.oneof(
          fc
            .uniqueArray(fc.tuple(notMessage, hiding(s)), { minLength: 1, maxLength: 4, selector: ([k]) => keyId(k) })
            .map((es) => map(...es, ['message', 42])),
          hiding(s).map((h) => [h] as Term),
          hiding(s).map((h) => tuple(atom('error'), h)),
          hiding(s).map((h) => struct('File.Error', ['reason', h], ['path', s])),
          hiding(s).map((h) => struct('KeyError', ['message', null], ['term', h])),
        ),
      ),
    );
    fc.assert(
      fc.property(reason, fc.constantFrom('Tool call error', ''), ([s, r], prefix) => {
        const lines: string[] = [];
        const out = errorMessage(prefix, r, { log: (l) => lines.push(l) });
        expect(out).toBe(prefix);
        expect(out).not.toContain(s);
        expect(lines).toHaveLength(1);
      }),
    );
  });
});
