import { useEffect } from 'react';
import { showNotice } from '../../state/ui-store';
import { findExample } from './model/examples';
import { DEFAULT_INPUT, type PlaygroundInput } from './model/input';
import { decodeHash } from './state/share-link';
import { usePlaygroundStore } from './state/playground-store';

/** The input the current link produced; once the input differs, the link no longer describes the view. */
let linkedInput: PlaygroundInput | null = null;

const isPlaygroundLink = (hash: string) =>
  hash.startsWith('#example/') || hash.startsWith('#s=') || /^#\/playground\?.*example=/.test(hash);

/** Announces the input a link is about to load, so loading it does not count as an edit. */
export function linkPending(input: PlaygroundInput): void {
  linkedInput = input;
}

/** Puts a link for the current input in the address bar (a copied share link, a picked example). */
export function showLink(hash: string): void {
  history.replaceState(null, '', hash);
  linkedInput = usePlaygroundStore.getState().input;
}

/** The notice after a link replaced the user's own input. */
export const UNDO_LINK_HINT = 'Your previous input is one undo away: press Shift+Alt+U.';

/** Loads a linked input; what it replaces stays one undo away, and the notice says so. */
function openLinked(input: PlaygroundInput, exampleId: string | null, what: string): void {
  const store = usePlaygroundStore.getState();
  const before = store.previousInput;
  // A first visit replaces only the defaults: nothing worth an undo.
  const own = JSON.stringify(store.input) !== JSON.stringify(DEFAULT_INPUT);
  store.actions.loadInput(input, exampleId, own);
  const after = usePlaygroundStore.getState().previousInput;
  if (after !== null && after !== before) showNotice(`Opened ${what}. ${UNDO_LINK_HINT}`);
}

/** A damaged link can carry any text: quote at most `max` characters of it. */
function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * Applies a playground link: a shared state (`#s=…`), a gallery example (`#example/<id>`, or
 * `#/playground?example=<id>`). Runs whenever the shell hands the screen a new hash.
 */
export function useHashRoute(hash: string, params: URLSearchParams): void {
  const exampleParam = params.get('example');
  useEffect(() => {
    const route = exampleParam !== null ? ({ kind: 'example', id: exampleParam } as const) : decodeHash(hash);
    if (route.kind === 'state') {
      linkPending(route.input);
      openLinked(route.input, null, 'the shared link');
    } else if (route.kind === 'invalid') showNotice(`${route.reason} Your saved playground is shown instead.`);
    else if (route.kind === 'example') {
      const example = findExample(route.id);
      if (example) {
        linkPending(example.input);
        openLinked(example.input, example.id, `the example "${example.title}"`);
      } else showNotice(`There is no example named "${clip(route.id, 80)}". Your saved playground is shown instead.`);
    }
    linkedInput = usePlaygroundStore.getState().input;
  }, [hash, exampleParam]);
}

/**
 * Keeps the address bar in step with the state, as the TypeScript Playground does: the first edit
 * after opening a link replaces it by `#/playground`, so a reload restores what the user last saw
 * (the saved input) instead of the pristine example or shared state.
 */
export function useLinkFollowsEdits(): void {
  useEffect(
    () =>
      usePlaygroundStore.subscribe((state, previous) => {
        if (state.input === previous.input || state.input === linkedInput) return;
        if (isPlaygroundLink(window.location.hash)) history.replaceState(null, '', '#/playground');
      }),
    [],
  );
}
