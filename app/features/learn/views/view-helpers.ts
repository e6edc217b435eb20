import type { EraDifference } from '../../../../src/index';
import type { EditorAnnotation } from '../../../editor';

/** Highlights for one pane: what the modern era added or changed, or (legacy pane) what it removed. */
export function differenceAnnotations(
  differences: readonly EraDifference[],
  pane: 'legacy' | 'modern',
): EditorAnnotation[] {
  return differences
    .filter((d) => d.pointer !== '' && (pane === 'legacy' ? d.change !== 'added' : d.change !== 'removed'))
    .map((d) => ({
      pointer: d.pointer,
      kind: d.change === 'added' ? 'added' : d.change === 'removed' ? 'removed' : 'replaced',
      hover: { title: `${d.change} in 2026-07-28`, paragraphs: [d.why], link: { label: 'Specification', url: d.url } },
    }));
}

/** Headers as they go on the wire, one per line. */
export function formatHeaders(headers: Readonly<Record<string, string>>): string {
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}

/**
 * An editor height that shows the longest of the texts whole (8 to 32 lines), so panes side by side align.
 *
 * @example
 * fitHeight('{\n}') // => '164px'
 * // The 8-line minimum above, the longest text and the 32-line maximum below:
 * fitHeight('{\n}', 'a\n'.repeat(9)) // => '202px'
 * fitHeight('a\n'.repeat(40), null) // => '620px'
 */
export function fitHeight(...texts: (string | null)[]): string {
  const lines = Math.max(...texts.map((t) => (t ?? '').split('\n').length));
  return `${Math.min(Math.max(lines, 8), 32) * 19 + 12}px`;
}
