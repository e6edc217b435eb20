import { describe, expect, it } from 'vitest';
import { atom, map } from '../../../src/term/build';
import type { Term } from '../../../src/term/types';
import { paginated } from '../../../src/normalizer';

const tools = [map([atom('name'), 'echo'])];

describe('paginated (§3.4)', () => {
  it.each<[string, Term | undefined, Term]>([
    ['no cursor argument', undefined, map(['tools', tools])],
    ['cursor nil', null, map(['tools', tools])],
    ['cursor ""', '', map(['tools', tools], ['nextCursor', ''])],
    ['cursor false', false, map(['tools', tools], ['nextCursor', false])],
    ['cursor 0', 0, map(['tools', tools], ['nextCursor', 0])],
    ['cursor "c2"', 'c2', map(['tools', tools], ['nextCursor', 'c2'])],
    ['cursor atom', atom('done'), map(['tools', tools], ['nextCursor', atom('done')])],
  ])('%s', (_, cursor, expected) => {
    const out = cursor === undefined ? paginated('tools', tools) : paginated('tools', tools, cursor);
    expect(out).toEqual(expected);
  });

  it('uses key and entries as given (atom keys survive, nothing is copied)', () => {
    const out = paginated(atom('tools'), tools, 'c');
    expect(out).toEqual(map([atom('tools'), tools], ['nextCursor', 'c']));
    expect(out.entries[0]?.[1]).toBe(tools);
    expect(paginated('resources', 'not a list')).toEqual(map(['resources', 'not a list']));
  });

  it('key "nextCursor" with a cursor keeps one entry, the later (cursor) wins', () => {
    expect(paginated('nextCursor', tools, 'c')).toEqual(map(['nextCursor', 'c']));
    expect(paginated('nextCursor', tools)).toEqual(map(['nextCursor', tools]));
  });
});
