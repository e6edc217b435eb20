import type { Command } from '../../shell/commands';
import { showNotice } from '../../state/ui-store';
import { copyText } from '../../ui/clipboard';
import { parseHandlerResult, printHandlerResult } from '../../../src/index';
import { EXAMPLES } from './model/examples';
import { encodeStateHash, exampleHash, linkTooLong, MAX_URL_LENGTH } from './state/share-link';
import { usePlaygroundStore } from './state/playground-store';
import { RETRY_KEYS } from './model/checker-failure';
import { linkPending, showLink } from './use-hash-route';
import { retryChecker } from './use-preview';

/** Copies a link that reopens exactly this view, and puts it in the address bar. */
export async function copyShareLink(): Promise<void> {
  const { input, exampleId } = usePlaygroundStore.getState();
  const hash = exampleId ? exampleHash(exampleId) : encodeStateHash(input);
  const base = window.location.href.length - window.location.hash.length;
  if (linkTooLong(hash, base)) {
    showNotice(tooLargeNotice(hash.length + base));
    return;
  }
  showLink(hash);
  const copied = await copyText(window.location.href);
  showNotice(
    copied
      ? 'Link copied: it reopens exactly this view.'
      : 'The link is in the address bar, but copying failed: copy it from there.',
  );
}

/**
 * What "Copy link" says for an input whose link no browser opens, instead of claiming it reopens the view.
 *
 * @example
 * const notice = tooLargeNotice(3 * 1024 * 1024);
 * notice.startsWith('This input is too large for a link: its link would be 3.0 MB long') // => true
 * notice.endsWith('No link was copied; share the text itself instead.') // => true
 */
export function tooLargeNotice(length: number): string {
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  return `This input is too large for a link: its link would be ${mb(length)} long, and browsers open links up to ${mb(MAX_URL_LENGTH)}. No link was copied; share the text itself instead.`;
}

/** Brings back the input a link replaced. */
function undoLink(): void {
  if (usePlaygroundStore.getState().actions.restorePrevious()) {
    history.replaceState(null, '', '#/playground');
    showNotice('Your previous input is back.');
  } else showNotice('No link replaced your input: there is nothing to undo.');
}

/**
 * Copies the request `_meta` into the handler result's `_meta`, as a handler that echoes it would,
 * so the user sees which request-scoped keys the shaper strips (and that tools/call keeps them).
 */
export function echoRequestMeta(): void {
  const { input, actions } = usePlaygroundStore.getState();
  try {
    const meta: unknown = JSON.parse(input.requestMeta);
    const parsed = parseHandlerResult(input.text);
    if (parsed.result.kind !== 'ok' || typeof meta !== 'object' || meta === null) throw new Error('not echoable');
    const result = {
      ...parsed.result.result,
      _meta: { ...(parsed.result.result['_meta'] as object | undefined), ...meta },
    };
    actions.setText(printHandlerResult({ kind: 'ok', result }, parsed.syntax));
  } catch {
    showNotice('Echo needs an {:ok, map} handler result and a request _meta that is a JSON object.');
  }
}

/** Loads a gallery example and names it in the address bar. */
export function loadExample(id: string): void {
  const example = EXAMPLES.find((e) => e.id === id);
  if (!example) return;
  linkPending(example.input);
  usePlaygroundStore.getState().actions.loadInput(example.input, example.id);
  showLink(exampleHash(example.id));
}

function loadNextExample(): void {
  const at = EXAMPLES.findIndex((e) => e.id === usePlaygroundStore.getState().exampleId);
  const next = EXAMPLES[(at + 1) % EXAMPLES.length];
  if (next) loadExample(next.id);
}

function formatInput(): void {
  const { input, actions } = usePlaygroundStore.getState();
  try {
    const parsed = parseHandlerResult(input.text);
    actions.setText(printHandlerResult(parsed.result, parsed.syntax));
  } catch {
    showNotice('Fix the syntax error first: only a readable handler result can be formatted.');
  }
}

const GROUP = 'Playground';

/** The playground's commands: the shell binds their keys, the editors register them, help lists them. */
export const PLAYGROUND_COMMANDS: readonly Command[] = [
  {
    id: 'playground.format',
    label: 'Format the handler result',
    keys: ['Shift+Alt+KeyF'],
    run: formatInput,
    group: GROUP,
  },
  {
    id: 'playground.copyLink',
    label: 'Copy a link to this view',
    keys: ['Shift+Alt+KeyL'],
    run: () => void copyShareLink(),
    group: GROUP,
  },
  {
    id: 'playground.nextExample',
    label: 'Load the next example',
    keys: ['Shift+Alt+KeyN'],
    run: loadNextExample,
    group: GROUP,
  },
  {
    id: 'playground.undoLink',
    label: 'Undo opening a link (bring back the input it replaced)',
    keys: ['Shift+Alt+KeyU'],
    run: undoLink,
    group: GROUP,
  },
  {
    id: 'playground.retryChecker',
    label: 'Retry the checker (after its worker stopped)',
    keys: [RETRY_KEYS],
    run: () => void retryChecker(),
    group: GROUP,
  },
  {
    id: 'playground.find',
    label: 'Find in an editor',
    keys: ['$mod+KeyF'],
    run: () => {},
    group: GROUP,
    displayOnly: true,
  },
  {
    id: 'playground.divider',
    label: 'Move the pane divider when it has focus',
    keys: ['ArrowLeft', 'ArrowRight'],
    run: () => {},
    group: GROUP,
    displayOnly: true,
  },
];
