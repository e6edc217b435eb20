import { isHttpToken } from '../src/index';

/**
 * The `--header "Name: value"` values of a command as headers, or the usage line for the first one
 * that is not a header (no colon, or a name that is not an HTTP token). A repeated name keeps the last value.
 */
export function parseHeaderArgs(raws: readonly unknown[]): { headers: Record<string, string> } | { usage: string } {
  const headers: Record<string, string> = {};
  for (const value of raws) {
    const raw = String(value);
    const at = raw.indexOf(':');
    const name = at > 0 ? raw.slice(0, at).trim() : '';
    if (!isHttpToken(name)) return { usage: `--header needs "Name: value", got ${JSON.stringify(raw)}.` };
    headers[name] = raw.slice(at + 1).trim();
  }
  return { headers };
}
