import { useEffect } from 'react';
import { showNotice } from '../../state/ui-store';
import { findExample } from './model/examples';
import { decodeHash } from './state/share-link';
import { usePlaygroundStore } from './state/playground-store';

/**
 * Applies a playground link: a shared state (`#s=…`), a gallery example (`#example/<id>`, or
 * `#/playground?example=<id>`). Runs whenever the shell hands the screen a new hash.
 */
export function useHashRoute(hash: string, params: URLSearchParams): void {
  const exampleParam = params.get('example');
  useEffect(() => {
    const route = exampleParam !== null ? ({ kind: 'example', id: exampleParam } as const) : decodeHash(hash);
    const { actions } = usePlaygroundStore.getState();
    if (route.kind === 'state') actions.loadInput(route.input);
    else if (route.kind === 'invalid') showNotice(`${route.reason} Your saved playground is shown instead.`);
    else if (route.kind === 'example') {
      const example = findExample(route.id);
      if (example) actions.loadInput(example.input, example.id);
      else showNotice(`There is no example named "${route.id.slice(0, 80)}".`);
    }
  }, [hash, exampleParam]);
}
