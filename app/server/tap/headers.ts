// Which headers cross the tap. Everything end to end passes as the client or the target wrote it
// (name case and order kept); hop-by-hop headers describe one connection (../http/hop-by-hop.ts)
// and X-Inspector-* may carry the inspector's token, which must never leave it.
import { endToEnd } from '../http/hop-by-hop';

/** The client's request headers as forwarded: end to end, the Host value naming the target (in its place), no X-Inspector-*. */
export function forwardedRequestHeaders(raw: readonly string[], targetHost: string): string[] {
  const out: string[] = [];
  let host = false;
  const kept = endToEnd(raw, (name) => name.startsWith('x-inspector-'));
  for (let i = 0; i + 1 < kept.length; i += 2) {
    if (kept[i]!.toLowerCase() !== 'host') out.push(kept[i]!, kept[i + 1]!);
    else if (!host) {
      host = true;
      out.push(kept[i]!, targetHost);
    }
  }
  return host ? out : ['Host', targetHost, ...out];
}

/** Raw headers as a record: the first spelling of each name (or lower case), repeated values joined. */
export function headerRecord(raw: readonly string[], lowerCase = false): Record<string, string> {
  const values = new Map<string, { key: string; value: string }>();
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const lower = raw[i]!.toLowerCase();
    const seen = values.get(lower);
    if (seen) seen.value = `${seen.value}, ${raw[i + 1]!}`;
    else values.set(lower, { key: lowerCase ? lower : raw[i]!, value: raw[i + 1]! });
  }
  // fromEntries defines own properties, so a header named __proto__ stays a header.
  return Object.fromEntries([...values.values()].map((v) => [v.key, v.value]));
}
