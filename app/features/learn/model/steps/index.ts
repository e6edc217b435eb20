import type { StepDefinition } from '../types';
import { authorization } from './authorization';
import { cacheHints } from './cache-hints';
import { cacheableMethods } from './cacheable-methods';
import { deprecations } from './deprecations';
import { discoverStep } from './discover';
import { envelope } from './envelope';
import { failure } from './failure';
import { errorCodes } from './error-codes';
import { extensions } from './extensions';
import { inputRequired } from './input-required';
import { listen } from './listen';
import { mrtrRounds } from './mrtr-rounds';
import { noSessions } from './no-sessions';
import { removedMethods } from './removed-methods';
import { resourceNotFound } from './resource-not-found';
import { resultType } from './result-type';
import { routingHeaders } from './routing-headers';
import { tasks } from './tasks';
import { toolSchemas } from './tool-schemas';
import { twoEras } from './two-eras';
import { urlElicitation } from './url-elicitation';
import { versions } from './versions';

/** The tour, in teaching order: each step's id is its URL (`#/learn/<id>`). */
export const STEPS: readonly StepDefinition[] = [
  twoEras,
  resultType,
  envelope,
  noSessions,
  discoverStep,
  versions,
  cacheHints,
  cacheableMethods,
  resourceNotFound,
  errorCodes,
  inputRequired,
  mrtrRounds,
  urlElicitation,
  routingHeaders,
  removedMethods,
  listen,
  failure,
  tasks,
  extensions,
  toolSchemas,
  deprecations,
  authorization,
];

/**
 * The step with this id, or undefined.
 *
 * @example
 * stepById('result-type')?.title // => 'resultType on every result'
 */
export function stepById(id: string): StepDefinition | undefined {
  return STEPS.find((s) => s.id === id);
}

/** The steps before and after `id` in the tour (null at either end). */
export function neighbours(id: string): { previous: StepDefinition | null; next: StepDefinition | null } {
  const at = STEPS.findIndex((s) => s.id === id);
  return { previous: STEPS[at - 1] ?? null, next: at < 0 ? null : (STEPS[at + 1] ?? null) };
}
