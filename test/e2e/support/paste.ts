import type { Page } from 'playwright-core';

// Plain JavaScript source, not a function: tsx (bench) rewrites functions with a `__name` helper
// that does not exist in the page, so the code goes over as text.
const PASTE_SOURCE = `(size) => {
  const tools = [];
  for (let i = 0, length = 0; length < size; i++) {
    const tool = '%{"name" => "tool_' + i + '", "description" => "Tool ' + i + ', for the paste budget", "inputSchema" => %{"type" => "object"}}';
    tools.push(tool);
    length += tool.length + 4;
  }
  const text = '{:ok, %{"tools" => [\\n  ' + tools.join(',\\n  ') + '\\n]}}';
  const clipboardData = new DataTransfer();
  clipboardData.setData('text/plain', text);
  document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  return text.length;
}`;

/**
 * Pastes a tools/list handler result of about `size` characters into the page's focused element with a
 * real paste event, and returns its length. Used by the e2e test and `npm run bench:app`.
 */
export function pasteToolsList(page: Page, size: number): Promise<number> {
  return page.evaluate(`(${PASTE_SOURCE})(${size})`) as Promise<number>;
}
