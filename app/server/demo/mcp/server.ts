import {
  isJsonObject,
  METHODS,
  toResponse,
  type CacheHints,
  type HandlerResult,
  type JsonObject,
  type ModernResponse,
  type ToResponseOptions,
} from '../../../../src';
import type { Catalog, DemoContext } from '../surface/catalog';
import { discoverResult } from '../surface/discover';
import { listenMethod, SUBSCRIPTION_ID, type ListenOptions, type OpenStreams } from '../surface/listen';
import { catalogMethods, type MethodHandler, type PageSizes } from '../surface/methods';
import { TASKS_REQUIRED, type RequiredCapabilities } from '../surface/client-capabilities';
import { RequestStateSealer } from '../surface/request-state';
import { taskMethods } from '../surface/task-methods';
import { skillMethods } from '../skills/methods';
import { TaskStore } from '../surface/tasks';
import { CODES, McpError, missingCapability } from './errors';
import type { CallContext, McpRequest, Reply, RequestId } from './types';

/** The serverInfo the shaper stamps on every result. */
export type ServerInfo = NonNullable<ToResponseOptions['serverInfo']>;

/** What a demo server is made of. */
export interface DemoServerConfig {
  serverInfo: ServerInfo;
  supportedVersions: readonly string[];
  instructions: string;
  catalog: Catalog;
  listen: ListenOptions;
  pageSizes: PageSizes;
  /** Answers depend on who asks (a server behind authorization): every cache hint is `private`. */
  perCaller?: boolean;
}

const DISCOVER_CACHE: CacheHints = { ttlMs: 300_000, scope: 'public' };
const removed = (method: string): boolean =>
  Object.hasOwn(METHODS, method) && METHODS[method as keyof typeof METHODS].removed !== null;
const isTaskMethod = (method: string): boolean => method.startsWith('tasks/') && !removed(method);

/**
 * The transport-independent MCP server: capability gates, dispatch, and shaping through the
 * library's `toResponse`. HTTP (and stdio) transports do the framing and the header checks.
 */
export class DemoServer {
  readonly state = new RequestStateSealer();
  readonly tasks = new TaskStore();
  private readonly streams: OpenStreams = new Set();
  private readonly methods: Record<string, MethodHandler>;

  constructor(readonly config: DemoServerConfig) {
    const { catalog } = config;
    const discover = discoverResult(catalog, config.supportedVersions, config.instructions);
    this.methods = {
      'server/discover': async () => ({
        kind: 'result',
        result: { kind: 'ok', result: structuredClone(discover) },
        cache: DISCOVER_CACHE,
      }),
      ...catalogMethods(catalog, config.pageSizes),
      ...taskMethods(this.tasks),
      ...skillMethods(),
      'subscriptions/listen': listenMethod(catalog, this.tasks, config.listen, this.streams, (id) => this.closing(id)),
    };
  }

  /** The tool's inputSchema (for Mcp-Param-* checks), if the tool exists. */
  toolSchema(name: unknown): JsonObject | undefined {
    return typeof name === 'string' ? this.config.catalog.tools.get(name)?.tool.inputSchema : undefined;
  }

  /** -32021 when the request needs a client capability it did not declare (BASIC; SEP-2663). */
  preflight(request: McpRequest): McpError | null {
    if (!request.tasksDeclared) {
      const filter = request.params['notifications'];
      const wantsTasks =
        request.method === 'subscriptions/listen' &&
        typeof filter === 'object' &&
        filter !== null &&
        'taskIds' in filter;
      if (isTaskMethod(request.method) || wantsTasks)
        return missingCapability(
          TASKS_REQUIRED,
          `${request.method} needs the io.modelcontextprotocol/tasks extension in clientCapabilities.extensions`,
        );
    }
    if (request.method === 'tools/call') {
      const tool = this.config.catalog.tools.get(String(request.params['name']));
      const required = tool?.requires?.(request);
      if (required)
        return missingCapability(required, `${tool!.tool.name} needs ${capabilityPaths(required).join(', ')}`);
    }
    return null;
  }

  /** Runs the method; errors come back as error results, never as exceptions. */
  async dispatch(request: McpRequest, call: CallContext): Promise<Reply> {
    const handler = this.methods[request.method];
    if (!handler) {
      return {
        kind: 'result',
        result: new McpError(
          CODES.methodNotFound,
          removed(request.method)
            ? `${request.method} was removed in 2026-07-28.`
            : `Method not found: ${request.method}.`,
        ).toResult(),
      };
    }
    const ctx: DemoContext = { ...call, state: this.state, tasks: this.tasks };
    try {
      return await handler(ctx);
    } catch (error) {
      if (error instanceof McpError) return { kind: 'result', result: error.toResult() };
      if (call.signal.aborted)
        return { kind: 'result', result: new McpError(CODES.internalError, 'Cancelled.').toResult() };
      console.error(`demo server: ${request.method} failed`, error);
      return {
        kind: 'result',
        result: new McpError(CODES.internalError, `Internal error in ${request.method}.`).toResult(),
      };
    }
  }

  /** The response to a request (or to an unreadable message when `id` is undefined). */
  shape(id: RequestId | undefined, method: string | null, result: HandlerResult, cache?: CacheHints): ModernResponse {
    // A shared cache must never hand one caller's authorized answer to another (CACHE § Cache Scope).
    const hints = cache && this.config.perCaller ? { ...cache, scope: 'private' as const } : cache;
    const response = toResponse(id ?? null, method, result, {
      serverInfo: this.config.serverInfo,
      ...(hints ? { cache: hints } : {}),
    });
    // An error to a message whose id could not be read leaves id out (BASIC § Error Responses).
    if (id === undefined) delete (response as { id?: unknown }).id;
    return response;
  }

  /** Ends open listen streams gracefully and stops running tasks. */
  close(): void {
    for (const end of [...this.streams]) end();
    this.tasks.close();
  }

  private closing(id: RequestId): JsonObject {
    return this.shape(id, 'subscriptions/listen', {
      kind: 'ok',
      result: { _meta: { [SUBSCRIPTION_ID]: id } },
    }) as JsonObject;
  }
}

// Names each required capability by its path, e.g. "extensions.io.modelcontextprotocol/tasks".
function capabilityPaths(required: RequiredCapabilities, prefix = ''): string[] {
  return Object.entries(required).flatMap(([key, value]) =>
    key === 'extensions' && isJsonObject(value) ? capabilityPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
