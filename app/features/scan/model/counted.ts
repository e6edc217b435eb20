/**
 * A count with its noun, singular for one.
 *
 * @example
 * counted(1, 'warning') // => '1 warning'
 * counted(0, 'error') // => '0 errors'
 */
export function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
