import type { Check, Evaluation } from '../types';
import type { UrlDoc } from './url-answer';
import type { DemoClient, LiveExchange } from './demo-client';
import type { RequestDoc } from './request-doc';

/** An exchange shown in a step's live example, with what to notice in it. */
export interface ShownExchange {
  label: string;
  note?: string;
  exchange: LiveExchange;
}

/** A live exercise, prepared against the server that is actually running. */
export interface LiveExercisePrep<Doc = RequestDoc> {
  start: Doc;
  /** Built by the library (`buildRequest`) from what the server said. */
  solution: Doc;
  /** Scripted wrong answers by name (the tests send them). */
  mistakes: Record<string, Doc>;
  checks: Check[];
  /**
   * Runs an answer that is not one MCP request (a document fetched by its URL); without it the text
   * is a RequestDoc sent to the demo server and judged by `checks`.
   */
  run?: (text: string, signal?: AbortSignal) => Promise<Evaluation & { exchange?: LiveExchange }>;
  tolerate?: string[];
  /** The editor's title and label when the text is not headers and a JSON-RPC body (a URL to fetch). */
  editor?: { title: string; label: string };
  /** SHOULD rules the exercise teaches (their warnings block; see the local exercises' `teaches`). */
  teaches?: string[];
  /** For streams: stop reading once this holds for the messages so far. */
  stopWhen?: (messages: unknown[]) => boolean;
}

/** What a scenario found out: the example exchanges, and the exercise unless `problem` says why not. */
export interface LivePrep {
  examples: ShownExchange[];
  exercise?: LiveExercisePrep | LiveExercisePrep<UrlDoc>;
  /** Why the scenario could not run in full against this server (shown as text). */
  problem?: string;
}

/** The scripted part of a live step: runs its example exchanges and prepares its exercise. */
export type LiveScenario = (client: DemoClient) => Promise<LivePrep>;
