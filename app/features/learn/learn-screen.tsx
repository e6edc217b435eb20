import { useEffect } from 'react';
import { registerCommands } from '../../shell/commands';
import type { ScreenProps } from '../../shell/screens';
import { showNotice } from '../../state/ui-store';
import { learnCommands } from './learn-commands';
import { stepById } from './model/steps';
import { CheatSheetPage } from './views/cheat-sheet-page';
import { Overview } from './views/overview';
import { StepPage } from './views/step-page';
import './learn.css';

/** The Learn screen: `#/learn` (overview), `#/learn/cheat-sheet`, and `#/learn/<step-id>` for each step. */
export default function LearnScreen({ theme, path }: ScreenProps) {
  const page = path[0];
  const step = page === undefined ? undefined : stepById(page);
  const unknown = page !== undefined && page !== 'cheat-sheet' && !step;
  useEffect(() => registerCommands(learnCommands(step || page === 'cheat-sheet' ? page : undefined)), [page, step]);
  useEffect(() => {
    if (unknown) showNotice(`There is no Learn step named "${page.slice(0, 60)}": showing the overview.`);
  }, [unknown, page]);
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [page]);
  if (page === 'cheat-sheet') return <CheatSheetPage />;
  if (step) return <StepPage key={step.id} step={step} theme={theme} />;
  return <Overview />;
}
