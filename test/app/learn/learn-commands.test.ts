import { describe, expect, it } from 'vitest';
import { learnCommands, learnNeighbours } from '../../../app/features/learn/learn-commands';
import { STEPS } from '../../../app/features/learn/model/steps';

const first = STEPS[0]!.id;
const second = STEPS[1]!.id;
const last = STEPS.at(-1)!.id;

describe('where next and previous lead', () => {
  it.each([
    [undefined, '#/learn', `#/learn/${first}`],
    [first, '#/learn', `#/learn/${second}`],
    [second, `#/learn/${first}`, `#/learn/${STEPS[2]!.id}`],
    [last, `#/learn/${STEPS.at(-2)!.id}`, '#/learn/cheat-sheet'],
    ['cheat-sheet', `#/learn/${last}`, null],
  ])('from %s', (page, previous, next) => {
    expect(learnNeighbours(page)).toEqual({ previous, next });
  });

  it('binds Alt+Shift+→/← and turns "next" off on the last page', () => {
    const [next, previous] = learnCommands('cheat-sheet');
    expect(next?.keys).toEqual(['Alt+Shift+ArrowRight']);
    expect(previous?.keys).toEqual(['Alt+Shift+ArrowLeft']);
    expect(next?.when?.()).toBe(false);
    expect(learnCommands(first)[0]?.when?.()).toBe(true);
  });
});
