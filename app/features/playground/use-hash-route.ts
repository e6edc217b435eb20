import { useEffect } from 'react';
import { decodeHash } from '../../state/share-link';
import { useStore } from '../../state/store';
import { findExample } from './model/examples';

/** Loads a shared state (`#s=…`) or a gallery example (`#example/<id>`) from the URL, now and on every hash change. */
export function useHashRoute(): void {
  useEffect(() => {
    const apply = () => {
      const route = decodeHash(window.location.hash);
      const { playgroundActions, uiActions } = useStore.getState();
      if (route.kind === 'state') playgroundActions.loadInput(route.input);
      else if (route.kind === 'invalid')
        uiActions.showNotice(`${route.reason} Your saved playground is shown instead.`);
      else if (route.kind === 'example') {
        const example = findExample(route.id);
        if (example) playgroundActions.loadInput(example.input, example.id);
        else uiActions.showNotice(`There is no example named "${route.id}".`);
      }
    };
    apply();
    window.addEventListener('hashchange', apply);
    return () => window.removeEventListener('hashchange', apply);
  }, []);
}
