import type { Check } from '../types';
import type { DemoClient, LiveExchange } from './demo-client';
import type { RequestDoc } from './request-doc';

/** An exchange shown in a step's live example, with what to notice in it. */
export interface ShownExchange {
  label: string;
  note?: string;
  exchange: LiveExchange;
}

/** A live exercise, prepared against the server that is actually running. */
export interface LiveExercisePrep {
  start: RequestDoc;
  /** Built by the library (`buildRequest`) from what the server said. */
  solution: RequestDoc;
  /** Scripted wrong answers by name (the tests send them). */
  mistakes: Record<string, RequestDoc>;
  checks: Check[];
  tolerate?: string[];
  /** For streams: stop reading once this holds for the messages so far. */
  stopWhen?: (messages: unknown[]) => boolean;
}

/** What a scenario found out: the example exchanges, and the exercise unless `problem` says why not. */
export interface LivePrep {
  examples: ShownExchange[];
  exercise?: LiveExercisePrep;
  /** Why the scenario could not run in full against this server (shown as text). */
  problem?: string;
}

/** The scripted part of a live step: runs its example exchanges and prepares its exercise. */
export type LiveScenario = (client: DemoClient) => Promise<LivePrep>;
