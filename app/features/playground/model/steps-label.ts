/**
 * The summary line over the shaping steps, counted in the right number.
 *
 * @example
 * shapingStepsLabel(1) // => '1 shaping step'
 * shapingStepsLabel(3) // => '3 shaping steps'
 */
export function shapingStepsLabel(count: number): string {
  return `${count} shaping ${count === 1 ? 'step' : 'steps'}`;
}
