import { describe, expect, it } from 'vitest';
import { groupByReason } from '../../app/features/playground/model/group-differences';
import type { EraDifference } from '../../src/index';

const diff = (pointer: string, why: string, url = 'u'): EraDifference => ({ pointer, change: 'added', why, url });

describe('groupByReason', () => {
  it('says each reason once, for every difference it explains, in first-seen order', () => {
    const groups = groupByReason([diff('/a', 'A'), diff('/b', 'B'), diff('/c', 'A'), diff('/d', 'B', 'other')]);
    expect(groups.map((g) => [g.why, g.url, g.differences.map((d) => d.pointer)])).toEqual([
      ['A', 'u', ['/a', '/c']],
      ['B', 'u', ['/b']],
      ['B', 'other', ['/d']],
    ]);
  });

  it('keeps every difference exactly once', () => {
    const input = ['x', 'y', 'x', 'z', 'y'].map((why, i) => diff(`/${i}`, why));
    expect(
      groupByReason(input)
        .flatMap((g) => g.differences)
        .sort((l, r) => l.pointer.localeCompare(r.pointer)),
    ).toEqual(input);
  });
});
