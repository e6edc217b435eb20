import type { ShapeStep } from '../../../../src/index';

/** A member the shaper removed, as a line to draw where it was (the editor's GhostLine, without the editor). */
export interface RemovedGhost {
  /** Pointer of the object it was removed from. */
  after: string;
  text: string;
  label: string;
  hover: string;
  kind: 'removed';
}

const MAX_VALUE = 100;

/**
 * The removed members of the shaping steps, one line each under the object they were removed from.
 *
 * @example
 * const { result } = parseHandlerResult('{:ok, %{"contents" => [], "_meta" => %{"io.modelcontextprotocol/logLevel" => "info"}}}');
 * const [ghost] = removedGhosts(explainModern(1, 'resources/read', result).steps);
 * [ghost?.after, ghost?.text, ghost?.kind] // => ['/result/_meta', '"io.modelcontextprotocol/logLevel": "info"', 'removed']
 */
export function removedGhosts(steps: readonly ShapeStep[]): RemovedGhost[] {
  return steps
    .filter((step) => step.action === 'removed')
    .map((step) => {
      const cut = step.pointer.lastIndexOf('/');
      const key = step.pointer
        .slice(cut + 1)
        .replace(/~1/g, '/')
        .replace(/~0/g, '~');
      const value = step.before === undefined ? '…' : JSON.stringify(step.before);
      const shown = value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE - 1)}…` : value;
      return {
        after: cut <= 0 ? '' : step.pointer.slice(0, cut),
        text: `${JSON.stringify(key)}: ${shown}`,
        label: key,
        hover: `removed: ${step.summary} ${step.reason.text}${step.reason.rule ? ` (${step.reason.rule})` : ''}`,
        kind: 'removed' as const,
      };
    });
}
