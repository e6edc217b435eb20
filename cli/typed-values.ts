/**
 * The values of `flags` exactly as typed, in command-line order, from a line cac has already checked
 * (no unknown option, no flag without its value). cac's parser reads a value that looks like a number
 * as one ("0123" becomes 123, "0x1f" 31), which would change a secret or a file name; and `--call` and
 * `--args` pair by their order, which cac's per-flag arrays do not keep. Same reading as cac's: a value
 * follows `=` or is the next word.
 *
 * @example
 * typedValues(['x', '--call', 'a', '--args={}', '--client-secret', '0123'], ['--call', '--args', '--client-secret'])
 * // => [{ flag: '--call', value: 'a' }, { flag: '--args', value: '{}' }, { flag: '--client-secret', value: '0123' }]
 */
export function typedValues(argv: readonly string[], flags: readonly string[]): { flag: string; value: string }[] {
  const out: { flag: string; value: string }[] = [];
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (word === '--') break;
    if (!word.startsWith('--')) continue;
    const at = word.indexOf('=');
    const flag = at > 0 ? word.slice(0, at) : word;
    if (!flags.includes(flag)) continue;
    const inline = at > 0 ? word.slice(at + 1) : '';
    const value = inline !== '' ? inline : argv[++i];
    if (value !== undefined) out.push({ flag, value });
  }
  return out;
}

/** The typed values by flag, in order (the last one wins where a flag is given once). */
export function valuesByFlag(typed: readonly { flag: string; value: string }[]): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const { flag, value } of typed) values.set(flag, [...(values.get(flag) ?? []), value]);
  return values;
}
