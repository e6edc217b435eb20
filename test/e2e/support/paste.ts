/**
 * Runs in the page: pastes a tools/list handler result of about `size` characters into the focused
 * element with a real paste event, and returns its length. Used by the e2e test and `npm run bench:app`.
 */
export function pasteToolsList(size: number): number {
  const tool = (i: number) =>
    `%{"name" => "tool_${i}", "description" => "Tool ${i}, for the paste budget", "inputSchema" => %{"type" => "object"}}`;
  const tools: string[] = [];
  for (let i = 0, length = 0; length < size; i++) length += tools[tools.push(tool(i)) - 1]!.length + 4;
  const text = `{:ok, %{"tools" => [\n  ${tools.join(',\n  ')}\n]}}`;
  const clipboardData = new DataTransfer();
  clipboardData.setData('text/plain', text);
  document.activeElement?.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
  );
  return text.length;
}
