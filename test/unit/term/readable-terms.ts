import type fc from 'fast-check';
import type { Term } from '../../../src/term';
import { taggedTermArbitrary as anyTagged, termArbitrary as anyTerm } from '../../support/term-arbitrary';

// test/support's opaque texts include '~D[2024-01-01]' and '~r/a+b/i', which decisions D7/D8 (docs/decisions.md) no
// longer read as opaque terms (a Date struct; a refused sigil). Until they leave that list, the
// round-trip properties draw terms without them.
function hasSigilOpaque(term: Term): boolean {
  const stack: Term[] = [term];
  while (stack.length > 0) {
    const t = stack.pop() as Term;
    if (t === null || typeof t !== 'object') continue;
    if (Array.isArray(t)) stack.push(...(t as Term[]));
    else if ('type' in t) {
      if (t.type === 'opaque' && t.text.startsWith('~')) return true;
      if (t.type === 'tuple') stack.push(...t.items);
      if (t.type === 'map') for (const [k, v] of t.entries) stack.push(k, v);
      if (t.type === 'struct') for (const [, v] of t.fields) stack.push(v);
    }
  }
  return false;
}

/** Terms that parseTerm can read back from their printed form. */
export const termArbitrary: fc.Arbitrary<Term> = anyTerm.filter((t) => !hasSigilOpaque(t));
/** The same for the tagged-JSON arbitrary. */
export const taggedTermArbitrary: fc.Arbitrary<Term> = anyTagged.filter((t) => !hasSigilOpaque(t));
export { atomArbitrary, jsonValueArbitrary } from '../../support/term-arbitrary';
