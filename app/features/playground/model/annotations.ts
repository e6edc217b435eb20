import type { ShapeStep } from '../../../../src/index';

/**
 * Where a step goes in the shaped response: the editor maps the pointer to a range. Its hover is
 * built from the step as data (the editor escapes every part), never as Markdown here.
 */
export interface StepAnnotation {
  pointer: string;
  kind: ShapeStep['action'];
}

/**
 * Places the shaper's steps. A removed member is not in the response, so it goes on the parent object.
 *
 * @example
 * const { steps } = explainModern(1, 'tools/list', { kind: 'ok', result: { tools: [] } });
 * stepAnnotations(steps)[1] // => { pointer: '/result/ttlMs', kind: 'added' }
 */
export function stepAnnotations(steps: readonly ShapeStep[]): StepAnnotation[] {
  return steps.map((step) => ({
    pointer: step.action === 'removed' ? parentPointer(step.pointer) : step.pointer,
    kind: step.action,
  }));
}

function parentPointer(pointer: string): string {
  const cut = pointer.lastIndexOf('/');
  return cut <= 0 ? '' : pointer.slice(0, cut);
}
