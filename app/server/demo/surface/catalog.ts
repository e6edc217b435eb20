import type { CacheHints, HandlerResult, JsonObject } from '../../../../src';
import type { CallContext, McpRequest } from '../mcp/types';
import type { RequestStateSealer } from './request-state';
import type { TaskStore } from './tasks';

/** What tools, prompts and resource readers get: the call context plus the server's helpers. */
export interface DemoContext extends CallContext {
  state: RequestStateSealer;
  tasks: TaskStore;
}

/** A tool: its listing entry plus the handler. */
export interface ToolDef {
  /** The listing entry as tools/list sends it (name, title, description, inputSchema, …). */
  tool: JsonObject & { name: string; inputSchema: JsonObject };
  /** The client capabilities this call needs but the request lacks (for -32021), or null. */
  requires?(request: McpRequest): Record<string, unknown> | null;
  call(args: JsonObject, ctx: DemoContext): Promise<HandlerResult>;
}

/** One entry of a resource's `contents`. */
export type ResourceContents = { uri: string; mimeType?: string } & ({ text: string } | { blob: string });

/** A concrete resource. */
export interface ResourceDef {
  resource: JsonObject & { uri: string; name: string };
  /** Its own cache hints (else the server default). */
  cache?: CacheHints;
  read(ctx: DemoContext): Promise<ResourceContents[]>;
}

/** A resource template; `read` returns null for a URI that matches but names nothing. */
export interface TemplateDef {
  template: JsonObject & { uriTemplate: string; name: string };
  match(uri: string): Record<string, string> | null;
  read(vars: Record<string, string>, uri: string, ctx: DemoContext): Promise<ResourceContents[] | null>;
  complete?(argument: string, value: string): string[];
}

/** A prompt: its listing entry plus the handler. */
export interface PromptDef {
  prompt: JsonObject & { name: string };
  get(args: Record<string, string>, ctx: DemoContext): Promise<HandlerResult>;
  complete?(argument: string, value: string): string[];
}

/** What a toggle did: the entry is now listed, it was removed, or nothing changed since nobody listens. */
export type ToggleOutcome = 'listed' | 'removed' | 'unheard';

/** A list that can change while the server runs (its listChanged capability, its list_changed notification). */
export type ChangingList = 'tools' | 'prompts';

/**
 * The server's surface in registration order (lists keep that order, R-TOOLS-4). Showcase items
 * and the conformance suite's fixtures register here from their own files.
 */
export class Catalog {
  readonly tools = new Map<string, ToolDef>();
  readonly resources = new Map<string, ResourceDef>();
  readonly templates: TemplateDef[] = [];
  readonly prompts = new Map<string, PromptDef>();
  /** Lists something may change at run time (declared as listChanged in server/discover). */
  readonly changing = new Set<ChangingList>();
  private readonly listeners = new Set<(list: ChangingList) => void>();
  private readonly undo: (() => unknown)[] = [];

  addTool(def: ToolDef): void {
    this.unique(this.tools, def.tool.name, 'tool');
    this.tools.set(def.tool.name, def);
  }

  addResource(def: ResourceDef): void {
    this.unique(this.resources, def.resource.uri, 'resource');
    this.resources.set(def.resource.uri, def);
  }

  addTemplate(def: TemplateDef): void {
    this.templates.push(def);
  }

  addPrompt(def: PromptDef): void {
    this.unique(this.prompts, def.prompt.name, 'prompt');
    this.prompts.set(def.prompt.name, def);
  }

  /**
   * Adds the tool, or removes it when present, and tells the listeners: `listed` or `removed`, or
   * `unheard` (nothing changed) when no listener is open. A change lasts while a listener is open.
   */
  toggleTool(def: ToolDef): ToggleOutcome {
    return this.toggle('tools', this.tools, def.tool.name, def);
  }

  /** As toggleTool, for a prompt. */
  togglePrompt(def: PromptDef): ToggleOutcome {
    return this.toggle('prompts', this.prompts, def.prompt.name, def);
  }

  /**
   * Calls `listener` after every change of a changing list; returns the unsubscribe function. When the
   * last listener leaves, the toggles made while it listened are undone, so what one client changed is
   * never what the next one finds (a scan run after another sees the same lists).
   */
  onListChanged(listener: (list: ChangingList) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0)
        this.undo
          .splice(0)
          .reverse()
          .forEach((undo) => undo());
    };
  }

  private toggle<T>(list: ChangingList, map: Map<string, T>, key: string, def: T): ToggleOutcome {
    if (!this.changing.has(list)) throw new Error(`The ${list} list is not declared as changing`);
    if (this.listeners.size === 0) return 'unheard';
    const wasListed = map.delete(key);
    if (!wasListed) map.set(key, def);
    this.undo.push(() => (wasListed ? map.set(key, def) : map.delete(key)));
    for (const listener of this.listeners) listener(list);
    return wasListed ? 'removed' : 'listed';
  }

  private unique(map: Map<string, unknown>, key: string, what: string): void {
    if (map.has(key)) throw new Error(`Duplicate ${what} ${key} in the demo catalog`);
  }
}
