import type { Page } from 'playwright-core';

// Plain JavaScript source, not a function: tsx (bench) rewrites functions with a `__name` helper
// that does not exist in the page, so the code goes over as text. The text and its clipboard data are made in
// one task and the paste dispatched in another: building 10 MB of text is the harness's work, not the page's.
const PREPARE_SOURCE = `(size) => {
  const tools = [];
  for (let i = 0, length = 0; length < size; i++) {
    const tool = '%{"name" => "tool_' + i + '", "description" => "Tool ' + i + ', for the paste budget", "inputSchema" => %{"type" => "object"}}';
    tools.push(tool);
    length += tool.length + 4;
  }
  const text = '{:ok, %{"tools" => [\\n  ' + tools.join(',\\n  ') + '\\n]}}';
  const clipboardData = new DataTransfer();
  clipboardData.setData('text/plain', text);
  window.__preparedPaste = clipboardData;
  return text.length;
}`;
const DISPATCH_SOURCE = `() => {
  const clipboardData = window.__preparedPaste;
  window.__preparedPaste = undefined;
  document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
}`;

/** Makes a tools/list handler result of about `size` characters ready to paste; returns its length. */
export function preparePaste(page: Page, size: number): Promise<number> {
  return page.evaluate(`(${PREPARE_SOURCE})(${size})`) as Promise<number>;
}

/** Pastes what `preparePaste` made into the page's focused element, with a real paste event. */
export async function dispatchPreparedPaste(page: Page): Promise<void> {
  await page.evaluate(`(${DISPATCH_SOURCE})()`);
}

/**
 * Pastes a tools/list handler result of about `size` characters into the page's focused element with a
 * real paste event, and returns its length. Used by the e2e test; `npm run bench:app` times the two steps apart.
 */
export async function pasteToolsList(page: Page, size: number): Promise<number> {
  const length = await preparePaste(page, size);
  await dispatchPreparedPaste(page);
  return length;
}
