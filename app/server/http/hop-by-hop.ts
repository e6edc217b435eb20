// Hop-by-hop headers describe one connection, not the message (RFC 9110 §7.6.1): a proxy removes
// them, and every header the Connection header names, on each side. The relay, the tap and the
// conformance run's recorder all use this one rule.

const HOP_BY_HOP: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
]);

/** The lower-cased names a message's `Connection` headers list (`Connection: close, X-Foo`). */
export function connectionListed(pairs: Iterable<readonly [string, string]>): Set<string> {
  const listed = new Set<string>();
  for (const [name, value] of pairs)
    if (name.toLowerCase() === 'connection')
      for (const option of value.split(',')) {
        const n = option.trim().toLowerCase();
        if (n !== '') listed.add(n);
      }
  return listed;
}

/** Whether a header belongs to the connection: always hop-by-hop, or named in `Connection` (`listed`). */
export function isHopByHop(name: string, listed: ReadonlySet<string>): boolean {
  const n = name.toLowerCase();
  return HOP_BY_HOP.has(n) || listed.has(n);
}

/** Node's raw `[name, value, name, value, …]` as pairs. */
export function rawPairs(raw: readonly string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) pairs.push([raw[i]!, raw[i + 1]!]);
  return pairs;
}

/**
 * Raw headers minus the hop-by-hop ones and those `drop` names (it gets the lower-cased name);
 * names, case, order and repeats are kept.
 */
export function endToEnd(raw: readonly string[], drop: (lowerName: string) => boolean = () => false): string[] {
  const listed = connectionListed(rawPairs(raw));
  const out: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!;
    if (isHopByHop(name, listed) || drop(name.toLowerCase())) continue;
    out.push(name, raw[i + 1]!);
  }
  return out;
}
