import type { Command } from '../../shell/commands';
import { navigate, routeHash } from '../../shell/router';
import { neighbours, STEPS } from './model/steps';

const CHEAT_SHEET = 'cheat-sheet';

/** Where "next" and "previous" lead from a Learn page (the overview, a step, or the cheat sheet). */
export function learnNeighbours(page: string | undefined): { previous: string; next: string | null } {
  const overview = routeHash('learn');
  const last = STEPS.at(-1);
  if (page === undefined || !STEPS.some((s) => s.id === page)) {
    if (page === CHEAT_SHEET) return { previous: last ? routeHash('learn', [last.id]) : overview, next: null };
    const first = STEPS[0];
    return { previous: overview, next: first ? routeHash('learn', [first.id]) : null };
  }
  const { previous, next } = neighbours(page);
  return {
    previous: previous ? routeHash('learn', [previous.id]) : overview,
    next: next ? routeHash('learn', [next.id]) : routeHash('learn', [CHEAT_SHEET]),
  };
}

/** The tour's keys: next and previous step, anywhere on a Learn page (editors included). */
export function learnCommands(page: string | undefined): Command[] {
  const { previous, next } = learnNeighbours(page);
  return [
    {
      id: 'learn.next',
      label: 'Next step',
      keys: ['Alt+Shift+ArrowRight'],
      when: () => next !== null,
      run: () => next && navigate(next),
      group: 'Learn',
    },
    {
      id: 'learn.previous',
      label: 'Previous step',
      keys: ['Alt+Shift+ArrowLeft'],
      run: () => navigate(previous),
      group: 'Learn',
    },
  ];
}
