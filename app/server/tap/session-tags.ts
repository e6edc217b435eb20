import {
  EXTENSIONS,
  isJsonObject,
  isListMethod,
  methodNames,
  METHODS,
  type JsonObject,
  type ListMethod,
  type ProbeTag,
} from '../../../src/index';
import type { AnswerFacts } from './answer-facts';

/** One tapped exchange as the tagger reads it. */
export interface TaggerInput {
  id: string;
  rpcMethod: string;
  params: JsonObject | undefined;
  /** Request headers (any case). */
  headers: Readonly<Record<string, string>>;
  /** Whether a complete answer arrived (an exchange without one is never a session fact). */
  answered: boolean;
  facts: AnswerFacts;
}

/**
 * Why a tapped exchange was sent, guessed from the traffic alone: the scan's probe tags, with
 * earlier exchanges named by id (the session drops old ones), and list runs grouped in `series`
 * (one client identity, no list_changed in between) so only comparable listings are compared.
 */
export type PassiveTag =
  | Exclude<ProbeTag, { kind: 'list' } | { kind: 'retry' } | { kind: 'task-poll' }>
  | { kind: 'list'; method: ListMethod; run: number; page: number; series: string }
  | { kind: 'retry'; ofId: string }
  | { kind: 'task-poll'; createdId: string; immediate: boolean };

const CHANGED_LIST: Readonly<Record<string, ListMethod>> = {
  'notifications/tools/list_changed': 'tools/list',
  'notifications/prompts/list_changed': 'prompts/list',
  'notifications/resources/list_changed': 'resources/list',
};
const MRTR_METHODS = new Set<string>(methodNames.filter((m) => METHODS[m].inputRequired));

interface Listing {
  run: number;
  /** Each nextCursor the run's pages gave, and the page it leads to (a client may ask twice). */
  cursors: Map<string, number>;
  /** Every item seen over the run's pages. */
  names: Map<string, [string, string][]>;
  complete: boolean;
}

/**
 * Tags exchanges in arrival order. Deliberately cautious: an exchange is only called a probe of an
 * unknown tool or prompt when this client's latest listing was seen whole, and a retry only when it
 * answers an earlier input_required of the same request.
 */
export class PassiveTagger {
  private runs = 0;
  private epochs = new Map<string, number>();
  /** Per client identity and list method: the current listing. */
  private listings = new Map<string, Listing>();
  /** Per client identity and list method: the latest complete listing. */
  private known = new Map<string, Listing>();
  private asked: { id: string; key: string; state: string | undefined; conversation: string }[] = [];
  /** Each extension's tagger (src/ext), asked before the core's own tags. */
  private extensions = EXTENSIONS.flatMap((e) => (e.tapTagger ? [e.tapTagger()] : []));
  /** Tools (per client identity) a listing gave an outputSchema: only their calls are session facts. */
  private schemaTools = new Set<string>();
  /** Client identities whose server/discover is already in the session (the rules read the first). */
  private discovered = new Set<string>();
  private conversations = new Map<string, string>();

  /** The tag of the next exchange, and the conversation it belongs to (MRTR rounds). */
  tag(input: TaggerInput): { tag: PassiveTag; conversationId?: string } {
    const tag = this.classify(input);
    this.learn(input, tag);
    const conversationId = this.conversations.get(input.id);
    return conversationId ? { tag, conversationId } : { tag };
  }

  private classify(input: TaggerInput): PassiveTag {
    const { rpcMethod: method, params } = input;
    const who = identity(input.headers);
    if (method === 'server/discover') return this.discovered.has(who) ? { kind: 'other' } : { kind: 'discover' };
    if (isListMethod(method)) return this.listTag(method, who, params);
    if (method === 'completion/complete') return { kind: 'completion' };
    for (const tagger of this.extensions) {
      const tag = tagger.tag(input);
      if (tag) return tag;
    }
    const name = typeof params?.['name'] === 'string' ? params['name'] : undefined;
    if (
      MRTR_METHODS.has(method) &&
      (params?.['requestState'] !== undefined || params?.['inputResponses'] !== undefined)
    ) {
      const key = requestKey(method, params);
      const state = params?.['requestState'];
      const earlier = this.asked.findLast((a) => a.key === key && (state === undefined || a.state === state));
      if (earlier) return { kind: 'retry', ofId: earlier.id };
    }
    if (name === undefined) return { kind: 'other' };
    if (method === 'prompts/get') {
      const prompts = this.known.get(`${who}\u0000prompts/list`);
      return prompts && !prompts.names.has(name) ? { kind: 'unknown-prompt', name } : { kind: 'other' };
    }
    if (method !== 'tools/call') return { kind: 'other' };
    const tools = this.known.get(`${who}\u0000tools/list`);
    if (tools && !tools.names.has(name)) return { kind: 'unknown-tool', name };
    const missing = missingHeader(tools?.names.get(name) ?? [], params, input.headers);
    if (missing) return { kind: 'missing-param-header', tool: name, header: missing };
    // Other calls are no session fact; leaving them out keeps re-judging a long session cheap.
    return this.schemaTools.has(`${who}\u0000${name}`) ? { kind: 'call', tool: name } : { kind: 'other' };
  }

  private listTag(method: ListMethod, who: string, params: JsonObject | undefined): PassiveTag {
    const key = `${who}\u0000${method}`;
    const series = `${key}\u0000${this.epochs.get(method) ?? 0}`;
    const cursor = typeof params?.['cursor'] === 'string' ? params['cursor'] : undefined;
    const current = this.listings.get(key);
    const page = cursor !== undefined ? current?.cursors.get(cursor) : undefined;
    if (current && page !== undefined) return { kind: 'list', method, run: current.run, page, series };
    if (cursor !== undefined) return { kind: 'other' };
    return { kind: 'list', method, run: ++this.runs, page: 1, series };
  }

  private learn(input: TaggerInput, tag: PassiveTag): void {
    if (!input.answered) return;
    const { facts } = input;
    const who = identity(input.headers);
    if (tag.kind === 'discover') this.discovered.add(who);
    for (const changed of facts.listChanged) {
      // A changed list is changed for every client: older listings are no longer comparable.
      const method = CHANGED_LIST[changed]!;
      this.epochs.set(method, (this.epochs.get(method) ?? 0) + 1);
      for (const key of this.known.keys()) if (key.endsWith(`\u0000${method}`)) this.known.delete(key);
    }
    if (tag.kind === 'list') this.learnPage(`${who}\u0000${tag.method}`, tag, facts);
    if (tag.kind === 'list' && tag.method === 'tools/list')
      for (const tool of facts.listed ?? []) if (tool.outputSchema) this.schemaTools.add(`${who}\u0000${tool.name}`);
    for (const tagger of this.extensions) tagger.learn(input, tag);
    const conversation = tag.kind === 'retry' ? (this.conversations.get(tag.ofId) ?? tag.ofId) : input.id;
    if (tag.kind === 'retry') this.conversations.set(input.id, conversation);
    if (facts.resultType === 'input_required' && MRTR_METHODS.has(input.rpcMethod)) {
      this.conversations.set(input.id, conversation);
      this.asked.push({
        id: input.id,
        key: requestKey(input.rpcMethod, input.params),
        state: facts.requestState,
        conversation,
      });
      if (this.asked.length > 100) this.asked.shift();
    }
  }

  private learnPage(key: string, tag: Extract<PassiveTag, { kind: 'list' }>, facts: AnswerFacts): void {
    const current = this.listings.get(key);
    const listing: Listing =
      tag.page === 1 || !current || current.run !== tag.run
        ? { run: tag.run, cursors: new Map(), names: new Map(), complete: false }
        : current;
    if (facts.nextCursor !== undefined) listing.cursors.set(facts.nextCursor, tag.page + 1);
    for (const item of facts.listed ?? []) listing.names.set(item.name, item.paramHeaders);
    this.listings.set(key, listing);
    if (facts.listed && facts.nextCursor === undefined) {
      listing.complete = true;
      this.known.set(key, listing);
    }
  }
}

/** Who is asking: listings are compared per credentials (a server may show each client other tools). */
function identity(headers: Readonly<Record<string, string>>): string {
  for (const [name, value] of Object.entries(headers)) if (name.toLowerCase() === 'authorization') return value;
  return '';
}

/** The request an input_required answers: method plus the tool or prompt name, or the resource URI. */
function requestKey(method: string, params: JsonObject | undefined): string {
  const target = params?.['name'] ?? params?.['uri'];
  return `${method}\u0000${typeof target === 'string' ? target : ''}`;
}

function missingHeader(
  headersOfTool: readonly [string, string][],
  params: JsonObject | undefined,
  sent: Readonly<Record<string, string>>,
): string | undefined {
  const args = isJsonObject(params?.['arguments']) ? params['arguments'] : {};
  const names = new Set(Object.keys(sent).map((n) => n.toLowerCase()));
  return headersOfTool.find(([arg, header]) => args[arg] != null && !names.has(header.toLowerCase()))?.[1];
}
