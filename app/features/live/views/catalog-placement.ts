import { createContext } from 'react';

/**
 * Where the catalog is shown: `pane` when the screen gives it a pane of its own, so a CatalogList
 * rendered inline elsewhere (inside the request builder) stands back and the catalog appears once.
 */
export const CatalogPlacement = createContext<'inline' | 'pane'>('inline');
