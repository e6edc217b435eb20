import type { Scope } from '../check/context';
import type { RuleRow } from '../check/rule-row';
import type { SafeParser } from '../check/schemas';
import type { findings } from '../check/session/answer';
import type { SessionExchange } from '../check/session/types';
import type { ProbeDef } from '../probe/scan/send-probe';
import type { JsonObject } from '../json/types';
import type { MetaKeyFact } from '../spec/meta-keys';
import type { MethodFact } from '../spec/methods';
import type { NotificationFact } from '../spec/notifications';

/**
 * What the protocol says about one extension: the facts `src/spec` merges into its tables, so a
 * method, notification or `_meta` key of an extension is looked up like a core one.
 *
 * @example
 * const facts: ExtensionFacts = TASKS_FACTS;
 * facts.id // => 'io.modelcontextprotocol/tasks'
 */
export interface ExtensionFacts {
  /** The module's folder under `src/ext/` (and `MethodFact.extension` of its methods). */
  readonly name: string;
  /** The id a side declares under `capabilities.extensions` (server) or `clientCapabilities.extensions`. */
  readonly id: string;
  /** How prose names it ("the tasks extension"). */
  readonly title: string;
  /** The page its rules cite (a spec path or a full URL). */
  readonly page: string;
  /** Its request methods, current and removed; `extension` is `name` on each. */
  readonly methods: Readonly<Record<string, MethodFact>>;
  /** Its server notifications. */
  readonly notifications: Readonly<Record<string, NotificationFact>>;
  /** Its reserved `_meta` keys, by the name code uses. */
  readonly metaKeys: Readonly<Record<string, MetaKeyFact>>;
  /** The `resultType` values it adds to the core's `complete` and `input_required`. */
  readonly resultTypes: readonly string[];
  /** Its rows of the rule catalogue (`RULES`, docs/rules.md), from its `rules.ts`. */
  readonly rules: readonly RuleRow[];
  /** The rule a server breaks by answering one of its methods to a request that did not declare it (-32021). */
  readonly undeclaredRule: string;
  /**
   * False when the extension's methods are served whether or not the request declared it (skills: a server
   * that declares the extension commits to its methods); by default they get -32021 undeclared.
   */
  readonly gated?: boolean;
  /** What a client declares under `extensions[id]` (`{}` when the extension defines no settings). */
  readonly clientSettings?: Readonly<Record<string, unknown>>;
}

/**
 * The result schemas an extension takes from its own package (never hand-written): each method's
 * complete result, and the schema of each `resultType` value it adds.
 *
 * @example
 * const schemas: ExtensionSchemas = TASKS_SCHEMAS;
 * schemas.source // => 'ext-tasks'
 */
export interface ExtensionSchemas {
  /** The package the schemas come from, as a definition's suffix names it (`CreateTaskResult (ext-tasks)`). */
  readonly source: string;
  readonly results: Readonly<Record<string, SafeParser>>;
  readonly resultTypes: Readonly<Record<string, { schema: SafeParser; definition: string }>>;
}

/**
 * One protocol extension as the library runs it: its facts and schemas, its check family (run on every
 * modern exchange, like the core's), its session rules and the scan's probes for a server that declares it.
 * `src/ext/index.ts` lists them; the checker, `checkSession` and the scan battery read that list.
 *
 * @example
 * const ext: Extension = EXTENSIONS[0]!;
 * ext.facts.name // => 'tasks'
 */
export interface Extension {
  readonly facts: ExtensionFacts;
  readonly schemas: ExtensionSchemas;
  /** The check family of `checkExchange` (the `Scope` reports at JSON paths of the response). */
  readonly check: (s: Scope) => void;
  /** Rules over a scan's or a tap's session, each like the core's (`src/check/session`). */
  readonly sessionRules: readonly SessionRule[];
  /** The scan's probes for a server whose `server/discover` declares the extension. */
  readonly probes: () => ProbeDef[];
  /** A fresh tagger per tapped session: the probe purposes it recognises in traffic it only watches. */
  readonly tapTagger?: () => TapTagger;
  /**
   * The scan's probes after the lists and fixed probes, from what they answered (for every extension,
   * declared or not: a server need not declare an extension only clients declare, as MCP Apps).
   */
  readonly followUps?: (session: readonly SessionExchange[]) => FollowUps;
}

/** What an extension's follow-ups send, and the one line its scan card shows when there is nothing to send. */
export interface FollowUps {
  probes: ProbeDef[];
  note?: { area: ProbeDef['area']; text: string };
}

/** A tapped exchange as an extension's tagger reads it (the tap's own input has these fields and more). */
export interface TapInput {
  readonly id: string;
  readonly rpcMethod: string;
  readonly params: JsonObject | undefined;
  /** What the answer said, read once: its resultType, and a created task's id. */
  readonly facts: { readonly resultType?: string; readonly taskId?: string };
}

/** A tag an extension's tagger gives; earlier exchanges are named by id (`createdId`), as the tap's are. */
export type TapTag = { kind: 'task-poll'; createdId: string; immediate: boolean };

/**
 * Tags a tapped session's exchanges in arrival order for the extension's session rules.
 *
 * @example
 * const tagger: TapTagger = EXTENSIONS[0]!.tapTagger!();
 * tagger.tag({ id: 'x', rpcMethod: 'tasks/get', params: { taskId: 'never-created' }, facts: {} }) // => null
 */
export interface TapTagger {
  /** The exchange's tag, or null when it is none of this extension's. */
  tag(input: TapInput): TapTag | null;
  /** Learns from an answered exchange and the tag it got (from this tagger or the tap's). */
  learn(input: TapInput, tag: { kind: string }): void;
}

/** A session rule: reads tagged exchanges, adds findings. */
export type SessionRule = (session: readonly SessionExchange[], out: ReturnType<typeof findings>) => void;
