import { useEffect, useState } from 'react';
import { useUiStore } from '../state/ui-store';
import type { Screen } from './router';

/**
 * The notice to show on `screen`: a notice belongs to the screen shown when it appeared, and leaving
 * that screen dismisses it (a "Link copied" never follows the user to Live).
 */
export function useScreenNotice(screen: Screen): string | null {
  const notice = useUiStore((s) => s.notice);
  const [owned, setOwned] = useState<{ notice: string | null; screen: Screen }>({ notice, screen });
  // Adjusted during render (React's pattern for state derived from a prop): a new notice is this screen's.
  if (owned.notice !== notice) setOwned({ notice, screen });
  const elsewhere = notice !== null && owned.notice === notice && owned.screen !== screen;
  useEffect(() => {
    if (elsewhere) useUiStore.getState().actions.showNotice(null);
  }, [elsewhere]);
  return elsewhere ? null : notice;
}
