import type { ShapeStep } from '../../../../src/index';

/** A highlight on the shaped response: the editor maps the pointer to a range. */
export interface StepAnnotation {
  pointer: string;
  kind: ShapeStep['action'];
  hover: string;
}

/**
 * Turns the shaper's steps into editor annotations. A removed member is not in the response,
 * so its note goes on the parent object.
 *
 * @example
 * stepAnnotations([{ pointer: '/result/ttlMs', action: 'added', summary: 'ttlMs added.', reason }])[0].kind // 'added'
 */
export function stepAnnotations(steps: readonly ShapeStep[]): StepAnnotation[] {
  return steps.map((step) => ({
    pointer: step.action === 'removed' ? parentPointer(step.pointer) : step.pointer,
    kind: step.action,
    hover: `**${step.action}** — ${step.summary}\n\n${step.reason.text}${step.reason.rule ? ` (${step.reason.rule})` : ''}\n\n[${step.reason.source === 'spec' ? 'Specification' : step.reason.source === 'seed' ? 'Seed documentation' : 'Decision / specification'}](${step.reason.url})`,
  }));
}

function parentPointer(pointer: string): string {
  const cut = pointer.lastIndexOf('/');
  return cut <= 0 ? '' : pointer.slice(0, cut);
}
