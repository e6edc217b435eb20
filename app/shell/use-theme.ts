import { useSyncExternalStore } from 'react';
import type { ThemeChoice } from '../state/ui-store';

const query = () => window.matchMedia('(prefers-color-scheme: dark)');

/** The effective theme: the user's choice, or the system's when the choice is 'system'. */
export function useEffectiveTheme(choice: ThemeChoice): 'light' | 'dark' {
  const systemDark = useSyncExternalStore(
    (notify) => {
      const q = query();
      q.addEventListener('change', notify);
      return () => q.removeEventListener('change', notify);
    },
    () => query().matches,
  );
  return choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
}
