// Which request an over-long stdout line answered, read from the ends the line reader kept: an id
// written first (after "jsonrpc") or last in the outermost object covers what SDKs write.

const VALUE = String.raw`("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|null)`;
const FIRST = new RegExp(String.raw`^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*${VALUE}`);
const LAST = new RegExp(String.raw`[,{]\s*"id"\s*:\s*${VALUE}\s*\}\s*$`);

/** The JSON-RPC id of a line known only by its first and last bytes, or undefined. */
export function idOfLineEnds(head: string, tail: string): string | number | null | undefined {
  const match = FIRST.exec(head) ?? LAST.exec(tail);
  if (!match) return undefined;
  try {
    return JSON.parse(match[1]!) as string | number | null;
  } catch {
    return undefined;
  }
}
