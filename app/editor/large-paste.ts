import type { IDisposable } from 'monaco-editor/editor';
import { LARGE_TEXT } from './size-mode';

/**
 * Offers pastes longer than LARGE_TEXT to `take` before Monaco sees them (Monaco's own paste of
 * 5 MB blocks for over a second); `take` returns false to let Monaco paste after all.
 */
export function interceptLargePaste(host: HTMLElement, take: (text: string) => boolean): IDisposable {
  const listener = (event: ClipboardEvent) => {
    const text = event.clipboardData?.getData('text/plain') ?? '';
    if (text.length <= LARGE_TEXT || !take(text)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  // Capture phase on the host runs before Monaco's listeners on its inner input element.
  host.addEventListener('paste', listener, true);
  return { dispose: () => host.removeEventListener('paste', listener, true) };
}
