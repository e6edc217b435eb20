import { useEffect } from 'react';
import { useStore } from '../../state/store';
import { runAction } from './actions';

/** Global shortcuts (outside the editor, which registers its own): Alt+Shift+F, Alt+Shift+L, Alt+Shift+N, F1, ?, Esc. */
export function useShortcuts(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const typing =
        event.target instanceof HTMLElement &&
        (event.target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(event.target.tagName));
      if (event.altKey && event.shiftKey) {
        const action = ({ KeyF: 'format', KeyL: 'copyLink', KeyN: 'nextExample' } as const)[
          event.code as 'KeyF' | 'KeyL' | 'KeyN'
        ];
        if (action) {
          event.preventDefault();
          runAction(action);
        }
      } else if (event.key === 'F1' || (event.key === '?' && !typing)) {
        event.preventDefault();
        runAction('help');
      } else if (event.key === 'Escape') {
        useStore.getState().uiActions.setHelpOpen(false);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
