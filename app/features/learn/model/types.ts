import type {
  BuildRequestInput,
  EraDifference,
  Finding,
  ModernExplanation,
  ToResponseOptions,
} from '../../../../src/index';
import type { LegacyPane } from './legacy-form';

/** A link to the specification (or a SEP) with the words to show. */
export interface SpecRef {
  label: string;
  url: string;
}

/** The request a step's response answers: `buildRequest` turns it into body and headers. */
export interface RequestContext {
  method: string;
  id?: string | number;
  params?: Record<string, unknown>;
  clientCapabilities?: Record<string, unknown>;
  protocolVersion?: string;
}

/** One handler result shaped for both eras (the example panes and the handler exercises use it). */
export interface ShapeCase {
  /** Shown above the case when an example has several. */
  label?: string;
  request: RequestContext;
  /** The handler result as a developer writes it (Elixir as IEx prints it, or JSON). */
  handler: string;
  options?: ToResponseOptions;
}

/** What the library made of a shape case. */
export interface ShapedCase {
  request: {
    method: string;
    id: string | number | null;
    params: Record<string, unknown>;
    headers: Record<string, string>;
  };
  modern: ModernExplanation;
  modernText: string;
  /** Only what a 2025-11-25 server could send, or why there is nothing. */
  legacy: LegacyPane;
  legacyText: string | null;
  differences: EraDifference[];
  /** The checker's findings on the modern response for this request. */
  findings: Finding[];
}

/** One row of a status table: the status is the library's httpStatus, or 400 for a refusal before the method runs. */
export interface StatusRow {
  code: number;
  when: string;
  /** The server refuses the request before running the method (envelope, headers, version): always 400. */
  beforeMethod?: boolean;
}

/** A step's live example: which scripted exchange with the demo server to run. */
export type LiveScenarioId =
  | 'envelope'
  | 'versions'
  | 'mrtr'
  | 'headers'
  | 'removed'
  | 'listen'
  | 'failure'
  | 'tasks'
  | 'authorization';

/** What a step shows before the exercise, all of it computed by the library. */
export interface ExampleDef {
  /** Handler results shaped for both eras, side by side. */
  cases?: ShapeCase[];
  /** Error codes and when they are sent, as a table of HTTP statuses. */
  statuses?: StatusRow[];
  /** Requests built by the library's buildRequest (body and headers). */
  requests?: { label: string; input: BuildRequestInput }[];
}

/** A test on the outcome of an exercise: null when satisfied, else what is still wrong. */
export type Check = (outcome: Outcome) => string | null;

/** The response an exercise produced, as the checks read it. */
export interface Outcome {
  /** The JSON-RPC response message (parsed), or undefined when there is none. */
  response: unknown;
  responseText: string;
  httpStatus: number | undefined;
  findings: Finding[];
  /** The request as sent (live) or as built for the checker. */
  request: {
    method: string;
    id: unknown;
    params: Record<string, unknown>;
    headers: Record<string, string>;
    /** The JSON-RPC message as sent (live exercises). */
    body?: Record<string, unknown>;
  };
  /** Every SSE message of a live response, in order (a JSON body gives one). */
  messages?: unknown[];
  shaped?: ShapedCase;
}

/** The parts every exercise has. */
interface ExerciseBase {
  /** The task in one or two sentences. */
  task: string;
  /** A nudge that names the rule or the member, without giving the answer away. */
  hint: string;
  checks: Check[];
  /** Findings of these rules never block (shown as notes); all other errors do. */
  tolerate?: string[];
  /**
   * The SHOULD rules this exercise teaches: their warnings block here. Every other warning is a note,
   * in every step alike (a SHOULD such as R-META-1 never fails an answer it is not the lesson of).
   */
  teaches?: string[];
}

/** An exercise whose text is typed locally and judged at once by the library and the checker. */
export type LocalExercise = ExerciseBase &
  (
    | { kind: 'handler'; request: RequestContext; options?: ToResponseOptions; start: string; solution: string }
    | { kind: 'options'; request: RequestContext; handler: string; start: string; solution: string }
    | {
        kind: 'response';
        request: RequestContext;
        /** Its legacy response is the starting text (unless `strip` is given). */
        from: ShapeCase;
        /** Start instead from its modern response without these result members (a server that forgot them). */
        strip?: string[];
        /** Its modern response is the solution (defaults to `from`). */
        target?: ShapeCase;
      }
  );

/** An exercise sent to the demo server; `scenario` names the code that prepares and judges it. */
export type LiveExercise = ExerciseBase & { kind: 'live'; scenario: LiveScenarioId };

export type ExerciseDef = LocalExercise | LiveExercise;

/** A wrong answer with the feedback it must get: the tests (unit and e2e) type it. */
export interface WrongAnswer {
  /** For local exercises the text; for live ones the name of a scripted mistake. */
  text: string;
  /** A fragment the feedback must contain (a rule id or a phrase). */
  feedback: string;
}

/** One step of the tour: data only, rendered by the step page. */
export interface StepDefinition {
  id: string;
  title: string;
  /** One line for the overview. */
  summary: string;
  /** Changelog entries its example or exercise teaches (M1..M9, m1..m12, D1..D4, S1, G1, P1). */
  changes: string[];
  /** Paragraphs in plain words. */
  explanation: string[];
  /** Changes the step only describes: nothing in it checks them, and the page says so. */
  reading?: { changes: string[]; paragraphs: string[] };
  spec: SpecRef[];
  example?: ExampleDef;
  /** A live exchange shown as the example (or beside it). */
  live?: LiveScenarioId;
  exercise: ExerciseDef;
  wrong: WrongAnswer;
  /**
   * A request of both eras (e.g. `tools/list`) whose 2026-07-28 view Live shows on a 2025-era server:
   * the step's "try it on your own server" link fills it in Live (never the URL, never sent).
   */
  ownServer?: string;
}

/** What one problem with an answer looks like in the feedback list. */
export interface Problem {
  source: 'check' | 'checker' | 'input' | 'server';
  message: string;
  rule?: string;
  severity?: 'error' | 'warning' | 'info';
  pointer?: string;
  specUrl?: string;
  line?: number;
  column?: number;
}

/** The verdict on one answer. */
export interface Evaluation {
  passed: boolean;
  /** What is still wrong, most specific first; empty when passed. */
  problems: Problem[];
  /** Findings that do not block (info, a SHOULD the exercise does not teach, or tolerated). */
  notes: Problem[];
  outcome: Outcome | null;
}
