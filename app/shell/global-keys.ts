import { useEffect } from 'react';
import { tinykeys } from 'tinykeys';
import { getCommands, subscribeCommands } from './commands';

/**
 * Binds every registered command's keys on the window. A key an editor already handled
 * (`defaultPrevented`) is not run twice; `when` is checked at key time.
 */
export function useGlobalKeys(): void {
  useEffect(() => {
    let unbind = bind();
    const unsubscribe = subscribeCommands(() => {
      unbind();
      unbind = bind();
    });
    return () => {
      unsubscribe();
      unbind();
    };
  }, []);
}

function bind(): () => void {
  const map: Record<string, (event: KeyboardEvent) => void> = {};
  for (const command of getCommands()) {
    if (command.displayOnly) continue;
    for (const keys of command.keys) {
      const previous = map[keys];
      map[keys] = (event) => {
        if (event.defaultPrevented) return;
        if (command.when && !command.when()) return previous?.(event);
        event.preventDefault();
        command.run();
      };
    }
  }
  return tinykeys(window, map);
}

const NOT_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/**
 * True when keys typed now go into text: text inputs, text areas, contenteditable, and our editors
 * (Chromium's EditContext makes Monaco's focus target a plain div, so `isContentEditable` misses it).
 */
export function isTypingTarget(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element.tagName === 'TEXTAREA') return true;
  // A checkbox, a button or a select takes no text: `?` there opens help.
  if (element instanceof HTMLInputElement) return !NOT_TEXT_INPUTS.has(element.type);
  return element.closest('.si-editor') !== null || (element as { editContext?: unknown }).editContext != null;
}
