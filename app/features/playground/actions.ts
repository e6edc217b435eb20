import { copyText } from '../../ui/copy-button';
import { encodeStateHash, exampleHash } from '../../state/share-link';
import { useStore } from '../../state/store';
import { EXAMPLES } from './model/examples';
import { parseHandlerResult, printHandlerResult } from '../../../src/index';

/** The playground's keyboard-reachable actions, shared by buttons, shortcuts and the editor. */
export type PlaygroundAction = 'format' | 'copyLink' | 'nextExample' | 'help';

/** Copies a link that reopens exactly this view, and puts it in the address bar. */
export async function copyShareLink(): Promise<void> {
  const { input, exampleId, uiActions } = useStore.getState();
  const hash = exampleId ? exampleHash(exampleId) : encodeStateHash(input);
  history.replaceState(null, '', hash);
  await copyText(window.location.href);
  uiActions.showNotice('Link copied: it reopens exactly this view.');
}

/**
 * Copies the request `_meta` into the handler result's `_meta`, as a handler that echoes it would,
 * so the user sees which request-scoped keys the shaper strips (and that tools/call keeps them).
 */
export function echoRequestMeta(): void {
  const { input, playgroundActions, uiActions } = useStore.getState();
  try {
    const meta: unknown = JSON.parse(input.requestMeta);
    const parsed = parseHandlerResult(input.text);
    if (parsed.result.kind !== 'ok' || typeof meta !== 'object' || meta === null) throw new Error('not echoable');
    const result = {
      ...parsed.result.result,
      _meta: { ...(parsed.result.result['_meta'] as object | undefined), ...meta },
    };
    playgroundActions.setText(printHandlerResult({ kind: 'ok', result }, parsed.syntax));
  } catch {
    uiActions.showNotice('Echo needs an {:ok, map} handler result and a request _meta that is a JSON object.');
  }
}

/** Runs one action by name. */
export function runAction(action: PlaygroundAction): void {
  const { input, exampleId, playgroundActions, uiActions, helpOpen } = useStore.getState();
  if (action === 'copyLink') void copyShareLink();
  if (action === 'help') uiActions.setHelpOpen(!helpOpen);
  if (action === 'nextExample') {
    const at = EXAMPLES.findIndex((e) => e.id === exampleId);
    const next = EXAMPLES[(at + 1) % EXAMPLES.length];
    if (next) {
      playgroundActions.loadInput(next.input, next.id);
      history.replaceState(null, '', exampleHash(next.id));
    }
  }
  if (action === 'format') {
    try {
      const parsed = parseHandlerResult(input.text);
      playgroundActions.setText(printHandlerResult(parsed.result, parsed.syntax));
    } catch {
      uiActions.showNotice('Fix the syntax error first: only a readable handler result can be formatted.');
    }
  }
}
