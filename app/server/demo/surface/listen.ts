import { isJsonObject, META_KEYS, type JsonObject } from '../../../../src';
import { invalidParams } from '../mcp/errors';
import type { MessageStream, OutgoingMessage, RequestId } from '../mcp/types';
import type { Catalog, ChangingList, DemoContext } from './catalog';
import type { MethodHandler } from './methods';
import type { TaskStore } from './tasks';

/** The `_meta` key tying stream messages to their listen request (SUBS § Receiving Notifications). */
export const SUBSCRIPTION_ID = META_KEYS.subscriptionId.key;

/** Timing of listen streams. */
export interface ListenOptions {
  /** The server ends a stream gracefully after this long (SUBS § Graceful Closure). */
  maxMs: number;
  /** How often demo://clock changes (and subscribers get notifications/resources/updated). */
  clockIntervalMs: number;
}

/** Open streams, so a shutdown can close each one gracefully. */
export type OpenStreams = Set<() => void>;

const CLOCK = 'demo://clock';
const FIRST_CLOCK_UPDATE_MS = 1000;

// Filter keys of the lists that can change; resourcesListChanged is never honoured (that list is fixed).
const LIST_FILTERS: readonly (readonly [string, ChangingList])[] = [
  ['toolsListChanged', 'tools'],
  ['promptsListChanged', 'prompts'],
];

const notification = (method: string, id: RequestId, params: JsonObject = {}): OutgoingMessage => ({
  jsonrpc: '2.0',
  method,
  params: { ...params, _meta: { [SUBSCRIPTION_ID]: id } },
});

function stringList(value: unknown, name: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
    throw invalidParams(`params.notifications.${name} must be an array of strings.`);
  return value as string[];
}

/**
 * subscriptions/listen: acknowledges the part of the filter it honours (list-changed types only for
 * lists that can change), then sends the list_changed notifications asked for, resources/updated
 * for demo://clock and notifications/tasks for the watched tasks, until the client leaves or
 * `maxMs` passes.
 */
export function listenMethod(
  catalog: Catalog,
  tasks: TaskStore,
  options: ListenOptions,
  open: OpenStreams,
  closing: (id: RequestId) => OutgoingMessage,
): MethodHandler {
  return async (ctx: DemoContext) => {
    const filter = ctx.request.params['notifications'];
    if (!isJsonObject(filter))
      throw invalidParams('subscriptions/listen needs params.notifications (a SubscriptionFilter object).');
    for (const key of ['toolsListChanged', 'promptsListChanged', 'resourcesListChanged'])
      if (filter[key] !== undefined && typeof filter[key] !== 'boolean')
        throw invalidParams(`params.notifications.${key} must be a boolean.`);
    const uris = (stringList(filter['resourceSubscriptions'], 'resourceSubscriptions') ?? []).filter((u) =>
      catalog.resources.has(u),
    );
    const taskIds = (stringList(filter['taskIds'], 'taskIds') ?? []).filter((t) => tasks.get(t) !== undefined);
    const lists = LIST_FILTERS.filter(([key, list]) => filter[key] === true && catalog.changing.has(list));
    const agreed: JsonObject = {
      ...Object.fromEntries(lists.map(([key]) => [key, true])),
      ...(filter['resourceSubscriptions'] !== undefined ? { resourceSubscriptions: uris } : {}),
      ...(filter['taskIds'] !== undefined ? { taskIds } : {}),
    };
    const id = ctx.request.id;
    const stream: MessageStream = {
      open(emit, close) {
        emit(notification('notifications/subscriptions/acknowledged', id, { notifications: agreed }));
        const stops: (() => void)[] = [];
        if (uris.includes(CLOCK)) {
          const tick = (): void => emit(notification('notifications/resources/updated', id, { uri: CLOCK }));
          // The clock reads as the current time, so it has changed a second after the acknowledgment: a new
          // subscriber sees an update then, not a whole interval later.
          let clock = setTimeout(
            () => {
              tick();
              clock = setInterval(tick, options.clockIntervalMs);
            },
            Math.min(FIRST_CLOCK_UPDATE_MS, options.clockIntervalMs),
          );
          stops.push(() => clearInterval(clock));
        }
        if (lists.length > 0)
          stops.push(
            catalog.onListChanged(
              (list) =>
                lists.some(([, l]) => l === list) && emit(notification(`notifications/${list}/list_changed`, id)),
            ),
          );
        if (taskIds.length > 0)
          stops.push(
            tasks.subscribe(
              (task) => taskIds.includes(task.taskId) && emit(notification('notifications/tasks', id, task)),
            ),
          );
        const end = (): void => {
          stop();
          close(closing(id));
        };
        const limit = setTimeout(end, options.maxMs);
        const stop = (): void => {
          clearTimeout(limit);
          stops.forEach((s) => s());
          open.delete(end);
        };
        open.add(end);
        return stop;
      },
    };
    return { kind: 'stream', stream };
  };
}
