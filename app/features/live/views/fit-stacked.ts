/** What `fitStacked` reads and writes of a box: an element, or a stand-in with the same fields. */
type Box = Pick<HTMLElement, 'clientWidth' | 'scrollWidth' | 'dataset'>;

/**
 * Lays `box` out as usual (`data-stacked="false"`), measures whether what it holds is wider than it, and marks
 * it `data-stacked="true"` if so, for its CSS to stack it instead of hiding columns past the edge. Measured
 * rather than a breakpoint: the width a grid needs depends on what the server declared. Returns the mark.
 *
 * @example
 * // A stand-in for a 329 px pane whose grid needs 435 px as a table (and fits once stacked):
 * const box = { clientWidth: 329, dataset: {} as DOMStringMap, get scrollWidth() { return this.dataset['stacked'] === 'true' ? 329 : 435; } };
 * fitStacked(box) // => true
 * box.dataset['stacked'] // => 'true'
 * // Widened past what the columns need, it is a table again:
 * box.clientWidth = 600;
 * fitStacked(box) // => false
 */
export function fitStacked(box: Box): boolean {
  box.dataset['stacked'] = 'false';
  const stacked = box.scrollWidth > box.clientWidth;
  box.dataset['stacked'] = String(stacked);
  return stacked;
}
